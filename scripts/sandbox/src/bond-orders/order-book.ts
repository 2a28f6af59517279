import { Decimal, roundHalfUp, type DecimalValue } from 'shared/money';
import { accruedInterestOn, holdingCashFlows, tradeAndSettlement, type HoldingTrade, type TradeAndSettlement } from '@shared/bond/math';
import { taipeiDate } from 'shared/calendar';
import {
  ORDER_PAGE_SIZE,
  OPEN_ORDER_STATES,
  bondBuyRefusals,
  type Bond,
  type BondCashFlow,
  type BondPosition,
  type CustomerProfile,
  type OrderCancelResult,
  type OrderDetail,
  type OrderLine,
  type OrderLineResult,
  type OrderList,
  type OrderListData,
  type OrderPlaceData,
  type OrderPlaceResult,
  type OrderState,
  type OrderSummary,
  STATUS_MESSAGES,
  StatusCode,
} from '../shared-contracts';
import { LAST_MONTH_DAYS } from '../bonds/bond-quote';
import { formatDate, formatDecimal, formatMoney, formatQuantity } from 'shared/format';
import { FEE_SCHEDULE } from '../handlers/fee-schedule';
import type { OrderFunds } from './order-funds';
import { TRADE_RULES, tradeFeeOf } from './trade-rules';
import { addDays, startOfTaipeiDate, taipeiIso } from './trading-calendar';

/**
 * The sandbox's bond market and order book (rules ORD-6 … ORD-17): deterministic, driven only by the
 * sandbox clock, advanced lazily whenever someone looks (so tests move a manual clock and never sleep).
 *
 * - A buy whose limit is at or above the ask (a sell at or below the bid) fills at the ask (bid) once the
 *   fill delay has passed since it started working; a large nominal (20 minimum lots or more) fills in two
 *   parts, the second one fill delay after the first. Otherwise it stays working.
 * - A 當日有效 order expires at the end of its trade date, a 長效 one at the end of its good-till date.
 * - After the day's cut-off (or on a holiday) an order is a pre-order (預約) that starts working at 09:00
 *   of the next business day.
 * - A buy holds its cost at its limit in the margin ledger; each fill is paid out of that hold in one
 *   ledger operation (never more than it holds), the last one releasing what is left; a cancel, expiry
 *   or rejection releases it. A sell's fill posts the credit.
 * - A place or cancel repeated with the same client key gets the first answer, and nothing happens twice.
 * - Each account's orders move only when that account is asked about, each order on its own: an order
 *   the book cannot move (a refused ledger posting, a fault) is logged and rejected with a reason, so it
 *   never fails another order's or another customer's call. A request the book still cannot answer is
 *   refused with StatusCode 5010, never an unhandled error.
 */

/** A position's running figures. */
interface Holding {
  isin: string;
  /** Face held; 0 once all of it is sold, kept while a coupon is still owed to the seller (rule BND-11). */
  nominal: DecimalValue;
  /** Clean cost of what is held, in the currency: the average cost is cost / nominal × 100. */
  cost: DecimalValue;
  settlementDate: string;
  /** Every buy and sale with its settlement date: whose each coupon is, by its record date (rule ORD-16). */
  trades: HoldingTrade[];
}

interface Fill {
  readonly at: number;
  readonly nominal: DecimalValue;
  readonly price: DecimalValue;
}

interface BookOrder {
  readonly orderNo: string;
  readonly idno: string;
  readonly account: string;
  readonly bond: Bond;
  readonly side: 'B' | 'S';
  readonly nominal: DecimalValue;
  filled: DecimalValue;
  readonly limitPrice: DecimalValue;
  readonly validity: 'DAY' | 'GTD';
  readonly goodTillDate: string;
  readonly tradeDate: string;
  readonly settlementDate: string;
  readonly placedAt: number;
  updatedAt: number;
  /** When it starts working: placed time, or 09:00 of its trade date for a pre-order. */
  readonly activeFrom: number;
  readonly expiresAt: number;
  state: OrderState;
  reason: string;
  readonly fills: Fill[];
  readonly history: { at: number; state: OrderState; note: string }[];
  /** The money held for it still (buy), and what its fills cost or brought so far. */
  held: DecimalValue;
  cleanAmount: DecimalValue;
  accrued: DecimalValue;
  fee: DecimalValue;
  settlementAmount: DecimalValue;
}

/** What the book needs from the sandbox. */
export interface OrderBookOptions {
  readonly now: () => number;
  /** The bonds on offer on a date (the sandbox's priced universe). */
  readonly bondsOn: (date: string) => ReadonlyMap<string, Bond>;
  /**
   * Every bond priced on a date: those on offer and those in their last month, no longer offered but
   * still valued at the day's price (rule BND-17); the bonds on offer when not given.
   */
  readonly pricedOn?: (date: string) => ReadonlyMap<string, Bond>;
  readonly funds: OrderFunds;
  /** The sandbox's date (`YYYYMMDD`), when pinned for tests; else the Taipei date of `now()`. */
  readonly today?: () => string;
  /** Fill delay, ms. */
  readonly fillDelayMs?: number;
  /** The positions an account starts with, asked once when the account is first used. */
  readonly seedPositions?: (account: string) => readonly StartingPosition[];
  /** Where an order or a request the book could not handle is reported; nowhere when not given. */
  readonly log?: BookLog;
}

