import { Decimal } from 'shared/money';
import { marketFeesOf } from '@shared/stock/market';
import { availableOf, balanceOf } from '../margin/margin-ledger';
import {
  StatusCode,
  buildStockHoldingsRequest,
  buildStockOrderCancelRequest,
  buildStockOrderListRequest,
  buildStockOrderPlaceRequest,
  buildStockQuoteRequest,
  parseStockHoldingsAnswer,
  parseStockOrderAnswer,
  parseStockOrderCancelAnswer,
  parseStockOrderListAnswer,
  parseStockQuoteAnswer,
  type StockOrderPlaceData,
} from '../shared-contracts';
import { body, query, sandboxPerTest } from '../test-support';

/** The stock order engine through the real Query route, at a market clock the test sets (rules STK-3 to STK-8). */

const ACCOUNT = '1234567';
// Wednesday 2025-07-02 10:00 Taipei: Hong Kong and Tokyo trade, New York is shut
const ASIA_MORNING = '2025-07-02T10:00:00+08:00';
// the same day 17:00 Taipei: Hong Kong has closed
const ASIA_EVENING = '2025-07-02T17:00:00+08:00';
// Saturday: every market shut
const WEEKEND = '2025-07-05T10:00:00+08:00';

let keys = 0;
const key = () => `00000000-0000-4000-8000-${String((keys += 1)).padStart(12, '0')}`;

const sandbox = sandboxPerTest('A123456789');

async function setMarketTime(marketTime: string | null): Promise<void> {
  const response = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/config', payload: { marketTime } });
  expect(response.statusCode).toBe(200);
}

async function quote(symbol: string) {
  const [entry] = parseStockQuoteAnswer(body(await query(sandbox.app, sandbox.token, buildStockQuoteRequest([symbol]))));
  if (entry === undefined) throw new Error(`no quote for ${symbol}`);
  return entry.quote;
}

function order(overrides: Partial<StockOrderPlaceData>): StockOrderPlaceData {
  return { account: ACCOUNT, ClientKey: key(), symbol: '0700.HK', side: 'B', orderType: 'LIMIT', quantity: 100, limitPrice: '', validity: 'DAY', goodTillDate: '', ...overrides };
}

const place = async (data: StockOrderPlaceData) => query(sandbox.app, sandbox.token, buildStockOrderPlaceRequest(data));
const orders = async () => parseStockOrderListAnswer(body(await query(sandbox.app, sandbox.token, buildStockOrderListRequest(ACCOUNT))));
const holdings = async () => parseStockHoldingsAnswer(body(await query(sandbox.app, sandbox.token, buildStockHoldingsRequest(ACCOUNT))));

