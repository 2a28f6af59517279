import { Decimal, toNumber, type DecimalValue } from 'shared/money';
import type { LineEstimate } from './line-estimate';

/** The amounts of one line that add up per currency. */
export type TotalsInput = Pick<LineEstimate, 'selectCurrency' | 'grossConsideration' | 'accruedInterest' | 'tradingFee' | 'custodyFee' | 'totalAmount'>;

/** The sums of the cart's lines in one currency (field names as on a line). */
export interface CurrencyTotals {
  /** ISO 4217 code. */
  readonly currency: string;
  /** Number of lines in this currency. */
  readonly lineCount: number;
  /** Sum of the lines' gross consideration. */
  readonly grossConsideration: number;
  /** Sum of the lines' accrued interest. */
  readonly accruedInterest: number;
  /** Sum of the lines' trading fees. */
  readonly tradingFee: number;
  /** Sum of the lines' one-year custody fees (charged later, not in the total). */
  readonly custodyFee: number;
  /** Sum of the lines' totals (= gross + accrued + trading fee). */
  readonly totalAmount: number;
}

/**
 * Per-currency sums of the lines' gross consideration, accrued interest, trading fee, custody fee and total, in
 * exact decimal arithmetic (amounts of different currencies are never added together). One entry
 * per currency present, ordered by currency code; an empty cart gives an empty list.
 */
export function totalsByCurrency(lines: readonly TotalsInput[]): CurrencyTotals[] {
  const sums = new Map<string, { count: number; gross: DecimalValue; accrued: DecimalValue; trading: DecimalValue; custody: DecimalValue; total: DecimalValue }>();
  for (const line of lines) {
    const sum = sums.get(line.selectCurrency) ?? {
      count: 0,
      gross: new Decimal(0),
      accrued: new Decimal(0),
      trading: new Decimal(0),
      custody: new Decimal(0),
      total: new Decimal(0),
    };
    sums.set(line.selectCurrency, {
      count: sum.count + 1,
      gross: sum.gross.plus(line.grossConsideration),
      accrued: sum.accrued.plus(line.accruedInterest),
      trading: sum.trading.plus(line.tradingFee),
      custody: sum.custody.plus(line.custodyFee),
      total: sum.total.plus(line.totalAmount),
    });
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, sum]) => ({
      currency,
      lineCount: sum.count,
      grossConsideration: toNumber(sum.gross),
      accruedInterest: toNumber(sum.accrued),
      tradingFee: toNumber(sum.trading),
      custodyFee: toNumber(sum.custody),
      totalAmount: toNumber(sum.total),
    }));
}
