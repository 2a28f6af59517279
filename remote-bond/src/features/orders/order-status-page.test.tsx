import { formatMoney } from 'shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Decimal } from 'shared/money';
import { buildOrderDetailRequest, buildOrderPlaceRequest, parseOrderDetailAnswer, buildSymbolListRequest, NOT_RATED, parseOrderPlaceAnswer, parseSymbolListAnswer, SymbolKind, type Bond } from '@shared/bond';
import { formatBrokerDate, postQuery } from 'shared';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { resetAccounts, resetLogin, selectAccount } from 'shared/internal';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { resetModal } from '../../../../shared/kernel/src/stores/modal.store';
import { renderBondPage } from '../../test/render-bond-page';
import { installSandboxFetch, type SandboxFetch } from '../../test/sandbox-fetch';

/** Order status against the sandbox's real order book (rules ORD-2, ORD-12, ORD-13). */

const ACCOUNT = '2345678';
let sandbox: SandboxFetch & { restore: () => Promise<void> };
let bond: Bond;
let orderNos: string[] = [];
let working = '委託中';

const control = (path: string, body: object) =>
  sandbox.fetch(`http://api.test/__sandbox/bond-orders/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const row = (orderNo: string) => screen.getByRole('row', { name: new RegExp(`^${orderNo}`) });

/** Answers every Query with HTTP 500 until `stop`; gives the order-list requests sent meanwhile. */
function failQueries(): (() => unknown[]) & { stop: () => void } {
  const behind = globalThis.fetch;
  const lists: unknown[] = [];
  let failing = true;
  globalThis.fetch = async (input, init) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (!failing || !String(input).endsWith('/api/OffShoreBond/Query')) return behind(input, init);
    if ((body as { FunId?: string } | undefined)?.FunId === FunId.BondOrderList) lists.push(body);
    return new Response(JSON.stringify({ StatusCode: '5030', Message: 'boom' }), { status: 500, headers: { 'Content-Type': 'application/json' } });
  };
  return Object.assign(() => lists, { stop: () => (failing = false) });
}

/** Fake timers for the page; the sandbox answers through setImmediate, which stays real. */
function useFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Moves the fake clock 50 ms at a time (real answers need real turns too) until `done`, for at most 10 s of fake time. */
async function advanceUntil(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 10_000; waited += 50) {
    await advance(50);
    await act(() => new Promise((resolve) => setImmediate(resolve)));
  }
  expect(done()).toBe(true);
}

// each test starts a sandbox and reads the 5,000-bond quote list: slow on a busy machine
jest.setTimeout(30_000);

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch({ testControls: true, orderFillDelayMs: 3_600_000 });
  await sandbox.signIn('B223456789');
  act(() => selectAccount(ACCOUNT));
  const quotes = await postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), parseSymbolListAnswer, { loading: false });
  // a rated bond open to every investor, which this customer may buy
  const found = quotes.find((candidate) => candidate.issueCurrency === 'USD' && candidate.faceValue <= 10_000 && candidate.creditRating !== NOT_RATED && candidate.investorRestriction === 'ALL');
  if (found === undefined) throw new Error('no USD bond');
  bond = found;
  const placed = await postQuery(
    buildOrderPlaceRequest({
      account: ACCOUNT,
      ClientKey: '12345678-1234-4123-8123-123456789012',
      side: 'B',
      validity: 'DAY',
      goodTillDate: '',
      riskAcknowledged: false,
      lines: [
        { isin: bond.isin, nominal: '10000', limitPrice: bond.refPriceBuyNumber.toFixed(3) },
        { isin: bond.isin, nominal: '20000', limitPrice: (bond.refPriceBuyNumber - 1).toFixed(3) },
      ],
    }),
    parseOrderPlaceAnswer,
    { loading: false },
  );
  orderNos = placed.results.map((line) => line.orderNo);
  // after the desk's cut-off or on a holiday the orders are pre-orders for the next business day (rule ORD-11)
  working = placed.results[0]?.preOrder === true ? '預約' : '委託中';
});

afterEach(async () => {
  await act(async () => {
    resetLoading();
    resetModal();
    resetLogin();
    resetAccounts();
  });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  await sandbox.restore();
});

describe('order status', () => {
  it('lists the orders with counts per state, and shows a fill in the sandbox within 2 s without a reload', async () => {
    renderBondPage('/overseas/bond/marketorder');
    const [first = '', second = ''] = orderNos;
    expect(await screen.findByRole('button', { name: `${working} 2` }, { timeout: 8_000 })).toBeInTheDocument();
    expect(within(row(first)).getByText(working)).toBeInTheDocument();
    // newest first
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAccessibleName(new RegExp(`^${second}`));

    await control('fill', { orderNo: first });
    // the 2 s of rule ORD-2 is checked end to end in a real browser; jsdom on a busy machine gets some slack here
    expect(await within(row(first)).findByText('全部成交', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部成交 1' })).toBeInTheDocument();
  });

  it('cancels a working order after a confirm, and says a cancel that comes too late with the fill', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/marketorder');
    const [first = '', second = ''] = orderNos;
    await user.click(await screen.findByRole('button', { name: `查看委託 ${second} 明細` }, { timeout: 8_000 }));
    await user.click(await screen.findByRole('button', { name: '取消委託' }));
    const confirm = screen.getByRole('group', { name: `取消委託 ${second}` });
    expect(confirm).toHaveTextContent(`確定取消委託 ${second} 未成交的部分？`);
    // a failed try says why and loses nothing: confirmed again, it is the same cancel, with the same client key (rule ORD-1)
    sandbox.answerNext((body) => body.FunId === FunId.BondOrderCancel, { body: JSON.stringify({ StatusCode: '5000', Message: '系統忙碌中。' }) });
    await user.click(within(confirm).getByRole('button', { name: '確認取消' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('取消未成功：系統忙碌中。');
    await user.click(within(confirm).getByRole('button', { name: '確認取消' }));
    expect(await screen.findByText('委託已取消。')).toBeInTheDocument();
    expect(await within(row(second)).findByText('已取消')).toBeInTheDocument();
    const keys = sandbox.queries(FunId.BondOrderCancel).map((body) => body.Data['ClientKey']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await user.click(screen.getByRole('button', { name: '關閉' }));
    expect(screen.queryByText('委託已取消。')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消委託' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `查看委託 ${first} 明細` }));
    await user.click(await screen.findByRole('button', { name: '取消委託' }));
    await control('fill', { orderNo: first });
    await user.click(screen.getByRole('button', { name: '確認取消' }));
    expect(await screen.findByText('此委託已全部成交，無法取消。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '成交紀錄' })).toBeInTheDocument();
    expect(screen.queryByText('尚無成交。')).not.toBeInTheDocument();
  });

  it('keeps showing why while every read fails, asking once a poll and less and less often (rule ORD-2)', async () => {
    const lists = failQueries();
    useFakeClock();
    renderBondPage('/overseas/bond/marketorder');
    await advanceUntil(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent('系統暫時無法回應，請稍後再試。');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: '重新查詢' })).toBeEnabled();
    // half a minute looked at every 250 ms: the failure every time, never 載入中
    for (let elapsed = 0; elapsed < 30_000; elapsed += 250) {
      await advance(250);
      expect(screen.getByRole('alert')).toHaveTextContent('系統暫時無法回應');
      expect(screen.queryByText('委託資料載入中…')).not.toBeInTheDocument();
    }
    await advance(30_000);
    // a minute: one request a poll, the waits 1, 2, 4, 8, 16 and 30 s
    expect(lists().length).toBeLessThanOrEqual(7);
  });

  it('keeps the orders it has, marked with their time, while a refresh fails, and drops the mark once one succeeds', async () => {
    useFakeClock();
    renderBondPage('/overseas/bond/marketorder');
    await advanceUntil(() => screen.queryByRole('button', { name: `${working} 2` }) !== null);
    const failing = failQueries();
    await advance(1_500);
    expect(screen.getByText(/^資料可能不是最新（更新失敗，\d{2}:\d{2}:\d{2} 之資料）$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新查詢' })).toBeEnabled();
    expect(row(orderNos[0] ?? '')).toBeInTheDocument();
    await advance(10_000);
    expect(screen.getByText(/資料可能不是最新/)).toBeInTheDocument();
    expect(failing().length).toBeLessThanOrEqual(4);

    failing.stop();
    await advance(20_000);
    expect(screen.queryByText(/資料可能不是最新/)).not.toBeInTheDocument();
    expect(row(orderNos[0] ?? '')).toBeInTheDocument();
  });

  it('stops asking while the tab is hidden', async () => {
    renderBondPage('/overseas/bond/marketorder');
    await screen.findByRole('button', { name: `${working} 2` }, { timeout: 8_000 });
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const asked = sandbox.queries(FunId.BondOrderList).length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_500)));
    expect(sandbox.queries(FunId.BondOrderList).length).toBe(asked);
  });
});

describe('a pre-order (rules ORD-11, ORD-12)', () => {
  it('shows its expected settlement date and the amount held, and its history names the trade date as a date', async () => {
    await sandbox.restore();
    // Wednesday 2026-11-25, 16:00 in Taipei: past the cut-off; Thursday is US Thanksgiving, so a USD bond trades on Friday 11/27
    sandbox = await installSandboxFetch({ testControls: true, orderFillDelayMs: 3_600_000, now: () => Date.UTC(2026, 10, 25, 8, 0, 0) });
    await sandbox.signIn('B223456789');
    act(() => selectAccount(ACCOUNT));
    const placed = await postQuery(
      buildOrderPlaceRequest({
        account: ACCOUNT,
        ClientKey: '22345678-1234-4123-8123-123456789012',
        side: 'B',
        validity: 'DAY',
        goodTillDate: '',
        riskAcknowledged: false,
        lines: [{ isin: bond.isin, nominal: '10000', limitPrice: bond.refPriceBuyNumber.toFixed(3) }],
      }),
      parseOrderPlaceAnswer,
      { loading: false },
    );
    const line = placed.results[0];
    expect(line).toMatchObject({ accepted: true, preOrder: true, tradeDate: '20261127' });
    const detail = await postQuery(buildOrderDetailRequest(ACCOUNT, line?.orderNo ?? ''), parseOrderDetailAnswer, { loading: false });

    const user = userEvent.setup();
    renderBondPage('/overseas/bond/marketorder');
    await user.click(await screen.findByRole('button', { name: `查看委託 ${line?.orderNo ?? ''} 明細` }, { timeout: 8_000 }));
    const panel = await screen.findByRole('region', { name: `委託明細 ${line?.orderNo ?? ''}` });
    const value = (term: string) => within(within(panel).getByText(term, { selector: 'dt' }).parentElement ?? panel).getByRole('definition').textContent ?? '';
    expect(value('預計交割日')).toBe(formatBrokerDate(detail.expectedSettlementDate));
    expect(detail.expectedSettlementDate > '20261127').toBe(true);
    expect(value('圈存金額')).toMatch(new RegExp(`^${formatMoney(detail.heldAmount, 'USD')}（`));
    expect(new Decimal(detail.heldAmount).gt(0)).toBe(true);
    expect(within(panel).getByText(/已過今日收單時間 15:00，為 2026\/11\/27 之預約單/)).toBeInTheDocument();
    expect(within(panel).queryByText(/20261127/)).not.toBeInTheDocument();
  });
});
