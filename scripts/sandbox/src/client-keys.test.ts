import {
  StatusCode,
  buildFundSubscribeRequest,
  buildMarginTransferCancelRequest,
  buildMarginTransferRequest,
  buildMarginTransfersRequest,
  buildStockOrderPlaceRequest,
  buildSubmitStatusRequest,
  parseMarginTransferAnswer,
  parseMarginTransfersAnswer,
  parseSubmitStatusAnswer,
} from './shared-contracts';
import { body, login, manualClock, query, sandboxPerTest, type ManualClock } from './test-support';

const ACCOUNT = '1234567';
let clock: ManualClock = manualClock();
let counter = 0;
const key = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

describe('client keys: one request per key, one key space per kind of call, and a status call (rule ORD-18)', () => {
  beforeEach(() => {
    clock = manualClock();
  });
  const sandbox = sandboxPerTest('A123456789', { now: () => clock.now(), tokenTtlMs: 24 * 3_600_000 });
  const deposit = (clientKey: string, amount = '1000') => buildMarginTransferRequest({ account: ACCOUNT, ClientKey: clientKey, action: 'deposit', currency: 'USD', amount });
  const transfers = async () => parseMarginTransfersAnswer((await query(sandbox.app, sandbox.token, buildMarginTransfersRequest(ACCOUNT))).json()).transfers;

  it('answers a repeated key with its first answer and moves money once', async () => {
    const clientKey = key();
    const first = body(await query(sandbox.app, sandbox.token, deposit(clientKey)));
    const again = body(await query(sandbox.app, sandbox.token, deposit(clientKey)));
    expect(again).toEqual(first);
    expect((await transfers()).length).toBe(1);
  });

  it('refuses a key that comes back with another request, and does nothing', async () => {
    const clientKey = key();
    await query(sandbox.app, sandbox.token, deposit(clientKey, '1000'));
    const reused = body(await query(sandbox.app, sandbox.token, deposit(clientKey, '2000')));
    expect(reused.StatusCode).toBe(StatusCode.ClientKeyReused);
    expect(reused.Message).toContain('另一筆');
    expect((await transfers()).map((transfer) => transfer.amount)).toEqual(['1000']);
  });

  it("never answers a cancel with a transfer's answer: a cancel under a transfer's key cancels what it names", async () => {
    const clientKey = key();
    const accepted = parseMarginTransferAnswer((await query(sandbox.app, sandbox.token, deposit(clientKey))).json());
    const cancelled = parseMarginTransferAnswer((await query(sandbox.app, sandbox.token, buildMarginTransferCancelRequest(ACCOUNT, accepted.transferNo, clientKey))).json());
    expect(cancelled.status).toBe('cancelled');
    expect((await transfers())[0]?.status).toBe('cancelled');
  });

  it('tells what became of a received key: its first answer, accepted or refused', async () => {
    const clientKey = key();
    const first = body(await query(sandbox.app, sandbox.token, deposit(clientKey)));
    const status = parseSubmitStatusAnswer((await query(sandbox.app, sandbox.token, buildSubmitStatusRequest(ACCOUNT, 'MARGIN_TRANSFER', clientKey))).json());
    expect(status).toEqual({ state: 'ANSWERED', answer: first });

    const refusedKey = key();
    const refused = body(await query(sandbox.app, sandbox.token, deposit(refusedKey, '999999999')));
    expect(refused.StatusCode).not.toBe(StatusCode.Success);
    const refusedStatus = parseSubmitStatusAnswer((await query(sandbox.app, sandbox.token, buildSubmitStatusRequest(ACCOUNT, 'MARGIN_TRANSFER', refusedKey))).json());
    expect(refusedStatus).toEqual({ state: 'ANSWERED', answer: refused });
  });

  it('voids a key it never received, so a late copy is refused and nothing moves', async () => {
    const clientKey = key();
    const status = parseSubmitStatusAnswer((await query(sandbox.app, sandbox.token, buildSubmitStatusRequest(ACCOUNT, 'MARGIN_TRANSFER', clientKey))).json());
    expect(status).toEqual({ state: 'NOT_RECEIVED' });
    const late = body(await query(sandbox.app, sandbox.token, deposit(clientKey)));
    expect(late.StatusCode).toBe(StatusCode.ClientKeyVoided);
    expect(await transfers()).toEqual([]);
    // asked again, the answer stays the same
    expect(parseSubmitStatusAnswer((await query(sandbox.app, sandbox.token, buildSubmitStatusRequest(ACCOUNT, 'MARGIN_TRANSFER', clientKey))).json())).toEqual({ state: 'NOT_RECEIVED' });
  });

  it("keeps each kind's keys apart: a stock order's key says nothing of a fund order", async () => {
    const clientKey = key();
    await query(
      sandbox.app,
      sandbox.token,
      buildStockOrderPlaceRequest({ account: ACCOUNT, ClientKey: clientKey, symbol: 'AAPL.US', side: 'B', orderType: 'LIMIT', quantity: 1, limitPrice: '1.00', validity: 'DAY', goodTillDate: '' }),
    );
    const fund = parseSubmitStatusAnswer((await query(sandbox.app, sandbox.token, buildSubmitStatusRequest(ACCOUNT, 'FUND_ORDER', clientKey))).json());
    expect(fund).toEqual({ state: 'NOT_RECEIVED' });
    const stock = parseSubmitStatusAnswer((await query(sandbox.app, sandbox.token, buildSubmitStatusRequest(ACCOUNT, 'STOCK_ORDER', clientKey))).json());
    expect(stock.state).toBe('ANSWERED');
    // the fund key space now holds a void key of that value; a fund order under it is refused
    const fundOrder = body(await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, 'F00001', '1000', clientKey)));
    expect(fundOrder.StatusCode).toBe(StatusCode.ClientKeyVoided);
  });

  it("answers only about the customer's own accounts and keys", async () => {
    const clientKey = key();
    await query(sandbox.app, sandbox.token, deposit(clientKey));
    const other = await login(sandbox.app, 'B223456789');
    expect(body(await query(sandbox.app, other, buildSubmitStatusRequest(ACCOUNT, 'MARGIN_TRANSFER', clientKey))).StatusCode).toBe(StatusCode.AccountNotOwned);
  });
});
