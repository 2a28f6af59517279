import { addMonths, isMonthEnd, isWeekend } from 'shared/calendar';
import { couponPeriodAround } from './coupon-schedule';
import { days360, days360European, days360Us, daysNoLeap, type DayCount } from './day-count';
import { BOND_MARKET_HOLIDAYS } from 'shared/calendar';
import { HolidayCalendarError, isBusinessDay } from 'shared/calendar';

// Module-level aliases (see calendar-date.ts): the sandbox prices thousands of bonds through here.
const { max, min } = Math;

/**
 * A bond's coupon schedule in day numbers, odd periods and ex-coupon rule included: what the accrual,
 * the coupons and the yields of one bond need (rules BND-10, BND-11, BND-12). Every field beyond the
 * first four is optional, so that a bond without them keeps the regular schedule rolled back from
 * maturity, pays rate ÷ frequency a period and has no ex-coupon period.
 */
export interface AccrualSchedule {
  /** Coupon payments per year (a divisor of 12); 0 for a zero-coupon bond. */
  readonly cpnFreq: number;
  /** Day-count convention of coupon accrual. */
  readonly dayCount: DayCount;
  /** Issue date (interest accrues from it), day number. */
  readonly issue: number;
  /** Maturity date, day number. */
  readonly maturity: number;
  /** First coupon date when the first period is odd and long (day number); null or absent: the first regular date after issue. */
  readonly firstCoupon?: number | null;
  /** Last coupon date before maturity when the last period is odd (day number); null or absent: maturity is on the schedule. */
  readonly penultimate?: number | null;
  /** Days before a coupon date the bond trades ex-coupon; 0 or absent: never. */
  readonly exCouponDays?: number;
  /** True when {@link exCouponDays} are business days of the currency's market (gilts), else calendar days. */
  readonly exCouponBusinessDays?: boolean;
  /** The bond's currency: its market's holidays count business days, and US bonds follow US conventions. */
  readonly issueCurrency?: string;
  /** True when every period pays rate × the period's day-count fraction (some CNH notes) rather than rate ÷ frequency. */
  readonly couponByDays?: boolean;
}

/** One coupon period of the bond's actual schedule, day numbers. */
export interface BondCouponPeriod {
  /** Accrual start: the previous coupon date, or the issue date in the first period. */
  readonly start: number;
  /** The coupon date ending the period. */
  readonly end: number;
  /** True when the period is one whole regular period (pays rate ÷ frequency under ICMA's fixed coupon amount). */
  readonly regular: boolean;
  /** The regular coupon date on or before the period's start's notional period (equal to `start` unless the period is odd). */
  readonly referenceStart: number;
  /** True for the odd last period (its notional periods run forward from its start). */
  readonly last: boolean;
}

/** An exact year fraction `numerator / denominator` (whole numbers). */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

/** Months between coupons. @throws RangeError when `cpnFreq` is not a positive divisor of 12. */
export function monthsOf(cpnFreq: number): number {
  if (!Number.isInteger(cpnFreq) || cpnFreq <= 0 || 12 % cpnFreq !== 0) throw new RangeError(`unsupported coupon frequency: ${cpnFreq}`);
  return 12 / cpnFreq;
}

/** The date regular coupons are rolled back from: the penultimate coupon date of an odd last period, or maturity. */
function anchorOf(schedule: AccrualSchedule): number {
  return schedule.penultimate ?? schedule.maturity;
}

/** The first coupon date: the one the terms name, or the first regular date after issue (a short or regular first period). */
export function firstCouponOf(schedule: AccrualSchedule): number {
  if (schedule.firstCoupon !== undefined && schedule.firstCoupon !== null) return schedule.firstCoupon;
  const anchor = anchorOf(schedule);
  if (schedule.issue >= anchor) return schedule.maturity;
  return couponPeriodAround(anchor, schedule.cpnFreq, schedule.issue)?.next ?? schedule.maturity;
}

