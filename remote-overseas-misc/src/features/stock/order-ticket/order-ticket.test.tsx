import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { buildStockOrderListRequest, parseStockOrderListAnswer } from '@shared/stock';
import { postQuery } from 'shared';
import { Decimal } from 'shared/money';
import { resetAccounts, resetLogin } from 'shared/internal';
import { renderOverseasPage } from '../../../test/render-overseas-page';
import { resetWatchlistStore } from '../watchlist/watchlist.store';
import { endSandboxSession } from '../../../test/sandbox-session';

/** The order ticket on the stock page over the sandbox's real handlers, behind the real API client; the market clock pinned while New York is open. */

// the chart draws on a canvas jsdom does not have
jest.mock('shared/chart', () => ({ LineChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

jest.setTimeout(40_000);

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  resetWatchlistStore();
  sandbox = await installSandboxFetch({ switches: { marketTime: '2025-07-01T22:00:00+08:00' } });
  await sandbox.signIn('A123456789');
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

const PLACE = 'KGItwInfStockOrderPlace';
const isPlace = (body: QueryBody) => body.FunId === PLACE;
/** The account's AAPL orders as the sandbox keeps them, asked directly (not through the page; inside act, since the page's own reads may answer meanwhile). */
const ordersMade = () => act(async () => (await postQuery(buildStockOrderListRequest('1234567'), parseStockOrderListAnswer, { loading: false })).filter((order) => order.symbol === 'AAPL.US'));

describe('the order ticket', () => {
  it('confirms a market buy, sends it once for a double click with a client key, and shows it filled in the orders and holdings', async () => {
    const user = userEvent.setup();
    renderOverseasPage('/overseas/stock?symbol=AAPL.US');
    const ticket = await screen.findByRole('region', { name: /下單：蘋果/ }, { timeout: 10_000 });
    await user.click(within(ticket).getByRole('radio', { name: '市價' }));
    await user.type(within(ticket).getByLabelText('股數'), '2');
    await waitFor(() => expect(within(ticket).getByLabelText('預估金額')).toHaveTextContent(/預估應付USD [\d,]+\.\d{2}/));
    await user.click(within(ticket).getByRole('button', { name: '預覽委託' }));
    const confirm = await screen.findByRole('region', { name: '確認委託' });
    expect(within(confirm).getByLabelText('委託內容')).toHaveTextContent(/股票蘋果（AAPL\.US）買賣買進價格市價（預估 USD [\d.,]+）股數2 股委託效期當日有效/);
    await user.dblClick(within(confirm).getByRole('button', { name: '確認送出' }));
    const result = await screen.findByTestId('stock-order-result');
    expect(result).toHaveTextContent(/委託已受理：委託書號 S\d{12}，狀態「全部成交」。已全部成交 2 股/);
    const places = sandbox.queries(PLACE);
    expect(places).toHaveLength(1);
    expect(places[0]?.Data).toMatchObject({ account: '1234567', symbol: 'AAPL.US', side: 'B', orderType: 'MARKET', quantity: 2, limitPrice: '', ClientKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(sandbox.queries('KGItwSubmitStatus')).toHaveLength(0);
    expect(await within(await screen.findByTestId('stock-orders')).findByRole('row', { name: /蘋果（AAPL\.US） 買進 市價.* 2／2 全部成交/ })).toBeVisible();
    expect(await within(await screen.findByTestId('stock-holdings')).findByRole('row', { name: /^蘋果（AAPL\.US） 2（2）/ })).toBeVisible();
  });

  it('keeps the confirmation and what was typed when the order is refused, sends it again with a new client key (rule ORD-18), and cancels it from the list', async () => {
    const user = userEvent.setup();
    renderOverseasPage('/overseas/stock?symbol=AAPL.US');
    const ticket = await screen.findByRole('region', { name: /下單：蘋果/ }, { timeout: 10_000 });
    await user.type(within(ticket).getByLabelText('股數'), '3');
    await user.type(within(ticket).getByLabelText('限價（USD）'), '1');
    await user.click(within(ticket).getByRole('button', { name: '預覽委託' }));
    sandbox.answerNext(isPlace, { status: 200, body: '{"StatusCode":"4220","Message":"交易所暫停受理此股票委託。"}' });
    const confirm = await screen.findByRole('region', { name: '確認委託' });
    await user.click(within(confirm).getByRole('button', { name: '確認送出' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('委託未被接受：交易所暫停受理此股票委託。');
    expect(within(confirm).getByLabelText('委託內容')).toHaveTextContent(/股數3 股/);
    await user.click(within(confirm).getByRole('button', { name: '確認送出' }));
    expect(await screen.findByTestId('stock-order-result')).toHaveTextContent('狀態「委託中」');
    // the refusal was that request's answer: the one sent again is a new request, with a new key
    const keys = sandbox.queries(PLACE).map((body) => body.Data['ClientKey']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(await ordersMade()).toHaveLength(1);
    // a working buy can be cancelled from the list after a confirm
    await user.click(await screen.findByRole('button', { name: /^取消委託 S\d{12}$/ }));
    await user.click(within(screen.getByRole('group', { name: /^取消委託/ })).getByRole('button', { name: '確認取消' }));
    expect(await screen.findByText(/^委託 S\d{12} 已取消。$/)).toBeVisible();
  });
});

describe('a stock order whose answer was lost (rule ORD-18)', () => {
  // a limit buy far below the market: it stays 委託中, so one order is one order
  async function confirmWithAnswerLost() {
    const user = userEvent.setup();
    const page = renderOverseasPage('/overseas/stock?symbol=AAPL.US');
    const ticket = await screen.findByRole('region', { name: /下單：蘋果/ }, { timeout: 10_000 });
    await user.type(within(ticket).getByLabelText('股數'), '3');
    await user.type(within(ticket).getByLabelText('限價（USD）'), '1');
    await user.click(within(ticket).getByRole('button', { name: '預覽委託' }));
    const confirm = await screen.findByRole('region', { name: '確認委託' });
    // lost on the first try and on each of the API client's retries: the sandbox takes the order, the page never hears it
    const lost = sandbox.loseAnswers(isPlace);
    await user.click(within(confirm).getByRole('button', { name: '確認送出' }));
    const notice = await within(confirm).findByRole('alert', {}, { timeout: 10_000 });
    expect(notice).toHaveTextContent('委託結果未明');
    expect(notice).toHaveTextContent('確認結果之前不會再次送出');
    expect(screen.queryByText(/委託未成功/)).not.toBeInTheDocument();
    expect(await ordersMade()).toHaveLength(1);
    return { user, page, lost };
  }

  it('says the outcome is unknown, not failed, and 返回修改 then confirming again makes no second order: the accepted one is shown', async () => {
    const { user, lost } = await confirmWithAnswerLost();
    // answers still lost: whatever is sent now is never heard either
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    const ticket = screen.getByRole('region', { name: /下單：蘋果/ });
    expect(within(ticket).getByLabelText('股數')).toHaveValue('3');
    expect(within(ticket).getByLabelText('限價（USD）')).toHaveValue('1');
    expect(within(ticket).getByRole('alert')).toHaveTextContent('委託結果未明');
    await user.click(within(ticket).getByRole('button', { name: '預覽委託' }));
    await user.click(within(await screen.findByRole('region', { name: '確認委託' })).getByRole('button', { name: '確認送出' }));
    const result = await screen.findByTestId('stock-order-result', {}, { timeout: 10_000 });
    lost.stop();
    const made = await ordersMade();
    expect(made).toHaveLength(1);
    expect(result).toHaveTextContent(`委託已受理：委託書號 ${made[0]?.orderNo ?? '?'}，狀態「委託中」。`);
    expect(screen.queryByText(/委託未成功/)).not.toBeInTheDocument();
    // one key for every try of the one order; the page asked what became of it instead of sending another
    expect(new Set(sandbox.queries(PLACE).map((body) => body.Data['ClientKey'])).size).toBe(1);
    expect(sandbox.queries('KGItwSubmitStatus')).toHaveLength(1);
  });

  it('after a reload, asks what became of it and shows the accepted order without sending it again', async () => {
    const { page, lost } = await confirmWithAnswerLost();
    page.unmount();
    lost.stop();
    const sent = sandbox.queries(PLACE).length;
    renderOverseasPage('/overseas/stock?symbol=AAPL.US');
    const result = await screen.findByTestId('stock-order-result', {}, { timeout: 10_000 });
    const made = await ordersMade();
    expect(made).toHaveLength(1);
    expect(result).toHaveTextContent(`委託已受理：委託書號 ${made[0]?.orderNo ?? '?'}，狀態「委託中」。`);
    expect(sandbox.queries(PLACE)).toHaveLength(sent);
    expect(sandbox.queries('KGItwSubmitStatus')).toHaveLength(1);
  });
});

describe('the confirmation on a day New York is closed (rules STK-5, STK-7)', () => {
  beforeEach(async () => {
    await sandbox.restore();
    // US Thanksgiving, 23:00 in Taipei: New York is closed all day and opens again on Friday at 09:30 (22:30 in Taipei)
    sandbox = await installSandboxFetch({ switches: { marketTime: '2026-11-26T23:00:00+08:00' } });
    await sandbox.signIn('A123456789');
  });

  /** The value beside a term of the confirmation, as shown. */
  const figure = (list: HTMLElement, term: string | RegExp) => {
    const label = within(list).getByText(term, { selector: 'dt' });
    return within(label.parentElement ?? list).getByRole('definition').textContent ?? '';
  };
  const amount = (text: string) => new Decimal(text.replace(/^[A-Z]{3} /, '').replace(/[^\d.-]/g, ''));

  it('shows the commission with its minimum, the total in USD and TWD, the buying power before and after, and when the order works; the sandbox holds that total', async () => {
    const user = userEvent.setup();
    renderOverseasPage('/overseas/stock?symbol=AAPL.US');
    const ticket = await screen.findByRole('region', { name: /下單：蘋果/ }, { timeout: 10_000 });
    await user.type(within(ticket).getByLabelText('股數'), '3');
    await user.type(within(ticket).getByLabelText('限價（USD）'), '1');
    expect(within(ticket).getByText('美股休市中，委託將於 11/27 22:30（台北時間）開盤後生效')).toBeInTheDocument();
    await user.click(within(ticket).getByRole('button', { name: '預覽委託' }));
    const list = within(await screen.findByRole('region', { name: '確認委託' })).getByLabelText('委託內容');
    expect(amount(figure(list, '預估成交金額')).eq(3)).toBe(true);
    // 3 × 0.25 % is far below the minimum: the minimum is charged, and a US buy pays no market fee
    expect(amount(figure(list, /^手續費（0\.25%，每筆最低 USD 15(\.00)?）$/)).eq(15)).toBe(true);
    const total = figure(list, '預估應付（成交金額＋手續費＋市場規費）');
    expect(amount(total).eq(18)).toBe(true);
    expect(figure(list, '約當新台幣')).toMatch(/^新台幣 [\d,]+（參考匯率 [\d.]+，\d{2}\/\d{2} \d{2}:\d{2}）$/);
    const before = amount(figure(list, '委託前可用餘額'));
    expect(amount(figure(list, '委託後可用餘額（圈存預估應付）')).eq(before.minus(18))).toBe(true);
    expect(figure(list, '生效時間')).toBe('美股休市中，委託將於 11/27 22:30（台北時間）開盤後生效');

    await user.click(within(screen.getByRole('region', { name: '確認委託' })).getByRole('button', { name: '確認送出' }));
    expect(await screen.findByTestId('stock-order-result')).toHaveTextContent('狀態「委託中」');
    const [made] = await ordersMade();
    expect(made).toMatchObject({ state: 'WORKING', settlementCurrency: 'USD' });
    expect(new Decimal(made?.settlementAmount ?? '0').eq(amount(total))).toBe(true);
  });
});

describe('the guest (rule SES-10)', () => {
  it('is told the ticket needs a sign-in and offered 前往登入, to the login page', async () => {
    await act(async () => {
      resetLogin();
      resetAccounts();
    });
    sessionStorage.clear();
    await sandbox.signIn('VISIT');
    renderOverseasPage('/overseas/stock?symbol=AAPL.US');
    const ticket = await screen.findByRole('region', { name: '下單' });
    expect(within(ticket).getByText('登入後即可委託下單。')).toBeInTheDocument();
    expect(within(ticket).getByRole('link', { name: '前往登入' })).toHaveAttribute('href', 'http://login.test');
  });
});
