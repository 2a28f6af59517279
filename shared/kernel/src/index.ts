/**
 * `shared`: the public face of the platform package, what every remote (and the host) may use. Loaded
 * once at run time as a federation singleton, so a remote's click and the host's header see the same
 * stores, query cache and router. Only what some remote's code imports is exported here; what only the
 * host calls (runtime config, session restore and reset, the route prefetcher, the app-wide overlays)
 * lives in `shared/internal`. Pure maths for remotes is `shared/bond-math`.
 */
import './ui/ui.css';
import './ui/data-table.css';

// errors and the API client
export { UNKNOWN_FAILURE_MESSAGE, failureMessage, isApiError } from './api/errors';
export { postPublicQuery, postQuery } from './api/api-client';
export { newClientKey } from './api/client-key';
export { useOnceOnlySubmit } from './submit/use-once-only-submit';
export type { OnceOnlySubmit, OnceOnlySubmitOptions, SubmitPhase } from './submit/use-once-only-submit';
export type { SubmitOutcome, SubmitRequest } from './submit/unresolved-submit';
export { SubmitOutcomeNotice } from './submit/submit-outcome-notice';
export type { QueryOptions } from './api/api-client';
export { getRuntimeConfig } from './config/runtime-config';
// where someone not signed in, or the guest, signs in: the app's login deep link in the webview, else the login page (rule SES-10)
export { signInTarget } from './session/connection-lost';

// contracts of the bond back end: request builders and answer parsers
export type { Bond } from './contracts/bond';
export { CPN_FREQ_OPTIONS, CURRENCY_OPTIONS, STOCK_CLASS_OPTIONS, labelOf } from './contracts/bond-vocabulary';
export { EMPTY_FILTERS } from './contracts/bond-filters';
export type { SymbolListFilters } from './contracts/bond-filters';
export { SYMBOL_FILTERS, SYMBOL_FILTER_NAMES } from './contracts/filter-options';
export type { SymbolFilterName } from './contracts/filter-options';
export { SearchKind, SymbolKind, buildSymbolListRequest, parseSymbolListAnswer, parseSymbolListItem, readSymbolListItems } from './contracts/symbol-list';
export type { SymbolListRequest } from './contracts/symbol-list';
export { DataKind, MAX_CART_ITEMS, MAX_FAVORITES, parseAccount } from './contracts/favorites';
export type { CartItem } from './contracts/favorites';
export { buildFavoritesQuery, parseFavoritesAnswer } from './contracts/favorites-query';
export { buildFavoritesSave } from './contracts/favorites-save';
export { buildFeeScheduleRequest, parseFeeScheduleAnswer } from './contracts/fee-schedule';
// the bond detail page and the bond finder (our own calls): one bond's detail and history, the bond currencies' TWD rates
export { buildBondDetailRequest, parseBondDetailAnswer } from './contracts/bond-detail';
export type { BondDetail } from './contracts/bond-detail';
export { buildBondHistoryRequest, parseBondHistoryAnswer } from './contracts/bond-history';
export type { HistoryPoint } from './contracts/bond-history';
export { CREDIT_RATINGS, DAY_COUNT_OPTIONS, INVESTOR_RESTRICTION_OPTIONS, NOT_RATED, RATING_AGENCY_OPTIONS } from './contracts/bond-vocabulary';
export type { BondRating, CreditRating } from './contracts/bond-vocabulary';
export { StatusCode } from './contracts/status-codes';
// offshore funds (our own contracts): the list, a fund's detail, orders and holdings
export {
  DISTRIBUTION_FREQUENCY_OPTIONS,
  FUND_CURRENCY_OPTIONS,
  FUND_MIN_SUBSCRIPTION,
  FUND_TYPE_OPTIONS,
  SHARE_CLASS_EXPLAINED,
  SHARE_CLASS_OPTIONS,
  buildFundDetailRequest,
  buildFundListRequest,
  parseFundDetailAnswer,
  parseFundListAnswer,
} from './contracts/fund';
export type { Distribution, FundCurrency, FundDetail, FundSummary, FundType, ShareClass } from './contracts/fund';
export {
  FUND_ORDER_STATUS_OPTIONS,
  FUND_SIDE_OPTIONS,
  buildFundHoldingsRequest,
  buildFundOrderCancelRequest,
  buildFundOrderListRequest,
  buildFundRedeemRequest,
  buildFundSubscribeRequest,
  parseFundHoldingsAnswer,
  parseFundOrderAnswer,
  parseFundOrderCancelAnswer,
  parseFundOrderListAnswer,
} from './contracts/fund-order';
export type { FundHolding, FundOrder, FundOrderCancelResult } from './contracts/fund-order';
export { PRODUCT_RISK_GRADE_OPTIONS } from './contracts/bond-vocabulary';
export type { ProductRiskGrade } from './contracts/bond-vocabulary';
export { INVESTOR_CLASS_OPTIONS, RISK_TYPE_OPTIONS, buildCustomerProfileRequest, parseCustomerProfileAnswer } from './contracts/customer-profile';
export type { CustomerProfile, InvestorClass, RiskType, ProfileAccount, SettlementAccount } from './contracts/customer-profile';

