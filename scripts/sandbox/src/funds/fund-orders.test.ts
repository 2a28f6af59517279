import { Decimal } from 'shared/money';
import { availableOf, balanceOf } from '../margin/margin-ledger';
import {
  FunId,
  StatusCode,
  buildFundHoldingsRequest,
  buildFundListRequest,
  buildFundOrderCancelRequest,
  buildFundOrderListRequest,
  buildFundRedeemRequest,
  buildFundSubscribeRequest,
  parseFundHoldingsAnswer,
  parseFundListAnswer,
  parseFundOrderAnswer,
  parseFundOrderCancelAnswer,
  parseFundOrderListAnswer,
  type FundSummary,
} from '../shared-contracts';
import { TEST_TODAY, body, manualClock, query, sandboxPerTest } from '../test-support';
import { fundMarketOn, navOn } from './fund-market';
import { fundUniverse } from './fund-universe';

const ACCOUNT = '1234567';
let keys = 0;
const key = () => `00000000-0000-4000-8000-${String((keys += 1)).padStart(12, '0')}`;

async function funds(app: Parameters<typeof query>[0], token: string): Promise<readonly FundSummary[]> {
  return parseFundListAnswer((await query(app, token, buildFundListRequest())).json());
}

function pick(list: readonly FundSummary[], test: (fund: FundSummary) => boolean): FundSummary {
  const fund = list.find(test);
  if (fund === undefined) throw new Error('no such fund in the universe');
  return fund;
}

const rr3Usd = (fund: FundSummary) => fund.riskGrade === 'RR3' && fund.currency === 'USD' && !fund.professionalOnly;

