import { Decimal, type DecimalValue } from 'shared/money';
import { parseYyyymmdd } from 'shared/calendar';
import { MARKET_FACTS, MARKET_SESSIONS, checkTicket, estimateOrder, inSettlementCurrency, isTradingDay, localClockOf, marketInstant, stockSuitabilityProduct, type StockMarket, type TicketInput } from '@shared/stock/market';
import { profileOf } from '../customer-profiles';
import { availableOf, holdFunds, postMovement, releaseHold, settleHold } from '../margin/margin-ledger';
import { STOCK_FEE_SCHEDULE } from './fee-schedule';
import { checkSuitability, taipeiIsoTime, type ContractInput, type StockOrderPlaceData, type StockOrderSchema, type StockPositionSchema } from '../shared-contracts';
import { quoteOf } from './stock-prices';
import { stockUniverse, type SandboxStock } from './stock-universe';
import { inputDate } from 'shared/format';

// The sandbox's stock order engine (rules STK-3 to STK-8), on the bond orders' lifecycle (ORD-1, ORD-12,
// ORD-13). An order is checked by the ticket's own function (`checkTicket`, @shared/stock/market), a buy by
// the suitability rules (ORD-5) and its estimate held in the margin ledger in the settlement currency; it
// is WORKING until it fills, is cancelled or expires. Deterministic on the sandbox's market clock: a market
// order, or a limit at or through the quote (a buy at or above the ask, a sell at or below the bid), fills
// in full while the market is open and the quote is live, at the ask (bid); any other order works until
// the test control fills it, or until the close of its last day (a DAY order: the trading day it was
// placed for; GTD: its date), when it expires. A repeated client key gets the first answer (ORD-1).
// Orders and positions live in memory, like the ledger.

/** A stock order on the wire. */
export type StockOrderWire = ContractInput<typeof StockOrderSchema>;
/** A stock position on the wire. */
export type StockPositionWire = ContractInput<typeof StockPositionSchema>;

/** A refused order: `insufficient` when the buying power is short (4251), `refused` for any other rule (4220). */
export interface StockRefusal {
  readonly ok: false;
  readonly code: 'refused' | 'insufficient';
  readonly message: string;
}

/** The outcome of placing an order. */
export type StockPlaceResult = { readonly ok: true; readonly order: StockOrderWire } | StockRefusal;

/** The outcome of a cancel: done, too late (nothing changed), or no such order. */
export type StockCancelResult =
  | { readonly ok: true; readonly outcome: 'CANCELLED' | 'TOO_LATE'; readonly message: string; readonly order: StockOrderWire }
  | { readonly ok: false; readonly code: 'not-found' };

interface Position {
  quantity: number;
  /** What the shares held cost, commission included, in the trading currency. */
  cost: DecimalValue;
}

const OPEN_STATES: readonly string[] = ['WORKING', 'PARTIAL'];

function refuse(message: string, code: StockRefusal['code'] = 'refused'): StockRefusal {
  return { ok: false, code, message };
}

function commissionOf(market: StockMarket): { ratePercent: string; minimum: string } {
  const entry = STOCK_FEE_SCHEDULE.markets.find((schedule) => schedule.market === market);
  if (entry === undefined) throw new Error(`no commission for ${market}`);
  return { ratePercent: entry.commissionRate, minimum: entry.commissionMin };
}

/** The close of the market's last session on local day `day` (epoch ms). */
function closeOn(market: StockMarket, day: number): number {
  const sessions = MARKET_SESSIONS[market];
  return marketInstant(market, day, sessions[sessions.length - 1]?.[1] ?? 24 * 60);
}

/** The close of the trading day an order placed at `at` works on: today's if the market has not closed yet, else the next trading day's. */
function dayOrderEnd(market: StockMarket, at: number): number {
  const { day } = localClockOf(market, at);
  for (let next = day; next < day + 21; next += 1) {
    if (!isTradingDay(market, next)) continue;
    const close = closeOn(market, next);
    if (close > at) return close;
  }
  return closeOn(market, day + 21);
}

/** One sandbox's stock orders and positions. */
export class StockDesk {
  private readonly orders: StockOrderWire[] = [];
  private readonly ends = new Map<string, number>();
  private readonly byKey = new Map<string, StockPlaceResult>();
  private readonly cancelsByKey = new Map<string, StockCancelResult>();
  private readonly positions = new Map<string, Position>();
  private sequence = 0;

