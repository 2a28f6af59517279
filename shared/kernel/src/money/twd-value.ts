import { Decimal, roundHalfUp, type DecimalSource } from './decimal';
import { minorUnitDigits } from './minor-units';

/** One foreign amount and the rate (TWD per unit) it is converted at. */
export interface TwdTerm {
  readonly amount: DecimalSource;
  readonly rate: DecimalSource;
}

/** Decimals of a TWD value the account pages show: cents, TWD's minor unit. */
const TWD_DIGITS = minorUnitDigits('TWD');

/**
 * The TWD value of one amount at its rate, rounded half-up to cents: the figure a row shows (rule ACC-4).
 * A total is never the sum of these: see {@link twdTotal}.
 */
export function twdValue(amount: DecimalSource, rate: DecimalSource): string {
  return roundHalfUp(new Decimal(amount).times(rate), TWD_DIGITS).toFixed(TWD_DIGITS);
}

/**
 * The TWD total of several amounts, each at its own rate: the exact products summed, then rounded half-up
 * to cents once, at the end (rule ACC-4). The one function for every TWD total of the product (the bond
 * holdings, the margin balances, the account overview and the overseas home), so the same holdings at the
 * same rates give the same total on every page, to the cent, and the same as the back end's own
 * (`KGItwMarginBalance`'s `twdTotal` is made the same way). It may differ by a cent or so from the sum of
 * the rows as each is shown rounded.
 */
export function twdTotal(terms: readonly TwdTerm[]): string {
  const exact = terms.reduce((sum, term) => sum.plus(new Decimal(term.amount).times(term.rate)), new Decimal(0));
  return roundHalfUp(exact, TWD_DIGITS).toFixed(TWD_DIGITS);
}
