/**
 * Typed API contracts of the bond back end: request builders, answer parsers, StatusCodes and the
 * filter vocabulary. Browser code only. Each item says in its doc comment whether it is the known
 * broker contract (rule API-1) or our own (saving favourites/cart, fee schedule, login verify).
 * @packageDocumentation
 */

export { ApiPath, FunId, PUBLIC_FUN_IDS, isPublicFunId } from './endpoints';
export type { FunIdValue, PublicFunId, QueryRequest } from './endpoints';

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
  NOT_RATED,
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
  BondRating,
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

export { BondSchema, BOND_ENTRIES, AgencyRatingListSchema } from './bond';
export type { Bond, AgencyRating } from './bond';

export { BondDetailDataSchema, BondDetailSchema, BondFiguresSchema, CallScheduleEntrySchema, BondDetailAnswerSchema, buildBondDetailRequest, parseBondDetailAnswer } from './bond-detail';
export type { BondDetail, BondDetailData, BondDetailRequest, BondDetailAnswer, BondFigures } from './bond-detail';
export { BondHistoryDataSchema, BondHistorySchema, HistoryPointSchema, BondHistoryAnswerSchema, buildBondHistoryRequest, parseBondHistoryAnswer } from './bond-history';
export type { BondHistory, BondHistoryData, BondHistoryRequest, BondHistoryAnswer, HistoryPoint } from './bond-history';

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
  BATCH_CUTOFFS,
  TRANSFER_ACTIONS,
  TRANSFER_ACTION_LABELS,
  batchFor,
  isTaiwanBusinessDay,
  nextTaiwanBusinessDay,
  taipeiDateOf,
  transferAmountProblem,
  transferDecimals,
} from './margin-batches';
export type { BatchCutoff, TransferBatch, TransferAction } from './margin-batches';

export {
  MOVEMENT_TYPES,
  MOVEMENT_TYPE_LABELS,
  MOVEMENTS_PAGE_SIZE,
  MOVEMENTS_MAX_RANGE_DAYS,
  MarginMovementsDataSchema,
  MarginMovementSchema,
  MarginMovementsSchema,
  MarginMovementsAnswerSchema,
  buildMarginMovementsRequest,
  parseMarginMovementsAnswer,
} from './margin-movements';
export type { MovementType, MarginMovementsData, MarginMovement, MarginMovements, MarginMovementsRequest } from './margin-movements';

export {
  FX_QUOTE_VALID_SECONDS,
  FX_PRICE_DECIMALS,
  FxPairRateSchema,
  fxPairOf,
  TRANSFER_STATUSES,
  TRANSFER_STATUS_LABELS,
  MarginTransferSchema,
  TransferCurrencyTermsSchema,
  MarginTransfersDataSchema,
  MarginTransfersSchema,
  MarginTransfersAnswerSchema,
  FxQuoteDataSchema,
  FxQuoteSchema,
  FxQuoteAnswerSchema,
  MarginTransferDataSchema,
  MarginTransferAnswerSchema,
  MarginTransferCancelDataSchema,
  buildMarginTransfersRequest,
  parseMarginTransfersAnswer,
  buildFxQuoteRequest,
  parseFxQuoteAnswer,
  buildMarginTransferRequest,
  buildMarginTransferCancelRequest,
  parseMarginTransferAnswer,
  moneyInTransit,
} from './margin-transfer';
export type {
  TransferStatus,
  MarginTransfer,
  TransferCurrencyTerms,
  MarginTransfers,
  MarginTransfersRequest,
  FxQuote,
  FxPairRate,
  FxQuoteRequest,
  MarginTransferData,
  MarginTransferRequest,
  MarginTransferCancelRequest,
  MoneyInTransit,
} from './margin-transfer';

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

export {
  FUND_TYPE_OPTIONS,
  FUND_CURRENCY_OPTIONS,
  SHARE_CLASS_OPTIONS,
  SHARE_CLASS_EXPLAINED,
  DISTRIBUTION_FREQUENCY_OPTIONS,
  FUND_MIN_SUBSCRIPTION,
  FundSummarySchema,
  FundListAnswerDataSchema,
  FundListAnswerSchema,
  NavPointSchema,
  DistributionSchema,
  FundDetailSchema,
  FundDetailDataSchema,
  FundDetailAnswerSchema,
  buildFundListRequest,
  parseFundListAnswer,
  buildFundDetailRequest,
  parseFundDetailAnswer,
} from './fund';
export type { FundType, FundCurrency, ShareClass, FundSummary, FundListData, FundListRequest, Distribution, FundDetail, FundDetailData, FundDetailRequest } from './fund';

export {
  FUND_SIDE_OPTIONS,
  FUND_ORDER_STATUS_OPTIONS,
  FundOrderDataSchema,
  FundOrderSchema,
  FundOrderAnswerSchema,
  FundAccountDataSchema,
  FundOrderListDataSchema,
  FundOrderListAnswerSchema,
  FundHoldingSchema,
  FundHoldingsDataSchema,
  FundHoldingsAnswerSchema,
  buildFundSubscribeRequest,
  buildFundRedeemRequest,
  parseFundOrderAnswer,
  buildFundOrderListRequest,
  parseFundOrderListAnswer,
  buildFundHoldingsRequest,
  parseFundHoldingsAnswer,
  FundOrderCancelDataSchema,
  FundOrderCancelAnswerDataSchema,
  FundOrderCancelAnswerSchema,
  buildFundOrderCancelRequest,
  parseFundOrderCancelAnswer,
} from './fund-order';
export type {
  FundSide,
  FundOrderStatus,
  FundOrderData,
  FundOrderRequest,
  FundOrder,
  FundAccountData,
  FundOrderListRequest,
  FundHolding,
  FundHoldingsRequest,
  FundOrderCancelData,
  FundOrderCancelRequest,
  FundOrderCancelResult,
} from './fund-order';

