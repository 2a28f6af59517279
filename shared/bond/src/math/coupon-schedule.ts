import { addMonths, datePartsOf, isMonthEnd } from 'shared/calendar';

// Module-level aliases (see calendar-date.ts): the sandbox walks thousands of schedules.
const { isInteger } = Number;
const { floor, max } = Math;

/**
 * Checks a coupon frequency: a positive divisor of 12 (1, 2, 3, 4, 6, 12 coupons a year).
 * @throws RangeError otherwise (a zero-coupon bond has no schedule).
 */
function monthsBetweenCoupons(cpnFreq: number): number {
  if (!isInteger(cpnFreq) || cpnFreq <= 0 || 12 % cpnFreq !== 0) throw new RangeError(`unsupported coupon frequency: ${cpnFreq}`);
  return 12 / cpnFreq;
}

/**
 * The `k`-th regular coupon date before maturity (k = 0 is maturity itself), every 12/`cpnFreq` months
 * back, each computed from maturity itself (so no drift). When maturity is the last day of its month,
 * every coupon date is a month end (end-of-month rule); otherwise maturity's day of month is kept,
 * clamped to shorter months. Dates are day numbers.
 * @throws RangeError when `cpnFreq` is not a positive divisor of 12.
 */
export function couponDateBefore(maturity: number, cpnFreq: number, k: number): number {
  return addMonths(maturity, -k * monthsBetweenCoupons(cpnFreq), isMonthEnd(maturity));
}

/** The regular coupon period around a date: its start (on or before the date) and its end (after it). */
export interface CouponPeriod {
  /** Last regular coupon date on or before the date, as a day number (may precede the issue date). */
  readonly previous: number;
  /** First regular coupon date after the date, as a day number (maturity at the latest). */
  readonly next: number;
}

/**
 * The regular coupon period containing `date` (see {@link couponDateBefore} for the schedule).
 * @returns null when `date` is on or after maturity (no period left).
 * @throws RangeError when `cpnFreq` is not a positive divisor of 12.
 */
export function couponPeriodAround(maturity: number, cpnFreq: number, date: number): CouponPeriod | null {
  const step = monthsBetweenCoupons(cpnFreq);
  if (date >= maturity) return null;
  const endOfMonth = isMonthEnd(maturity);
  // Start at the coupon in the last month before the date's that is a whole number of periods from
  // maturity's (or at maturity), not at maturity: one step or two remain, whatever the bond's life.
  const to = datePartsOf(maturity);
  const from = datePartsOf(date);
  let k = max(1, floor(((to.year - from.year) * 12 + (to.month - from.month)) / step));
  let next = k === 1 ? maturity : addMonths(maturity, -(k - 1) * step, endOfMonth);
  let previous = addMonths(maturity, -k * step, endOfMonth);
  while (previous > date) {
    next = previous;
    k += 1;
    previous = addMonths(maturity, -k * step, endOfMonth);
  }
  return { previous, next };
}

/** The coupon dates seen from a date: the last one on or before it, and the later ones up to a cut-off. */
export interface CouponSchedule {
  /** Last regular coupon date on or before the date (maturity itself when the date is on or after it). */
  readonly previous: number;
  /** Regular coupon dates after the date and on or before the cut-off, in order. */
  readonly upcoming: readonly number[];
}

/**
 * The regular coupon dates (see {@link couponDateBefore}) after `date` up to `end` (a call date, or
 * maturity), and the last one on or before `date`: the cash flows a price discounts. Day numbers.
 * @throws RangeError when `cpnFreq` is not a positive divisor of 12.
 */
export function couponSchedule(maturity: number, cpnFreq: number, date: number, end: number): CouponSchedule {
  const step = monthsBetweenCoupons(cpnFreq);
  const endOfMonth = isMonthEnd(maturity);
  const upcoming: number[] = [];
  let k = 0;
  let coupon = maturity;
  while (coupon > date) {
    if (coupon <= end) upcoming.push(coupon);
    k += 1;
    coupon = addMonths(maturity, -k * step, endOfMonth);
  }
  upcoming.reverse();
  return { previous: coupon, upcoming };
}
