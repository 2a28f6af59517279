import type { FastifyInstance } from 'fastify';
import { catalogFor } from '../bonds/bond-catalog';
import {
  DataKind,
  StatusCode,
  buildBondHoldingsRequest,
  buildBondTradeRulesRequest,
  buildMarginBalanceRequest,
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
  type Bond,
  type OrderPlaceData,
} from '../shared-contracts';
import { TEST_TODAY, body, listQuery, login, manualClock, query, sandboxPerTest, saveQuery } from '../test-support';
import { minimumNominal } from './order-book';

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