describe('fund orders against the margin ledger', () => {
  // the universe's NAV series are built once per process, a few seconds under jest on a busy machine
  beforeAll(() => void fundMarketOn(TEST_TODAY), 30_000);
  // 2025-07-01 10:00 in Taipei, before the fund desk's 14:00 cut-off
  let clock = manualClock();
  beforeEach(() => {
    clock = manualClock();
  });
  const sandbox = sandboxPerTest('A123456789', { today: undefined, now: () => clock.now(), tokenTtlMs: 7 * 86_400_000 });

  it('holds the subscription with its load, shows it 待確認淨值, and on confirmation debits the ledger and allots units at the NAV date\'s NAV', async () => {
    const fund = pick(await funds(sandbox.app, sandbox.token), rr3Usd);
    const before = availableOf(ACCOUNT, 'USD');
    const order = parseFundOrderAnswer((await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, fund.fundId, '1000', key()))).json());
    const fee = new Decimal('1000').times(fund.frontLoad).div(100).round(2, 1);
    expect(order).toMatchObject({ status: 'PENDING_NAV', side: 'SUB', tradeDate: '20250701', navDate: '20250702', amount: '1000.00', fee: fee.toFixed(2), total: fee.plus(1000).toFixed(2), units: '', nav: '' });
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(before.minus(order.total).toFixed(2));
    const balance = balanceOf(ACCOUNT, 'USD');
    expect(parseFundHoldingsAnswer((await query(sandbox.app, sandbox.token, buildFundHoldingsRequest(ACCOUNT))).json())).toEqual([]);

    const confirmed = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/funds/confirm', payload: {} });
    expect(body(confirmed)).toEqual({ ok: true, confirmed: 1 });

    const [listed] = parseFundOrderListAnswer((await query(sandbox.app, sandbox.token, buildFundOrderListRequest(ACCOUNT))).json());
    const definition = fundUniverse().find((entry) => entry.fundId === fund.fundId);
    const nav = definition === undefined ? '' : (navOn(definition, '20250702') ?? '');
    expect(listed).toMatchObject({ orderNo: order.orderNo, status: 'CONFIRMED', nav, units: new Decimal('1000').div(nav).round(4, 0).toFixed(4) });
    expect(balanceOf(ACCOUNT, 'USD').toFixed(2)).toBe(balance.minus(order.total).toFixed(2));
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(before.minus(order.total).toFixed(2));
    const holdings = parseFundHoldingsAnswer((await query(sandbox.app, sandbox.token, buildFundHoldingsRequest(ACCOUNT))).json());
    expect(holdings).toEqual([expect.objectContaining({ fundId: fund.fundId, units: listed?.units, reservedUnits: '0.0000', availableUnits: listed?.units, cost: order.total })]);
  });

  it('answers a repeated client key with the first order and holds the money once (rule ORD-1)', async () => {
    const fund = pick(await funds(sandbox.app, sandbox.token), rr3Usd);
    const before = availableOf(ACCOUNT, 'USD');
    const request = buildFundSubscribeRequest(ACCOUNT, fund.fundId, '2000', key());
    const first = parseFundOrderAnswer((await query(sandbox.app, sandbox.token, request)).json());
    const again = parseFundOrderAnswer((await query(sandbox.app, sandbox.token, request)).json());
    expect(again).toEqual(first);
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(before.minus(first.total).toFixed(2));
    expect(parseFundOrderListAnswer((await query(sandbox.app, sandbox.token, buildFundOrderListRequest(ACCOUNT))).json())).toHaveLength(1);
  });

  it('refuses below the minimum, above the buying power, and a fund above the customer\'s risk type, with the reason', async () => {
    const list = await funds(sandbox.app, sandbox.token);
    const usd = pick(list, rr3Usd);
    const below = body(await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, usd.fundId, '999.99', key())));
    expect(below).toEqual({ StatusCode: StatusCode.OrderRefused, Message: '單筆最低申購金額為 USD 1,000.00。' });
    // refused for what is wrong with it: its length, not its sign
    const huge = body(await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, usd.fundId, '999999999999999999', key())));
    expect(huge).toEqual({ StatusCode: StatusCode.OrderRefused, Message: '申購金額超過上限：整數部分最多 15 位數。' });
    const tooMuch = body(await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, usd.fundId, '9000000', key())));
    // short of money is the margin's 4251, as for a withdrawal or a bond order; every other rule is 4220
    expect(tooMuch.StatusCode).toBe(StatusCode.MarginInsufficient);
    expect(tooMuch.Message).toMatch(/^保證金專戶 USD 可用餘額不足：可用 USD [\d,]+\.\d{2}，本次申購需 USD [\d,]+\.\d{2}（含申購手續費）。$/);
    const rr5 = pick(list, (fund) => fund.riskGrade === 'RR5' && fund.currency === 'USD');
    const risky = body(await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, rr5.fundId, '1000', key())));
    expect(risky).toEqual({ StatusCode: StatusCode.OrderRefused, Message: '此商品風險等級為 RR5，高於您的風險屬性（穩健型）可承受的 RR3。' });
    expect(parseFundOrderListAnswer((await query(sandbox.app, sandbox.token, buildFundOrderListRequest(ACCOUNT))).json())).toEqual([]);
  });

  it('redeems at most the units not already being redeemed, and credits the ledger at the NAV once confirmed (rule FND-8)', async () => {
    const fund = pick(await funds(sandbox.app, sandbox.token), rr3Usd);
    const none = body(await query(sandbox.app, sandbox.token, buildFundRedeemRequest(ACCOUNT, fund.fundId, '1', key())));
    expect(none.Message).toBe('贖回單位數不可超過可贖回單位數 0.0000。');
    await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, fund.fundId, '5000', key()));
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/funds/confirm', payload: {} });
    const [held] = parseFundHoldingsAnswer((await query(sandbox.app, sandbox.token, buildFundHoldingsRequest(ACCOUNT))).json());
    const units = new Decimal(held?.units ?? '0');
    const half = units.div(2).round(4, 0).toFixed(4);
    const redemption = parseFundOrderAnswer((await query(sandbox.app, sandbox.token, buildFundRedeemRequest(ACCOUNT, fund.fundId, half, key()))).json());
    expect(redemption).toMatchObject({ status: 'PENDING_NAV', side: 'RED', units: half, amount: '' });
    const [reserved] = parseFundHoldingsAnswer((await query(sandbox.app, sandbox.token, buildFundHoldingsRequest(ACCOUNT))).json());
    expect(reserved).toMatchObject({ reservedUnits: half, availableUnits: units.minus(half).toFixed(4) });
    const over = body(await query(sandbox.app, sandbox.token, buildFundRedeemRequest(ACCOUNT, fund.fundId, units.toFixed(4), key())));
    expect(over.Message).toBe(`贖回單位數不可超過可贖回單位數 ${units.minus(half).toFixed(4)}。`);
    const balance = balanceOf(ACCOUNT, 'USD');
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/funds/confirm', payload: {} });
    const [done] = parseFundOrderListAnswer((await query(sandbox.app, sandbox.token, buildFundOrderListRequest(ACCOUNT))).json());
    expect(done).toMatchObject({ orderNo: redemption.orderNo, status: 'CONFIRMED' });
    expect(balanceOf(ACCOUNT, 'USD').toFixed(2)).toBe(balance.plus(done?.total ?? '0').toFixed(2));
  });

  it('cancels a waiting subscription before the cut-off and releases its money, once for a repeated key (rules FND-9, ORD-1)', async () => {
    const fund = pick(await funds(sandbox.app, sandbox.token), rr3Usd);
    const before = availableOf(ACCOUNT, 'USD');
    const balance = balanceOf(ACCOUNT, 'USD');
    const order = parseFundOrderAnswer((await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, fund.fundId, '1000', key()))).json());
    expect(availableOf(ACCOUNT, 'USD').lt(before)).toBe(true);
    const cancel = buildFundOrderCancelRequest(ACCOUNT, order.orderNo, key());
    clock.advance(3 * 3_600_000 + 59 * 60_000); // 13:59
    const done = parseFundOrderCancelAnswer((await query(sandbox.app, sandbox.token, cancel)).json());
    expect(done).toMatchObject({ outcome: 'CANCELLED', order: { orderNo: order.orderNo, status: 'CANCELLED' } });
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(before.toFixed(2));
    expect(parseFundOrderCancelAnswer((await query(sandbox.app, sandbox.token, cancel)).json())).toEqual(done);
    // a cancelled order is never confirmed, and nothing is debited
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/funds/confirm', payload: {} });
    expect(parseFundOrderListAnswer((await query(sandbox.app, sandbox.token, buildFundOrderListRequest(ACCOUNT))).json())[0]?.status).toBe('CANCELLED');
    expect(balanceOf(ACCOUNT, 'USD').toFixed(2)).toBe(balance.toFixed(2));
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(before.toFixed(2));
  });

  it('refuses a cancel after the cut-off of the trade date and changes nothing; an unknown order is 4042', async () => {
    const fund = pick(await funds(sandbox.app, sandbox.token), rr3Usd);
    const order = parseFundOrderAnswer((await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, fund.fundId, '1000', key()))).json());
    const held = availableOf(ACCOUNT, 'USD');
    clock.advance(4 * 3_600_000); // 14:00
    const late = parseFundOrderCancelAnswer((await query(sandbox.app, sandbox.token, buildFundOrderCancelRequest(ACCOUNT, order.orderNo, key()))).json());
    expect(late).toMatchObject({ outcome: 'TOO_LATE', message: '此委託已過交易日的截止時間（14:00），無法取消。', order: { status: 'PENDING_NAV' } });
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(held.toFixed(2));
    const unknown = body(await query(sandbox.app, sandbox.token, buildFundOrderCancelRequest(ACCOUNT, 'F000000000000', key())));
    expect(unknown.StatusCode).toBe(StatusCode.OrderNotFound);
  });

  it('takes an order after 14:00 for the next business day, and trades a dollar class after the US holiday (rules FND-7, FND-9)', async () => {
    const fund = pick(await funds(sandbox.app, sandbox.token), rr3Usd);
    clock.advance(2 * 86_400_000 + 5 * 3_600_000); // Thursday 2025-07-03 15:00: past the cut-off; 4 July Fedwire is closed
    const order = parseFundOrderAnswer((await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, fund.fundId, '1000', key()))).json());
    expect(order).toMatchObject({ tradeDate: '20250707', navDate: '20250708', placedAt: '2025-07-03T15:00:00+08:00' });
  });

  it('refuses the guest and an account not the customer\'s', async () => {
    const fund = pick(await funds(sandbox.app, sandbox.token), rr3Usd);
    const foreign = body(await query(sandbox.app, sandbox.token, buildFundSubscribeRequest('2345678', fund.fundId, '1000', key())));
    expect(foreign.StatusCode).toBe(StatusCode.AccountNotOwned);
    const malformed = body(await query(sandbox.app, sandbox.token, { FunId: FunId.FundOrderPlace, Data: { account: ACCOUNT, fundId: fund.fundId, side: 'SUB', amount: 1000, ClientKey: key() } }));
    expect(malformed.StatusCode).toBe(StatusCode.InvalidField);
  });
});

describe('fund orders confirmed by the calendar (rule FND-7)', () => {
  const clock = manualClock();
  const sandbox = sandboxPerTest('A123456789', { today: undefined, now: clock.now, tokenTtlMs: 7 * 86_400_000 });

  it('stays 待確認淨值 until the NAV of its NAV date is published the next morning', async () => {
    const fund = pick(await funds(sandbox.app, sandbox.token), rr3Usd);
    const order = parseFundOrderAnswer((await query(sandbox.app, sandbox.token, buildFundSubscribeRequest(ACCOUNT, fund.fundId, '1000', key()))).json());
    expect(order.navDate).toBe('20250702');
    const status = async () => parseFundOrderListAnswer((await query(sandbox.app, sandbox.token, buildFundOrderListRequest(ACCOUNT))).json())[0]?.status;
    clock.advance(86_400_000);
    expect(await status()).toBe('PENDING_NAV');
    clock.advance(86_400_000);
    expect(await status()).toBe('CONFIRMED');
  });
});