/** The regular (notional) coupon date before `date` on the schedule rolled back from the anchor. */
function notionalBefore(schedule: AccrualSchedule, date: number): number {
  const anchor = anchorOf(schedule);
  const step = monthsOf(schedule.cpnFreq);
  if (date > anchor) {
    // past the anchor (an odd last period): the notional dates run forward from it
    let previous = anchor;
    for (let k = 1; ; k += 1) {
      const next = addMonths(anchor, k * step, isMonthEnd(anchor));
      if (next >= date) return previous;
      previous = next;
    }
  }
  const around = couponPeriodAround(anchor, schedule.cpnFreq, date - 1);
  return around === null ? anchor : around.previous;
}

/**
 * The coupon period of the bond's actual schedule that contains `date` (start ≤ date < end).
 * @returns null before issue or on or after maturity.
 */
export function bondCouponPeriod(schedule: AccrualSchedule, date: number): BondCouponPeriod | null {
  if (date < schedule.issue || date >= schedule.maturity) return null;
  const step = monthsOf(schedule.cpnFreq);
  const first = firstCouponOf(schedule);
  if (date < first) {
    const referenceStart = notionalBefore(schedule, first);
    return { start: schedule.issue, end: first, regular: referenceStart === schedule.issue, referenceStart, last: false };
  }
  const penultimate = schedule.penultimate;
  if (penultimate !== undefined && penultimate !== null && date >= penultimate) {
    const regularEnd = addMonths(penultimate, step, isMonthEnd(penultimate));
    return { start: penultimate, end: schedule.maturity, regular: regularEnd === schedule.maturity, referenceStart: penultimate, last: true };
  }
  const around = couponPeriodAround(anchorOf(schedule), schedule.cpnFreq, date);
  if (around === null) return null;
  return { start: around.previous, end: around.next, regular: true, referenceStart: around.previous, last: false };
}

/** The period after `period` on the actual schedule; null after maturity. */
export function followingPeriod(schedule: AccrualSchedule, period: BondCouponPeriod): BondCouponPeriod | null {
  return bondCouponPeriod(schedule, period.end);
}

/**
 * 30/360 days by the bond's basis: for a US bond on a month-end schedule SIFMA's rule, whose end of
 * February counts as a 30th (rule BND-13); ISDA's bond basis otherwise; 30E/360 the Eurobond basis.
 */
export function days30(schedule: AccrualSchedule, start: number, end: number): number {
  if (schedule.dayCount === '30E/360') return days360European(start, end);
  return schedule.issueCurrency === 'USD' && isMonthEnd(anchorOf(schedule)) ? days360Us(start, end) : days360(start, end);
}

/** Days from `start` to `end` as the bond's day count counts them: 30/360 days, days without 29 February (NL/365), or actual days. */
export function conventionDays(schedule: AccrualSchedule, start: number, end: number): number {
  if (schedule.dayCount === '30/360' || schedule.dayCount === '30E/360') return days30(schedule, start, end);
  return schedule.dayCount === 'NL/365' ? daysNoLeap(start, end) : end - start;
}

/** `a + b` of two fractions, exactly. */
function plus(a: Fraction, b: Fraction): Fraction {
  if (a.numerator === 0) return b;
  if (b.numerator === 0) return a;
  if (a.denominator === b.denominator) return { numerator: a.numerator + b.numerator, denominator: a.denominator };
  return { numerator: a.numerator * b.denominator + b.numerator * a.denominator, denominator: a.denominator * b.denominator };
}

/**
 * ICMA's ACT/ACT fraction of `[from, to]` inside `period`: each part of it in a notional regular period
 * counts its actual days over the notional period's days × frequency (ICMA Rule 251), so an odd first or
 * last period is split into the notional periods it spans.
 */
