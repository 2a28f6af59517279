import { NoticeTag } from 'shared';
import { BOND_CUTOFF, exCouponNotice, exCouponStatus, tradeAndSettlement, type AccrualTerms } from '@shared/bond/math';
import { MARKET_SETTLEMENT_DAYS } from 'shared/calendar';

/** The market's lag when the table has no entry for the currency (the usual T+2). */
const USUAL_LAG = 2;

/**
 * The settlement date of a trade in `currency` sent at `now` (rule BND-16): the date a page that lists a
 * bond without its own order (the list, the finder, the holdings) asks {@link ExCouponBadge} about, the
 * same one the sandbox computed the list's figures for.
 */
export function settlementDateAt(now: number, currency: string): string {
  return tradeAndSettlement(now, currency, BOND_CUTOFF, MARKET_SETTLEMENT_DAYS[currency] ?? USUAL_LAG).settlementDate;
}

/** Props of {@link ExCouponBadge}. */
export interface ExCouponBadgeProps {
  /** The bond's terms (any `Bond`, a holdings position, a cart or order line's bond). */
  readonly bond: AccrualTerms;
  /** The settlement date of the trade the page is about, `YYYYMMDD`. */
  readonly settlementDate: string;
}

/**
 * 「除息交易中」 when a trade settling on `settlementDate` is ex-coupon (rule BND-11), with what it means as
 * the tag's accessible description (and its tooltip; the description is not read twice): the one badge of
 * the list, the finder, the cart, order entry and the holdings, from the shared `exCouponStatus`. Nothing
 * outside the window.
 */
export function ExCouponBadge({ bond, settlementDate }: ExCouponBadgeProps) {
  const status = exCouponStatus(bond, settlementDate);
  return status === null ? null : <NoticeTag notice={exCouponNotice(status)} />;
}
