import { roundHalfUp, type DecimalSource, type DecimalValue } from 'shared/bond-math';

/** Currencies whose amounts have no decimals (ISO 4217 minor unit 0) among the bond currencies. */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['JPY']);

/**
 * Decimals of an amount in `currency`: 0 for JPY, 2 for every other currency (USD, EUR, GBP, AUD,
 * NZD, CNH, ZAR).
 */
export function minorUnitDigits(currency: string): number {
  return WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : 2;
}

/** An amount rounded half-up to the minor unit of `currency` ({@link minorUnitDigits}). */
export function roundToMinorUnit(amount: DecimalSource, currency: string): DecimalValue {
  return roundHalfUp(amount, minorUnitDigits(currency));
}
