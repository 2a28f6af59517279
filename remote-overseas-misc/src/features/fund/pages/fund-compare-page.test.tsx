import { screen, within } from '@testing-library/react';
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
      '申購手續費',
      '經理費（年）',
      '保管費（年）',
      '轉換手續費',
      '最近一次配息',
      '近3年配息次數',
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
});
