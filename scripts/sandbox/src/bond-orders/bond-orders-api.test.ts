import type { FastifyInstance } from 'fastify';
import { Decimal } from 'shared/money';
import { catalogFor } from '../bonds/bond-catalog';
import {
  DataKind,
  StatusCode,
  buildBondHoldingsRequest,
  buildBondTradeRulesRequest,
  buildFundSubscribeRequest,
  buildFxQuoteRequest,
  buildMarginBalanceRequest,
  buildMarginTransferRequest,
  buildStockOrderPlaceRequest,
  buildStockQuoteRequest,
  buildOrderCancelRequest,
  buildOrderDetailRequest,
  buildOrderListRequest,
  buildOrderPlaceRequest,
  parseBondHoldingsAnswer,
  parseBondTradeRulesAnswer,
  parseMarginBalanceAnswer,
  parseOrderCancelAnswer,
  parseOrderDetailAnswer,
  parseOrderListAnswer,
  parseOrderPlaceAnswer,
  parseStockQuoteAnswer,
  type Bond,
  type OrderPlaceData,
} from '../shared-contracts';
import { TEST_TODAY, body, listQuery, login, manualClock, query, sandboxPerTest, saveQuery } from '../test-support';
import { fundUniverse } from '../funds/fund-universe';
import { availableOf, movementsOf, postMovement } from '../margin/margin-ledger';
import { ledgerFunds } from './ledger-funds';
import { minimumNominal } from './order-book';
import type { OrderFunds } from './order-funds';

const PRO = 'B223456789';
const ACCOUNT = '2345678';
const clock = manualClock();

const offered = catalogFor(TEST_TODAY).offered;
const usd = (test: (bond: Bond) => boolean) => {
  const bond = offered.find((candidate) => candidate.issueCurrency === 'USD' && candidate.faceValue <= 10_000 && test(candidate));
  if (bond === undefined) throw new Error('no such bond');
  return bond;
};
const first = usd((bond) => bond.ProductRiskGrade === 'RR5');
const second = usd((bond) => bond.ProductRiskGrade === 'RR2' && bond.isin !== first.isin);

function placeData(overrides: Partial<OrderPlaceData> = {}): OrderPlaceData {
  return {
    account: ACCOUNT,
    ClientKey: '11111111-2222-4333-8444-555555555555',
    side: 'B',
    validity: 'DAY',
    goodTillDate: '',
    riskAcknowledged: false,
    lines: [
      { isin: first.isin, nominal: String(minimumNominal(first)), limitPrice: first.refPriceBuyNumber.toFixed(3) },
      { isin: second.isin, nominal: String(minimumNominal(second)), limitPrice: (second.refPriceBuyNumber - 0.5).toFixed(3) },
    ],
    ...overrides,
  };
}

async function control(app: FastifyInstance, path: string, payload: object) {
  return app.inject({ method: 'POST', url: `/__sandbox/bond-orders/${path}`, payload });
}

