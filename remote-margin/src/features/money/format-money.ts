import { Decimal } from 'shared/bond-math';

/** `1234567.5` → `1,234,567.50` with exactly `decimals` places (rounded half-up, only where a figure has more). */
export function formatMoney(value: string, decimals: number): string {
  const fixed = new Decimal(value).round(decimals, 1).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A signed movement amount: `+1,000.00` for money in, `-1,000.00` out. */
export function formatSigned(value: string, decimals: number): string {
  const text = formatMoney(value, decimals);
  return text.startsWith('-') ? text : `+${text}`;
}

/** `20250701` → `2025/07/01`. */
export function formatDate(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}/${yyyymmdd.slice(4, 6)}/${yyyymmdd.slice(6, 8)}`;
}

/** The Taipei wall-clock time of an ISO time with +08:00: `2025-07-01T10:00:05+08:00` → `10:00:05`. */
export function formatTaipeiClock(iso: string): string {
  return iso.slice(11, 19);
}
