import { minorUnitDigits, roundHalfUp, type DecimalSource, type DecimalValue } from 'shared/money';

/** Decimals of an amount in `currency`: the product's one table (`@shared/bond/math`), 0 for JPY, 2 for every other bond currency. */
export { minorUnitDigits };

/** An amount rounded half-up to the minor unit of `currency` ({@link minorUnitDigits}). */
export function roundToMinorUnit(amount: DecimalSource, currency: string): DecimalValue {
  return roundHalfUp(amount, minorUnitDigits(currency));
}