describe('stock orders', () => {
  beforeEach(async () => setMarketTime(ASIA_MORNING));

  it('refuses a Hong Kong buy off the board lot and a price off the tick, with the ticket\'s words, holding nothing', async () => {
    const before = availableOf(ACCOUNT, 'USD');
    const lot = body(await place(order({ quantity: 150, limitPrice: '300' })));
    expect(lot).toEqual({ StatusCode: StatusCode.OrderRefused, Message: '港股此股票每單位 100 股，股數須為 100 的倍數（可輸入 100 或 200）。' });
    const tick = body(await place(order({ limitPrice: '300.05' })));
    expect(tick.StatusCode).toBe(StatusCode.OrderRefused);
    expect(tick.Message).toMatch(/^此價位的跳動單位為 0\.2/);
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(before.toFixed(2));
    expect(await orders()).toEqual([]);
  });

  it('refuses a market order that names a limit price, holding nothing and filling nothing', async () => {
    const before = availableOf(ACCOUNT, 'USD');
    const contradiction = body(await place(order({ orderType: 'MARKET', limitPrice: '1' })));
    expect(contradiction).toEqual({ StatusCode: StatusCode.OrderRefused, Message: '市價單不可指定限價；如要指定價格，請改用限價單。' });
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(before.toFixed(2));
    expect(await orders()).toEqual([]);
  });

  it('fills a market buy at the ask while the market trades, debits the estimate in US dollars once for a repeated key, and shows the position', async () => {
    const { ask } = await quote('0700.HK');
    const balance = balanceOf(ACCOUNT, 'USD');
    const request = order({ orderType: 'MARKET' });
    const filled = parseStockOrderAnswer(body(await place(request)));
    expect(filled).toMatchObject({ state: 'FILLED', filledQuantity: 100, averagePrice: ask, settlementCurrency: 'USD' });
    const consideration = new Decimal(ask).times(100);
    const byRate = consideration.times('0.0025').round(2, 1);
    const commission = byRate.gt(100) ? byRate : new Decimal(100);
    // Hong Kong's stamp duty and levies are passed on (rule STK-5)
    const charges = marketFeesOf('HK', 'B', consideration, 100).reduce((sum, fee) => sum.plus(fee.amount), commission);
    const usd = consideration.plus(charges).div('7.8').round(2, 3);
    expect(filled.settlementAmount).toBe(usd.toFixed(2));
    expect(balanceOf(ACCOUNT, 'USD').toFixed(2)).toBe(balance.minus(usd).toFixed(2));
    // the same client key again: the first answer, no second debit (rule ORD-1)
    expect(parseStockOrderAnswer(body(await place(request)))).toEqual(filled);
    expect(balanceOf(ACCOUNT, 'USD').toFixed(2)).toBe(balance.minus(usd).toFixed(2));
    const [position] = await holdings();
    expect(position).toMatchObject({ symbol: '0700.HK', quantity: 100, reservedQuantity: 0, availableQuantity: 100, cost: consideration.plus(charges).toFixed(2) });
    expect(position?.unrealised).toBe(new Decimal(position?.marketValue ?? '0').minus(position?.cost ?? '0').toFixed(2));
  });

  it('keeps a limit below the market working with its money held, cancels it once, and says a second cancel is too late', async () => {
    const { bid } = await quote('0700.HK');
    const available = availableOf(ACCOUNT, 'USD');
    const limit = new Decimal(bid).minus(10).toFixed();
    const working = parseStockOrderAnswer(body(await place(order({ limitPrice: limit }))));
    expect(working).toMatchObject({ state: 'WORKING', filledQuantity: 0 });
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(available.minus(working.settlementAmount).toFixed(2));
    const cancel = buildStockOrderCancelRequest(ACCOUNT, working.orderNo, key());
    const done = parseStockOrderCancelAnswer(body(await query(sandbox.app, sandbox.token, cancel)));
    expect(done).toMatchObject({ outcome: 'CANCELLED', order: { state: 'CANCELLED' } });
    expect(parseStockOrderCancelAnswer(body(await query(sandbox.app, sandbox.token, cancel)))).toEqual(done);
    expect(availableOf(ACCOUNT, 'USD').toFixed(2)).toBe(available.toFixed(2));
    const late = parseStockOrderCancelAnswer(body(await query(sandbox.app, sandbox.token, buildStockOrderCancelRequest(ACCOUNT, working.orderNo, key()))));
    expect(late).toMatchObject({ outcome: 'TOO_LATE', message: '此委託已結束，無法取消。' });
    const unknown = body(await query(sandbox.app, sandbox.token, buildStockOrderCancelRequest(ACCOUNT, 'S000000000000', key())));
    expect(unknown.StatusCode).toBe(StatusCode.OrderNotFound);
  });

  it('fills a working order by the test control at its limit, and expires a DAY order at the close', async () => {
    const { bid } = await quote('0700.HK');
    const first = parseStockOrderAnswer(body(await place(order({ limitPrice: new Decimal(bid).minus(10).toFixed() }))));
    const second = parseStockOrderAnswer(body(await place(order({ limitPrice: new Decimal(bid).minus(20).toFixed() }))));
    const fill = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/stock-orders/fill', payload: { orderNo: first.orderNo } });
    expect(body(fill)).toEqual({ ok: true, filled: 1 });
    await setMarketTime(ASIA_EVENING);
    const byNo = new Map((await orders()).map((entry) => [entry.orderNo, entry]));
    expect(byNo.get(first.orderNo)).toMatchObject({ state: 'FILLED', averagePrice: first.limitPrice });
    expect(byNo.get(second.orderNo)).toMatchObject({ state: 'EXPIRED', reason: '委託效期已過，未成交部分已失效。' });
  });

  it('refuses a market order while the market is shut, a buy beyond the buying power with 4251, and a sell beyond the holding', async () => {
    await setMarketTime(WEEKEND);
    const closed = body(await place(order({ orderType: 'MARKET' })));
    expect(closed).toEqual({ StatusCode: StatusCode.OrderRefused, Message: '市場目前非交易時段，市價單無法委託，請改用限價單。' });
    const tooMuch = body(await place(order({ quantity: 10_000_000, limitPrice: '300' })));
    expect(tooMuch.StatusCode).toBe(StatusCode.MarginInsufficient);
    expect(tooMuch.Message).toMatch(/^預估金額 USD [\d,]+\.\d{2} 超過可用餘額 USD/);
    const sell = body(await place(order({ side: 'S', limitPrice: '300' })));
    expect(sell).toEqual({ StatusCode: StatusCode.OrderRefused, Message: '您沒有此股票的可賣庫存。' });
  });

  it('reserves the shares of a working sell, refuses selling them twice, and credits the sale on fill', async () => {
    parseStockOrderAnswer(body(await place(order({ orderType: 'MARKET', quantity: 200 }))));
    const { ask } = await quote('0700.HK');
    const sell = parseStockOrderAnswer(body(await place(order({ side: 'S', quantity: 100, limitPrice: new Decimal(ask).plus(10).toFixed() }))));
    expect(sell.state).toBe('WORKING');
    expect((await holdings())[0]).toMatchObject({ quantity: 200, reservedQuantity: 100, availableQuantity: 100 });
    const twice = body(await place(order({ side: 'S', quantity: 200, limitPrice: '300' })));
    expect(twice.Message).toBe('超過可賣股數 100 股。');
    const balance = balanceOf(ACCOUNT, 'USD');
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/stock-orders/fill', payload: { orderNo: sell.orderNo } });
    const [filled] = await orders();
    expect(filled).toMatchObject({ orderNo: sell.orderNo, state: 'FILLED' });
    expect(balanceOf(ACCOUNT, 'USD').toFixed(2)).toBe(balance.plus(filled?.settlementAmount ?? '0').toFixed(2));
    expect((await holdings())[0]).toMatchObject({ quantity: 100, reservedQuantity: 0 });
  });

  it('refuses the guest, another customer\'s account and a malformed order', async () => {
    const foreign = body(await place(order({ account: '2345678', limitPrice: '300' })));
    expect(foreign.StatusCode).toBe(StatusCode.AccountNotOwned);
    const malformed = body(await query(sandbox.app, sandbox.token, { FunId: 'KGItwInfStockOrderPlace', Data: { ...order({ limitPrice: '300' }), quantity: '100' } }));
    expect(malformed.StatusCode).toBe(StatusCode.InvalidField);
  });
});
