import { Decimal, type DecimalSource } from 'shared/money';
import { TWD_ESTIMATE_DIGITS } from 'shared/money';
import { formatDateTime } from 'shared/format';
import { HKD_PER_USD, type StockMarket } from './markets';

/** A market's commission: a rate on the consideration with a minimum per order. */
export interface Commission {
  /** Percent of the consideration (0.25 means 0.25 %). */
  readonly ratePercent: DecimalSource;
  /** Smallest commission per order, in the trading currency. */
  readonly minimum: DecimalSource;
}

/** A fee the market or its regulator charges on a trade, passed on as it is (rule STK-5). */
export interface MarketFee {
  /** The customer's name for it. */
  readonly label: string;
  /** In the trading currency, rounded as the market rounds it. */
  readonly amount: string;
}

/** What an order costs or brings, in the trading currency, as decimal strings. */
export interface OrderEstimate {
  /** Price × quantity, exact (prices have at most 4 decimals and quantities are whole). */
  readonly consideration: string;
  readonly commission: string;
  /** The market's own fees on this trade (none where the market charges none). */
  readonly marketFees: readonly MarketFee[];
  /** A buy: consideration + commission + market fees (what is held and debited). A sell: consideration − commission − market fees (what is credited). */
  readonly total: string;
}

const ROUND_DOWN = 0;
const ROUND_HALF_UP = 1;
const ROUND_UP = 3;

/**
 * The market's own fees on a trade (rule STK-5), passed on to the customer:
 * - New York, sells only: the SEC fee 0.00278 % of the consideration and the FINRA trading activity fee
 *   US$0.000166 a share (at most US$8.30), each rounded up to the cent;
 * - Hong Kong, buys and sells: stamp duty 0.1 % rounded up to the whole dollar, the SFC levy 0.0027 %, the
 *   exchange's trading fee 0.00565 % and the AFRC levy 0.00015 %, each rounded half-up to the cent;
 * - Tokyo: none.
 */
export function marketFeesOf(market: StockMarket, side: 'B' | 'S', consideration: DecimalSource, quantity: number): MarketFee[] {
  const amount = new Decimal(consideration);
  if (market === 'US') {
    if (side === 'B') return [];
    const taf = new Decimal('0.000166').times(quantity);
    return [
      { label: '美國證管會規費（賣出 0.00278%）', amount: amount.times('0.0000278').round(2, ROUND_UP).toFixed(2) },
      { label: 'FINRA 交易活動費（賣出每股 0.000166 美元，上限 8.30 美元）', amount: (taf.gt('8.3') ? new Decimal('8.3') : taf).round(2, ROUND_UP).toFixed(2) },
    ];
  }
  if (market === 'HK') {
    return [
      { label: '印花稅（0.1%）', amount: amount.times('0.001').round(0, ROUND_UP).toFixed(2) },
      { label: '證監會交易徵費（0.0027%）', amount: amount.times('0.000027').round(2, ROUND_HALF_UP).toFixed(2) },
      { label: '聯交所交易費（0.00565%）', amount: amount.times('0.0000565').round(2, ROUND_HALF_UP).toFixed(2) },
      { label: '會財局交易徵費（0.00015%）', amount: amount.times('0.0000015').round(2, ROUND_HALF_UP).toFixed(2) },
    ];
  }
  return [];
}

/**
 * The estimate of an order (rule STK-5): commission = max(minimum, consideration × rate / 100), rounded
 * half-up to the currency's minor unit (`decimals`), and the market's own fees ({@link marketFeesOf}); a
 * sell's proceeds never go below zero. The ticket, its confirmation and the sandbox's order engine use it.
 */
export function estimateOrder(side: 'B' | 'S', price: DecimalSource, quantity: number, commission: Commission, decimals: number, market: StockMarket): OrderEstimate {
  const consideration = new Decimal(price).times(quantity);
  const byRate = consideration.times(commission.ratePercent).div(100).round(decimals, ROUND_HALF_UP);
  const minimum = new Decimal(commission.minimum);
  const fee = byRate.gt(minimum) ? byRate : minimum;
  const marketFees = marketFeesOf(market, side, consideration, quantity);
  const charges = marketFees.reduce((sum, entry) => sum.plus(entry.amount), fee);
  const total = side === 'B' ? consideration.plus(charges) : consideration.minus(charges);
  return {
    consideration: consideration.toFixed(),
    commission: fee.toFixed(decimals),
    marketFees,
    total: (total.lt(0) ? new Decimal(0) : total).toFixed(),
  };
}

/**
 * When an order sent at a market's state starts to work (rule STK-7), in the customer's words: at once
 * while the market trades, else at its next open in Taipei time, e.g.
 * 「美股休市中，委託將於 11/27 22:30（台北時間）開盤後生效」.
 * @param nextOpen the next open as Taipei time ISO 8601 (`2026-11-27T22:30:00+08:00`), `''` while open
 */
export function orderStartNotice(label: string, state: 'open' | 'break' | 'closed' | 'holiday', nextOpen: string): string {
  if (state === 'open' || nextOpen === '') return `${label}交易中，委託送出後即時生效`;
  const why = { break: '午休中', closed: '已收盤', holiday: '休市中' }[state];
  return `${label}${why}，委託將於 ${formatDateTime(nextOpen, { year: false, zone: true })}${state === 'break' ? '下午盤' : '開盤'}後生效`;
}

/**
 * An amount in the trading currency as the settlement currency debits or credits it (rule STK-5): the
 * same amount for USD and JPY; Hong Kong dollars divided by the peg rate, rounded up to the cent for a
 * debit (the customer never pays less than the trade costs) and down for a credit.
 */
export function inSettlementCurrency(amount: DecimalSource, currency: 'USD' | 'HKD' | 'JPY', direction: 'debit' | 'credit'): string {
  if (currency !== 'HKD') return new Decimal(amount).toFixed();
  return new Decimal(amount).div(HKD_PER_USD).round(2, direction === 'debit' ? ROUND_UP : ROUND_DOWN).toFixed(2);
}

/** `amount` in TWD at `rate` (TWD per unit), rounded half-up to whole dollars, as the stock pages show an NT dollar estimate (rule STK-5). */
export function toTwd(amount: DecimalSource, rate: DecimalSource): string {
  return new Decimal(amount).times(rate).round(TWD_ESTIMATE_DIGITS, 1).toFixed(TWD_ESTIMATE_DIGITS);
}