function icmaFraction(schedule: AccrualSchedule, period: BondCouponPeriod, from: number, to: number): Fraction {
  const frequency = schedule.cpnFreq;
  if (period.regular) return { numerator: to - from, denominator: (period.end - period.start) * frequency };
  const step = monthsOf(frequency);
  let total: Fraction = { numerator: 0, denominator: 1 };
  if (period.last) {
    // notional periods forward from the last regular date
    const endOfMonth = isMonthEnd(period.start);
    for (let k = 0; ; k += 1) {
      const a = addMonths(period.start, k * step, endOfMonth);
      if (a >= to) break;
      const b = addMonths(period.start, (k + 1) * step, endOfMonth);
      const overlap = min(b, to) - max(a, from);
      if (overlap > 0) total = plus(total, { numerator: overlap, denominator: (b - a) * frequency });
    }
    return total;
  }
  // notional periods back from the first coupon date, on the regular schedule
  let b = period.end;
  while (b > from) {
    const a = notionalBefore(schedule, b);
    const overlap = min(b, to) - max(a, from);
    if (overlap > 0) total = plus(total, { numerator: overlap, denominator: (b - a) * frequency });
    b = a;
  }
  return total;
}

/** The year fraction of `[from, to]` (inside `period`) by the bond's day count, exactly. */
export function periodFraction(schedule: AccrualSchedule, period: BondCouponPeriod, from: number, to: number): Fraction {
  switch (schedule.dayCount) {
    case 'ACT/ACT':
      return icmaFraction(schedule, period, from, to);
    case '30/360':
    case '30E/360':
      return { numerator: days30(schedule, from, to), denominator: 360 };
    case 'ACT/360':
      return { numerator: to - from, denominator: 360 };
    case 'ACT/365':
      return { numerator: to - from, denominator: 365 };
    case 'NL/365':
      return { numerator: daysNoLeap(from, to), denominator: 365 };
    default:
      throw new RangeError(`unsupported day count: ${String(schedule.dayCount)}`);
  }
}

/**
 * What the period pays per 100 face as a fraction of the annual rate: 1 / frequency for a whole regular
 * period (ICMA's fixed coupon amount, whatever the day count), the day-count fraction of the period for
 * an odd one or for a bond whose terms say it pays by actual days (rule BND-10).
 */
export function couponFraction(schedule: AccrualSchedule, period: BondCouponPeriod): Fraction {
  if (period.regular && schedule.couponByDays !== true) return { numerator: 1, denominator: schedule.cpnFreq };
  return periodFraction(schedule, period, period.start, period.end);
}

/** `businessDays` business days of `currency`'s market before `date`; weekdays only where its table ends. */
function businessDaysBefore(date: number, businessDays: number, currency: string | undefined): number {
  const table = currency === undefined ? undefined : BOND_MARKET_HOLIDAYS[currency];
  let day = date;
  let remaining = businessDays;
  while (remaining > 0) {
    day -= 1;
    let open: boolean;
    try {
      open = table === undefined ? !isWeekend(day) : isBusinessDay(day, [table]);
    } catch (error) {
      if (!(error instanceof HolidayCalendarError)) throw error;
      open = !isWeekend(day);
    }
    if (open) remaining -= 1;
  }
  return day;
}

/**
 * The first settlement date on which a buyer no longer receives the coupon of `couponDate` (its
 * ex-coupon date, rule BND-11), or null when the bond has no ex-coupon period.
 */
export function exCouponDateOf(schedule: AccrualSchedule, couponDate: number): number | null {
  const days = schedule.exCouponDays ?? 0;
  if (days <= 0) return null;
  return schedule.exCouponBusinessDays === true ? businessDaysBefore(couponDate, days, schedule.issueCurrency) : couponDate - days;
}

/** True when a trade settling on `settlement` inside `period` is ex-coupon: the period's coupon goes to the seller. */
export function tradesExCoupon(schedule: AccrualSchedule, period: BondCouponPeriod, settlement: number): boolean {
  const exDate = exCouponDateOf(schedule, period.end);
  return exDate !== null && settlement >= exDate && settlement < period.end;
}
