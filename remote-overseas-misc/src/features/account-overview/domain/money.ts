import { Decimal, roundHalfUp, twdValue } from 'shared/bond-math';

/** Groups the integer part of a plain decimal string with commas: `1234567.5` → `1,234,567.5`. */
function group(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A decimal string shown with `digits` decimals, rounded half-up, grouped by thousands (`1,234.50`). An
 * amount takes its currency's minor unit (`minorUnitDigits`: whole yen); the default 2 is the cents of the
 * TWD figures (rule ACC-4).
 */
export function formatAmount(value: string, digits = 2): string {
  return group(roundHalfUp(value, digits).toFixed(digits));
}

/** A signed amount for a gain or loss: `+1,234.50` or `-12.00`. */
export function formatSigned(value: string, digits = 2): string {
  const rounded = roundHalfUp(value, digits);
  return `${rounded.gt(0) ? '+' : ''}${group(rounded.toFixed(digits))}`;
}

/**
 * The TWD value of `amount` at `rate` (TWD per unit), rounded half-up to whole cents: the figure a row
 * shows. Totals are not sums of these but `twdTotal` of `shared/bond-math` (exact sum, rounded once), the
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

/** A Taiwan time `2025-07-01T10:00:00+08:00` shown as `2025/07/01 10:00`. */
export function formatTaipeiTime(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  return match === null ? iso : `${match[1]}/${match[2]}/${match[3]} ${match[4]}:${match[5]}`;
}
