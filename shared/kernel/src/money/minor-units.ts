/**
 * Decimals of an amount of each currency, its minor unit (ISO 4217): one table for every page, the money
 * rules and the sandbox. Whole yen; cents for every other currency, TWD included, since margin balances,
 * transfers and the account's NT dollar figures carry cents. Where a page shows an NT dollar estimate in
 * whole dollars, that is the estimate's rounding ({@link TWD_ESTIMATE_DIGITS}), not TWD's minor unit.
 */
export const MINOR_UNIT_DIGITS: Readonly<Record<string, number>> = {
  TWD: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  AUD: 2,
  NZD: 2,
  JPY: 0,
  ZAR: 2,
  CNY: 2,
  CNH: 2,
  HKD: 2,
};

/** Decimals of an amount in `currency` ({@link MINOR_UNIT_DIGITS}): 0 for JPY, cents for any other, a currency not in the table included. */
export function minorUnitDigits(currency: string): number {
  return MINOR_UNIT_DIGITS[currency] ?? 2;
}

/**
 * Decimals of the NT dollar estimate the fund and stock pages show beside a foreign amount (rules FND-6,
 * STK-5): whole dollars, a rounding of the estimate, while an amount held in TWD keeps its cents.
 */
export const TWD_ESTIMATE_DIGITS = 0;