export { WriteLogRequestSchema, WriteLogAnswerSchema } from './write-log';
export type { WriteLogAnswer } from './write-log';

export { isYyyymmdd, isDecimalString, DecimalStringSchema, ClientKeySchema, IsinSchema, YyyymmddSchema } from './fields';

export { buildBondTradeRulesRequest, parseBondTradeRulesAnswer, BondTradeRulesSchema, BondTradeFeeSchema, BondTradeRulesAnswerSchema } from './bond-trade-rules';
export type { BondTradeRules, BondTradeFee, BondTradeRulesRequest } from './bond-trade-rules';

export {
  ORDER_SIDE_OPTIONS,
  ORDER_VALIDITY_OPTIONS,
  ORDER_STATE_OPTIONS,
  OPEN_ORDER_STATES,
  ORDER_PAGE_SIZE,
  OrderTimeSchema,
  OrderLineSchema,
  OrderPlaceDataSchema,
  OrderLineResultSchema,
  OrderPlaceAnswerDataSchema,
  OrderFillSchema,
  OrderEventSchema,
  OrderSummarySchema,
  OrderDetailSchema,
  OrderListDataSchema,
  OrderCountsSchema,
  OrderListAnswerDataSchema,
  OrderDetailDataSchema,
  OrderCancelDataSchema,
  OrderCancelAnswerDataSchema,
  OrderAnswerSchemas,
  buildOrderPlaceRequest,
  parseOrderPlaceAnswer,
  buildOrderListRequest,
  parseOrderListAnswer,
  buildOrderDetailRequest,
  parseOrderDetailAnswer,
  buildOrderCancelRequest,
  parseOrderCancelAnswer,
} from './bond-orders';
export type {
  OrderSide,
  OrderValidity,
  OrderState,
  OrderLine,
  OrderPlaceData,
  OrderPlaceRequest,
  OrderLineResult,
  OrderPlaceResult,
  OrderFill,
  OrderEvent,
  OrderSummary,
  OrderDetail,
  OrderListData,
  OrderListRequest,
  OrderList,
  OrderDetailRequest,
  OrderCancelRequest,
  OrderCancelResult,
} from './bond-orders';

export { buildBondHoldingsRequest, parseBondHoldingsAnswer, BondCashFlowSchema, BondPositionSchema, BondHoldingsDataSchema, BondHoldingsSchema, BondHoldingsAnswerSchema } from './bond-holdings';
export type { BondCashFlow, BondPosition, BondHoldings, BondHoldingsRequest } from './bond-holdings';

export {
  StockMarketSchema,
  StockSymbolSchema,
  StockListingSchema,
  MarketStateSchema,
  StockQuoteSchema,
  MAX_STOCK_SEARCH_RESULTS,
  StockSearchDataSchema,
  StockSearchAnswerDataSchema,
  buildStockSearchRequest,
  parseStockSearchAnswer,
  MAX_QUOTE_SYMBOLS,
  StockQuoteDataSchema,
  StockQuoteAnswerDataSchema,
  buildStockQuoteRequest,
  parseStockQuoteAnswer,
  ChartRangeSchema,
  StockChartDataSchema,
  StockChartAnswerDataSchema,
  buildStockChartRequest,
  parseStockChartAnswer,
  StockCommissionSchema,
  StockFeeScheduleSchema,
  buildStockFeeScheduleRequest,
  parseStockFeeScheduleAnswer,
} from './stock';
export type { StockListing, StockQuote, StockSearchData, StockQuoteData, ListingQuote, ChartRange, StockChartData, StockChart, StockCommission, StockFeeSchedule } from './stock';

export {
  MAX_WATCHLIST,
  WatchlistSymbolsSchema,
  WatchlistQueryDataSchema,
  WatchlistSaveDataSchema,
  WatchlistAnswerDataSchema,
  buildWatchlistQuery,
  buildWatchlistSave,
  parseWatchlistAnswer,
} from './stock-watchlist';
export type { WatchlistSaveData, Watchlist } from './stock-watchlist';
export {
  StockOrderPlaceDataSchema,
  StockOrderSchema,
  StockOrderAnswerSchema,
  StockAccountDataSchema,
  StockOrderListDataSchema,
  StockOrderCancelDataSchema,
  StockOrderCancelAnswerDataSchema,
  StockPositionSchema,
  StockHoldingsDataSchema,
  buildStockOrderPlaceRequest,
  parseStockOrderAnswer,
  buildStockOrderListRequest,
  parseStockOrderListAnswer,
  buildStockOrderCancelRequest,
  parseStockOrderCancelAnswer,
  buildStockHoldingsRequest,
  parseStockHoldingsAnswer,
} from './stock-orders';
export type { StockOrderPlaceData, StockOrderPlaceRequest, StockOrder, StockOrderListRequest, StockOrderCancelRequest, StockOrderCancelResult, StockPosition, StockHoldingsRequest } from './stock-orders';

export {
  SUBMIT_KINDS,
  SUBMIT_KIND_OF_FUN_ID,
  SubmitStatusDataSchema,
  SubmitStatusSchema,
  buildSubmitStatusRequest,
  parseSubmitStatusAnswer,
} from './submit-status';
export type { SubmitKind, SubmitStatus, SubmitStatusData, SubmitStatusRequest } from './submit-status';

export { DOCUMENTS_BASE_PATH, BOND_RISK_DISCLOSURE_PATH, FUND_DOCUMENT_NAMES, fundDocumentPath } from './documents';
export type { FundDocumentKind } from './documents';