  constructor(
    /** The sandbox's Taiwan date (`YYYYMMDD`): the trade date and the good-till-date check. */
    private readonly today: () => string,
    /** The sandbox's market clock (epoch ms): quotes, market states, fills and expiry. */
    private readonly marketNow: () => number,
  ) {}

  private stock(symbol: string): SandboxStock | undefined {
    return stockUniverse().bySymbol.get(symbol);
  }

  private positionOf(account: string, symbol: string): Position {
    const key = `${account}\u0000${symbol}`;
    let position = this.positions.get(key);
    if (position === undefined) {
      position = { quantity: 0, cost: new Decimal(0) };
      this.positions.set(key, position);
    }
    return position;
  }

  /** Shares in the account's working sells of `symbol`. */
  private reserved(account: string, symbol: string): number {
    return this.orders
      .filter((order) => order.account === account && order.symbol === symbol && order.side === 'S' && OPEN_STATES.includes(order.state))
      .reduce((sum, order) => sum + order.quantity - order.filledQuantity, 0);
  }

  /** Places an order; a repeated client key of the same customer gets the first result (rule ORD-1). */
  place(idno: string, data: StockOrderPlaceData): StockPlaceResult {
    const key = `${idno}\u0000${data.ClientKey}`;
    const first = this.byKey.get(key);
    if (first !== undefined) return first;
    this.advance();
    const result = this.accept(idno, data);
    this.byKey.set(key, result);
    if (result.ok) {
      this.advance();
      const now = this.orders.find((order) => order.orderNo === result.order.orderNo) ?? result.order;
      const settled: StockPlaceResult = { ok: true, order: now };
      this.byKey.set(key, settled);
      return settled;
    }
    return result;
  }

  private accept(idno: string, data: StockOrderPlaceData): StockPlaceResult {
    const stock = this.stock(data.symbol);
    if (stock === undefined) return refuse(`查無此股票：${data.symbol}。`);
    const { listing } = stock;
    if (data.orderType === 'LIMIT' && data.limitPrice === '') return refuse('限價單須填寫限價。');
    // a market order trades at whatever the market gives: a price beside it is a contradiction, not a cap
    if (data.orderType === 'MARKET' && data.limitPrice !== '') return refuse('市價單不可指定限價；如要指定價格，請改用限價單。');
    if (data.validity === 'GTD' && data.goodTillDate === '') return refuse('長效單須填寫有效日期。');
    const now = this.marketNow();
    const quote = quoteOf(stock, now);
    const facts = MARKET_FACTS[listing.market];
    const commission = STOCK_FEE_SCHEDULE.markets.find((entry) => entry.market === listing.market);
    const gtd = data.goodTillDate;
    const input: TicketInput = {
      side: data.side,
      orderType: data.orderType === 'LIMIT' ? 'limit' : 'market',
      quantity: String(data.quantity),
      price: data.limitPrice,
      validity: data.validity === 'GTD' ? 'gtd' : 'day',
      gtdDate: inputDate(gtd),
    };
    const sellable = this.positionOf(data.account, data.symbol).quantity - this.reserved(data.account, data.symbol);
    // the ticket's own checks (lot, tick, market order, validity, a sell within the holding), then the buying power on its own: 4251
    const rules = checkTicket(input, { listing, quote, commission, available: undefined, sellable, today: this.today() });
    const first = Object.values(rules.errors)[0];
    if (first !== undefined) return refuse(first);
    if (rules.estimate === null) return refuse('委託內容無法估算金額，請確認股數與價格。');
    if (data.side === 'B') {
      const profile = profileOf(idno);
      if (profile === undefined) return refuse('查無您的客戶資料，無法下單。');
      const refusals = checkSuitability(profile, stockSuitabilityProduct(listing), this.today());
      if (refusals.length > 0) return refuse(refusals.map((refusal) => refusal.message).join(''));
      const available = availableOf(data.account, facts.settlementCurrency).toFixed();
      const money = checkTicket(input, { listing, quote, commission, available, sellable, today: this.today() });
      if (money.errors.quantity !== undefined) return refuse(money.errors.quantity, 'insufficient');
    }
    const orderNo = this.nextOrderNo();
    if (data.side === 'B') {
      const hold = holdFunds({ account: data.account, currency: facts.settlementCurrency, amount: rules.estimate.settlementAmount, reference: orderNo });
      if (!hold.ok) return refuse('可用餘額不足，無法保留買進款項。', 'insufficient');
    }
    const at = taipeiIsoTime(now);
    const order: StockOrderWire = {
      orderNo,
      account: data.account,
      symbol: listing.symbol,
      market: listing.market,
      code: listing.code,
      name: listing.nameZh,
      currency: listing.currency,
      settlementCurrency: facts.settlementCurrency,
      side: data.side,
      orderType: data.orderType,
      quantity: data.quantity,
      filledQuantity: 0,
      limitPrice: data.limitPrice === '' ? '' : new Decimal(data.limitPrice).toFixed(),
      averagePrice: '',
      commission: new Decimal(0).toFixed(facts.currencyDecimals),
      settlementAmount: data.side === 'B' ? rules.estimate.settlementAmount : new Decimal(0).toFixed(facts.currencyDecimals),
      validity: data.validity,
      goodTillDate: data.validity === 'GTD' ? gtd : '',
      tradeDate: this.today(),
      placedAt: at,
      updatedAt: at,
      state: 'WORKING',
      reason: '',
    };
    this.orders.push(order);
    this.ends.set(orderNo, data.validity === 'GTD' ? closeOn(listing.market, parseYyyymmdd(gtd)) : dayOrderEnd(listing.market, now));
    return { ok: true, order };
  }

