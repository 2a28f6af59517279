/**
 * Typed API contracts of the bond back end: request builders, answer parsers, StatusCodes and the
 * filter vocabulary. Browser code only. Each item says in its doc comment whether it is the known
 * broker contract (rule API-1) or our own (saving favourites/cart, fee schedule, login verify).
 * @packageDocumentation
 */

export { ApiPath, FunId } from './endpoints';
export type { FunIdValue, QueryRequest } from './endpoints';

export { StatusCode, STATUS_MESSAGES, isSessionInvalid, errorKindForStatusCode } from './status-codes';
export type { KnownStatusCode } from './status-codes';

export { parseEnvelope, apiErrorFromEnvelope, parseSuccess, successSchema, EnvelopeSchema } from './envelope';
export { parseAnswer, checkContract, issuePath, MALFORMED_MESSAGE } from './parse-answer';
export type { ContractSchema, ContractInput, ContractOutput, ContractIssue } from './parse-answer';
export type { Envelope, SuccessAnswer, FailureAnswer } from './envelope';

export { isinCheckDigit, isValidIsin } from './isin';

export {
  CURRENCY_OPTIONS,
  STOCK_CLASS_OPTIONS,
  CPN_FREQ_OPTIONS,
  COUPON_FREQUENCIES,
  INVESTOR_RESTRICTION_OPTIONS,
  PRODUCT_RISK_GRADE_OPTIONS,
  DAY_COUNT_OPTIONS,
  CREDIT_RATINGS,
  RATING_AGENCY_OPTIONS,
  isInvestmentGrade,
  optionValues,
  labelOf,
} from './bond-vocabulary';
export type {
  LabelledOption,
  CurrencyCode,
  StockClass,
  CpnFreqFilter,
  CouponFrequency,
  InvestorRestriction,
  ProductRiskGrade,
  DayCountConvention,
  CreditRating,
  RatingAgency,
} from './bond-vocabulary';

export {
  FACE_VALUE_OPTIONS,
  REMAINING_TERM_OPTIONS,
  FACE_RATE_OPTIONS,
  DYTM_OPTIONS,
  DYTC_OPTIONS,
  REF_PRICE_BUY_OPTIONS,
  SYMBOL_FILTER_NAMES,
  SYMBOL_FILTERS,
  inRange,
} from './filter-options';
export type {
  RangeOption,
  FaceValueFilter,
  RemainingTermFilter,
  FaceRateFilter,
  YieldFilter,
  RefPriceBuyFilter,
  SymbolFilterName,
  SymbolFilterDefinition,
} from './filter-options';

export { BondSchema, BOND_ENTRIES } from './bond';
export type { Bond } from './bond';

export { EMPTY_FILTERS, bondMatchesFilters, normalizeSearchText, bondSearchHaystack, matchesSearchText } from './bond-filters';
export type { SymbolListFilters } from './bond-filters';

export {
  SymbolKind,
  SearchKind,
  SYMBOL_TYPE,
  SymbolListDataSchema,
  SymbolListAnswerDataSchema,
  SymbolListAnswerSchema,
  buildSymbolListRequest,
  parseSymbolListAnswer,
  readSymbolListItems,
  parseSymbolListItem,
} from './symbol-list';
export type {
  SymbolKindValue,
  SearchKindValue,
  SymbolListData,
  SymbolListRequest,
  SymbolListAnswer,
  SymbolListRequestOptions,
} from './symbol-list';

export {
  DataKind,
  ACCOUNT_PREFIX,
  MAX_FAVORITES,
  MAX_CART_ITEMS,
  formatAccount,
  parseAccount,
  encodeFavoritesContent,
  encodeCartContent,
  AccountSchema,
  VersionSchema,
  FavoritesContentSchema,
  CartItemSchema,
  CartContentSchema,
} from './favorites';
export type { DataKindValue, FavoritesContent, CartItem, CartContent } from './favorites';

export { buildFavoritesQuery, parseFavoritesAnswer, FavoritesQueryDataSchema, FavoritesListDataSchema, CartListDataSchema, FavoritesAnswerSchema } from './favorites-query';
export type { FavoritesQueryData, FavoritesQueryRequest, SavedList, SavedLists, SavedListData, FavoritesAnswer } from './favorites-query';

export { buildFavoritesSave, FavoritesSaveDataSchema } from './favorites-save';
export type { FavoritesSaveData, FavoritesSaveRequest, FavoritesSaveContent } from './favorites-save';

export { buildFeeScheduleRequest, parseFeeScheduleAnswer, CurrencyFeeSchema, FeeScheduleSchema, FeeScheduleAnswerSchema } from './fee-schedule';
export type { CurrencyFee, FeeSchedule, FeeScheduleData, FeeScheduleRequest, FeeScheduleAnswer } from './fee-schedule';

export {
  buildCustomerProfileRequest,
  parseCustomerProfileAnswer,
  CustomerProfileSchema,
  CustomerProfileDataSchema,
  CustomerProfileAnswerSchema,
  ProfileAccountSchema,
  SettlementAccountSchema,
  AgreementSchema,
  CurrencyCodeSchema,
  INVESTOR_CLASS_OPTIONS,
  RISK_TYPE_OPTIONS,
} from './customer-profile';
export type {
  CustomerProfile,
  CustomerProfileData,
  CustomerProfileRequest,
  CustomerProfileAnswer,
  ProfileAccount,
  SettlementAccount,
  Agreement,
  InvestorClass,
  RiskType,
} from './customer-profile';

export {
  MARGIN_CURRENCIES,
  MARGIN_CURRENCY_NAMES,
  MINOR_UNITS,
  isMarginCurrency,
  taipeiIsoTime,
  AccountNoSchema,
  TaipeiTimeSchema,
  MarginCurrencySchema,
  MarginBalanceDataSchema,
  MarginCurrencyBalanceSchema,
  MarginBalanceSchema,
  MarginBalanceAnswerSchema,
  buildMarginBalanceRequest,
  parseMarginBalanceAnswer,
} from './margin-balance';
export type { MarginCurrency, MarginBalanceData, MarginCurrencyBalance, MarginBalance, MarginBalanceRequest, MarginBalanceAnswer } from './margin-balance';

export { FxRateSchema, FxRatesSchema, FxRatesAnswerSchema, buildFxRatesRequest, parseFxRatesAnswer } from './fx-rates';
export type { FxRate, FxRates, FxRatesData, FxRatesRequest, FxRatesAnswer } from './fx-rates';

export {
  buildAuthVerifyRequest,
  parseAuthVerifyAnswer,
  AuthVerifyRequestSchema,
  AuthVerifyDataSchema,
  AuthVerifyAnswerSchema,
  PostDataSchema,
  UserDataSchema,
  UserAccountSchema,
} from './auth-verify';
export type { AuthVerifyRequest, AuthVerifyData, AuthVerifyAnswer, PostData, UserData, UserAccount } from './auth-verify';

export { WriteLogRequestSchema, WriteLogAnswerSchema } from './write-log';
export type { WriteLogAnswer } from './write-log';

export { isYyyymmdd, isDecimalString, DecimalStringSchema, IsinSchema, YyyymmddSchema } from './fields';
