import Big from 'big.js';

/**
 * The bond maths' own big.js constructor: exact decimal arithmetic, independent of the global `Big`
 * settings other code may change. Additions, subtractions and multiplications are always exact;
 * divisions keep 40 decimals, rounded half-up, far below any amount's minor unit, so a result rounded
 * afterwards to 2 or 6 decimals is the exact result rounded.
 */
export const Decimal: Big.BigConstructor = Big();
Decimal.DP = 40;
Decimal.RM = Big.roundHalfUp;
Decimal.strict = false;

/** A second constructor for {@link divideHalfUp}: its `DP` is set to each call's decimals. */
const Rounding: Big.BigConstructor = Big();
Rounding.RM = Big.roundHalfUp;
Rounding.strict = false;

/**
 * `dividend / divisor` rounded half-up to `decimals` places, exactly (one rounding, of the exact
 * quotient), and faster than dividing to 40 decimals first when only a few are kept.
 */
export function divideHalfUp(dividend: Big.BigSource, divisor: Big.BigSource, decimals: number): Big {
  Rounding.DP = decimals;
  return new Decimal(new Rounding(dividend).div(divisor));
}

/** A decimal value: a big.js number. */
export type DecimalValue = Big;

/** What a decimal can be made from: a number, a decimal string or a decimal. */
export type DecimalSource = Big.BigSource;

/** Rounds `value` half-up (away from zero on a tie) to `decimals` places, exactly. */
export function roundHalfUp(value: DecimalSource, decimals: number): DecimalValue {
  return new Decimal(value).round(decimals, Big.roundHalfUp);
}

/**
 * The JavaScript number of a decimal value: the double nearest to the exact decimal, i.e. the same
 * number as the decimal literal would give (`toNumber(new Decimal('110.001')) === 110.001`).
 */
export function toNumber(value: DecimalValue): number {
  return Number(value.toString());
}

/** The number of decimal places `value` needs (trailing zeros do not count): `1.230` → 2, `100` → 0. */
export function decimalPlaces(value: DecimalValue): number {
  const fixed = value.toFixed();
  const dot = fixed.indexOf('.');
  return dot === -1 ? 0 : fixed.length - dot - 1;
}
