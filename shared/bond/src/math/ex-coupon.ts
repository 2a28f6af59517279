import { accrualScheduleOf, type AccrualTerms } from './accrued-interest';
import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { Decimal, type DecimalSource, type DecimalValue } from 'shared/money';
import { bondCouponPeriod, exCouponDateOf, tradesExCoupon } from './bond-schedule';
import { formatDate } from 'shared/format';

// Kept apart from the yields (bond-figures.ts): the list, the finder and the cart ask it of every bond they
// show, and need none of the price and yield maths for it.

/** The ex-coupon window a settlement date is in: the coupon that goes to the seller and the date the window opened. */
export interface ExCouponStatus {
  /** The coming coupon date, `YYYYMMDD`: its coupon goes to whoever held the bond before the ex-coupon date. */
  readonly couponDate: string;
  /** The first settlement date without that coupon, `YYYYMMDD`. */
  readonly exCouponDate: string;
}

/**
 * Whether a trade settling on `settlementDate` is ex-coupon (rule BND-11), the one test every page that
 * lists a bond uses for 「除息交易中」: the window of the coming coupon, or null outside one (and for a
 * bond without an ex-coupon period, a zero-coupon bond, before issue or at maturity).
 */
export function exCouponStatus(bond: AccrualTerms, settlementDate: string): ExCouponStatus | null {
  if (bond.cpnFreq === 0 || (bond.exCouponDays ?? 0) <= 0) return null;
  const terms = accrualScheduleOf(bond);
  const settlement = parseYyyymmdd(settlementDate);
  const period = bondCouponPeriod(terms, settlement);
  if (period === null || !tradesExCoupon(terms, period, settlement)) return null;
  const exDate = exCouponDateOf(terms, period.end);
  return exDate === null ? null : { couponDate: formatYyyymmdd(period.end), exCouponDate: formatYyyymmdd(exDate) };
}

/** The words every page shows for {@link exCouponStatus}: a short label and the explanation (zh-TW). */
export interface ExCouponNotice {
  /** 「除息交易中」. */
  readonly label: string;
  /** What it means for a buyer and a seller, with the coupon date and the ex-coupon date. */
  readonly description: string;
}


/** The label and explanation of an ex-coupon window (rule BND-11), the same words on every page. */
export function exCouponNotice(status: ExCouponStatus): ExCouponNotice {
  return {
    label: '除息交易中',
    description: `自 ${formatDate(status.exCouponDate)} 交割起除息：買方不含 ${formatDate(status.couponDate)} 之下期配息，應計利息（前手息）為負；賣方仍領取該期配息。`,
  };
}

/**
 * The coupons of a holding fixed on `today` but not yet paid: those whose ex-coupon (record) date has come
 * (rule BND-11). A holder's value counts them beside its accrued interest, which is negative from then to
 * the payment date; exact, in the bond's currency.
 */
export function couponsDue(flows: readonly { readonly date: string; readonly coupon: DecimalSource; readonly exCouponDate: string | null }[], today: string): DecimalValue {
  let due = new Decimal(0);
  for (const flow of flows) if (flow.exCouponDate !== null && flow.exCouponDate <= today && flow.date > today) due = due.plus(flow.coupon);
  return due;
}
