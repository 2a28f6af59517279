import { formatYyyymmdd, parseYyyymmdd } from './calendar-date';
import { couponPeriodAround } from './coupon-schedule';
import { dayCountFraction, type DayCount } from './day-count';
import { Decimal, type DecimalSource, type DecimalValue } from './decimal';

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
  if (terms.cpnFreq === 0 || terms.faceRate === 0) return null;
  const settlement = parseYyyymmdd(settlementDate);
  const issue = parseYyyymmdd(terms.issueDate);
  const maturity = parseYyyymmdd(terms.maturityDate);
  if (settlement < issue) return null;
  const period = couponPeriodAround(maturity, terms.cpnFreq, settlement);
  if (period === null) return null;
  const start = Math.max(period.previous, issue);
  const { days, basis } = dayCountFraction(terms.dayCount, start, settlement, {
    start: period.previous,
    end: period.next,
    frequency: terms.cpnFreq,
  });
  return {
    accrualStart: formatYyyymmdd(start),
    previousCoupon: formatYyyymmdd(period.previous),
    nextCoupon: formatYyyymmdd(period.next),
    days,
    basis,
  };
}

/**
 * Accrued interest per 100 face at `settlementDate` (`YYYYMMDD`): `faceRate × days / basis` of
 * {@link accrualPeriod}, exact but for the one division (40 decimals, half-up); not rounded further,
 * so callers round once, to what they show (the wire's 6 decimals, an amount's minor unit). 0 when
 * nothing accrues (zero-coupon, before issue, at or after maturity, on a coupon date).
 * E.g. a 4.125 % semi-annual ACT/ACT bond maturing 2034-05-15: settling 2026-05-23 accrues 8 days
 * of the 184-day period from 2026-05-15, 4.125 / 2 × 8 / 184; settling 2026-11-23 accrues 8 days of
 * the 181-day period from 2026-11-15, 4.125 / 2 × 8 / 181.
 * @throws RangeError on an invalid date, an unsupported coupon frequency or day count.
 */
export function accruedInterestPer100(terms: AccrualTerms, settlementDate: string): DecimalValue {
  const period = accrualPeriod(terms, settlementDate);
  if (period === null) return new Decimal(0);
  return new Decimal(terms.faceRate).times(period.days).div(period.basis);
}

/**
 * Accrued interest on `faceAmount` of the bond at `settlementDate` (`YYYYMMDD`), in the bond's
 * currency: `face × faceRate × days / (basis × 100)` as a single division (40 decimals, half-up), so
 * no rounded per-100 figure is multiplied up. Not rounded: round it to the currency's minor unit.
 * @throws RangeError on an invalid date, an unsupported coupon frequency or day count.
 */
export function accruedInterestOn(faceAmount: DecimalSource, terms: AccrualTerms, settlementDate: string): DecimalValue {
  const period = accrualPeriod(terms, settlementDate);
  if (period === null) return new Decimal(0);
  return new Decimal(faceAmount).times(terms.faceRate).times(period.days).div(period.basis * 100);
}