// bond orders and holdings (our own contracts, rules ORD-6 … ORD-17)
export { buildBondTradeRulesRequest, parseBondTradeRulesAnswer } from './contracts/bond-trade-rules';
export type { BondTradeRules, BondTradeFee } from './contracts/bond-trade-rules';
export {
  ORDER_STATE_OPTIONS,
  ORDER_VALIDITY_OPTIONS,
  ORDER_SIDE_OPTIONS,
  OPEN_ORDER_STATES,
  ORDER_PAGE_SIZE,
  buildOrderPlaceRequest,
  parseOrderPlaceAnswer,
  buildOrderListRequest,
  parseOrderListAnswer,
  buildOrderDetailRequest,
  parseOrderDetailAnswer,
  buildOrderCancelRequest,
  parseOrderCancelAnswer,
} from './contracts/bond-orders';
export type { OrderState, OrderSide, OrderValidity, OrderPlaceData, OrderPlaceResult, OrderLineResult, OrderSummary, OrderDetail, OrderList, OrderListData, OrderCancelResult } from './contracts/bond-orders';
export { buildBondHoldingsRequest, parseBondHoldingsAnswer } from './contracts/bond-holdings';
export type { BondCashFlow, BondPosition, BondHoldings } from './contracts/bond-holdings';

// who may buy what (rule ORD-5): bond orders, the finder's 「只顯示我可以申購的」, stock and fund orders
export { checkSuitability, bondBuyRefusals, fundSuitabilityProduct, MAX_RISK_GRADE } from './suitability';
export type { SuitabilityProduct, SuitabilityProductKind, SuitabilityProfile, SuitabilityRefusal, SuitabilityCode } from './suitability';
export { MARGIN_CURRENCIES, MARGIN_CURRENCY_NAMES, MINOR_UNITS, buildMarginBalanceRequest, parseMarginBalanceAnswer } from './contracts/margin-balance';
export type { MarginBalance, MarginCurrency, MarginCurrencyBalance } from './contracts/margin-balance';
export { buildFxRatesRequest, parseFxRatesAnswer } from './contracts/fx-rates';
export type { FxRate, FxRates } from './contracts/fx-rates';
export { BATCH_CUTOFFS, TRANSFER_ACTIONS, TRANSFER_ACTION_LABELS, batchFor, transferAmountProblem, transferDecimals } from './contracts/margin-batches';
export type { TransferAction, TransferBatch } from './contracts/margin-batches';
export { MOVEMENT_TYPES, MOVEMENT_TYPE_LABELS, MOVEMENTS_MAX_RANGE_DAYS, buildMarginMovementsRequest, parseMarginMovementsAnswer } from './contracts/margin-movements';
export type { MarginMovement, MarginMovements, MarginMovementsData, MovementType } from './contracts/margin-movements';
export {
  TRANSFER_STATUS_LABELS,
  buildFxQuoteRequest,
  buildMarginTransferCancelRequest,
  buildMarginTransferRequest,
  buildMarginTransfersRequest,
  parseFxQuoteAnswer,
  parseMarginTransferAnswer,
  parseMarginTransfersAnswer,
  moneyInTransit,
} from './contracts/margin-transfer';
export type { FxPairRate, FxQuote, MarginTransfer, MarginTransferData, MarginTransfers, MoneyInTransit, TransferCurrencyTerms, TransferStatus } from './contracts/margin-transfer';
// overseas stocks (our own contracts): search, delayed quotes, charts, commission, watchlist
export {
  buildStockChartRequest,
  buildStockFeeScheduleRequest,
  buildStockQuoteRequest,
  buildStockSearchRequest,
  parseStockChartAnswer,
  parseStockFeeScheduleAnswer,
  parseStockQuoteAnswer,
  parseStockSearchAnswer,
} from './contracts/stock';
export type { ChartRange, ListingQuote, StockChart, StockCommission, StockFeeSchedule, StockListing, StockQuote } from './contracts/stock';
export { MAX_WATCHLIST, buildWatchlistQuery, buildWatchlistSave, parseWatchlistAnswer } from './contracts/stock-watchlist';
export type { Watchlist } from './contracts/stock-watchlist';
export {
  buildStockHoldingsRequest,
  buildStockOrderCancelRequest,
  buildStockOrderListRequest,
  buildStockOrderPlaceRequest,
  parseStockHoldingsAnswer,
  parseStockOrderAnswer,
  parseStockOrderCancelAnswer,
  parseStockOrderListAnswer,
} from './contracts/stock-orders';
export type { StockOrder, StockOrderCancelResult, StockOrderPlaceData, StockPosition } from './contracts/stock-orders';

