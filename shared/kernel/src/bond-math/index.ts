/**
 * Bond maths, once for the whole platform (the cart's estimate and the sandbox's pricing alike):
 * calendar dates as day numbers, day counts (30/360, 30E/360, ACT/ACT ICMA, ACT/365, ACT/360), the
 * regular coupon schedule, accrued interest in exact decimals (big.js), settlement dates on the
 * business days of Taiwan and of the bond's currency market (holiday tables for 2025–2028), and price ↔
 * yield (yields to maturity, call and worst, dirty price, price from yield, projected cash flows), the
 * same for the bond detail page and the sandbox's prices.
 *
 * Imported as `shared/bond-math`, not through `shared`'s main entry: it is pure and stateless, so each
 * app bundles what it uses (the federation shares only the `shared` entry as a singleton), and the
 * sandbox, which runs under Node, loads it without the React code of the main entry.
 *
 * Rounding: nothing here rounds but the divisions, which keep 40 decimals (half-up); callers round once,
 * to what they show (`roundHalfUp`).
 * @packageDocumentation
 */

export {
  addMonths,
  datePartsOf,
  dayNumberOf,
  formatYyyymmdd,
  isMonthEnd,
  isWeekend,
  parseYyyymmdd,
  taipeiDate,
} from './calendar-date';
export type { DateParts } from './calendar-date';
export { dayCountFraction, days360, days360Us } from './day-count';
export type { DayCount, DayCountFraction, ReferencePeriod } from './day-count';
export { couponDateBefore, couponPeriodAround, couponSchedule } from './coupon-schedule';
export type { CouponPeriod, CouponSchedule } from './coupon-schedule';
export { accrualDays, accrualPeriod, accrualScheduleOf, accruedInterestOn, accruedInterestPer100 } from './accrued-interest';
export type { AccrualDays, AccrualPeriod, AccrualSchedule, AccrualTerms } from './accrued-interest';
export { Decimal, decimalPlaces, roundHalfUp, toNumber } from './decimal';
// the decimals of every currency's amounts, one table for every page (rule ACC-4)
export { MINOR_UNIT_DIGITS, TWD_ESTIMATE_DIGITS, minorUnitDigits } from './minor-units';
// TWD values and totals: rows rounded as shown, totals summed exactly and rounded once (rule ACC-4)
export { twdTotal, twdValue } from './twd-value';
export type { TwdTerm } from './twd-value';
// the money rules of fund orders (rules FND-5, FND-6, FND-8): pure like the rest, shared by page and sandbox
export {
  FUND_CUTOFF,
  UNIT_DECIMALS,
  amountDecimals,
  buyingPowerShortfall,
  canCancelFundOrder,
  fundCancelDeadline,
  fundMarketOf,
  fundOrderDates,
  checkRedemptionUnits,
  checkSubscriptionAmount,
  redemptionProceeds,
  subscriptionCost,
  unitsFor,
} from './fund-order-rules';
export type { FundOrderDates, ParsedQuantity, SubscriptionCost } from './fund-order-rules';
export type { DecimalSource, DecimalValue } from './decimal';
export { HolidayCalendarError, settlementDate, weekdaySettlementDate } from './settlement-date';
export type { MarketCalendars } from './settlement-date';
export { BOND_MARKET_HOLIDAYS, CURRENCY_HOLIDAYS } from './holidays';
export { MARKET_SETTLEMENT_DAYS } from './market-settlement';
export { addDays, businessDaysAfter, taipeiInstant, tradeDateAt } from './trade-calendar';
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
