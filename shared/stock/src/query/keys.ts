/**
 * Query keys of this package's contracts, one factory per contract: every read of a contract goes under its
 * root, so a page, a remote's `./preload` and a save that must refresh a list all name the same entry, and a
 * whole contract can be invalidated at once. The keys hold the request's own data (or the customer and
 * account it is for), never the token.
 */

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
