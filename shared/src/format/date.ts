const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The broker's date helper (rule SHL-11): an 8-digit number or string is read as YYYYMMDD at 08:00 local time;
 * with no value it returns today as `YYYY-MM-DD`. Anything else gives `undefined`.
 */
export function parseBrokerDate(value?: number | string | null, now: Date = new Date()): Date | string | undefined {
  if (value === undefined || value === null || value === '') {
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }
  const text = String(value);
  if (!/^\d{8}$/.test(text)) return undefined;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  const date = new Date(year, month - 1, day, 8, 0, 0, 0);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date;
}

/** Formats a YYYYMMDD value as `YYYY/MM/DD` for display; an unreadable value shows as `—`. */
export function formatBrokerDate(value: number | string | null | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  const date = parseBrokerDate(value);
  if (!(date instanceof Date)) return '—';
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}
