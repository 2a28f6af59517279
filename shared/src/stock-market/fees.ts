import { Decimal, type DecimalSource } from '../bond-math/decimal';
import { TWD_ESTIMATE_DIGITS } from '../bond-math/minor-units';
import { HKD_PER_USD } from './markets';

/** A market's commission: a rate on the consideration with a minimum per order. */
export interface Commission {
  /** Percent of the consideration (0.25 means 0.25 %). */
  readonly ratePercent: DecimalSource;
  /** Smallest commission per order, in the trading currency. */
  readonly minimum: DecimalSource;
}

/** What an order costs or brings, in the trading currency, as decimal strings. */
export interface OrderEstimate {
  /** Price × quantity, exact (prices have at most 4 decimals and quantities are whole). */
  readonly consideration: string;
  readonly commission: string;
  /** A buy: consideration + commission (what is held and debited). A sell: consideration − commission (what is credited). */
  readonly total: string;
}

/**
 * The estimate of an order (rule STK-5): commission = max(minimum, consideration × rate / 100), rounded
 * half-up to the currency's minor unit (`decimals`); a sell's proceeds never go below zero.
 */
export function estimateOrder(side: 'B' | 'S', price: DecimalSource, quantity: number, commission: Commission, decimals: number): OrderEstimate {
  const consideration = new Decimal(price).times(quantity);
  const byRate = consideration.times(commission.ratePercent).div(100).round(decimals, 1);
  const minimum = new Decimal(commission.minimum);
  const fee = byRate.gt(minimum) ? byRate : minimum;
  const total = side === 'B' ? consideration.plus(fee) : consideration.minus(fee);
  return {
    consideration: consideration.toFixed(),
    commission: fee.toFixed(decimals),
    total: (total.lt(0) ? new Decimal(0) : total).toFixed(),
  };
}

/**
 * An amount in the trading currency as the settlement currency debits or credits it (rule STK-5): the
 * same amount for USD and JPY; Hong Kong dollars divided by the peg rate, rounded up to the cent for a
 * debit (the customer never pays less than the trade costs) and down for a credit.
 */
export function inSettlementCurrency(amount: DecimalSource, currency: 'USD' | 'HKD' | 'JPY', direction: 'debit' | 'credit'): string {
  if (currency !== 'HKD') return new Decimal(amount).toFixed();
  return new Decimal(amount).div(HKD_PER_USD).round(2, direction === 'debit' ? 3 : 0).toFixed(2);
}

/** `amount` in TWD at `rate` (TWD per unit), rounded half-up to whole dollars, as the stock pages show an NT dollar estimate (rule STK-5). */
export function toTwd(amount: DecimalSource, rate: DecimalSource): string {
  return new Decimal(amount).times(rate).round(TWD_ESTIMATE_DIGITS, 1).toFixed(TWD_ESTIMATE_DIGITS);
}
