import type { CartBond } from './cart-bond';
import { days360, formatYyyymmdd, parseYyyymmdd } from './calendar-date';
import { couponPeriodAround } from './coupon-schedule';
import { Decimal, toNumber } from './decimal';

/** The bond fields accrual needs. */
export type AccrualTerms = Pick<CartBond, 'faceRate' | 'cpnFreq' | 'dayCount' | 'issueDate' | 'maturityDate'>;

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
  /** Days accrued by the convention: actual days, or 30/360 days for `30/360`. */
  readonly days: number;
  /**
   * Days of a year by the convention: 360, 365, or for ACT/ACT (ICMA) the actual days of the regular
   * coupon period times the coupon frequency.
   */
  readonly basis: number;
}

/** Days and year basis of the accrual from `start` to `settlement` (day numbers). */
function dayCountFraction(
  bond: AccrualTerms,
  start: number,
  settlement: number,
  periodDays: number,
): { days: number; basis: number } {
  const dayCount: string = bond.dayCount;
  switch (dayCount) {
    case 'ACT/ACT':
      return { days: settlement - start, basis: periodDays * bond.cpnFreq };
    case '30/360':
      return { days: days360(start, settlement), basis: 360 };
    case 'ACT/360':
      return { days: settlement - start, basis: 360 };
    case 'ACT/365':
      return { days: settlement - start, basis: 365 };
    default:
      throw new RangeError(`unsupported day count: ${dayCount}`);
  }
}

/**
 * The accrual from the last coupon date to `settlementDate` (`YYYYMMDD`), by the bond's day count:
 * - `ACT/ACT` (ICMA): actual days / (actual days of the regular coupon period × cpnFreq);
 * - `30/360` (US bond basis, see {@link days360}): 30/360 days / 360;
 * - `ACT/360`: actual days / 360; `ACT/365` (Fixed): actual days / 365.
 *
 * The schedule is regular, rolled back from maturity every 12/cpnFreq months with the end-of-month
 * rule (see {@link couponPeriodAround}); odd first or last coupons other than a short first period
 * are not modelled. In the first period accrual starts at the issue date when that is later than the
 * notional coupon date (for ACT/ACT the denominator stays the notional period, as ICMA does).
 * @returns null when nothing accrues: a zero-coupon bond (cpnFreq 0 or faceRate 0), settlement
 * before the issue date, or settlement on or after maturity.
 * @throws RangeError on an invalid date or an unsupported coupon frequency.
 */
export function accrualPeriod(bond: AccrualTerms, settlementDate: string): AccrualPeriod | null {
  if (bond.cpnFreq === 0 || bond.faceRate === 0) return null;
  const settlement = parseYyyymmdd(settlementDate);
  const issue = parseYyyymmdd(bond.issueDate);
  const maturity = parseYyyymmdd(bond.maturityDate);
  if (settlement < issue) return null;
  const period = couponPeriodAround(maturity, bond.cpnFreq, settlement);
  if (period === null) return null;
  const start = Math.max(period.previous, issue);
  const { days, basis } = dayCountFraction(bond, start, settlement, period.next - period.previous);
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
 * {@link accrualPeriod}, computed in decimal arithmetic (40 decimals) and returned as the nearest
 * number; 0 when nothing accrues (zero-coupon, before issue, at or after maturity, on a coupon date).
 * E.g. a 4.125 % semi-annual ACT/ACT bond maturing 2034-05-15: settling 2026-05-23 accrues 8 days
 * of the 184-day period from 2026-05-15, 4.125 / 2 × 8 / 184; settling 2026-11-23 accrues 8 days of
 * the 181-day period from 2026-11-15, 4.125 / 2 × 8 / 181.
 * @throws RangeError on an invalid date or an unsupported coupon frequency.
 */
export function accruedInterest(bond: AccrualTerms, settlementDate: string): number {
  const period = accrualPeriod(bond, settlementDate);
  if (period === null) return 0;
  return toNumber(new Decimal(bond.faceRate).times(period.days).div(period.basis));
}
