import type { StockQuote } from 'shared';

/** A decimal string with thousands separators, its decimals kept as sent (`"18523.5"` → `18,523.5`). */
export function formatDecimal(value: string): string {
  if (value === '') return '—';
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A whole number with thousands separators. */
export function formatInteger(value: number): string {
  return value.toLocaleString('en-US');
}

/** HH:MM of an ISO time at +08:00 (the customer's time). */
export function taipeiClock(iso: string): string {
  return iso.slice(11, 16);
}

/** M/D HH:MM of an ISO time at +08:00. */
export function taipeiDateTime(iso: string): string {
  return `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))} ${iso.slice(11, 16)}`;
}

/** The market state in words (rule STK-2). */
export const MARKET_STATE_LABELS: Readonly<Record<StockQuote['marketState'], string>> = {
  open: '交易中',
  break: '午間休市',
  closed: '非交易時段',
  holiday: '休市',
};

/** Up, down or flat, for the sign and the colour (red up, green down, as Taiwan reads prices; the sign says it too). */
export function direction(change: string): 'up' | 'down' | 'flat' {
  if (change.startsWith('-')) return 'down';
  return /[1-9]/.test(change) ? 'up' : 'flat';
}

/** A change with its sign: ▲ up, ▼ down. */
export function signed(change: string): string {
  const dir = direction(change);
  return dir === 'up' ? `▲${formatDecimal(change)}` : dir === 'down' ? `▼${formatDecimal(change.slice(1))}` : formatDecimal(change);
}