  private nextOrderNo(): string {
    this.sequence += 1;
    return `S${this.today().slice(2)}${String(this.sequence).padStart(6, '0')}`;
  }

  /** Moves every working order to where the market clock says it is: marketable ones fill, old ones expire. */
  private advance(): void {
    const now = this.marketNow();
    for (const [index, order] of this.orders.entries()) {
      if (!OPEN_STATES.includes(order.state)) continue;
      const stock = this.stock(order.symbol);
      if (stock === undefined) continue;
      if (now >= (this.ends.get(order.orderNo) ?? Infinity)) {
        this.end(index, 'EXPIRED', '委託效期已過，未成交部分已失效。');
        continue;
      }
      const quote = quoteOf(stock, now);
      if (quote.marketState !== 'open' || !quote.live || quote.ask === '' || quote.bid === '') continue;
      const price = order.side === 'B' ? quote.ask : quote.bid;
      const marketable = order.orderType === 'MARKET' || (order.side === 'B' ? new Decimal(order.limitPrice).gte(price) : new Decimal(order.limitPrice).lte(price));
      if (marketable) this.fillAt(index, price);
    }
  }

  /** Ends an open order (cancelled or expired): the money held for what has not filled goes back. */
  private end(index: number, state: 'CANCELLED' | 'EXPIRED', reason: string): StockOrderWire {
    const order = this.orders[index];
    if (order === undefined) throw new Error('no such order');
    if (order.side === 'B') releaseHold(order.orderNo);
    const ended: StockOrderWire = { ...order, state, reason: state === 'EXPIRED' ? reason : '', updatedAt: taipeiIsoTime(this.marketNow()) };
    this.orders[index] = ended;
    return ended;
  }

  /** Fills the order in full at `price`: the ledger is debited or credited in the settlement currency and the position moves. */
  private fillAt(index: number, price: string): void {
    const order = this.orders[index];
    if (order === undefined) return;
    const facts = MARKET_FACTS[order.market];
    const quantity = order.quantity - order.filledQuantity;
    const estimate = estimateOrder(order.side, price, quantity, commissionOf(order.market), facts.currencyDecimals, order.market);
    const settlement = inSettlementCurrency(estimate.total, order.currency, order.side === 'B' ? 'debit' : 'credit');
    const amount = new Decimal(settlement).round(facts.market === 'JP' ? 0 : 2, Decimal.roundHalfUp);
    const position = this.positionOf(order.account, order.symbol);
    const date = this.today();
    if (order.side === 'B') {
      // paid out of the order's hold in one step; a fill dearer than the estimate takes the rest from what
      // is available, never from money held for anything else
      const debit = settleHold({ reference: order.orderNo, amount, type: 'order-debit', date, rest: 'release', beyondHold: true });
      if (!debit.ok) {
        // the price moved beyond what the balance can pay: the order is refused now, nothing moves
        releaseHold(order.orderNo);
        this.orders[index] = { ...order, state: 'REJECTED', reason: '成交金額超過可用餘額，委託已退回。', updatedAt: taipeiIsoTime(this.marketNow()) };
        return;
      }
      position.quantity += quantity;
      position.cost = position.cost.plus(estimate.total);
    } else {
      if (amount.gt(0)) postMovement({ account: order.account, currency: facts.settlementCurrency, amount, type: 'order-credit', reference: order.orderNo, date });
      const before = position.quantity;
      const left = before - quantity;
      // the cost of the shares left keeps its average: cost × left ÷ before, half-up to the minor unit
      position.cost = before === 0 ? new Decimal(0) : position.cost.times(left).div(before).round(facts.currencyDecimals, Decimal.roundHalfUp);
      position.quantity = left;
    }
    this.orders[index] = {
      ...order,
      state: 'FILLED',
      filledQuantity: order.quantity,
      averagePrice: new Decimal(price).toFixed(),
      commission: estimate.commission,
      settlementAmount: amount.toFixed(facts.market === 'JP' ? 0 : 2),
      updatedAt: taipeiIsoTime(this.marketNow()),
    };
  }