/** A position an account starts with. */
export interface StartingPosition {
  readonly isin: string;
  readonly nominal: number;
  readonly averageCost: number;
  readonly settlementDate: string;
}

/** Where the book reports what it contained: the sandbox's logger (pino's `error(details, message)`). */
export interface BookLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** A place or cancel refused as a whole (the answer's StatusCode and message). */
export class OrderRequestError extends Error {
  constructor(
    readonly code: '4001' | '4032' | '4042' | typeof StatusCode.OrderBookFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OrderRequestError';
  }
}

/** The answer to a request the book could not handle (StatusCode 5010): nothing the customer can fix. */
export const BOOK_FAILURE_MESSAGE = STATUS_MESSAGES[StatusCode.OrderBookFailure];

/** The reason on an order the book could not move and rejected (the customer reads it on the order). */
function faultReason(side: 'B' | 'S'): string {
  return side === 'B'
    ? '系統處理此委託時發生錯誤，未成交部分已退回，圈存款項已釋回；如有疑問請聯繫您的營業員。'
    : '系統處理此委託時發生錯誤，未成交部分已退回；如有疑問請聯繫您的營業員。';
}

/** The fill delay when none is configured: long enough to watch 委託中, short enough to wait for. */
export const DEFAULT_FILL_DELAY_MS = 4_000;

/** A nominal of this many minimum lots or more fills in two parts. */
export const LARGE_NOMINAL_LOTS = 20;

/** The market opens at 09:00 Taipei: a pre-order starts working then. */
const MARKET_OPEN_MS = 9 * 3_600_000;

const ZERO = new Decimal(0);

function minorDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/** An amount rounded half-up to the currency's minor unit (0 decimals for JPY, 2 otherwise). */
export function roundMoney(value: DecimalValue, currency: string): DecimalValue {
  return roundHalfUp(value, minorDigits(currency));
}

/** The smallest face value of a bond (rule CRT-5): ZAR 100,000, JPY 1,000,000, else 10,000, or the bond's own when larger. */
export function minimumNominal(bond: Pick<Bond, 'issueCurrency' | 'faceValue'>): number {
  const currencyMinimum = bond.issueCurrency === 'ZAR' ? 100_000 : bond.issueCurrency === 'JPY' ? 1_000_000 : 10_000;
  return Math.max(currencyMinimum, bond.faceValue);
}

/** The trading fee of a clean amount: max(minimum, clean × rate / 100), rounded to the minor unit (rule ORD-7). */
export function tradingFee(clean: DecimalValue, currency: string): DecimalValue {
  const { feeRate, feeMin } = tradeFeeOf(currency);
  const proportional = clean.times(feeRate).div(100);
  const minimum = new Decimal(feeMin);
  return roundMoney(proportional.gt(minimum) ? proportional : minimum, currency);
}

/** The fee schedule's settlement days of a currency: the market's lag (rule BND-15); T+2 without an entry. */
export function settlementDaysOf(currency: string): number {
  return FEE_SCHEDULE.feeList.find((fee) => fee.currency === currency)?.settlementDays ?? 2;
}

/** The trade and settlement dates of an order in `currency` sent at `at`, by the product's one definition (rule BND-16). */
export function orderDatesAt(at: number, currency: string): TradeAndSettlement {
  return tradeAndSettlement(at, currency, TRADE_RULES.cutoffTime, settlementDaysOf(currency));
}

/** Clean, accrued (to the settlement date) and fee of `nominal` at `price`, each rounded to the minor unit. */
export function costOf(bond: Bond, nominal: DecimalValue, price: DecimalValue, settlementDate: string) {
  const currency = bond.issueCurrency;
  const clean = roundMoney(nominal.times(price).div(100), currency);
  const accrued = roundMoney(accruedInterestOn(nominal, bond, settlementDate), currency);
  const fee = tradingFee(clean, currency);
  return { clean, accrued, fee };
}

/** The price band of a reference price: ±10 %, each bound rounded half-up to 3 decimals (rule CRT-4). */
export function priceBandOf(reference: number): { min: DecimalValue; max: DecimalValue } {
  const ref = new Decimal(reference);
  return { min: roundHalfUp(ref.times('0.9'), 3), max: roundHalfUp(ref.times('1.1'), 3) };
}

function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

function label(state: OrderState): string {
  return { WORKING: '委託中', PARTIAL: '部分成交', FILLED: '全部成交', CANCELLED: '已取消', EXPIRED: '已失效', REJECTED: '已退回', PREORDER: '預約' }[state];
}


function format(value: DecimalValue): string {
  return value.toFixed();
}

/** The bond's odd periods, coupon rule and ex-coupon rule, only those it has (the holdings contract's optional fields). */
function scheduleTermsOf(bond: Bond): Pick<BondPosition, 'firstCouponDate' | 'penultimateCouponDate' | 'couponByDays' | 'exCouponDays' | 'exCouponBusinessDays'> {
  return {
    ...(bond.firstCouponDate === undefined ? {} : { firstCouponDate: bond.firstCouponDate }),
    ...(bond.penultimateCouponDate === undefined ? {} : { penultimateCouponDate: bond.penultimateCouponDate }),
    ...(bond.couponByDays === undefined ? {} : { couponByDays: bond.couponByDays }),
    ...(bond.exCouponDays === undefined ? {} : { exCouponDays: bond.exCouponDays }),
    ...(bond.exCouponBusinessDays === undefined ? {} : { exCouponBusinessDays: bond.exCouponBusinessDays }),
  };
}

/** The bond order book of one sandbox. */
export class BondOrderBook {
  private readonly orders: BookOrder[] = [];
  private readonly byNo = new Map<string, BookOrder>();
  private readonly byAccount = new Map<string, BookOrder[]>();
  private readonly placed = new Map<string, OrderPlaceResult>();
  private readonly cancelled = new Map<string, OrderCancelResult>();
  private readonly holdings = new Map<string, Map<string, Holding>>();
  private seq = 0;
  fillDelayMs: number;

  constructor(private readonly options: OrderBookOptions) {
    this.fillDelayMs = options.fillDelayMs ?? DEFAULT_FILL_DELAY_MS;
  }

  private today(): string {
    return this.options.today?.() ?? taipeiDate(this.options.now());
  }

  private bond(isin: string): Bond | undefined {
    return this.options.bondsOn(this.today()).get(isin);
  }

  /** The bond at today's price whether offered or in its last month (rule BND-17). */
  private pricedBond(isin: string): Bond | undefined {
    return (this.options.pricedOn ?? this.options.bondsOn)(this.today()).get(isin);
  }

  /** The account's orders, oldest first. */
  private ordersOf(account: string): readonly BookOrder[] {
    return this.byAccount.get(account) ?? [];
  }

  /**
   * Answers a request of one account: a fault the book did not contain becomes StatusCode 5010 with a
   * zh-TW message (and the log), so the caller never meets an unhandled error.
   */
  private answering<T>(account: string, work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (error instanceof OrderRequestError) throw error;
      this.options.log?.error({ err: error, account }, 'bond order book: a request failed');
      throw new OrderRequestError(StatusCode.OrderBookFailure, BOOK_FAILURE_MESSAGE);
    }
  }

  /**
   * Does `work` on one order; if it fails, the order is logged and rejected with a reason (its hold
   * released), so the same fault does not come back on every later call of the account.
   */
  private contained(order: BookOrder, work: () => void): void {
    try {
      work();
    } catch (error) {
      this.options.log?.error({ err: error, orderNo: order.orderNo, account: order.account }, 'bond order book: an order failed and was rejected');
      const reason = faultReason(order.side);
      order.reason = reason;
      order.held = ZERO;
      this.transition(order, 'REJECTED', this.options.now(), reason);
      if (order.side === 'B') {
        try {
          this.options.funds.release(order.orderNo);
        } catch (releaseError) {
          this.options.log?.error({ err: releaseError, orderNo: order.orderNo, account: order.account }, 'bond order book: the hold of a rejected order was not released');
        }
      }
    }
  }

  // ------------------------------------------------------------ place

  /**
   * Places a submission's lines (rules ORD-6 … ORD-11). The same client key from the same customer gets
   * the first answer again. Each line is checked on its own; a refused line does not stop the others.
   */
  place(idno: string, profile: CustomerProfile, data: OrderPlaceData): OrderPlaceResult {
    const key = `${idno}:${data.ClientKey}`;
    const earlier = this.placed.get(key);
    if (earlier !== undefined) return earlier;
    const account = profile.accounts.find((candidate) => candidate.account === data.account);
    if (account === undefined) throw new OrderRequestError('4032', '此帳號不屬於登入者。');
    this.answering(data.account, () => this.advance(data.account));

    const now = this.options.now();
    const results = data.lines.map((line) => this.placeLineContained(idno, profile, data, line, now));
    const answer: OrderPlaceResult = { placedAt: taipeiIso(now), results };
    this.placed.set(key, answer);
    return answer;
  }

  /**
   * One line, refused with a reason if placing it fails: the lines before it are placed already, so the
   * submission's answer must still be given (and kept for its client key) rather than thrown away.
   */
  private placeLineContained(idno: string, profile: CustomerProfile, data: OrderPlaceData, line: OrderLine, now: number): OrderLineResult {
    try {
      return this.placeLine(idno, profile, data, line, now);
    } catch (error) {
      this.options.log?.error({ err: error, account: data.account, isin: line.isin }, 'bond order book: a line failed and was refused');
      return { isin: line.isin, accepted: false, orderNo: '', message: `此筆委託未送出：${BOOK_FAILURE_MESSAGE}`, preOrder: false, tradeDate: this.today() };
    }
  }

  private placeLine(idno: string, profile: CustomerProfile, data: OrderPlaceData, line: OrderLine, now: number): OrderLineResult {
    const bond = this.bond(line.isin);
    const refuse = (message: string, tradeDate = this.today()): OrderLineResult => ({ isin: line.isin, accepted: false, orderNo: '', message, preOrder: false, tradeDate });
    if (bond === undefined) {
      // priced but not offered: in its last month before maturity (rule BND-17)
      const expiring = this.pricedBond(line.isin);
      if (expiring !== undefined) return refuse(`此債券將於 ${formatDate(expiring.maturityDate)} 到期，到期前 ${LAST_MONTH_DAYS} 天內不再提供報價與交易，無法下單。`);
      return refuse('此債券目前不提供報價，無法下單。');
    }
    const currency = bond.issueCurrency;
    const { tradeDate, preOrder, settlementDate } = orderDatesAt(now, currency);

    const problem = this.checkLine(profile, data, line, bond, tradeDate);
    if (problem !== null) return refuse(problem, tradeDate);

    const nominal = new Decimal(line.nominal);
    const limitPrice = new Decimal(line.limitPrice);
    const orderNo = `B${tradeDate.slice(2)}${String(++this.seq).padStart(5, '0')}`;

    let held = ZERO;
    if (data.side === 'B') {
      const settlementAccount = profile.accounts.find((a) => a.account === data.account)?.settlementAccounts.some((money) => money.currency === currency);
      if (settlementAccount !== true) return refuse(`此帳號未設定 ${currency} 交割帳戶，無法以 ${currency} 交割。`, tradeDate);
      const cost = costOf(bond, nominal, limitPrice, settlementDate);
      held = cost.clean.plus(cost.accrued).plus(cost.fee);
    }

    const activeFrom = preOrder ? startOfTaipeiDate(tradeDate) + MARKET_OPEN_MS : now;
    const lastDay = data.validity === 'GTD' ? data.goodTillDate : tradeDate;
    const state: OrderState = preOrder ? 'PREORDER' : 'WORKING';
    const order: BookOrder = {
      orderNo,
      idno,
      account: data.account,
      bond,
      side: data.side,
      nominal,
      filled: ZERO,
      limitPrice,
      validity: data.validity,
      goodTillDate: data.validity === 'GTD' ? data.goodTillDate : '',
      tradeDate,
      settlementDate,
      placedAt: now,
      updatedAt: now,
      activeFrom,
      expiresAt: startOfTaipeiDate(addDays(lastDay, 1)),
      state,
      reason: '',
      fills: [],
      history: [{ at: now, state, note: preOrder ? `已過今日收單時間 ${TRADE_RULES.cutoffTime}，為 ${formatDate(tradeDate)} 之預約單` : '委託已送出' }],
      held,
      cleanAmount: ZERO,
      accrued: ZERO,
      fee: ZERO,
      settlementAmount: ZERO,
    };
    // the hold is the last step that can refuse: a hold is never made for an order that is not stored
    if (data.side === 'B') {
      const hold = this.options.funds.hold(data.account, currency, held, orderNo);
      if (!hold.ok) {
        const available = hold.available ?? ZERO;
        return refuse(`交割款項不足：需 ${formatMoney(held, currency)}，可用 ${formatMoney(available, currency)}，尚差 ${formatMoney(held.minus(available), currency)}。`, tradeDate);
      }
    }
    this.orders.push(order);
    this.byNo.set(orderNo, order);
    const mine = this.byAccount.get(order.account);
    if (mine === undefined) this.byAccount.set(order.account, [order]);
    else mine.push(order);
    return {
      isin: line.isin,
      accepted: true,
      orderNo,
      message: preOrder ? `已過今日收單時間，已為您預約於 ${formatDate(tradeDate)} 送出。` : '',
      preOrder,
      tradeDate,
    };
  }

  /** The server's own checks of one line; null when it may be placed. */
  private checkLine(profile: CustomerProfile, data: OrderPlaceData, line: OrderLine, bond: Bond, tradeDate: string): string | null {
    const nominal = new Decimal(line.nominal);
    const price = new Decimal(line.limitPrice);
    if (decimalPlaces(line.limitPrice) > 3) return '限價最多 3 位小數。';
    if (price.lte(0)) return '限價必須大於 0。';
    if (nominal.lte(0)) return '面額必須大於 0。';

    if (data.validity === 'GTD') {
      const last = addDays(tradeDate, TRADE_RULES.maxValidityDays);
      if (data.goodTillDate <= tradeDate || data.goodTillDate > last) return `長效單的有效日期須在 ${tradeDate} 之後、${last} 之前（含）。`;
    } else if (data.goodTillDate !== '') return '當日有效單不可指定有效日期。';

    if (data.side === 'B') {
      const refusals = bondBuyRefusals(profile, bond, this.today());
      if (refusals[0] !== undefined) return refusals[0].message;
      if (profile.investorClass !== 'PRO' && !data.riskAcknowledged) return '一般投資人須先閱讀並勾選風險預告書。';
      const band = priceBandOf(bond.refPriceBuyNumber);
      if (price.lt(band.min) || price.gt(band.max)) return `限價須介於 ${formatDecimal(band.min, 3)} 與 ${formatDecimal(band.max, 3)} 之間。`;
      const minimum = minimumNominal(bond);
      if (nominal.lt(minimum)) return `面額至少 ${formatQuantity(minimum)}。`;
      if (!nominal.minus(minimum).mod(bond.faceValueIncrement).eq(0)) return `面額須以 ${formatQuantity(bond.faceValueIncrement)} 為單位遞增。`;
      return null;
    }

    const band = priceBandOf(bond.refPriceSellNumber);
    if (price.lt(band.min) || price.gt(band.max)) return `賣出限價須介於 ${formatDecimal(band.min, 3)} 與 ${formatDecimal(band.max, 3)} 之間（買回參考價 ±10%）。`;
    const free = this.unreservedNominal(data.account, bond.isin);
    if (nominal.gt(free)) return `可賣面額不足：庫存可賣 ${formatQuantity(free)}。`;
    if (!nominal.eq(free) && !nominal.mod(bond.faceValueIncrement).eq(0)) return `賣出面額須為 ${formatQuantity(bond.faceValueIncrement)} 的倍數，或全部可賣面額。`;
    return null;
  }

  // ------------------------------------------------------------ the market

  /**
   * Moves the account's open orders to where the clock says they are: pre-orders start, marketable orders
   * fill, old ones expire. Only this account's: the clock alone decides what happens to an order, so the
   * others catch up when they are asked about, and a fault in one account's order never reaches another's.
   */
  private advance(account: string): void {
    const now = this.options.now();
    for (const order of this.ordersOf(account)) {
      if (OPEN_ORDER_STATES.includes(order.state)) this.contained(order, () => this.advanceOrder(order, now));
    }
  }

  private advanceOrder(order: BookOrder, now: number): void {
    if (order.state === 'PREORDER' && now >= order.activeFrom) this.transition(order, 'WORKING', order.activeFrom, '預約單開始委託');
    if (order.state === 'PREORDER') return;
    for (const fill of this.dueFills(order, Math.min(now, order.expiresAt - 1))) this.fill(order, fill.nominal, fill.price, fill.at);
    if (OPEN_ORDER_STATES.includes(order.state) && now >= order.expiresAt) this.end(order, 'EXPIRED', order.expiresAt, '已逾有效期限，未成交部分失效');
  }

  /** The market price an order fills at, or null when its limit is not marketable today. */
  private marketPrice(order: BookOrder): DecimalValue | null {
    // the day's price (rule BND-17), also in the bond's last month; the order's own only for a bond no longer priced
    const pricedOn = this.options.pricedOn ?? this.options.bondsOn;
    const bond = pricedOn(taipeiDate(Math.max(order.activeFrom, this.options.now()))).get(order.bond.isin) ?? order.bond;
    if (order.side === 'B') {
      const ask = new Decimal(bond.refPriceBuyNumber);
      return order.limitPrice.gte(ask) ? ask : null;
    }
    const bid = new Decimal(bond.refPriceSellNumber);
    return order.limitPrice.lte(bid) ? bid : null;
  }

  /**
   * The fills due by `until`: one at activeFrom + delay, or for a large nominal two parts, one delay apart.
   * A second part fills at the first part's price, so the order's money is rounded at one price.
   */
  private dueFills(order: BookOrder, until: number): Fill[] {
    const market = this.marketPrice(order);
    if (market === null) return [];
    const price = order.fills[0]?.price ?? market;
    const lots = order.nominal.div(minimumNominal(order.bond));
    const parts: DecimalValue[] = [];
    if (lots.gte(LARGE_NOMINAL_LOTS)) {
      const step = order.bond.faceValueIncrement;
      const first = order.nominal.div(2).div(step).round(0, 0).times(step);
      parts.push(first, order.nominal.minus(first));
    } else parts.push(order.nominal);
    const fills: Fill[] = [];
    let filled = order.filled;
    let cumulative = ZERO;
    parts.forEach((part, index) => {
      cumulative = cumulative.plus(part);
      const at = order.activeFrom + this.fillDelayMs * (index + 1);
      if (at <= until && filled.lt(cumulative)) {
        fills.push({ at, nominal: cumulative.minus(filled), price });
        filled = cumulative;
      }
    });
    return fills;
  }

  private transition(order: BookOrder, state: OrderState, at: number, note: string): void {
    order.state = state;
    order.updatedAt = at;
    order.history.push({ at, state, note });
  }

  private end(order: BookOrder, state: 'CANCELLED' | 'EXPIRED' | 'REJECTED', at: number, note: string): void {
    if (order.side === 'B') this.options.funds.release(order.orderNo);
    order.held = ZERO;
    this.transition(order, state, at, note);
  }

  /**
   * One fill: money moves in the ledger, the position changes, the state follows. The order's money is
   * rounded once, for the whole order at its fill price: a part fill takes its nominal's share of each
   * rounded figure, and the fill that completes the order takes exactly what the earlier ones left, so
   * the parts add up to the whole to the cent and a buy never pays more than it held.
   */
  private fill(order: BookOrder, nominal: DecimalValue, price: DecimalValue, at: number): void {
    if (nominal.lte(0)) return;
    const currency = order.bond.issueCurrency;
    const whole = costOf(order.bond, order.nominal, price, order.settlementDate);
    const filled = order.filled.plus(nominal);
    const last = filled.gte(order.nominal);
    const upTo = (figure: DecimalValue) => (last ? figure : roundMoney(figure.times(filled).div(order.nominal), currency));
    const cleanAmount = upTo(whole.clean);
    const accrued = upTo(whole.accrued);
    const fee = upTo(whole.fee);
    const clean = cleanAmount.minus(order.cleanAmount);

    if (order.side === 'B') {
      const settlementAmount = cleanAmount.plus(accrued).plus(fee);
      const amount = settlementAmount.minus(order.settlementAmount);
      if (amount.gt(order.held)) throw new Error(`fill of ${order.orderNo} would pay ${amount.toFixed()} out of a hold of ${order.held.toFixed()}`);
      const paid = this.options.funds.settle(order.orderNo, amount, order.settlementDate, last ? 'release' : 'keep');
      if (!paid.ok) throw new Error(`ledger refused the fill of ${order.orderNo}: ${paid.reason}`);
      order.held = last ? ZERO : order.held.minus(amount);
      order.settlementAmount = settlementAmount;
      this.addHolding(order.account, order.bond.isin, nominal, clean, order.settlementDate);
    } else {
      const settlementAmount = cleanAmount.plus(accrued).minus(fee);
      const paid = this.options.funds.credit(order.account, currency, settlementAmount.minus(order.settlementAmount), order.orderNo, order.settlementDate);
      if (!paid.ok) throw new Error(`ledger refused the fill of ${order.orderNo}: ${paid.reason}`);
      order.settlementAmount = settlementAmount;
      this.reduceHolding(order.account, order.bond.isin, nominal, order.settlementDate);
    }

    order.filled = filled;
    order.cleanAmount = cleanAmount;
    order.accrued = accrued;
    order.fee = fee;
    order.fills.push({ at, nominal, price });
    this.transition(order, last ? 'FILLED' : 'PARTIAL', at, `成交面額 ${nominal.toFixed()}，成交價 ${price.toFixed(3)}`);
  }

  // ------------------------------------------------------------ positions

  private book(account: string): Map<string, Holding> {
    let book = this.holdings.get(account);
    if (book === undefined) {
      book = new Map();
      this.holdings.set(account, book);
      for (const seed of this.options.seedPositions?.(account) ?? []) {
        const nominal = new Decimal(seed.nominal);
        book.set(seed.isin, {
          isin: seed.isin,
          nominal,
          cost: nominal.times(seed.averageCost).div(100),
          settlementDate: seed.settlementDate,
          trades: [{ settlementDate: seed.settlementDate, nominal }],
        });
      }
    }
    return book;
  }

  private addHolding(account: string, isin: string, nominal: DecimalValue, clean: DecimalValue, settlementDate: string): void {
    const book = this.book(account);
    const held = book.get(isin);
    if (held === undefined) book.set(isin, { isin, nominal, cost: clean, settlementDate, trades: [{ settlementDate, nominal }] });
    else {
      held.settlementDate = held.nominal.gt(0) && held.settlementDate > settlementDate ? held.settlementDate : settlementDate;
      held.nominal = held.nominal.plus(nominal);
      held.cost = held.cost.plus(clean);
      held.trades.push({ settlementDate, nominal });
    }
  }

  private reduceHolding(account: string, isin: string, nominal: DecimalValue, settlementDate: string): void {
    const book = this.book(account);
    const held = book.get(isin);
    if (held === undefined) return;
    const left = held.nominal.minus(nominal);
    held.trades.push({ settlementDate, nominal: nominal.neg() });
    if (left.lte(0)) {
      // all sold: the position is gone, but a sale settling inside an ex-coupon window keeps that coupon
      held.nominal = ZERO;
      held.cost = ZERO;
    } else {
      // the average cost stays: the cost leaves in proportion to the nominal sold
      held.cost = held.cost.times(left).div(held.nominal);
      held.nominal = left;
    }
  }

  /** Nominal of the account's position in working sell orders. */
  private reservedNominal(account: string, isin: string): DecimalValue {
    return this.ordersOf(account)
      .filter((order) => order.side === 'S' && order.bond.isin === isin && OPEN_ORDER_STATES.includes(order.state))
      .reduce((sum, order) => sum.plus(order.nominal.minus(order.filled)), ZERO);
  }

  private unreservedNominal(account: string, isin: string): DecimalValue {
    const held = this.book(account).get(isin)?.nominal ?? ZERO;
    return held.minus(this.reservedNominal(account, isin));
  }

  /** The account's positions and the payments ahead of them (rules ORD-15, ORD-16). */
  positions(account: string): { asOf: string; positions: BondPosition[]; cashFlows: BondCashFlow[] } {
    return this.answering(account, () => {
      this.advance(account);
      return this.positionsNow(account);
    });
  }

  private positionsNow(account: string): { asOf: string; positions: BondPosition[]; cashFlows: BondCashFlow[] } {
    const today = this.today();
    const positions: BondPosition[] = [];
    const cashFlows: BondCashFlow[] = [];
    const book = this.book(account);
    for (const held of [...book.values()]) {
      // today's price, also in the bond's last month (rule BND-17)
      const bond = this.pricedBond(held.isin) ?? this.orders.find((order) => order.bond.isin === held.isin)?.bond;
      if (bond === undefined) continue;
      const flows = this.cashFlowsOf(bond, held, today);
      cashFlows.push(...flows);
      if (held.nominal.lte(0)) {
        if (flows.length === 0) book.delete(held.isin);
        continue;
      }
      positions.push({
        isin: held.isin,
        bondName: bond.bondName,
        issueCurrency: bond.issueCurrency,
        nominal: format(held.nominal),
        reservedNominal: format(this.reservedNominal(account, held.isin)),
        averageCost: roundHalfUp(held.cost.div(held.nominal).times(100), 4).toFixed(),
        settlementDate: held.settlementDate,
        faceValueIncrement: bond.faceValueIncrement,
        bidPrice: new Decimal(bond.refPriceSellNumber).toFixed(),
        faceRate: bond.faceRate,
        cpnFreq: bond.cpnFreq,
        dayCount: bond.dayCount,
        issueDate: bond.issueDate,
        maturityDate: bond.maturityDate,
        ...scheduleTermsOf(bond),
      });
    }
    cashFlows.sort((a, b) => a.date.localeCompare(b.date) || a.isin.localeCompare(b.isin));
    return { asOf: today, positions, cashFlows };
  }

  /** What the account is paid on a bond after `today`, from its trades (rules BND-11, ORD-16), each amount rounded to the minor unit. */
  private cashFlowsOf(bond: Bond, held: Holding, today: string): BondCashFlow[] {
    const currency = bond.issueCurrency;
    return holdingCashFlows(bond, held.trades, today).map((flow) => ({
      isin: bond.isin,
      bondName: bond.bondName,
      issueCurrency: currency,
      cpnFreq: bond.cpnFreq,
      date: flow.date,
      nominal: format(flow.nominal),
      coupon: roundMoney(flow.coupon, currency).toFixed(),
      redemption: roundMoney(flow.redemption, currency).toFixed(),
      exCouponDate: flow.exCouponDate,
    }));
  }

  // ------------------------------------------------------------ reading orders

  private summary(order: BookOrder): OrderSummary {
    return {
      orderNo: order.orderNo,
      account: order.account,
      isin: order.bond.isin,
      bondName: order.bond.bondName,
      currency: order.bond.issueCurrency,
      side: order.side,
      nominal: format(order.nominal),
      filledNominal: format(order.filled),
      limitPrice: order.limitPrice.toFixed(3),
      validity: order.validity,
      goodTillDate: order.goodTillDate,
      tradeDate: order.tradeDate,
      placedAt: taipeiIso(order.placedAt),
      updatedAt: taipeiIso(order.updatedAt),
      state: order.state,
      reason: order.reason,
    };
  }

  private detailOf(order: BookOrder): OrderDetail {
    const currency = order.bond.issueCurrency;
    const digits = minorDigits(currency);
    return {
      ...this.summary(order),
      settlementDate: order.fills.length === 0 ? '' : order.settlementDate,
      expectedSettlementDate: order.settlementDate,
      heldAmount: order.held.toFixed(digits),
      averagePrice: order.filled.gt(0) ? roundHalfUp(order.fills.reduce((sum, fill) => sum.plus(fill.nominal.times(fill.price)), ZERO).div(order.filled), 4).toFixed() : '',
      filledAmount: order.cleanAmount.toFixed(digits),
      accruedInterest: order.accrued.toFixed(digits),
      fee: order.fee.toFixed(digits),
      settlementAmount: order.settlementAmount.toFixed(digits),
      fills: order.fills.map((fill) => ({ time: taipeiIso(fill.at), nominal: format(fill.nominal), price: fill.price.toFixed(3) })),
      history: order.history.map((event) => ({ time: taipeiIso(event.at), state: event.state, note: event.note })),
    };
  }

  /** The account's orders in the trade-date range: counts per state, then one page of the filtered list, newest first (rule ORD-12). */
  list(query: OrderListData): OrderList {
    return this.answering(query.account, () => {
      this.advance(query.account);
      return this.listNow(query);
    });
  }

  private listNow(query: OrderListData): OrderList {
    const inRange = this.ordersOf(query.account).filter((order) => order.tradeDate >= query.fromDate && order.tradeDate <= query.toDate);
    const counts: Record<OrderState, number> = { WORKING: 0, PARTIAL: 0, FILLED: 0, CANCELLED: 0, EXPIRED: 0, REJECTED: 0, PREORDER: 0 };
    for (const order of inRange) counts[order.state] += 1;
    const filtered = inRange.filter((order) => query.state === '' || order.state === query.state).reverse();
    const totalPages = Math.max(1, Math.ceil(filtered.length / ORDER_PAGE_SIZE));
    const page = Math.min(query.page, totalPages);
    return {
      counts,
      orders: filtered.slice((page - 1) * ORDER_PAGE_SIZE, page * ORDER_PAGE_SIZE).map((order) => this.summary(order)),
      page,
      totalPages,
      total: filtered.length,
    };
  }

  private owned(account: string, orderNo: string): BookOrder {
    const order = this.byNo.get(orderNo);
    if (order === undefined || order.account !== account) throw new OrderRequestError('4042', `查無此委託：${orderNo}。`);
    return order;
  }

  /** One order with its fills and history. */
  detail(account: string, orderNo: string): OrderDetail {
    return this.answering(account, () => {
      this.advance(account);
      return this.detailOf(this.owned(account, orderNo));
    });
  }

  /** Cancels what has not filled (rule ORD-13); too late when the order already ended. The same key gets the first answer. */
  cancel(idno: string, account: string, orderNo: string, clientKey: string): OrderCancelResult {
    const key = `${idno}:${clientKey}`;
    const earlier = this.cancelled.get(key);
    if (earlier !== undefined) return earlier;
    const answer = this.answering(account, () => this.cancelNow(account, orderNo));
    this.cancelled.set(key, answer);
    return answer;
  }

  private cancelNow(account: string, orderNo: string): OrderCancelResult {
    this.advance(account);
    const order = this.owned(account, orderNo);
    let answer: OrderCancelResult;
    if (!OPEN_ORDER_STATES.includes(order.state)) {
      const why = order.state === 'FILLED' ? '此委託已全部成交，無法取消。' : `此委託已${label(order.state).replace(/^已/, '')}，無法取消。`;
      answer = { outcome: 'TOO_LATE', message: why, order: this.detailOf(order) };
    } else {
      const note = order.filled.gt(0) ? `已取消未成交面額 ${order.nominal.minus(order.filled).toFixed()}` : '客戶取消委託';
      this.end(order, 'CANCELLED', this.options.now(), note);
      answer = { outcome: 'CANCELLED', message: order.filled.gt(0) ? '已取消未成交部分；已成交部分不受影響。' : '委託已取消。', order: this.detailOf(order) };
    }
    return answer;
  }

  // ------------------------------------------------------------ test controls

  /** Fills what is left at once: at the market price when marketable, else at the limit (a test control). */
  fillNow(orderNo: string): OrderDetail | null {
    const order = this.openOrder(orderNo);
    if (order === null) return null;
    const now = this.options.now();
    this.contained(order, () => {
      if (order.state === 'PREORDER') this.transition(order, 'WORKING', now, '預約單開始委託');
      this.fill(order, order.nominal.minus(order.filled), order.fills[0]?.price ?? this.marketPrice(order) ?? order.limitPrice, now);
    });
    return this.detailOf(order);
  }

  /** The order, moved to now, if it is still open. */
  private openOrder(orderNo: string): BookOrder | null {
    const order = this.byNo.get(orderNo);
    if (order === undefined) return null;
    this.advance(order.account);
    return OPEN_ORDER_STATES.includes(order.state) ? order : null;
  }

  /** Ends an open order as expired at once (a test control). */
  expireNow(orderNo: string): OrderDetail | null {
    const order = this.openOrder(orderNo);
    if (order === null) return null;
    this.end(order, 'EXPIRED', this.options.now(), '已逾有效期限，未成交部分失效');
    return this.detailOf(order);
  }

  /** Rejects an open order with no fills at once, with a reason (a test control; the broker's desk or exchange refusing it). */
  rejectNow(orderNo: string, reason: string): OrderDetail | null {
    const order = this.openOrder(orderNo);
    if (order === null || (order.state !== 'WORKING' && order.state !== 'PREORDER')) return null;
    order.reason = reason;
    this.end(order, 'REJECTED', this.options.now(), reason);
    return this.detailOf(order);
  }

  /** Every order number of an account, oldest first (for tests and the controls). */
  orderNumbers(account: string): string[] {
    return this.ordersOf(account).map((order) => order.orderNo);
  }
}
