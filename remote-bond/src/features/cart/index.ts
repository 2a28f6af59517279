/**
 * What the rest of the bond area may use of the cart: adding a bond, and its decimal formatting. The page and the header's button
 * are loaded on their own (a lazy route, an exposed module), so they are not exported here.
 */
export { useAddToCart } from './api/add-to-cart';
export type { AddToCartResult } from './api/add-to-cart';
// why the customer may not buy a bond (rule ORD-5), shown at the list's and the detail page's 加入購物車
export { useBuyRefusal } from './api/buy-refusal';
export { AddToCartButton } from './components/add-to-cart-button';
// the cart's decimal formatting, which the bond list uses for its figures too
export { formatPrice } from './domain/format-decimal';
// what order entry, the bond detail page and the finder reuse: the cart itself and the line rules (rules
// CRT-4, CRT-5), the fee schedule, and amounts rounded to a currency's minor unit
export { useCart } from './api/use-cart';
export type { CartView } from './api/use-cart';
// the one cost of buying a line (rules CRT-6, ORD-7): the cart, order entry and its confirmation show the same figures
export { DEFAULT_SETTLEMENT_DAYS, buyCost, cartTradeDate, custodyFeeTerms, tradingFeeOf, yearlyCustodyFee } from './domain';
export type { BuyCost, CustodyTerms, EstimateBond, TradeFee } from './domain';
export { faceValueRulesOf, findCurrencyFee, minorUnitDigits, priceBand, roundToMinorUnit, toCartLine, validateFaceValue, validateLimitPrice } from './domain';
export type { CartCurrencyFee, CartFeeSchedule, CartLine, FieldValidation, PriceBand } from './domain';
export { feeScheduleQuery } from './api/cart-position-query';
// what the bond ladder prices its rungs with, so the ladder's figures are the cart's (rules CRT-6, ORD-7, BND-18)
export { estimateLine, totalsByCurrency } from './domain';
export type { CurrencyTotals, LineEstimate } from './domain';
export { CartTotals } from './components/cart-totals';