// the customer's session and the app-wide stores, as a page reads and drives them
export { readAuthVerify, readCustomerSession } from './session/session-storage';
export { isGuestIdno, useLogin } from './stores/login.store';
export { useAccounts } from './stores/account.store';
export { showLoading, hideLoading, useLoadingOverlay } from './stores/loading.store';
export { showModal } from './stores/modal.store';

// pages and formatting
export { NotFoundPage } from './ui/not-found-page';
export { PageLoading } from './ui/page-loading';
export { LoadError } from './ui/load-error';
export { PolledState } from './ui/polled-state';
export { NoticeTag } from './ui/notice-tag';
export type { Notice } from './ui/notice-tag';
export { DataTable } from './ui/data-table';
export type { DataColumn, DataTableProps, DataTableSort } from './ui/data-table';
export { CancelConfirm } from './ui/cancel-confirm';
export type { CancelConfirmProps } from './ui/cancel-confirm';
export { InfoPage } from './ui/info-page';
// one formatter per kind of figure, for every page (rules SHL-13, SHL-14): money, percentages, quantities, plain decimals, dates and times
export { currencyLabel, formatAmount, formatDecimal, formatMoney, formatPercent, formatQuantity } from './format/number';
export type { FigureOptions } from './format/number';
export { readNumberInput } from './format/number-input';
export type { NumberInput } from './format/number-input';
export { formatBrokerDate, formatDate, formatDateTime, formatTime } from './format/date';
export type { CalendarDay, Instant, TimeOptions } from './format/date';
export { GainLoss, gainLossClass } from './ui/gain-loss';
export { DocumentLink } from './ui/document-link';
export { BOND_RISK_DISCLOSURE_PATH, FUND_DOCUMENT_NAMES, fundDocumentPath } from './contracts/documents';
/** The time now, ticking while mounted: for countdowns and cut-offs a page shows. */
export { useNow } from './clock/use-now';
export { PAGE_SIZE } from './constants/business';

// the remotes' place in the shell
export { pathInArea, showsCartButton } from './remotes/areas';
export { usePrefetchOnIntent } from './routing/prefetch';
export type { CartButtonProps } from './remotes/federated-modules';
export { mountStandalone } from './standalone/mount-standalone';

// the router of every app (one instance, see ./routing/router.ts): the part remotes use
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from './routing/router';

// server state: the one query client, the key factories and TanStack Query's hooks (see ./query/tanstack.ts)
export { queryClient } from './query/query-client';
export {
  symbolListKeys,
  savedListKeys,
  feeScheduleKeys,
  customerProfileKeys,
  marginBalanceKeys,
  fxRatesKeys,
  marginMovementsKeys,
  marginTransfersKeys,
  bondTradeRulesKeys,
  bondOrderKeys,
  bondHoldingsKeys,
  bondDetailKeys,
  bondHistoryKeys,
  fundKeys,
  fundAccountKeys,
  stockAccountKeys,
  stockKeys,
} from './query/query-keys';
export { keepPreviousData, queryOptions, useIsMutating, useMutation, useQueries, useQuery, useQueryClient } from './query/tanstack';
// lists that refresh on their own (rule ORD-2): one way to read them and to show them (PolledState above)
export { POLL_BACKOFF_CAP_MS, pollDelay, polledQuery, usePolledQuery } from './query/polled-query';
export type { PolledCall, PolledQuery, PolledQueryInput } from './query/polled-query';
// today's indicative FX rates: one read for every page, so pages open together convert at the same rates (rule ACC-4)
export { FX_RATES_REFRESH_MS, fxRatesQuery, fxRateFor } from './query/fx-rates-query';
// the customer's profile: one read for every page, so every suitability check judges with the same profile (rules ORD-4, ORD-5)
export { CUSTOMER_PROFILE_STALE_MS, customerProfileQuery } from './query/customer-profile-query';
export { marginBalanceQuery } from './query/margin-balance-query';
export type { QueryKey } from './query/tanstack';
