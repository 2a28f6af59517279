import { act, render, screen, within } from '@testing-library/react';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { buildStockOrderPlaceRequest, parseStockOrderAnswer } from '@shared/stock';
import { postQuery } from 'shared';
import { FunId } from 'shared/contracts';
import { QueryProvider, resetAccounts, resetLogin } from 'shared/internal';
import { StockAccount } from './stock-account';

/** The stock page's orders and positions while the back end fails (rule ORD-2), over the sandbox's real handlers, on fake timers. */

let sandbox: SandboxFetch & { restore: () => Promise<void> };
/** The back end down: HTTP 500, 5030. */
const DOWN = { status: 500, body: JSON.stringify({ StatusCode: '5030', Message: 'boom' }) } as const;
const isOrderList = (body: QueryBody) => body.FunId === FunId.StockOrderList;
const isHoldings = (body: QueryBody) => body.FunId === FunId.StockHoldings;

/** The next `count` reads matching `match` fail as a back end that is down. */
function failNext(match: (body: QueryBody) => boolean, count: number): void {
  for (let index = 0; index < count; index += 1) sandbox.answerNext(match, DOWN);
}

beforeEach(async () => {
  sessionStorage.clear();
  // New York open, so a market buy fills at once: the account holds Apple shares
  sandbox = await installSandboxFetch({ switches: { marketTime: '2025-07-01T22:00:00+08:00' } });
  await sandbox.signIn('A123456789');
  const order = { account: '1234567', ClientKey: '12345678-1234-4123-8123-123456789012', symbol: 'AAPL.US', side: 'B', orderType: 'MARKET', quantity: 10, limitPrice: '', validity: 'DAY', goodTillDate: '' } as const;
  await postQuery(buildStockOrderPlaceRequest(order), parseStockOrderAnswer, { loading: false });
  // the sandbox answers through setImmediate, which stays real
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
}, 30_000);

afterEach(async () => {
  jest.useRealTimers();
  await act(async () => {
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
});

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Moves the fake clock 50 ms at a time (the sandbox's answers need real turns too) until `done`, for at most 10 s of fake time. */
async function advanceUntil(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 10_000; waited += 50) {
    await advance(50);
    await act(() => new Promise((resolve) => setImmediate(resolve)));
  }
  expect(done()).toBe(true);
}

const hasTable = (name: string) => () => within(section(name)).queryByRole('table') !== null;

const section = (name: string) => screen.getByRole('region', { name });
const asked = (funId: string) => sandbox.queries(funId).length;

function renderAccount() {
  render(
    <QueryProvider>
      <StockAccount />
    </QueryProvider>,
  );
}

describe('the stock orders and positions while the back end fails', () => {
  it('keep saying why the orders cannot be read, never 載入中 again, asking once a poll and less and less often', async () => {
    failNext(isOrderList, 8);
    renderAccount();
    await advanceUntil(() => within(section('股票委託')).queryByRole('alert') !== null);
    const orders = section('股票委託');
    expect(within(orders).getByRole('alert')).toHaveTextContent('股票委託暫時無法取得：系統暫時無法回應，請稍後再試。');
    // half a minute looked at every 250 ms
    for (let elapsed = 0; elapsed < 30_000; elapsed += 250) {
      await advance(250);
      expect(within(orders).getByRole('alert')).toHaveTextContent('股票委託暫時無法取得');
      expect(within(orders).queryByText('股票委託載入中…')).not.toBeInTheDocument();
    }
    await advance(30_000);
    // a minute: polls at 0, 5, 15 and 35 s, one request each
    expect(asked(FunId.StockOrderList)).toBe(4);
    // the positions, read on their own, show meanwhile
    await advanceUntil(hasTable('股票庫存'));
    expect(within(section('股票庫存')).getByRole('table')).toHaveTextContent('蘋果（AAPL.US）');
  });

  it('keep the positions shown when a refresh fails, marked as possibly out of date, until a refresh succeeds', async () => {
    renderAccount();
    await advanceUntil(hasTable('股票庫存'));
    const holdings = section('股票庫存');
    expect(within(holdings).getByRole('table')).toHaveTextContent('蘋果（AAPL.US）');

    failNext(isHoldings, 1);
    await advance(5_000);
    expect(within(holdings).getByText(/^資料可能不是最新（更新失敗，\d{2}:\d{2}:\d{2} 之資料）$/)).toBeInTheDocument();
    expect(within(holdings).getByRole('button', { name: '重新查詢' })).toBeEnabled();
    expect(within(holdings).getByRole('table')).toHaveTextContent('蘋果（AAPL.US）');

    // the next read is the sandbox's own again
    await advance(10_000);
    await advanceUntil(() => within(holdings).queryByText(/資料可能不是最新/) === null);
    expect(within(holdings).getByRole('table')).toHaveTextContent('蘋果（AAPL.US）');
  });
});
