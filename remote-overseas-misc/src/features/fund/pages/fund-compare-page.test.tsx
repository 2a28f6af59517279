import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { buildFundListRequest, parseFundListAnswer, type FundSummary } from '@shared/fund';
import { postQuery } from 'shared';
import { renderOverseasPage } from '../../../test/render-overseas-page';
import { endSandboxSession } from '../../../test/sandbox-session';

let sandbox: SandboxFetch & { restore: () => Promise<void> };
let funds: readonly FundSummary[] = [];

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
  funds = await postQuery(buildFundListRequest(), parseFundListAnswer, { loading: false });
  // the first read builds the sandbox's fund universe, a few seconds under jest on a busy machine
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

describe('the fund comparison', () => {
  it('shows up to three funds side by side (a fourth in the address is left out): returns, fees, risk and distributions', async () => {
    const [a, b, c, d] = funds;
    if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error('too few funds');
    renderOverseasPage(`/overseas/fund/compare?ids=${[a, b, c, d].map((fund) => fund.fundId).join(',')}`);
    const table = await screen.findByTestId('fund-compare', {}, { timeout: 8000 });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['項目', a.name, b.name, c.name]);
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(row('近1年報酬')).toHaveTextContent(new RegExp(`${a.return1y.startsWith('-') ? '' : '\\+'}${a.return1y.replace('.', '\\.')}%`));
    expect(row('申購手續費')).toHaveTextContent(`${a.frontLoad}%`);
    expect(row('風險等級')).toHaveTextContent(a.riskGrade);
    expect(row('最近一次配息')).toBeInTheDocument();
    expect(row('保管費（年）')).toBeInTheDocument();
  });

  it('puts the same rows in the same order for every fund, each row headed by what it compares', async () => {
    const [a, b] = funds;
    if (a === undefined || b === undefined) throw new Error('too few funds');
    renderOverseasPage(`/overseas/fund/compare?ids=${a.fundId},${b.fundId}`);
    const table = await screen.findByRole('table', { name: '2 檔基金比較' }, { timeout: 8000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '基金公司',
      '類型',
      '幣別',
      '級別',
      '風險等級',
      '最新淨值',
      '近1個月報酬',
      '近1年報酬',
      '近3年報酬',
      '近3年年化波動率',
      '近3年最大跌幅',
      '級別規模',
      '前五大持股',
      '產業配置',
      '申購手續費',
      '經理費（年）',
      '保管費（年）',
      '轉換手續費',
      '贖回手續費',
      '單筆最低申購',
      '最近一次配息',
      '近3年配息次數',
      '基金文件',
    ]);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(2);
    expect(within(rows[0] ?? table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([a.houseName, b.houseName]);
    // a wide comparison scrolls inside its own named region, never the page
    expect(screen.getByRole('region', { name: '基金比較表' })).toContainElement(table);
  });

  it('asks for at least two funds', async () => {
    renderOverseasPage(`/overseas/fund/compare?ids=${funds[0]?.fundId ?? ''}`);
    expect(await screen.findByText('請在基金列表勾選 2 至 3 檔基金再比較。', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  // the sandbox's funds, in its universe's order: every eighth from the fourth a younger class (launched in
  // 2022, 3 years of NAVs on the sandbox's date 2025-07-01 but not 5), the sixth without a factsheet, the
  // eighth without a reported size
  const pick = (...at: number[]) => at.map((index) => funds[index]).filter((fund) => fund !== undefined);

  it('draws NAV growth rebased to 100 over 3 years by default, the period in the address; a fund without 5 years says so', async () => {
    const chosen = pick(0, 3, 8);
    if (chosen.length < 3) throw new Error('too few funds');
    const user = userEvent.setup();
    renderOverseasPage(`/overseas/fund/compare?ids=${chosen.map((fund) => fund.fundId).join(',')}`);
    const chart = await screen.findByRole('region', { name: '淨值成長比較（期初 = 100，配息再投入）' }, { timeout: 8000 });
    expect(within(chart).getByRole('button', { name: '3年' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(chart).findByRole('img', { name: '近3年淨值成長比較圖（期初 = 100），文字摘要如下' })).toBeInTheDocument();
    const lines = () => within(screen.getByTestId('growth-summary')).getAllByRole('listitem');
    expect(lines()).toHaveLength(3);
    lines().forEach((line, at) => {
      expect(line.textContent?.startsWith(`${chosen[at]?.name ?? ''}：`)).toBe(true);
      expect(line).toHaveTextContent(/：近3年由 100 變為 \d+\.\d{2}（總報酬 [+-]\d+\.\d{2}%，2022\/06\/30 起）$/);
    });
    await user.click(within(chart).getByRole('button', { name: '5年' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/p=5Y/);
    expect(lines()[1]).toHaveTextContent(/：淨值資料自 2022\/\d{2}\/\d{2} 起，未滿5年，不顯示此期間走勢。$/);
    expect(lines()[0]).toHaveTextContent(/：近5年由 100 變為 \d+\.\d{2}（總報酬 [+-]?\d+\.\d{2}%，2020\/06\/30 起）$/);
  });

  it('shows 3-year volatility and maximum drawdown, size, holdings and sectors where reported (資料未提供 where not), the minimum and both documents', async () => {
    const chosen = pick(0, 5, 7);
    if (chosen.length < 3) throw new Error('too few funds');
    renderOverseasPage(`/overseas/fund/compare?ids=${chosen.map((fund) => fund.fundId).join(',')}`);
    const table = await screen.findByTestId('fund-compare', {}, { timeout: 8000 });
    const cells = (label: string) => within(within(table).getByRole('row', { name: new RegExp(`^${label}`) })).getAllByRole('cell');
    for (const cell of cells('近3年年化波動率')) expect(cell.textContent).toMatch(/^\d+\.\d{2}%$/);
    for (const cell of cells('近3年最大跌幅')) expect(cell.textContent).toMatch(/^-\d+\.\d{2}%（\d{4}\/\d{2}\/\d{2} 至 \d{4}\/\d{2}\/\d{2}）$/);
    expect(cells('級別規模').map((cell) => cell.textContent)).toEqual([expect.stringMatching(/^[A-Z]{3} [\d,]+\.\d{2} 百萬$/), expect.stringMatching(/百萬$/), '資料未提供']);
    const [withHoldings, without] = cells('前五大持股');
    expect(within(withHoldings as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
    expect(withHoldings).toHaveTextContent('資料日期 2025/05/31');
    expect(without).toHaveTextContent(/^資料未提供$/);
    expect(cells('產業配置')[1]).toHaveTextContent(/^資料未提供$/);
    expect(within(cells('產業配置')[0] as HTMLElement).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    cells('單筆最低申購').forEach((cell, at) => expect(cell.textContent).toMatch(new RegExp(`^${chosen[at]?.currency ?? ''} [\\d,]+\\.\\d{2}$|^${chosen[at]?.currency ?? ''} [\\d,]+$`)));
    const documents = cells('基金文件');
    documents.forEach((cell, at) => {
      expect(within(cell).getByRole('link', { name: /^公開說明書/ })).toHaveAttribute('href', expect.stringContaining(`/funds/${chosen[at]?.fundId ?? ''}/prospectus`));
      expect(within(cell).getByRole('link', { name: /^投資人須知/ })).toHaveAttribute('href', expect.stringContaining(`/funds/${chosen[at]?.fundId ?? ''}/investor-notice`));
    });
  });

  it('says so when a fund cannot be read, and 重新查詢 brings the comparison', async () => {
    // two funds no other test has read (a read stays fresh for five minutes)
    const [a, b] = pick(20, 21);
    if (a === undefined || b === undefined) throw new Error('too few funds');
    for (let i = 0; i < 4; i += 1) sandbox.answerNext((body) => body.FunId === 'KGItwPubFundDetail' && body.Data['fundId'] === a.fundId, { status: 500, body: '{"StatusCode":"5000","Message":"壞了"}' });
    const user = userEvent.setup();
    renderOverseasPage(`/overseas/fund/compare?ids=${a.fundId},${b.fundId}`);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('系統暫時無法回應，請稍後再試。');
    await user.click(screen.getByRole('button', { name: '重新查詢' }));
    expect(await screen.findByTestId('fund-compare', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
