import { formatYyyymmdd, parseYyyymmdd, taipeiDate } from './calendar-date';
import { BOND_MARKET_HOLIDAYS } from './holidays';
import { HolidayCalendarError, settlementDate, weekdaySettlementDate, type MarketCalendars } from './settlement-date';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const TAIPEI_OFFSET = 8 * 60 * MINUTE;

/**
 * `businessDays` business days of Taiwan and the currency's market after `date` (`YYYYMMDD`); past the
 * end of the holiday tables, weekdays only, so an order far ahead still gets a date. The market is the
 * currency's bond market unless `markets` says otherwise (funds pass the payment calendars).
 */
export function businessDaysAfter(date: string, businessDays: number, currency: string, markets: MarketCalendars = BOND_MARKET_HOLIDAYS): string {
  try {
    return settlementDate(date, businessDays, currency, markets);
  } catch (error) {
    if (!(error instanceof HolidayCalendarError)) throw error;
    return weekdaySettlementDate(date, businessDays);
  }
}

/** True when `date` is a business day of Taiwan and of the currency's market. */
export function isBusinessDay(date: string, currency: string, markets: MarketCalendars = BOND_MARKET_HOLIDAYS): boolean {
  return businessDaysAfter(date, 0, currency, markets) === date;
}

/** `date` plus `days` calendar days (`YYYYMMDD`). */
export function addDays(date: string, days: number): string {
  return formatYyyymmdd(parseYyyymmdd(date) + days);
}

/** The instant (epoch ms) of `time` (`HH:MM`, Taipei) on `date` (`YYYYMMDD`): a cut-off as a moment to compare with the clock. */
export function taipeiInstant(date: string, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return parseYyyymmdd(date) * DAY + (hours * 60 + minutes) * MINUTE - TAIPEI_OFFSET;
}

/** Minutes after midnight in Taipei at the instant `at` (epoch ms). */
export function taipeiMinutes(at: number): number {
  return Math.floor((((at + TAIPEI_OFFSET) % DAY) + DAY) % DAY / MINUTE);
}

/**
 * The trade date of an order sent at `at` (rule ORD-11): today when it is a business day of Taiwan and the
 * currency's market and Taipei time is before the cut-off (`HH:MM`), else the next such day, as a
 * pre-order. The order page shows it and the sandbox applies it, from this one definition.
 */
export function tradeDateAt(at: number, cutoff: string, currency: string, markets: MarketCalendars = BOND_MARKET_HOLIDAYS): { tradeDate: string; preOrder: boolean } {
  const today = taipeiDate(at);
  const [hours = 15, minutes = 0] = cutoff.split(':').map(Number);
  if (taipeiMinutes(at) < hours * 60 + minutes && isBusinessDay(today, currency, markets)) return { tradeDate: today, preOrder: false };
  // the next day on which both Taiwan and the currency's market are open (T+0 of tomorrow)
  return { tradeDate: businessDaysAfter(addDays(today, 1), 0, currency, markets), preOrder: true };
}
