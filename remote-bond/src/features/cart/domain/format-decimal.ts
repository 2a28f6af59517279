import { Decimal, decimalPlaces, type DecimalSource } from 'shared/bond-math';

/**
 * A decimal for messages: thousands separators in the integer part and, when `decimals` is given,
 * exactly that many decimals (rounded half-up), e.g. `formatDecimal(100000)` → `100,000`,
 * `formatDecimal(90, 3)` → `90.000`. Locale-independent, so messages read the same in every browser.
 */
export function formatDecimal(value: DecimalSource, decimals?: number): string {
  const big = new Decimal(value);
  const fixed = decimals === undefined ? big.toFixed() : big.toFixed(decimals);
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [integer = '0', fraction] = unsigned.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A price per 100 face: at least 3 decimals, and every decimal the price has beyond them (99.9995 stays 99.9995). */
export function formatPrice(value: DecimalSource): string {
  const big = new Decimal(value);
  return formatDecimal(big, Math.max(3, decimalPlaces(big)));
}
