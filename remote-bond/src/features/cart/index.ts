/**
 * What the rest of the bond area may use of the cart: adding a bond, and its decimal formatting. The page and the header's button
 * are loaded on their own (a lazy route, an exposed module), so they are not exported here.
 */
export { useAddToCart } from './api/add-to-cart';
export type { AddToCartResult } from './api/add-to-cart';
// the cart's decimal formatting, which the bond list uses for its figures too
export { formatDecimal, formatPrice } from './domain/format-decimal';
// the cart's rules the bond detail page and the finder apply too: the smallest face value and its steps
// (rule CRT-5), the fee schedule, and amounts rounded to a currency's minor unit
export { toCartLine, validateFaceValue, faceValueRulesOf, findCurrencyFee, roundToMinorUnit, minorUnitDigits } from './domain';
export type { CartCurrencyFee, CartFeeSchedule } from './domain';
export { feeScheduleQuery } from './api/cart-position-query';
