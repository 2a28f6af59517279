// Dates as whole day numbers (days since 1970-01-01, proleptic Gregorian calendar): bond arithmetic
// counts days, and integers make that exact and fast. No Date objects, so no time zone can shift a
// day, and walking thousands of coupon schedules allocates nothing. Strings cross the API as YYYYMMDD.

// Module-level aliases of Math (here and in the other files of the bond maths): under Jest's vm context
// every global lookup goes through an interceptor, which made building the sandbox's bond universe ten
// times slower there than under Node.
const { floor, min } = Math;

const MS_PER_DAY = 86_400_000;

/** Calendar parts of a date: month 1–12, day 1–31. */
export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Day number (days since 1970-01-01) of a calendar date (H. Hinnant's `days_from_civil`). */
export function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + floor(yearOfEra / 4) - floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Calendar parts of a day number (H. Hinnant's `civil_from_days`). */
export function datePartsOf(dayNumber: number): DateParts {
  const z = dayNumber + 719_468;
  const era = floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = floor((dayOfEra - floor(dayOfEra / 1460) + floor(dayOfEra / 36_524) - floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + floor(yearOfEra / 4) - floor(yearOfEra / 100));
  const mp = floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * Day number of an 8-digit `YYYYMMDD` date.
 * @throws RangeError when `value` is not 8 digits or names no calendar day (e.g. `20260230`).
 */
export function parseYyyymmdd(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (match === null) throw new RangeError(`not a YYYYMMDD date: ${value}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const dayNumber = dayNumberOf(year, month, day);
  const parts = datePartsOf(dayNumber);
  if (parts.year !== year || parts.month !== month || parts.day !== day) throw new RangeError(`no such date: ${value}`);
  return dayNumber;
}

/** The 8-digit `YYYYMMDD` string of a day number. */
export function formatYyyymmdd(dayNumber: number): string {
  const { year, month, day } = datePartsOf(dayNumber);
  return `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** Days in a month of a year (Gregorian leap years). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when the day number is the last day of its month. */
export function isMonthEnd(dayNumber: number): boolean {
  const { year, month, day } = datePartsOf(dayNumber);
  return day === daysInMonth(year, month);
}

/**
 * Moves a date by whole months (negative: back). The day of month is kept and clamped to the target
 * month's length; with `endOfMonth`, the result is the target month's last day instead (the
 * end-of-month rule of coupon schedules: pass `isMonthEnd(anchor)`).
 */
export function addMonths(dayNumber: number, months: number, endOfMonth = false): number {
  const { year, month, day } = datePartsOf(dayNumber);
  const index = year * 12 + (month - 1) + months;
  const newYear = floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  const length = daysInMonth(newYear, newMonth);
  return dayNumberOf(newYear, newMonth, endOfMonth ? length : min(day, length));
}

/** Day of week of a day number: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function dayOfWeek(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** True on Saturdays and Sundays. */
export function isWeekend(dayNumber: number): boolean {
  const weekday = dayOfWeek(dayNumber);
  return weekday === 0 || weekday === 6;
}

/**
 * The calendar date in Taiwan at an instant, as `YYYYMMDD`: the trade date of an order placed then.
 * Taiwan keeps UTC+8 all year (no daylight saving since 1979), so a fixed offset is exact.
 * @param at epoch milliseconds or a Date; now by default
 */
export function taipeiDate(at: number | Date = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return formatYyyymmdd(floor((ms + 8 * 3_600_000) / MS_PER_DAY));
}