describe('bond orders through the Query route (rules ORD-1, ORD-6 … ORD-15)', () => {
  const sandbox = sandboxPerTest(PRO, { now: clock.now, orderFillDelayMs: 60_000 });

  it('places a professional\u2019s two lines once for one client key, holds the money, and fills by the test control', async () => {
    const { app, token } = sandbox;
    const before = parseMarginBalanceAnswer((await query(app, token, buildMarginBalanceRequest(ACCOUNT))).json());
    const usdBefore = before.balances.find((line) => line.currency === 'USD');

    const request = buildOrderPlaceRequest(placeData());
    const answer = parseOrderPlaceAnswer((await query(app, token, request)).json());
    expect(answer.results.map((line) => line.accepted)).toEqual([true, true]);
    const again = parseOrderPlaceAnswer((await query(app, token, request)).json());
    expect(again).toEqual(answer);

    const list = parseOrderListAnswer((await query(app, token, buildOrderListRequest({ account: ACCOUNT, state: '', fromDate: '20250601', toDate: TEST_TODAY, page: 1 }))).json());
    expect(list.total).toBe(2);
    expect(list.counts.WORKING).toBe(2);

    const held = parseMarginBalanceAnswer((await query(app, token, buildMarginBalanceRequest(ACCOUNT))).json()).balances.find((line) => line.currency === 'USD');
    expect(Number(held?.held)).toBeGreaterThan(Number(usdBefore?.held));

    const [one, two] = answer.results.map((line) => line.orderNo);
    expect(body(await control(app, 'fill', { orderNo: one })).ok).toBe(true);
    const filled = parseOrderDetailAnswer((await query(app, token, buildOrderDetailRequest(ACCOUNT, one ?? ''))).json());
    expect(filled.state).toBe('FILLED');
    const after = parseMarginBalanceAnswer((await query(app, token, buildMarginBalanceRequest(ACCOUNT))).json()).balances.find((line) => line.currency === 'USD');
    expect(Number(after?.balance)).toBeCloseTo(Number(usdBefore?.balance) - Number(filled.settlementAmount), 2);

    const cancel = parseOrderCancelAnswer((await query(app, token, buildOrderCancelRequest(ACCOUNT, two ?? '', '99999999-2222-4333-8444-555555555555'))).json());
    expect(cancel).toMatchObject({ outcome: 'CANCELLED', order: { state: 'CANCELLED' } });
    const released = parseMarginBalanceAnswer((await query(app, token, buildMarginBalanceRequest(ACCOUNT))).json()).balances.find((line) => line.currency === 'USD');
    expect(released?.held).toBe(usdBefore?.held);

    const holdings = parseBondHoldingsAnswer((await query(app, token, buildBondHoldingsRequest(ACCOUNT))).json());
    expect(holdings.positions.find((position) => position.isin === first.isin)?.nominal).toBe(String(minimumNominal(first)));
  });

  it('fills a marketable order on its own once the configured delay has passed', async () => {
    const { app, token } = sandbox;
    const orderNo = parseOrderPlaceAnswer((await query(app, token, buildOrderPlaceRequest(placeData({ ClientKey: '22222222-2222-4333-8444-555555555555' })))).json()).results[0]?.orderNo ?? '';
    expect(parseOrderDetailAnswer((await query(app, token, buildOrderDetailRequest(ACCOUNT, orderNo))).json()).state).toBe('WORKING');
    clock.advance(60_000);
    expect(parseOrderDetailAnswer((await query(app, token, buildOrderDetailRequest(ACCOUNT, orderNo))).json()).state).toBe('FILLED');
  });

  it('expires and rejects at once through the test controls, and sets the fill delay', async () => {
    const { app, token } = sandbox;
    const [one, two] = parseOrderPlaceAnswer((await query(app, token, buildOrderPlaceRequest(placeData({ ClientKey: '33333333-2222-4333-8444-555555555555' })))).json()).results.map(
      (line) => line.orderNo,
    );
    expect(body(await control(app, 'expire', { orderNo: two })).ok).toBe(true);
    expect(body(await control(app, 'reject', { orderNo: one, reason: '交易所退回：測試原因' })).ok).toBe(true);
    const rejected = parseOrderDetailAnswer((await query(app, token, buildOrderDetailRequest(ACCOUNT, one ?? ''))).json());
    expect(rejected).toMatchObject({ state: 'REJECTED', reason: '交易所退回：測試原因' });
    expect((await control(app, 'fill', { orderNo: one })).statusCode).toBe(409);
    expect(body(await control(app, 'config', { fillDelayMs: 0 })).fillDelayMs).toBe(0);
    expect((await control(app, 'config', { fillDelayMs: -1 })).statusCode).toBe(400);
  });

  it('refuses the guest, another customer\u2019s account, a bad body, and an unknown order', async () => {
    const { app, token } = sandbox;
    const guest = await login(app, 'VISIT');
    expect(body(await query(app, guest, buildOrderPlaceRequest(placeData()))).StatusCode).toBe(StatusCode.GuestForbidden);
    expect(body(await query(app, token, buildOrderPlaceRequest(placeData({ account: '1234567' })))).StatusCode).toBe(StatusCode.AccountNotOwned);
    const bad = { FunId: 'KGItwBondOrderPlace', Data: { ...placeData(), lines: [{ isin: first.isin, nominal: 10000, limitPrice: '100' }] } };
    expect(body(await query(app, token, bad))).toMatchObject({ StatusCode: StatusCode.InvalidField });
    expect(body(await query(app, token, buildOrderDetailRequest(ACCOUNT, 'B00000000000'))).StatusCode).toBe(StatusCode.OrderNotFound);
  });

  it('answers the desk\u2019s rules to anyone', async () => {
    const rules = parseBondTradeRulesAnswer((await query(sandbox.app, sandbox.token, buildBondTradeRulesRequest())).json());
    expect(rules).toMatchObject({ cutoffTime: '15:00', maxValidityDays: 30 });
    expect(rules.fees.find((fee) => fee.currency === 'USD')).toEqual({ currency: 'USD', feeRate: '0.1', feeMin: '30' });
  });
});

