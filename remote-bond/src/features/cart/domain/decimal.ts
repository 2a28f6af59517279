import Big from 'big.js';

/**
 * The cart's own big.js constructor: exact decimal arithmetic, independent of the global `Big`
 * settings other code may change. Divisions keep 40 decimals (rounded half-up); additions,
 * subtractions and multiplications are always exact.
 */
export const Decimal: Big.BigConstructor = Big();
Decimal.DP = 40;
Decimal.RM = Big.roundHalfUp;
Decimal.strict = false;

/** A decimal value of the cart: a big.js number. */
export type DecimalValue = Big;

/** Rounds `value` half-up (away from zero on a tie) to `decimals` places. */
export function roundHalfUp(value: Big.BigSource, decimals: number): Big {
  return new Decimal(value).round(decimals, Big.roundHalfUp);
}

/**
 * The JavaScript number of a decimal value: the double nearest to the exact decimal, i.e. the same
 * number as the decimal literal would give (`toNumber(Decimal('110.001')) === 110.001`).
 */
export function toNumber(value: Big): number {
  return Number(value.toString());
}

/** The number of decimal places `value` needs (trailing zeros do not count): `1.230` → 2, `100` → 0. */
export function decimalPlaces(value: Big): number {
  const fixed = value.toFixed();
  const dot = fixed.indexOf('.');
  return dot === -1 ? 0 : fixed.length - dot - 1;
}
