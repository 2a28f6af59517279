import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { buildFundListRequest, buildFundSubscribeRequest, parseFundListAnswer, parseFundOrderAnswer } from '@shared/fund';
import { newClientKey, postQuery } from 'shared';
import { FunId } from 'shared/contracts';
import { QueryProvider, resetAccounts, resetLogin } from 'shared/internal';
import { FundPositions } from './fund-positions';

/** 我的基金's orders and holdings while the back end fails (rule ORD-2), over the sandbox's real handlers, on fake timers. */

let sandbox: SandboxFetch & { restore: () => Promise<void> };
const isOrderList = (body: QueryBody) => body.FunId === FunId.FundOrderList;

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch({ testControls: true });
  await sandbox.signIn('A123456789');
  // a subscription confirmed at its NAV: the account holds a fund
  // (the first read builds the sandbox's fund universe, a few seconds under jest on a busy machine)
  const funds = await postQuery(buildFundListRequest(), parseFundListAnswer, { loading: false });
  const fund = funds.find((entry) => entry.riskGrade === 'RR2' && entry.currency === 'USD' && !entry.professionalOnly);
  if (fund === undefined) throw new Error('no RR2 USD fund');
  await postQuery(buildFundSubscribeRequest('1234567', fund.fundId, '1000', newClientKey()), parseFundOrderAnswer, { loading: false });
  await sandbox.fetch('http://api.test/__sandbox/funds/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  // the back end down for the orders, HTTP 500 and 5030, for every read this test makes
  for (let read = 0; read < 8; read += 1) sandbox.answerNext(isOrderList, { status: 500, body: JSON.stringify({ StatusCode: '5030', Message: 'boom' }) });
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

it('keeps saying why the fund orders cannot be read, asking once every 15, then 30 s, while the holdings show', async () => {
  render(
    <QueryProvider>
      <MemoryRouter>
        <FundPositions idno="A123456789" account="1234567" />
      </MemoryRouter>
    </QueryProvider>,
  );
  const ordersRegion = () => screen.getAllByRole('region', { name: '基金委託' })[0];
  await advanceUntil(() => ordersRegion() !== undefined && within(ordersRegion() as HTMLElement).queryByRole('alert') !== null);
  const orders = ordersRegion();
  if (orders === undefined) throw new Error('no orders section');
  for (let elapsed = 0; elapsed < 60_000; elapsed += 500) {
    expect(within(orders).getByRole('alert')).toHaveTextContent('系統暫時無法回應，請稍後再試。重新查詢');
    expect(within(orders).queryByText('委託資料載入中…')).not.toBeInTheDocument();
    await advance(500);
  }
  expect(sandbox.queries(FunId.FundOrderList)).toHaveLength(3);
  // the holdings, read on their own, show meanwhile
  await advanceUntil(() => screen.queryByRole('table', { name: '基金庫存（帳號 1234567）' }) !== null);
});