describe('bond orders of a moderate customer', () => {
  const sandbox = sandboxPerTest('A123456789', { now: clock.now });

  it('refuses an RR5 bond with the reason and a line the money does not cover with the shortfall, and accepts the rest', async () => {
    const plain = usd((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL');
    const data = placeData({
      account: '1234567',
      riskAcknowledged: true,
      lines: [
        { isin: first.isin, nominal: String(minimumNominal(first)), limitPrice: first.refPriceBuyNumber.toFixed(3) },
        { isin: plain.isin, nominal: String(minimumNominal(plain) * 10), limitPrice: plain.refPriceBuyNumber.toFixed(3) },
        { isin: plain.isin, nominal: String(minimumNominal(plain)), limitPrice: (plain.refPriceBuyNumber - 1).toFixed(3) },
      ],
    });
    const answer = parseOrderPlaceAnswer((await query(sandbox.app, sandbox.token, buildOrderPlaceRequest(data))).json());
    expect(answer.results[0]).toMatchObject({ accepted: false });
    expect(answer.results[0]?.message).toMatch(/RR5|限專業投資人/);
    expect(answer.results[1]?.message).toMatch(/^交割款項不足/);
    expect(answer.results[2]?.accepted).toBe(true);
  });
});

describe('bond orders from the cart', () => {
  const sandbox = sandboxPerTest(PRO, { now: clock.now, orderFillDelayMs: 60_000 });

  it('two tabs, one cart: an accepted cart line leaves the saved cart in the same step, and the same line sent again from the cart is refused (rule ORD-19)', async () => {
    const { app, token } = sandbox;
    const line = { isin: second.isin, nominal: String(minimumNominal(second)), limitPrice: second.refPriceBuyNumber.toFixed(3) };
    const other = { isin: first.isin, nominal: String(minimumNominal(first)), limitPrice: first.refPriceBuyNumber.toFixed(3) };
    const item = (bond: Bond) => ({ isin: bond.isin, faceValue: minimumNominal(bond), price: bond.refPriceBuyNumber });
    expect(body(await saveQuery(app, token, PRO, ACCOUNT, { dataKind: DataKind.Cart, carDataList: [item(second), item(first)] })).StatusCode).toBe(StatusCode.Success);
    const cartIsins = async () => {
      const data = body(await listQuery(app, token, PRO, ACCOUNT, DataKind.Cart)).Data as { CarList: { DataContent: string }[] };
      return (JSON.parse(data.CarList[0]?.DataContent ?? '{"carDataList":[]}') as { carDataList: { isin: string }[] }).carDataList.map((entry) => entry.isin);
    };

    const tabA = parseOrderPlaceAnswer(body(await query(app, token, buildOrderPlaceRequest(placeData({ lines: [line], fromCart: true })))));
    expect(tabA.results[0]?.accepted).toBe(true);
    expect(await cartIsins()).toEqual([first.isin]);

    const tabB = parseOrderPlaceAnswer(
      body(await query(app, token, buildOrderPlaceRequest(placeData({ ClientKey: '99999999-2222-4333-8444-555555555555', lines: [line, other], fromCart: true })))),
    );
    expect(tabB.results[0]).toMatchObject({ isin: second.isin, accepted: false, message: expect.stringContaining('已不在購物車中') });
    expect(tabB.results[1]).toMatchObject({ isin: first.isin, accepted: true });
    expect(await cartIsins()).toEqual([]);
    const list = parseOrderListAnswer(body(await query(app, token, buildOrderListRequest({ account: ACCOUNT, state: '', fromDate: TEST_TODAY, toDate: TEST_TODAY, page: 1 }))));
    expect(list.orders.filter((order) => order.isin === second.isin)).toHaveLength(1);
  });
});

describe('bond orders while one customer\u2019s account fails in the ledger', () => {
  const WEB_ACCOUNT = '1234567';
  // the ledger fails for one account's orders only: every hold made for it is marked
  const failing = new Set<string>();
  let releaseFails = false;
  const orderFunds: OrderFunds = {
    ...ledgerFunds,
    hold: (account, currency, amount, reference) => {
      if (account === WEB_ACCOUNT) failing.add(reference);
      return ledgerFunds.hold(account, currency, amount, reference);
    },
    settle: (reference, amount, date, rest) => {
      if (failing.has(reference)) throw new Error('ledger fault');
      return ledgerFunds.settle(reference, amount, date, rest);
    },
    release: (reference) => {
      if (releaseFails && failing.has(reference)) throw new Error('ledger fault');
      ledgerFunds.release(reference);
    },
  };
  const sandbox = sandboxPerTest(PRO, { now: clock.now, orderFillDelayMs: 60_000, orderFunds });
  beforeEach(() => {
    failing.clear();
    releaseFails = false;
  });
  const plain = usd((bond) => bond.ProductRiskGrade <= 'RR2' && bond.investorRestriction === 'ALL' && bond.issuerCountry !== 'US');
  const webLine = (limitPrice: number) => placeData({ account: WEB_ACCOUNT, riskAcknowledged: true, lines: [{ isin: plain.isin, nominal: String(minimumNominal(plain)), limitPrice: limitPrice.toFixed(3) }] });

  it('answers every other customer while one account\u2019s fill fails, and rejects that order with the reason', async () => {
    const { app, token } = sandbox;
    const web = await login(app, 'A123456789');
    const heldBefore = parseMarginBalanceAnswer((await query(app, web, buildMarginBalanceRequest(WEB_ACCOUNT))).json()).balances.find((line) => line.currency === 'USD')?.held;
    const failingOrder = parseOrderPlaceAnswer((await query(app, web, buildOrderPlaceRequest({ ...webLine(plain.refPriceBuyNumber), ClientKey: '44444444-2222-4333-8444-555555555555' }))).json()).results[0]?.orderNo ?? '';
    const [fine] = parseOrderPlaceAnswer((await query(app, token, buildOrderPlaceRequest(placeData({ ClientKey: '55555555-2222-4333-8444-555555555555' })))).json()).results.map((line) => line.orderNo);
    clock.advance(60_000);

    const list = await query(app, token, buildOrderListRequest({ account: ACCOUNT, state: '', fromDate: '20250601', toDate: TEST_TODAY, page: 1 }));
    expect(list.statusCode).toBe(200);
    expect(parseOrderListAnswer(list.json()).counts.FILLED).toBe(1);
    expect(parseOrderDetailAnswer((await query(app, token, buildOrderDetailRequest(ACCOUNT, fine ?? ''))).json()).state).toBe('FILLED');
    expect(parseBondHoldingsAnswer((await query(app, token, buildBondHoldingsRequest(ACCOUNT))).json()).positions.some((position) => position.isin === first.isin)).toBe(true);

    const rejected = parseOrderDetailAnswer((await query(app, web, buildOrderDetailRequest(WEB_ACCOUNT, failingOrder))).json());
    expect(rejected).toMatchObject({ state: 'REJECTED', filledNominal: '0' });
    expect(rejected.reason).toMatch(/^系統處理此委託時發生錯誤/);
    const heldAfter = parseMarginBalanceAnswer((await query(app, web, buildMarginBalanceRequest(WEB_ACCOUNT))).json()).balances.find((line) => line.currency === 'USD')?.held;
    expect(heldAfter).toBe(heldBefore);
  });

  it('answers a cancel the book cannot carry out with 5010 and its message, over HTTP 200, and other customers as usual', async () => {
    const { app, token } = sandbox;
    const web = await login(app, 'A123456789');
    const orderNo = parseOrderPlaceAnswer((await query(app, web, buildOrderPlaceRequest({ ...webLine(plain.refPriceBuyNumber - 0.5), ClientKey: '66666666-2222-4333-8444-555555555555' }))).json()).results[0]?.orderNo ?? '';
    releaseFails = true;
    const cancel = await query(app, web, buildOrderCancelRequest(WEB_ACCOUNT, orderNo, '77777777-2222-4333-8444-555555555555'));
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ StatusCode: StatusCode.OrderBookFailure, Message: '債券委託系統暫時無法處理您的要求，請稍後再試或聯繫您的營業員。' });
    expect(parseOrderListAnswer((await query(app, token, buildOrderListRequest({ account: ACCOUNT, state: '', fromDate: '20250601', toDate: TEST_TODAY, page: 1 }))).json()).total).toBe(0);
    expect(parseOrderDetailAnswer((await query(app, web, buildOrderDetailRequest(WEB_ACCOUNT, orderNo))).json()).state).toBe('WORKING');
  });
});

