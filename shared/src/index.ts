/**
 * `shared`: the public face of the platform package, what every remote (and the host) may use. Loaded
 * once at run time as a federation singleton, so a remote's click and the host's header see the same
 * stores, query cache and router. Only what some remote's code imports is exported here; what only the
 * host calls (runtime config, session restore and reset, the route prefetcher, the app-wide overlays)
 * lives in `shared/internal`. Pure maths for remotes is `shared/bond-math`.
 */
import './ui/ui.css';

// errors and the API client
export { isApiError } from './api/errors';
export { postQuery } from './api/api-client';
export { newClientKey } from './api/client-key';
export type { QueryOptions } from './api/api-client';
export { getRuntimeConfig } from './config/runtime-config';

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
export { PRODUCT_RISK_GRADE_OPTIONS } from './contracts/bond-vocabulary';
export type { ProductRiskGrade } from './contracts/bond-vocabulary';
export { INVESTOR_CLASS_OPTIONS, RISK_TYPE_OPTIONS, buildCustomerProfileRequest, parseCustomerProfileAnswer } from './contracts/customer-profile';
export type { CustomerProfile, InvestorClass, RiskType, ProfileAccount, SettlementAccount } from './contracts/customer-profile';

// who may buy what (rule ORD-5): bond orders, the finder's 「只顯示我可以申購的」, stock and fund orders
export { checkSuitability, bondSuitabilityProduct, MAX_RISK_GRADE } from './suitability';
export type { SuitabilityProduct, SuitabilityProfile, SuitabilityRefusal, SuitabilityCode } from './suitability';
export { MARGIN_CURRENCIES, MARGIN_CURRENCY_NAMES, MINOR_UNITS, buildMarginBalanceRequest, parseMarginBalanceAnswer } from './contracts/margin-balance';
export type { MarginBalance, MarginCurrency, MarginCurrencyBalance } from './contracts/margin-balance';
export { buildFxRatesRequest, parseFxRatesAnswer } from './contracts/fx-rates';
export type { FxRate, FxRates } from './contracts/fx-rates';

// the customer's session and the app-wide stores, as a page reads and drives them
export { readAuthVerify } from './session/session-storage';
export { isGuestIdno, useLogin } from './stores/login.store';
export { useAccounts } from './stores/account.store';
export { showLoading, hideLoading, useLoadingOverlay } from './stores/loading.store';
export { showModal } from './stores/modal.store';

// pages and formatting
export { NotFoundPage } from './ui/not-found-page';
export { PageLoading } from './ui/page-loading';
export { LoadError } from './ui/load-error';
export { InfoPage } from './ui/info-page';
export { formatBrokerDate } from './format/date';
export { PAGE_SIZE } from './constants/business';

// the remotes' place in the shell
export { pathInArea, showsCartButton } from './remotes/areas';
export { usePrefetchOnIntent } from './routing/prefetch';
export type { CartButtonProps } from './remotes/federated-modules';
export { mountStandalone } from './standalone/mount-standalone';

// the router of every app (one instance, see ./routing/router.ts): the part remotes use
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useSearchParams } from './routing/router';

// server state: the one query client, the key factories and TanStack Query's hooks (see ./query/tanstack.ts)
export { queryClient } from './query/query-client';
export { symbolListKeys, savedListKeys, feeScheduleKeys, customerProfileKeys, marginBalanceKeys, fxRatesKeys } from './query/query-keys';
export { keepPreviousData, queryOptions, useIsMutating, useQuery, useQueryClient } from './query/tanstack';
export type { QueryKey } from './query/tanstack';
