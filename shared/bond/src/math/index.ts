/**
 * `@shared/bond/math`: bond maths, once for the whole product (the cart's estimate and the sandbox's
 * pricing alike): day counts (30/360, 30E/360, ACT/ACT ICMA, ACT/365, ACT/360, NL/365), the regular coupon
 * schedule and ex-coupon periods, accrued interest in exact decimals, the trade and settlement dates of a
 * bond order, and price <-> yield (yields to maturity, call and worst, dirty price, price from yield,
 * projected cash flows), the same for the bond pages and the sandbox's prices. Dates, holidays and
 * decimals come from the kernel's pure `shared/calendar` and `shared/money`.
 *
 * Pure and stateless: bundled by the remote that uses it (never shared at run time) and loaded by the
 * sandbox under Node.
 *
 * Rounding: nothing here rounds but the divisions, which keep 40 decimals (half-up); callers round once,
 * to what they show (`roundHalfUp`).
 * @packageDocumentation
 */

export { dayCountFraction, days360, days360Us } from './day-count';
export type { DayCount, DayCountFraction, ReferencePeriod } from './day-count';
export { couponDateBefore, couponPeriodAround, couponSchedule } from './coupon-schedule';
export type { CouponPeriod, CouponSchedule } from './coupon-schedule';
export { accrualDays, accrualPeriod, accrualScheduleOf, accruedInterestOn, accruedInterestPer100 } from './accrued-interest';
export type { AccrualDays, AccrualPeriod, AccrualSchedule, AccrualTerms } from './accrued-interest';
export { BOND_CUTOFF, settlementOfTrade, tradeAndSettlement } from './trade-settlement';
export type { TradeAndSettlement } from './trade-settlement';
export { bondTerms, cleanPrice, pricing, solveYield, toMaturity, YIELD_PRICE_TOLERANCE } from './bond-yield';
export type { BondTerms, Pricing, Redemption } from './bond-yield';
export {
  ACCRUED_DECIMALS,
  PRICE_DECIMALS,
  YIELD_DECIMALS,
  holdingCashFlows,
  isExCoupon,
  nextCouponOf,
  priceAtYield,
  priceFigures,
  projectedCashFlows,
  yieldTermsOf,
} from './bond-figures';
export { bondCouponPeriod, couponFraction, exCouponDateOf, firstCouponOf, followingPeriod, tradesExCoupon } from './bond-schedule';
export type { BondCouponPeriod, Fraction } from './bond-schedule';
export { couponsDue, exCouponNotice, exCouponStatus } from './ex-coupon';
export type { ExCouponNotice, ExCouponStatus } from './ex-coupon';
export type { CallDate, HoldingCashFlow, HoldingTrade, PriceFigures, ProjectedCashFlow, YieldTermsSource } from './bond-figures';
