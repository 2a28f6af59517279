// Dates as whole UTC day numbers (days since 1970-01-01): bond arithmetic counts days, and integers
// make that exact and fast. Strings cross the API as YYYYMMDD.

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { floor, min } = Math;

const MS_PER_DAY = 86_400_000;

// Calendar arithmetic without Date objects (H. Hinnant's days_from_civil): pricing thousands of
// bonds walks coupon schedules month by month, and Date allocation dominated the run time.

/** Day number of a calendar date. */
export function dayFromParts(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + floor(yearOfEra / 4) - floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Year, month (1–12) and day of a day number. */
export function partsOfDay(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719_468;
  const era = floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = floor(
    (dayOfEra - floor(dayOfEra / 1460) + floor(dayOfEra / 36_524) - floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + floor(yearOfEra / 4) - floor(yearOfEra / 100));
  const mp = floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Day number of a `YYYYMMDD` string. @throws RangeError on anything else. */
export function parseYyyymmdd(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (match === null) throw new RangeError(`not a YYYYMMDD date: ${value}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const dayNumber = dayFromParts(year, month, day);
  const parts = partsOfDay(dayNumber);
  if (parts.year !== year || parts.month !== month || parts.day !== day) throw new RangeError(`no such date: ${value}`);
  return dayNumber;
}

/** `YYYYMMDD` of a day number. */
export function formatYyyymmdd(dayNumber: number): string {
  const { year, month, day } = partsOfDay(dayNumber);
  return `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Moves by whole months keeping the day of month, clamped to the month's length; a month-end date
 * stays at month end. Always computed from the anchor, so coupon schedules never drift.
 */
export function addMonths(dayNumber: number, months: number): number {
  const { year, month, day } = partsOfDay(dayNumber);
  const endOfMonth = day === daysInMonth(year, month);
  const index = year * 12 + (month - 1) + months;
  const newYear = floor(index / 12);
  const newMonth = (index % 12) + 1;
  const length = daysInMonth(newYear, newMonth);
  return dayFromParts(newYear, newMonth, endOfMonth ? length : min(day, length));
}

/** Days between two dates on the 30/360 US bond basis. */
export function days360(start: number, end: number): number {
  const a = partsOfDay(start);
  const b = partsOfDay(end);
  const d1 = min(a.day, 30);
  const d2 = b.day === 31 && d1 === 30 ? 30 : b.day;
  return 360 * (b.year - a.year) + 30 * (b.month - a.month) + (d2 - d1);
}

/** The calendar date in Taiwan (UTC+8, no daylight saving) at epoch milliseconds `ms`, as `YYYYMMDD`. */
export function taipeiDate(ms: number): string {
  return formatYyyymmdd(floor((ms + 8 * 3_600_000) / MS_PER_DAY));
}
