/**
 * Pure domain logic of the bond cart: price band, minimum face value, line validation, line estimate
 * and per-currency totals. No React, no I/O; the bond maths (dates, accrued interest, settlement dates)
 * and exact decimal arithmetic come from `@shared/bond/math`.
 * @packageDocumentation
 */

export type { CartBond } from './cart-bond';
export { findCurrencyFee } from './cart-fee-schedule';
export type { CartCurrencyFee, CartFeeSchedule } from './cart-fee-schedule';
export { PRICE_DECIMALS, priceBand } from './price-band';
export type { PriceBand } from './price-band';
export { DEFAULT_MIN_FACE_VALUE, minFaceValueFor, raiseFaceValue } from './min-face-value';
export { LINE_MESSAGES, validateFaceValue, validateLimitPrice } from './validate-line';
export type { FaceValueRules, FieldValidation, LimitPriceRules } from './validate-line';
export { minorUnitDigits, roundToMinorUnit } from './minor-unit-digits';
export { DEFAULT_SETTLEMENT_DAYS, buyCost, cartTradeDate, custodyFeeTerms, estimateLine, missingFeeNote, missingHolidaysNote, missingTradeFeeNote, tradingFeeOf, yearlyCustodyFee } from './line-estimate';
export type { BuyCost, CustodyTerms, EstimateBond, LineEstimate, LineEstimateInput, TradeFee } from './line-estimate';
export { totalsByCurrency } from './cart-totals';
export type { CurrencyTotals, TotalsInput } from './cart-totals';
export { faceValueRulesOf, toCartLine } from './cart-line';
export type { CartLine, SavedLineChoices } from './cart-line';
export { formatPrice } from './format-decimal';
