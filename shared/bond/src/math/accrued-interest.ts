import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { bondCouponPeriod, conventionDays, periodFraction, tradesExCoupon, type AccrualSchedule } from './bond-schedule';
import type { DayCount } from './day-count';
import { Decimal, divideHalfUp, type DecimalSource, type DecimalValue } from 'shared/money';

/** The bond fields accrual needs, with the bond contract's names and meanings (any `Bond` is one). */
export interface AccrualTerms {
  /** Annual coupon rate, percent (4.125 means 4.125 %); 0 for a zero-coupon bond. */
  readonly faceRate: number;
  /** Coupon payments per year (a divisor of 12); 0 for a zero-coupon bond. */
  readonly cpnFreq: number;
  /** Day-count convention of coupon accrual. */
  readonly dayCount: DayCount;
  /** Issue date, `YYYYMMDD`: interest accrues from it. */
  readonly issueDate: string;
  /** Maturity date, `YYYYMMDD`: the anchor of the regular coupon schedule unless the last period is odd. */
  readonly maturityDate: string;
  /** First coupon date, `YYYYMMDD`, when the first period is long (rule BND-12); absent or null: the first regular date after issue. */
  readonly firstCouponDate?: string | null | undefined;
  /** Last coupon date before maturity, `YYYYMMDD`, when the last period is odd (rule BND-12); absent or null: none. */
  readonly penultimateCouponDate?: string | null | undefined;
  /** Days before a coupon date the bond trades ex-coupon (rule BND-11); absent or 0: never. */
  readonly exCouponDays?: number | undefined;
  /** True when {@link exCouponDays} are business days of the currency's market (gilts), else calendar days. */
  readonly exCouponBusinessDays?: boolean | undefined;
  /** The bond's currency, ISO 4217: its market's calendar and conventions (rules BND-11, BND-13). */
  readonly issueCurrency?: string | undefined;
  /** True when every period pays rate × its day-count fraction (rule BND-10); absent: rate ÷ frequency a regular period. */
  readonly couponByDays?: boolean | undefined;
}

/**
 * How interest accrues up to a settlement date: accrued interest per 100 face is
 * `faceRate × numerator / basis` (faceRate in percent), exactly; negative inside the ex-coupon period.
 */
export interface AccrualPeriod {
  /** Start of accrual, `YYYYMMDD`: the last coupon date, or the issue date in the first period. */
  readonly accrualStart: string;
  /** Start of the coupon period's regular (notional) period, `YYYYMMDD`: the last coupon date, or the regular date before the first coupon. */
  readonly previousCoupon: string;
  /** The coupon date ending the period, `YYYYMMDD`. */
  readonly nextCoupon: string;
  /**
   * Days accrued by the convention (actual days, or 30/360 days); inside the ex-coupon period the days
   * from settlement to the coming coupon date, negative (the buyer gets them back from the seller).
   */
  readonly days: number;
  /** The fraction's numerator: `days`, but for an odd ACT/ACT period the days weighted by notional period. */
  readonly numerator: number;
  /** The fraction's denominator: 360, 365, or for ACT/ACT (ICMA) the notional period's days × frequency. */
  readonly basis: number;
  /** True when the trade is ex-coupon: the coming coupon goes to the seller (rule BND-11). */
  readonly exCoupon: boolean;
}

export type { AccrualSchedule } from './bond-schedule';

/** {@link AccrualPeriod} in day numbers. */
export interface AccrualDays {
  readonly accrualStart: number;
  readonly previousCoupon: number;
  readonly nextCoupon: number;
  readonly days: number;
  readonly numerator: number;
  readonly basis: number;
  readonly exCoupon: boolean;
}

/**
 * {@link accrualPeriod} on day numbers, without parsing or formatting dates: for pricing that
 * discounts thousands of bonds. Ignores the coupon rate (the fraction is the same at any rate).
 * @returns null for a zero-coupon bond, settlement before issue, or on or after maturity.
 * @throws RangeError on an unsupported coupon frequency or day count.
 */
