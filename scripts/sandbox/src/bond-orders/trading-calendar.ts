import { HolidayCalendarError, formatYyyymmdd, parseYyyymmdd, settlementDate, taipeiDate, weekdaySettlementDate } from 'shared/bond-math';

const HOUR = 3_600_000;
const TAIPEI_OFFSET = 8 * HOUR;

/** `businessDays` business days of Taiwan and the currency's market after `date`; weekdays where the tables end. */
export function businessDaysAfter(date: string, businessDays: number, currency: string): string {
  try {
    return settlementDate(date, businessDays, currency);
  } catch (error) {
    if (!(error instanceof HolidayCalendarError)) throw error;
    return weekdaySettlementDate(date, businessDays);
  }
}

/** True when `date` is a business day of Taiwan and the currency's market. */
export function isBusinessDay(date: string, currency: string): boolean {
  return businessDaysAfter(date, 0, currency) === date;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return formatYyyymmdd(parseYyyymmdd(date) + days);
}

/** Minutes after midnight in Taipei at the instant `at`. */
export function taipeiMinutes(at: number): number {
  const ms = (((at + TAIPEI_OFFSET) % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR);
  return Math.floor(ms / 60_000);
}

/** The instant (epoch ms) a Taipei date begins. */
export function startOfTaipeiDate(date: string): number {
  const day = parseYyyymmdd(date);
  return Date.UTC(1970, 0, 1) + day * 24 * HOUR - TAIPEI_OFFSET;
}

/** The ISO 8601 time of an instant in Taipei, seconds precision (`2025-07-01T10:00:00+08:00`). */
export function taipeiIso(at: number): string {
  return `${new Date(Math.floor(at / 1000) * 1000 + TAIPEI_OFFSET).toISOString().slice(0, 19)}+08:00`;
}

/**
 * The trade date of an order sent at `at` (rule ORD-11): today when it is a business day and the time is
 * before the cut-off (`HH:MM`, Taipei), else the next business day, as a pre-order.
 */
export function tradeDateAt(at: number, cutoff: string, currency: string): { tradeDate: string; preOrder: boolean } {
  const today = taipeiDate(at);
  const [hours, minutes] = cutoff.split(':').map(Number);
  const beforeCutoff = taipeiMinutes(at) < (hours ?? 15) * 60 + (minutes ?? 0);
  if (beforeCutoff && isBusinessDay(today, currency)) return { tradeDate: today, preOrder: false };
  // the next day on which both Taiwan and the currency's market are open (T+0 of tomorrow)
  return { tradeDate: businessDaysAfter(addDays(today, 1), 0, currency), preOrder: true };
}
