import { Decimal, roundHalfUp, twdValue } from 'shared/money';

/**
 * The TWD value of `amount` at `rate` (TWD per unit), rounded half-up to whole cents: the figure a row
 * shows. Totals are not sums of these but `twdTotal` of `shared/money` (exact sum, rounded once), the
 * same function the bond holdings and margin pages use (rule ACC-4).
 */
export function toTwd(amount: string, rate: string): string {
  return twdValue(amount, rate);
}

/** The exact sum of decimal strings already in cents (the parts of the account's total as shown), with 2 decimals. */
export function sumAmounts(values: readonly string[]): string {
  return values.reduce((sum, value) => sum.plus(value), new Decimal(0)).toFixed(2);
}

/** The share of `part` in `whole`, in percent with one decimal (`0.0` when the whole is zero). */
export function percentOf(part: string, whole: string): string {
  const total = new Decimal(whole);
  if (total.eq(0)) return '0.0';
  return roundHalfUp(new Decimal(part).times(100).div(total), 1).toFixed(1);
}