export function accrualDays(schedule: AccrualSchedule, settlement: number): AccrualDays | null {
  if (schedule.cpnFreq === 0) return null;
  const period = bondCouponPeriod(schedule, settlement);
  if (period === null) return null;
  const ex = tradesExCoupon(schedule, period, settlement);
  // ex-coupon, the buyer pays back what accrues from settlement to the coupon date (DMO, ICMA)
  const fraction = ex ? periodFraction(schedule, period, settlement, period.end) : periodFraction(schedule, period, period.start, settlement);
  const days = ex ? -conventionDays(schedule, settlement, period.end) : conventionDays(schedule, period.start, settlement);
  return {
    accrualStart: period.start,
    previousCoupon: period.referenceStart,
    nextCoupon: period.end,
    days,
    numerator: ex ? -fraction.numerator : fraction.numerator,
    basis: fraction.denominator,
    exCoupon: ex,
  };
}

/** The bond's schedule in day numbers, from its contract fields. @throws RangeError on an invalid date. */
export function accrualScheduleOf(terms: AccrualTerms): AccrualSchedule {
  return {
    cpnFreq: terms.cpnFreq,
    dayCount: terms.dayCount,
    issue: parseYyyymmdd(terms.issueDate),
    maturity: parseYyyymmdd(terms.maturityDate),
    firstCoupon: terms.firstCouponDate === undefined || terms.firstCouponDate === null ? null : parseYyyymmdd(terms.firstCouponDate),
    penultimate: terms.penultimateCouponDate === undefined || terms.penultimateCouponDate === null ? null : parseYyyymmdd(terms.penultimateCouponDate),
    exCouponDays: terms.exCouponDays ?? 0,
    exCouponBusinessDays: terms.exCouponBusinessDays ?? false,
    ...(terms.issueCurrency === undefined ? {} : { issueCurrency: terms.issueCurrency }),
    couponByDays: terms.couponByDays ?? false,
  };
}

/** {@link accrualDays} of a bond's fields; null also for a zero coupon rate. */
function accrualOf(terms: AccrualTerms, settlementDate: string): AccrualDays | null {
  if (terms.cpnFreq === 0 || terms.faceRate === 0) return null;
  return accrualDays(accrualScheduleOf(terms), parseYyyymmdd(settlementDate));
}

/**
 * The accrual from the last coupon date (or the issue date) to `settlementDate` (`YYYYMMDD`), by the
 * bond's day count and schedule: odd first and last periods (rule BND-12) and the ex-coupon period
 * (rule BND-11), where it runs from settlement to the coming coupon date, negative.
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
    numerator: accrual.numerator,
    basis: accrual.basis,
    exCoupon: accrual.exCoupon,
  };
}

/**
 * Accrued interest per 100 face at `settlementDate` (`YYYYMMDD`): `faceRate × numerator / basis` of
 * {@link accrualPeriod}, exact but for the one division: rounded half-up to `decimals` places when
 * given (the wire's 6), otherwise to 40 for the caller to round once, to what it shows. 0 when
 * nothing accrues (zero-coupon, before issue, at or after maturity, on a coupon date); negative when the
 * trade is ex-coupon (rule BND-11).
 * E.g. a 4.125 % semi-annual ACT/ACT bond maturing 2034-05-15: settling 2026-05-23 accrues 8 days
 * of the 184-day period from 2026-05-15, 4.125 / 2 × 8 / 184; settling 2026-11-23 accrues 8 days of
 * the 181-day period from 2026-11-15, 4.125 / 2 × 8 / 181.
 * @throws RangeError on an invalid date, an unsupported coupon frequency or day count.
 */
export function accruedInterestPer100(terms: AccrualTerms, settlementDate: string, decimals?: number): DecimalValue {
  const period = accrualOf(terms, settlementDate);
  if (period === null) return new Decimal(0);
  const interest = new Decimal(terms.faceRate).times(period.numerator);
  return decimals === undefined ? interest.div(period.basis) : divideHalfUp(interest, period.basis, decimals);
}

/**
 * Accrued interest on `faceAmount` of the bond at `settlementDate` (`YYYYMMDD`), in the bond's
 * currency: `face × faceRate × numerator / (basis × 100)` as a single division (40 decimals, half-up), so
 * no rounded per-100 figure is multiplied up; negative when the trade is ex-coupon (rule BND-11). Not
 * rounded: round it to the currency's minor unit.
 * @throws RangeError on an invalid date, an unsupported coupon frequency or day count.
 */
export function accruedInterestOn(faceAmount: DecimalSource, terms: AccrualTerms, settlementDate: string): DecimalValue {
  const period = accrualOf(terms, settlementDate);
  if (period === null) return new Decimal(0);
  return new Decimal(faceAmount).times(terms.faceRate).times(period.numerator).div(period.basis * 100);
}
