import { buildStockChartRequest, buildStockFeeScheduleRequest, buildStockQuoteRequest, buildStockSearchRequest, parseStockChartAnswer, parseStockFeeScheduleAnswer, parseStockQuoteAnswer, parseStockSearchAnswer, stockKeys, type ChartRange } from '@shared/stock';
import { postQuery, queryOptions } from 'shared';

/**
 * The stock page's reads (our own contracts, shared/stock/src/contracts/stock.ts), without the loading overlay:
 * the page shows its own loading states beside each part, and the quote refreshes run in the background.
 */

/** How often quotes refresh while the page is visible (rule STK-2): the quotes are minutes delayed, so seconds do not matter. */
export const QUOTE_REFRESH_MS = 15_000;

/** Listings matching the search text. */
export function stockSearchQuery(searchText: string) {
  return queryOptions({
    queryKey: stockKeys.search(searchText),
    queryFn: ({ signal }) => postQuery(buildStockSearchRequest(searchText), parseStockSearchAnswer, { signal, loading: false }),
    staleTime: 5 * 60_000,
  });
}

/** Quotes of the symbols, refreshed while the page is visible and not while the tab is hidden (rule STK-2). */
export function stockQuotesQuery(symbols: readonly string[]) {
  return queryOptions({
    queryKey: stockKeys.quotes(symbols),
    queryFn: ({ signal }) => postQuery(buildStockQuoteRequest(symbols), parseStockQuoteAnswer, { signal, loading: false }),
    refetchInterval: QUOTE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** A chart; today's refreshes with the quotes, the year's once a page visit. */
export function stockChartQuery(symbol: string, range: ChartRange) {
  return queryOptions({
    queryKey: stockKeys.chart(symbol, range),
    queryFn: ({ signal }) => postQuery(buildStockChartRequest(symbol, range), parseStockChartAnswer, { signal, loading: false }),
    ...(range === '1D' ? { refetchInterval: 60_000, refetchIntervalInBackground: false } : { staleTime: 10 * 60_000 }),
  });
}

/** The commission per market. */
export function stockFeesQuery() {
  return queryOptions({
    queryKey: stockKeys.fees(),
    queryFn: ({ signal }) => postQuery(buildStockFeeScheduleRequest(), parseStockFeeScheduleAnswer, { signal, loading: false }),
    staleTime: 60 * 60_000,
  });
}

/** The account's margin deposit balance: the one read every page shares. */
export { marginBalanceQuery } from '@shared/margin';

/** Today's indicative FX rates, for the TWD equivalent of an estimate: the one read every page shares (rule ACC-4). */
export { fxRatesQuery } from '@shared/account';

/** The signed-in customer's profile: who may buy which stock (rule ORD-5); the one read every page shares. */
export { customerProfileQuery } from '@shared/account';
