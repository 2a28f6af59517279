import { Decimal, type DecimalSource } from './decimal';

/**
 * A decimal for people to read: thousands separators in the integer part and, when `decimals` is given,
 * exactly that many decimals (rounded half-up), e.g. `formatDecimal(100000)` → `100,000`,
 * `formatDecimal(90, 3)` → `90.000`. Locale-independent, so messages read the same in every browser, and
 * exact (big.js), so an amount on the wire as a decimal string is shown as it is. Used by the bond cart and
 * the fund pages alike.
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
