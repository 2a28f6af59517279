import type { SymbolListRequest } from '../contracts/symbol-list';

/**
 * Query keys of this package's contracts, one factory per contract: every read of a contract goes under its
 * root, so a page, a remote's `./preload` and a save that must refresh a list all name the same entry, and a
 * whole contract can be invalidated at once. The keys hold the request's own data (or the customer and
 * account it is for), never the token.
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