describe('a large buy whose hold is all the customer has, filled in two halves (the one-cent outage)', () => {
  // 2025-11-26 10:00 Taipei, a business day: 202,000 of this treasury at its ask, 91.211, costs 187,522.56
  const day = manualClock(Date.UTC(2025, 10, 26, 2, 0, 0));
  const sandbox = sandboxPerTest(PRO, { now: day.now, today: '20251126', orderFillDelayMs: 60_000 });
  const HOLD = '187522.56';
  const usdOf = async (app: FastifyInstance, token: string, account: string) => {
    const line = parseMarginBalanceAnswer((await query(app, token, buildMarginBalanceRequest(account))).json()).balances.find((entry) => entry.currency === 'USD');
    if (line === undefined) throw new Error('no USD line');
    return line;
  };

  it('debits exactly the hold, keeps answering every customer, and refuses a withdrawal of the money owed', async () => {
    const { app, token } = sandbox;
    const web = await login(app, 'A123456789');
    // everything available beyond the buy's cost leaves the account first
    postMovement({ account: ACCOUNT, currency: 'USD', amount: availableOf(ACCOUNT, 'USD').minus(HOLD).neg(), type: 'withdrawal', reference: 'T-SPARE', date: '20251126' });
    const before = await usdOf(app, token, ACCOUNT);
    expect(before.available).toBe(new Decimal(HOLD).toFixed());

    const buy = placeData({ ClientKey: '88888888-2222-4333-8444-555555555555', lines: [{ isin: 'US91282C1U53', nominal: '202000', limitPrice: '91.211' }] });
    const placed = parseOrderPlaceAnswer((await query(app, token, buildOrderPlaceRequest(buy))).json()).results[0];
    expect(placed).toMatchObject({ accepted: true, preOrder: false });
    const orderNo = placed?.orderNo ?? '';
    expect(await usdOf(app, token, ACCOUNT)).toMatchObject({ held: new Decimal(before.held).plus(HOLD).toFixed(), available: '0' });
    const withdraw = (ClientKey: string) =>
      query(app, token, buildMarginTransferRequest({ account: ACCOUNT, ClientKey, action: 'withdrawal', currency: 'USD', amount: '51692.14' }));
    // whatever else would spend the held money: a 換匯, a stock buy (Hong Kong settles in USD), a fund subscription
    const [hongKong] = parseStockQuoteAnswer(body(await query(app, token, buildStockQuoteRequest(['0700.HK']))));
    const fund = fundUniverse().find((candidate) => candidate.currency === 'USD');
    if (hongKong === undefined || fund === undefined) throw new Error('no Hong Kong quote or USD fund');
    let spends = 0;
    const spendElsewhere = async () => {
      spends += 1;
      const clientKey = `aaaaaaaa-0000-4000-8000-${String(spends).padStart(12, '0')}`;
      const stock = { account: ACCOUNT, ClientKey: clientKey, symbol: '0700.HK', side: 'B' as const, orderType: 'LIMIT' as const, quantity: 100, limitPrice: hongKong.quote.bid, validity: 'DAY' as const, goodTillDate: '' };
      return [
        body(await query(app, token, buildFxQuoteRequest({ account: ACCOUNT, currency: 'USD', toCurrency: 'TWD', amount: '1000' }))).StatusCode,
        body(await query(app, token, buildStockOrderPlaceRequest(stock))).StatusCode,
        body(await query(app, token, buildFundSubscribeRequest(ACCOUNT, fund.fundId, '1000', clientKey))).StatusCode,
      ];
    };
    const refusedEverywhere = [StatusCode.MarginInsufficient, StatusCode.MarginInsufficient, StatusCode.MarginInsufficient];

    day.advance(60_000);
    expect(parseOrderDetailAnswer((await query(app, token, buildOrderDetailRequest(ACCOUNT, orderNo))).json()).state).toBe('PARTIAL');
    // the unfilled half stays held: none of it may leave
    expect(body(await withdraw('99999999-0000-4000-8000-000000000001')).StatusCode).toBe(StatusCode.MarginInsufficient);
    expect(await spendElsewhere()).toEqual(refusedEverywhere);

    day.advance(60_000);
    const detail = await query(app, token, buildOrderDetailRequest(ACCOUNT, orderNo));
    expect(detail.statusCode).toBe(200);
    expect(parseOrderDetailAnswer(detail.json())).toMatchObject({ state: 'FILLED', filledNominal: '202000', settlementAmount: HOLD });
    const paid = movementsOf(ACCOUNT, 'USD').filter((movement) => movement.reference === orderNo);
    expect(paid).toHaveLength(2);
    expect(paid.reduce((sum, movement) => sum.plus(movement.amount), new Decimal(0)).toFixed(2)).toBe(`-${HOLD}`);
    expect(await usdOf(app, token, ACCOUNT)).toMatchObject({ balance: new Decimal(before.balance).minus(HOLD).toFixed(), held: before.held, available: '0' });

    // every bond call answers, for this customer and for another
    const range = { state: '' as const, fromDate: '20251101', toDate: '20251126', page: 1 };
    for (const [who, account] of [
      [token, ACCOUNT],
      [web, '1234567'],
    ] as const) {
      expect(body(await query(app, who, buildOrderListRequest({ account, ...range }))).StatusCode).toBe(StatusCode.Success);
      expect(body(await query(app, who, buildBondHoldingsRequest(account))).StatusCode).toBe(StatusCode.Success);
    }
    expect(parseOrderCancelAnswer((await query(app, token, buildOrderCancelRequest(ACCOUNT, orderNo, '99999999-0000-4000-8000-000000000002'))).json()).outcome).toBe('TOO_LATE');
    const again = parseOrderPlaceAnswer((await query(app, token, buildOrderPlaceRequest({ ...buy, ClientKey: '99999999-0000-4000-8000-000000000003' }))).json());
    expect(again.results[0]?.message).toMatch(/^交割款項不足/);

    // the money owed for the bond was paid: nothing is left to withdraw
    const refused = body(await withdraw('99999999-0000-4000-8000-000000000004'));
    expect(refused).toMatchObject({ StatusCode: StatusCode.MarginInsufficient, Message: '可用餘額不足：可用 USD 0.00。' });
    expect(await spendElsewhere()).toEqual(refusedEverywhere);
  });
});
