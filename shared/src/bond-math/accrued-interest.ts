import { formatYyyymmdd, parseYyyymmdd } from './calendar-date';
import { couponPeriodAround } from './coupon-schedule';
import { dayCountFraction, type DayCount } from './day-count';
import { Decimal, divideHalfUp, type DecimalSource, type DecimalValue } from './decimal';

// A module-level alias of Math (see calendar-date.ts): the sandbox prices thousands of bonds through here.
const { max } = Math;

/** The bond fields accrual needs, with the bond contract's names and meanings (any `Bond` is one). */
export interface AccrualTerms {
  /** Annual coupon rate, percent (4.125 means 4.125 %); 0 for a zero-coupon bond. */
  readonly faceRate: number;
  /** Coupon payments per year (a divisor of 12); 0 for a zero-coupon bond. */
  readonly cpnFreq: number;
  /** Day-count convention of coupon accrual. */
  readonly dayCount: DayCount;
  /** Issue date, `YYYYMMDD`: interest accrues from it at the earliest. */
  readonly issueDate: string;
  /** Maturity date, `YYYYMMDD`: the anchor of the regular coupon schedule. */
  readonly maturityDate: string;
}

/**
 * How interest accrues up to a settlement date: accrued interest per 100 face is
 * `faceRate × days / basis` (faceRate in percent), exactly.
 */
export interface AccrualPeriod {
  /** Start of accrual, `YYYYMMDD`: the last regular coupon date, or the issue date when later. */
  readonly accrualStart: string;
  /** Regular coupon date on or before settlement, `YYYYMMDD` (may precede the issue date). */
  readonly previousCoupon: string;
  /** Regular coupon date after settlement, `YYYYMMDD`. */
  readonly nextCoupon: string;
  /** Days accrued by the convention: actual days, or 30/360 days. */
  readonly days: number;
  /**
   * Days of a year by the convention: 360, 365, or for ACT/ACT (ICMA) the actual days of the regular
   * coupon period times the coupon frequency.
   */
  readonly basis: number;
}

/** A bond's accrual schedule in day numbers, for callers that price many dates (see {@link accrualDays}). */
export interface AccrualSchedule {
  /** Coupon payments per year (a divisor of 12); 0 for a zero-coupon bond. */
  readonly cpnFreq: number;
  /** Day-count convention of coupon accrual. */
  readonly dayCount: DayCount;
  /** Issue date, day number. */
  readonly issue: number;
  /** Maturity date, day number. */
  readonly maturity: number;
}

/** {@link AccrualPeriod} in day numbers. */
export interface AccrualDays {
  readonly accrualStart: number;
  readonly previousCoupon: number;
  readonly nextCoupon: number;
  readonly days: number;
  readonly basis: number;
}

/**
 * {@link accrualPeriod} on day numbers, without parsing or formatting dates: for pricing that
 * discounts thousands of bonds. Ignores the coupon rate (the fraction is the same at any rate).
 * @returns null for a zero-coupon bond, settlement before issue, or on or after maturity.
 * @throws RangeError on an unsupported coupon frequency or day count.
 */
export function accrualDays(schedule: AccrualSchedule, settlement: number): AccrualDays | null {
  if (schedule.cpnFreq === 0 || settlement < schedule.issue) return null;
  const period = couponPeriodAround(schedule.maturity, schedule.cpnFreq, settlement);
  if (period === null) return null;
  const start = max(period.previous, schedule.issue);
  const { days, basis } = dayCountFraction(schedule.dayCount, start, settlement, {
    start: period.previous,
    end: period.next,
    frequency: schedule.cpnFreq,
  });
  return { accrualStart: start, previousCoupon: period.previous, nextCoupon: period.next, days, basis };
}

/** {@link accrualDays} of a bond's fields; null also for a zero coupon rate. */
function accrualOf(terms: AccrualTerms, settlementDate: string): AccrualDays | null {
  if (terms.cpnFreq === 0 || terms.faceRate === 0) return null;
  const schedule = { cpnFreq: terms.cpnFreq, dayCount: terms.dayCount, issue: parseYyyymmdd(terms.issueDate), maturity: parseYyyymmdd(terms.maturityDate) };
  return accrualDays(schedule, parseYyyymmdd(settlementDate));
}

/**
 * The accrual from the last coupon date to `settlementDate` (`YYYYMMDD`), by the bond's day count
 * (see {@link dayCountFraction}).
 *
 * The schedule is regular, rolled back from maturity every 12/cpnFreq months with the end-of-month
 * rule (see `couponPeriodAround`); odd first or last coupons other than a short first period are not
 * modelled. In the first period accrual starts at the issue date when that is later than the notional
 * coupon date (for ACT/ACT the denominator stays the notional period, as ICMA does).
 * @returns null when nothing accrues: a zero-coupon bond (cpnFreq 0 or faceRate 0), settlement
 * before the issue date, or settlement on or after maturity.
 * @throws RangeError on an invalid date, an unsupported coupon frequency or day count.
 */
export function accrualPeriod(terms: AccrualTerms, settlementDate: string): AccrualPeriod | null {
  const accrual = accrualOf(terms, settlementDate);
  if (accrual === null) return null;
  return {
    accrualStart: formatYyyymmdd(accrual.accrualStart),
    previousCoupon: formatYyyymmdd(accrual.previousCoupon),
    nextCoupon: formatYyyymmdd(accrual.nextCoupon),
    days: accrual.days,
    basis: accrual.basis,
  };
}

/**
 * Accrued interest per 100 face at `settlementDate` (`YYYYMMDD`): `faceRate × days / basis` of
 * {@link accrualPeriod}, exact but for the one division: rounded half-up to `decimals` places when
 * given (the wire's 6), otherwise to 40 for the caller to round once, to what it shows. 0 when
 * nothing accrues (zero-coupon, before issue, at or after maturity, on a coupon date).
 * E.g. a 4.125 % semi-annual ACT/ACT bond maturing 2034-05-15: settling 2026-05-23 accrues 8 days
 * of the 184-day period from 2026-05-15, 4.125 / 2 × 8 / 184; settling 2026-11-23 accrues 8 days of
 * the 181-day period from 2026-11-15, 4.125 / 2 × 8 / 181.
 * @throws RangeError on an invalid date, an unsupported coupon frequency or day count.
 */
export function accruedInterestPer100(terms: AccrualTerms, settlementDate: string, decimals?: number): DecimalValue {
  const period = accrualOf(terms, settlementDate);
  if (period === null) return new Decimal(0);
  const interest = new Decimal(terms.faceRate).times(period.days);
  return decimals === undefined ? interest.div(period.basis) : divideHalfUp(interest, period.basis, decimals);
}

/**
 * Accrued interest on `faceAmount` of the bond at `settlementDate` (`YYYYMMDD`), in the bond's
 * currency: `face × faceRate × days / (basis × 100)` as a single division (40 decimals, half-up), so
 * no rounded per-100 figure is multiplied up. Not rounded: round it to the currency's minor unit.
 * @throws RangeError on an invalid date, an unsupported coupon frequency or day count.
 */
export function accruedInterestOn(faceAmount: DecimalSource, terms: AccrualTerms, settlementDate: string): DecimalValue {
  const period = accrualOf(terms, settlementDate);
  if (period === null) return new Decimal(0);
  return new Decimal(faceAmount).times(terms.faceRate).times(period.days).div(period.basis * 100);
}
