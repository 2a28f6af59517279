import { Decimal, roundHalfUp } from 'shared/bond-math';

/**
 * The TWD value of `amount` at `rate` (TWD per unit), rounded half-up to whole cents (2 decimals): the
 * figure a row shows and the one its totals add up, so a total is always the sum of the rows the
 * customer sees (rule ACC-4).
 */
export function toTwd(amount: string, rate: string): string {
  return roundHalfUp(new Decimal(amount).times(rate), 2).toFixed(2);
}

/** The exact sum of decimal strings (each already rounded as shown), as a decimal string with 2 decimals. */
export function sumAmounts(values: readonly string[]): string {
  return values.reduce((sum, value) => sum.plus(value), new Decimal(0)).toFixed(2);
}

/** The share of `part` in `whole`, in percent with one decimal (`0.0` when the whole is zero). */
export function percentOf(part: string, whole: string): string {
  const total = new Decimal(whole);
  if (total.eq(0)) return '0.0';
  return roundHalfUp(new Decimal(part).times(100).div(total), 1).toFixed(1);
}
