/**
 * What the rest of the bond area may use of the bond detail page: the link to it (every bond name in the
 * list, the cart, the finder, orders and holdings). The page itself is loaded lazily by the routes.
 */
export { BondDetailLink, bondDetailPath } from './bond-detail-link';
export type { BondDetailLinkProps } from './bond-detail-link';
// today's indicative TWD rates of the bond currencies, which the finder's budget reads too
export { bondFxRatesQuery } from './api/bond-detail-queries';
// 「除息交易中」 on every page that lists a bond (rule BND-11)
export { ExCouponBadge, settlementDateAt } from './ex-coupon-badge';
export type { ExCouponBadgeProps } from './ex-coupon-badge';
