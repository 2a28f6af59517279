import type { MarginMovementsData, SymbolListRequest } from '../contracts';

/**
 * Query keys, one factory per contract: every read of a contract goes under its root, so a page, a
 * remote's `./preload` and a save that must refresh a list all name the same entry, and a whole
 * contract can be invalidated at once (`queryClient.invalidateQueries({ queryKey: savedListKeys.all })`).
 * The keys hold the request's own data (or the customer and account it is for), never the token.
 */

/** `KGItwPubOltsSymbolMaster`: a bond list, keyed by the request's `Data` (kind, search, filters). */
export const symbolListKeys = {
  all: ['symbol-list'] as const,
  list: (data: SymbolListRequest['Data']) => ['symbol-list', data] as const,
  /** The same request's bonds all checked at once, as the bond finder reads the whole quote list (rule BND-9). */
  checked: (data: SymbolListRequest['Data']) => ['symbol-list', data, 'checked'] as const,
  /** The overseas home's teaser of the broker's picks: a few bonds, a shape of its own, so never the bond list's entry. */
  picksTeaser: () => ['symbol-list', 'picks-teaser'] as const,
};

/** `KGItwInfFavoritesRSPList`: the saved favourites (DataKind 5) or cart (DataKind 3) of one customer's account. */
export const savedListKeys = {
  all: ['saved-list'] as const,
  favorites: (idno: string, accountNo: string) => ['saved-list', 'favorites', idno, accountNo] as const,
  cart: (idno: string, accountNo: string) => ['saved-list', 'cart', idno, accountNo] as const,
};

/** `KGItwPubOltsFeeSchedule`: the fee schedule, the same for everyone. */
export const feeScheduleKeys = {
  all: ['fee-schedule'] as const,
  schedule: () => ['fee-schedule'] as const,
};

/** `KGItwPubFundList` and `KGItwPubFundDetail`: the fund list (the same for everyone) and one fund's detail. */
export const fundKeys = {
  all: ['fund'] as const,
  list: () => ['fund', 'list'] as const,
  detail: (fundId: string) => ['fund', 'detail', fundId] as const,
};

/**
 * `KGItwInfFundOrderList` and `KGItwInfFundHoldings`: one customer's account's fund orders and positions;
 * a placed order invalidates `fundAccountKeys.all`.
 */
export const fundAccountKeys = {
  all: ['fund-account'] as const,
  orders: (idno: string, accountNo: string) => ['fund-account', 'orders', idno, accountNo] as const,
  holdings: (idno: string, accountNo: string) => ['fund-account', 'holdings', idno, accountNo] as const,
};

/** `KGItwCustomerProfile`: the signed-in customer's profile (investor class, KYC, W-8BEN, settlement accounts). */
export const customerProfileKeys = {
  all: ['customer-profile'] as const,
  profile: (idno: string) => ['customer-profile', idno] as const,
};

/** `KGItwMarginBalance`: the margin deposit balance of one customer's account (orders refresh it after a hold). */
export const marginBalanceKeys = {
  all: ['margin-balance'] as const,
  balance: (idno: string, accountNo: string) => ['margin-balance', idno, accountNo] as const,
};

/** `KGItwPubFxRates`: today's indicative FX rates, the same for everyone. */
export const fxRatesKeys = {
  all: ['fx-rates'] as const,
  rates: () => ['fx-rates'] as const,
};

/** `KGItwMarginMovements`: one page of a margin account's movements, keyed by the request's filters and page. */
export const marginMovementsKeys = {
  all: ['margin-movements'] as const,
  page: (idno: string, data: MarginMovementsData) => ['margin-movements', idno, data] as const,
};

/** `KGItwMarginTransfers`: a margin account's transfers and daily limits (polled while visible). */
export const marginTransfersKeys = {
  all: ['margin-transfers'] as const,
  account: (idno: string, accountNo: string) => ['margin-transfers', idno, accountNo] as const,
};

/** `KGItwPubOltsBondTradeRules`: the bond desk's cut-off, validity and trading fees, the same for everyone. */
export const bondTradeRulesKeys = {
  all: ['bond-trade-rules'] as const,
  rules: () => ['bond-trade-rules'] as const,
};

/** `KGItwBondOrderList` and `KGItwBondOrderDetail`: one customer's bond orders (a place or cancel invalidates `all`). */
export const bondOrderKeys = {
  all: ['bond-orders'] as const,
  list: (idno: string, data: { readonly account: string; readonly state: string; readonly fromDate: string; readonly toDate: string; readonly page: number }) =>
    ['bond-orders', idno, 'list', data] as const,
  detail: (idno: string, accountNo: string, orderNo: string) => ['bond-orders', idno, 'detail', accountNo, orderNo] as const,
};

/** `KGItwBondHoldings`: the bond positions of one customer's account. */
export const bondHoldingsKeys = {
  all: ['bond-holdings'] as const,
  holdings: (idno: string, accountNo: string) => ['bond-holdings', idno, accountNo] as const,
};

/** `KGItwPubOltsBondDetail`: one bond's detail, by ISIN (the same for every customer). */
export const bondDetailKeys = {
  all: ['bond-detail'] as const,
  detail: (isin: string) => ['bond-detail', isin] as const,
};

/** `KGItwPubOltsBondHistory`: one bond's year of daily prices and yields, by ISIN. */
export const bondHistoryKeys = {
  all: ['bond-history'] as const,
  history: (isin: string) => ['bond-history', isin] as const,
};

/** Overseas stocks (our own contracts): search results, quotes, charts, the commission schedule and an account's watchlist. */
export const stockKeys = {
  all: ['stock'] as const,
  search: (searchText: string) => ['stock', 'search', searchText] as const,
  quotes: (symbols: readonly string[]) => ['stock', 'quotes', [...symbols]] as const,
  chart: (symbol: string, range: '1D' | '1Y') => ['stock', 'chart', symbol, range] as const,
  fees: () => ['stock', 'fees'] as const,
  watchlist: (idno: string, account: string) => ['stock', 'watchlist', idno, account] as const,
};

/** `KGItwInfStockOrderList` and `KGItwInfStockHoldings`: one customer's stock orders and positions per account (a place or cancel invalidates `all`). */
export const stockAccountKeys = {
  all: ['stock-account'] as const,
  orders: (idno: string, accountNo: string) => ['stock-account', 'orders', idno, accountNo] as const,
  holdings: (idno: string, accountNo: string) => ['stock-account', 'holdings', idno, accountNo] as const,
};
