import { addMonths, isMonthEnd } from './calendar-date';

/** The regular coupon period around a date: its start (on or before the date) and its end (after it). */
export interface CouponPeriod {
  /** Last regular coupon date on or before the date, as a day number. */
  readonly previous: number;
  /** First regular coupon date after the date, as a day number (maturity at the latest). */
  readonly next: number;
}

/**
 * The regular coupon period containing `date`. Coupons fall every 12/`cpnFreq` months rolled back
 * from the maturity date, each computed from maturity itself (so no drift); when maturity is the last
 * day of its month, every coupon date is a month end (end-of-month rule), otherwise the maturity's day
 * of month is kept, clamped to shorter months. Dates are day numbers.
 * @returns null when `date` is on or after maturity (no period left).
 * @throws RangeError when `cpnFreq` is not a positive divisor of 12.
 */
export function couponPeriodAround(maturity: number, cpnFreq: number, date: number): CouponPeriod | null {
  if (!Number.isInteger(cpnFreq) || cpnFreq <= 0 || 12 % cpnFreq !== 0) throw new RangeError(`unsupported coupon frequency: ${cpnFreq}`);
  if (date >= maturity) return null;
  const step = 12 / cpnFreq;
  const endOfMonth = isMonthEnd(maturity);
  let next = maturity;
  let k = 1;
  let previous = addMonths(maturity, -step, endOfMonth);
  while (previous > date) {
    next = previous;
    k += 1;
    previous = addMonths(maturity, -k * step, endOfMonth);
  }
  return { previous, next };
}
