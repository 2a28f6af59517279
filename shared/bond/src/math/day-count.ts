import { datePartsOf, dayNumberOf, daysInMonth } from 'shared/calendar';

const { min } = Math;

/**
 * Day-count conventions of coupon accrual. The bond contract's `DayCountConvention` is a subset, so any
 * bond's `dayCount` is one of these:
 * - `ACT/ACT`: ICMA (Rule 251): actual days over the actual days of the regular coupon period × frequency;
 * - `30/360`: the US bond basis (see {@link days360});
 * - `30E/360`: the Eurobond basis (see {@link days360European});
 * - `ACT/360`: actual days over 360;
 * - `ACT/365`: actual days over 365 (ACT/365 Fixed);
 * - `NL/365`: actual days without 29 February over 365, the JGB convention (see {@link daysNoLeap}, rule BND-14).
 */
export type DayCount = 'ACT/ACT' | '30/360' | '30E/360' | 'ACT/360' | 'ACT/365' | 'NL/365';

/** Every {@link DayCount}, for guards and property tests. */
export const DAY_COUNTS: readonly DayCount[] = ['ACT/ACT', '30/360', '30E/360', 'ACT/360', 'ACT/365', 'NL/365'];

/**
 * A year fraction as two whole numbers, `days / basis`, so that callers keep it exact (decimal
 * arithmetic) or divide in floating point as they need.
 */
export interface DayCountFraction {
  /** Days counted by the convention: actual days, or 30/360 days. */
  readonly days: number;
  /**
   * Days of a year by the convention: 360, 365, or for ACT/ACT (ICMA) the actual days of the regular
   * coupon period times the coupon frequency.
   */
  readonly basis: number;
}

/** The regular coupon period an ACT/ACT (ICMA) fraction is measured against. Dates are day numbers. */
export interface ReferencePeriod {
  readonly start: number;
  readonly end: number;
  /** Coupons per year. */
  readonly frequency: number;
}

/**
 * Days from `start` to `end` (day numbers) on the 30/360 US bond basis: a day 31 counts as 30 at the
 * start; at the end only when the start day (so adjusted) is 30. February month ends are not adjusted
 * (no SIA end-of-February rule), as in ISDA's "30/360 Bond Basis" and Excel's basis 0 for bonds.
 */
export function days360(start: number, end: number): number {
  const a = datePartsOf(start);
  const b = datePartsOf(end);
  const d1 = min(a.day, 30);
  const d2 = b.day === 31 && d1 === 30 ? 30 : b.day;
  return 360 * (b.year - a.year) + 30 * (b.month - a.month) + (d2 - d1);
}

/**
 * Days from `start` to `end` (day numbers) on SIFMA's 30/360 for US bonds that follow the end-of-month
 * rule (Standard Securities Calculation Methods, 30/360 rules 1–4, in that order): the last day of
 * February counts as a 30th at the start, and at the end too when the start was one; then a 31st at the
 * end counts as a 30th when the start (so adjusted) is a 30th; a 31st at the start counts as a 30th.
 */
export function days360Us(start: number, end: number): number {
  const a = datePartsOf(start);
  const b = datePartsOf(end);
  const startFebEnd = a.month === 2 && a.day === daysInMonth(a.year, 2);
  const endFebEnd = b.month === 2 && b.day === daysInMonth(b.year, 2);
  let d1 = a.day;
  let d2 = b.day;
  if (startFebEnd && endFebEnd) d2 = 30;
  if (startFebEnd) d1 = 30;
  if (d2 === 31 && d1 >= 30) d2 = 30;
  if (d1 === 31) d1 = 30;
  return 360 * (b.year - a.year) + 30 * (b.month - a.month) + (d2 - d1);
}

/**
 * Days from `start` to `end` (day numbers) on the 30E/360 Eurobond basis (ISDA 2006 4.16(g)): every
 * day 31 counts as 30, at either end; February month ends are not adjusted.
 */
export function days360European(start: number, end: number): number {
  const a = datePartsOf(start);
  const b = datePartsOf(end);
  return 360 * (b.year - a.year) + 30 * (b.month - a.month) + (min(b.day, 30) - min(a.day, 30));
}

/**
 * Days from `start` to `end` (day numbers, `start` ≤ `end`) without 29 February: the days of the JGB
 * convention (Japan Securities Dealers Association; QuantLib's "Actual/365 (No Leap)", rule BND-14).
 * The days counted are those after `start` up to and including `end`, so a 29 February among them is
 * left out: 28 February → 1 March 2028 is 1 day, as in a common year; 29 February → 1 March is 1 day.
 */
export function daysNoLeap(start: number, end: number): number {
  let days = end - start;
  const first = datePartsOf(start).year;
  const last = datePartsOf(end).year;
  for (let year = first; year <= last; year += 1) {
    if (daysInMonth(year, 2) !== 29) continue;
    const leapDay = dayNumberOf(year, 2, 29);
    if (leapDay > start && leapDay <= end) days -= 1;
  }
  return days;
}

/**
 * The year fraction from `start` to `end` (day numbers, `start` ≤ `end`) by `dayCount`, as
 * `days / basis` (see {@link DayCountFraction}). Not rounded: both parts are whole numbers.
 * @param period the regular coupon period around the accrual; ACT/ACT (ICMA) needs it, the others ignore it
 * @throws RangeError for ACT/ACT without a period, or an unknown convention.
 */
export function dayCountFraction(dayCount: DayCount, start: number, end: number, period?: ReferencePeriod): DayCountFraction {
  const convention: string = dayCount;
  switch (convention) {
    case 'ACT/ACT':
      if (period === undefined) throw new RangeError('ACT/ACT (ICMA) needs the coupon period');
      return { days: end - start, basis: (period.end - period.start) * period.frequency };
    case '30/360':
      return { days: days360(start, end), basis: 360 };
    case '30E/360':
      return { days: days360European(start, end), basis: 360 };
    case 'ACT/360':
      return { days: end - start, basis: 360 };
    case 'ACT/365':
      return { days: end - start, basis: 365 };
    case 'NL/365':
      return { days: daysNoLeap(start, end), basis: 365 };
    default:
      throw new RangeError(`unsupported day count: ${convention}`);
  }
}