  /**
   * Cancels what has not filled of a working order (rule ORD-13 for stocks): the money held for a buy goes
   * back; a filled, expired or cancelled order changes nothing and the answer says why. A repeated client
   * key gets the first answer (rule ORD-1).
   */
  cancel(idno: string, account: string, orderNo: string, clientKey: string): StockCancelResult {
    const key = `${idno}\u0000${clientKey}`;
    const first = this.cancelsByKey.get(key);
    if (first !== undefined) return first;
    this.advance();
    const index = this.orders.findIndex((order) => order.account === account && order.orderNo === orderNo);
    const order = this.orders[index];
    if (order === undefined) return { ok: false, code: 'not-found' };
    const result: StockCancelResult = OPEN_STATES.includes(order.state)
      ? { ok: true, outcome: 'CANCELLED', message: '此筆委託已取消。', order: this.end(index, 'CANCELLED', '') }
      : { ok: true, outcome: 'TOO_LATE', message: order.state === 'FILLED' ? '此委託已全部成交，無法取消。' : '此委託已結束，無法取消。', order };
    this.cancelsByKey.set(key, result);
    return result;
  }

  /** Test control: fills the working order `orderNo` (every working order when omitted) at its limit, a market order at the quote. */
  fill(orderNo?: string): number {
    let filled = 0;
    for (const [index, order] of this.orders.entries()) {
      if (!OPEN_STATES.includes(order.state) || (orderNo !== undefined && order.orderNo !== orderNo)) continue;
      const stock = this.stock(order.symbol);
      if (stock === undefined) continue;
      const quote = quoteOf(stock, this.marketNow());
      this.fillAt(index, order.limitPrice === '' ? quote.last : order.limitPrice);
      filled += 1;
    }
    return filled;
  }

  /** Test control: expires the working order `orderNo` (every working order when omitted), as its last close would. */
  expire(orderNo?: string): number {
    let expired = 0;
    for (const [index, order] of this.orders.entries()) {
      if (!OPEN_STATES.includes(order.state) || (orderNo !== undefined && order.orderNo !== orderNo)) continue;
      this.end(index, 'EXPIRED', '委託效期已過，未成交部分已失效。');
      expired += 1;
    }
    return expired;
  }

  /** The account's orders, newest first. */
  ordersOf(account: string): StockOrderWire[] {
    this.advance();
    return this.orders.filter((order) => order.account === account).reverse();
  }

  /** The account's positions valued at the delayed last price (rule STK-8). */
  holdingsOf(account: string): StockPositionWire[] {
    this.advance();
    const now = this.marketNow();
    const out: StockPositionWire[] = [];
    for (const [key, position] of this.positions) {
      const [owner, symbol] = key.split('\u0000') as [string, string];
      const stock = this.stock(symbol);
      if (owner !== account || stock === undefined || position.quantity <= 0) continue;
      const { listing } = stock;
      const decimals = MARKET_FACTS[listing.market].currencyDecimals;
      const quote = quoteOf(stock, now);
      const marketValue = new Decimal(quote.last).times(position.quantity).round(decimals, Decimal.roundHalfUp);
      const cost = position.cost.round(decimals, Decimal.roundHalfUp);
      const reserved = this.reserved(account, symbol);
      out.push({
        symbol,
        market: listing.market,
        code: listing.code,
        name: listing.nameZh,
        currency: listing.currency,
        quantity: position.quantity,
        reservedQuantity: reserved,
        availableQuantity: position.quantity - reserved,
        averageCost: position.cost.div(position.quantity).round(4, Decimal.roundHalfUp).toFixed(4),
        cost: cost.toFixed(decimals),
        lastPrice: quote.last,
        marketValue: marketValue.toFixed(decimals),
        unrealised: marketValue.minus(cost).toFixed(decimals),
        priceTime: quote.asOf,
      });
    }
    return out;
  }
}
