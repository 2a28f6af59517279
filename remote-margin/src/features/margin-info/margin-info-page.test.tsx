import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { renderMarginPage } from '../../test/render-margin-page';
import { endSandboxSession } from '../../test/sandbox-session';

// Each test drives the page through several real sandbox answers; a busy machine needs more than 5 s.
jest.setTimeout(20_000);

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  // the margin ledger dated from the real today (not the pinned pricing date): the page asks for the last 30 days
  sandbox = await installSandboxFetch({ today: undefined });
  await sandbox.signIn('A123456789');
});

afterEach(() => endSandboxSession(sandbox));

describe('the margin information page', () => {
  it('shows each currency with balance, held, available, rate and TWD equivalent, and the TWD total', async () => {
    renderMarginPage('/marginDeposit/info');
    const table = await screen.findByRole('table', { name: '各幣別保證金餘額' });
    // the table keeps its size while the balances come (a dash per figure), then fills in
    expect(await screen.findByText(/^資料時間 /)).toBeInTheDocument();
    const usd = within(table).getByRole('row', { name: /美元 USD/ });
    const cells = within(usd).getAllByRole('cell').map((cell) => cell.textContent);
    // nothing held at the start: the balance is all available
    expect(cells).toEqual(expect.arrayContaining(['41,722.15', '0.00']));
    expect(cells.filter((text) => text === '41,722.15')).toHaveLength(2);
    // the product's one way to write money and times (rule SHL-13): 新台幣, cents, 24-hour Taipei time named
    expect(within(table).getByRole('row', { name: /^約當新台幣合計 [\d,]+\.\d{2}$/ })).toBeInTheDocument();
    expect(screen.getByText(/^資料時間 \d{2}:\d{2}:\d{2}（台北時間）。/)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10 + 1);
  });

  it("lists the registered bank accounts from the customer's profile, masked but for the last 4 digits", async () => {
    renderMarginPage('/marginDeposit/info');
    const banks = await screen.findByRole('region', { name: '約定銀行帳戶' });
    const items = await within(banks).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '新台幣 TWD凱基銀行 台北分行****-***-**1234',
      '美元 USD凱基銀行 台北分行****-***-**5678',
      '歐元 EUR凱基銀行 台北分行****-***-**5678',
      '英鎊 GBP未約定（可以換匯買賣，不能入金或出金）',
      '澳幣 AUD凱基銀行 台北分行****-***-**5678',
      '紐幣 NZD未約定（可以換匯買賣，不能入金或出金）',
      '日圓 JPY未約定（可以換匯買賣，不能入金或出金）',
      '南非幣 ZAR未約定（可以換匯買賣，不能入金或出金）',
      '人民幣 CNY未約定（可以換匯買賣，不能入金或出金）',
      '離岸人民幣 CNH未約定（可以換匯買賣，不能入金或出金）',
    ]);
    expect(sandbox.queries(FunId.CustomerProfile)).toHaveLength(1);
  });

  it('lists movements newest first, 20 a page, filters them, and links an order number to the order', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/info');
    const section = await screen.findByRole('region', { name: '異動明細' });
    const table = await within(section).findByRole('table');
    // The last 30 days of the seeded account: 18 movements, one page.
    expect(within(section).getByText('第 1 / 1 頁，共 18 筆')).toBeInTheDocument();
    const firstRow = within(table).getAllByRole('row')[1];
    // money out carries its sign and the colour of a fall, as on every page (rule SHL-14)
    const outflow = within(firstRow as HTMLElement).getByRole('cell', { name: '-2,000.00' });
    expect(within(outflow).getByText('-2,000.00')).toHaveClass('ui-gain-loss--down');
    expect(firstRow?.textContent).toContain('41,722.15');

    await user.selectOptions(within(section).getByLabelText('類別'), '委託扣款');
    await waitFor(() => expect(within(section).getByText('第 1 / 1 頁，共 2 筆')).toBeInTheDocument());
    const orders = within(section).getAllByRole('link', { name: /^B\d+/ });
    expect(orders).toHaveLength(2);
    expect(orders[0]?.getAttribute('href')).toBe(`/overseas/bond/marketorder?orderNo=${orders[0]?.textContent ?? ''}`);

    await user.selectOptions(within(section).getByLabelText('類別'), '全部類別');
    const from = within(section).getByLabelText('起日');
    await user.clear(from);
    await user.type(from, '2000-01-01');
    expect(await within(section).findByText('查詢區間最多 366 天')).toBeInTheDocument();
    expect(within(section).getByLabelText('迄日')).toHaveAttribute('aria-invalid', 'true');
  });

  it('pages through more than 20 movements', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/info');
    const section = await screen.findByRole('region', { name: '異動明細' });
    await within(section).findByRole('table');
    const from = within(section).getByLabelText('起日');
    const today = new Date(Date.now() + 8 * 3_600_000);
    const start = new Date(today.getTime() - 100 * 86_400_000).toISOString().slice(0, 10);
    await user.clear(from);
    await user.type(from, start);
    expect(await within(section).findByText('第 1 / 2 頁，共 25 筆')).toBeInTheDocument();
    expect(within(section).getAllByRole('row')).toHaveLength(21);
    await user.click(within(section).getByRole('button', { name: '下一頁' }));
    expect(await within(section).findByText('第 2 / 2 頁，共 25 筆')).toBeInTheDocument();
    expect(within(section).getAllByRole('row')).toHaveLength(6);
    expect(sandbox.queries(FunId.MarginMovements).at(-1)?.Data).toMatchObject({ page: 2, account: '1234567' });
  });

  it('shows a failed balance read with 重新查詢, and the figures after a retry', async () => {
    const user = userEvent.setup();
    sandbox.answerNext((body) => body.FunId === FunId.MarginBalance, { body: '{"StatusCode":"0","Data":{"asOf":"x"}}' });
    renderMarginPage('/marginDeposit/info');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('伺服器回應資料格式不正確');
    await user.click(within(alert).getByRole('button', { name: '重新查詢' }));
    expect(await screen.findByRole('table', { name: '各幣別保證金餘額' })).toBeInTheDocument();
  });
});
