/**
 * Pure domain logic of the bond cart: price band, minimum face value, line validation, settlement
 * date, accrued interest, line estimate and per-currency totals. No React, no I/O; exact decimal
 * arithmetic with big.js.
 * @packageDocumentation
 */

export type { CartBond, CartDayCount } from './cartBond';
export { findCurrencyFee } from './cartFeeSchedule';
export type { CartCurrencyFee, CartFeeSchedule } from './cartFeeSchedule';
export { PRICE_DECIMALS, priceBand } from './priceBand';
export type { PriceBand } from './priceBand';
export { DEFAULT_MIN_FACE_VALUE, minFaceValueFor, raiseFaceValue } from './minFaceValue';
export { LINE_MESSAGES, validateFaceValue, validateLimitPrice } from './validateLine';
export type { FaceValueRules, FieldValidation, LimitPriceRules } from './validateLine';
export { settlementDate } from './settlementDate';
export { accrualPeriod, accruedInterest } from './accruedInterest';
export type { AccrualPeriod, AccrualTerms } from './accruedInterest';
export { minorUnitDigits, roundToMinorUnit } from './minorUnitDigits';
export { DEFAULT_SETTLEMENT_DAYS, estimateLine, missingFeeNote } from './lineEstimate';
export type { EstimateBond, LineEstimate, LineEstimateInput } from './lineEstimate';
export { totalsByCurrency } from './cartTotals';
export type { CurrencyTotals, TotalsInput } from './cartTotals';
export { faceValueRulesOf, toCartLine } from './cartLine';
export type { CartLine, SavedLineChoices } from './cartLine';
export { formatDecimal, formatPrice } from './formatDecimal';
