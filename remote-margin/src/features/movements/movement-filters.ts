import { formatYyyymmdd, parseYyyymmdd, taipeiDate } from 'shared/calendar';
import { MOVEMENTS_MAX_RANGE_DAYS } from '@shared/margin';

/** The default range of the movements (rule MRG-8): the last 30 days, today included (Taipei). */
export function defaultRange(now: number): { dateFrom: string; dateTo: string } {
  const today = taipeiDate(now);
  return { dateFrom: formatYyyymmdd(parseYyyymmdd(today) - 29), dateTo: today };
}

/** `YYYYMMDD` → the `YYYY-MM-DD` of a date input, and back. */
export const fromInputDate = (value: string) => value.replace(/-/g, '');

/** What is wrong with a date range, beside its field, or null. */
export function rangeProblem(dateFrom: string, dateTo: string): { field: 'from' | 'to'; message: string } | null {
  if (!/^\d{8}$/.test(dateFrom)) return { field: 'from', message: '請輸入起日' };
  if (!/^\d{8}$/.test(dateTo)) return { field: 'to', message: '請輸入迄日' };
  if (dateFrom > dateTo) return { field: 'from', message: '起日不可晚於迄日' };
  if (parseYyyymmdd(dateTo) - parseYyyymmdd(dateFrom) + 1 > MOVEMENTS_MAX_RANGE_DAYS) return { field: 'to', message: `查詢區間最多 ${MOVEMENTS_MAX_RANGE_DAYS} 天` };
  return null;
}
