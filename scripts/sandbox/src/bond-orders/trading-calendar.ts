import { parseYyyymmdd } from 'shared/calendar';

// the trade calendar the order page applies too (rule ORD-11), from one definition
export { addDays, businessDaysAfter, tradeDateAt } from 'shared/calendar';

const HOUR = 3_600_000;
const TAIPEI_OFFSET = 8 * HOUR;

/** The instant (epoch ms) a Taipei date begins. */
export function startOfTaipeiDate(date: string): number {
  const day = parseYyyymmdd(date);
  return Date.UTC(1970, 0, 1) + day * 24 * HOUR - TAIPEI_OFFSET;
}

/** The ISO 8601 time of an instant in Taipei, seconds precision (`2025-07-01T10:00:00+08:00`). */
export function taipeiIso(at: number): string {
  return `${new Date(Math.floor(at / 1000) * 1000 + TAIPEI_OFFSET).toISOString().slice(0, 19)}+08:00`;
}
