import { AnswerError, failure, success, type QueryAnswer } from '../answers';
import { parseRequest } from '../request-fields';
import { isGuest } from '../sample-users';
import {
  MAX_STOCK_SEARCH_RESULTS,
  StatusCode,
  StockChartDataSchema,
  StockQuoteDataSchema,
  StockSearchDataSchema,
  WatchlistQueryDataSchema,
  WatchlistSaveDataSchema,
  type ContractInput,
  type StockFeeScheduleSchema,
} from '../shared-contracts';
import { intradayPoints, quoteOf, yearPoints } from '../stocks/stock-prices';
import { searchStocks, stockUniverse } from '../stocks/stock-universe';
import type { QueryContext } from './query-context';

// The overseas stock calls (our own contracts, shared/src/contracts/stock.ts and stock-watchlist.ts).

/** FunId KGItwPubStockSearch: listings by code or English/Chinese name (rule STK-1); guests may search. */
export function stockSearch(data: Record<string, unknown>): QueryAnswer {
  const request = parseRequest(StockSearchDataSchema, data);
  return success({ stocks: searchStocks(request.searchText, request.market, MAX_STOCK_SEARCH_RESULTS) });
}

/** FunId KGItwPubStockQuote: delayed quotes at the sandbox's market clock (rule STK-2); unknown symbols are left out. */
export function stockQuote(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const request = parseRequest(StockQuoteDataSchema, data);
  const { bySymbol } = stockUniverse();
  const now = context.marketNow();
  const quotes = [...new Set(request.symbols)].flatMap((symbol) => {
    const stock = bySymbol.get(symbol);
    return stock === undefined ? [] : [{ listing: stock.listing, quote: quoteOf(stock, now) }];
  });
  return success({ quotes });
}

/** FunId KGItwPubStockChart: the intraday or one-year chart; an unknown symbol is a 4001 on `symbol`. */
export function stockChart(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const request = parseRequest(StockChartDataSchema, data);
  const stock = stockUniverse().bySymbol.get(request.symbol);
  if (stock === undefined) return failure(StatusCode.InvalidField, `請求欄位不正確：symbol（查無此股票）。`);
  const now = context.marketNow();
  return success({ symbol: request.symbol, range: request.range, points: request.range === '1D' ? intradayPoints(stock, now) : yearPoints(stock, now) });
}

/**
 * The sandbox's stock commission (rule STK-5): 0.25 % with a minimum of US$15, HK$100 and ¥1,500 per
 * order. Plausible for an online sub-brokerage, not anyone's tariff.
 */
export const STOCK_FEE_SCHEDULE: ContractInput<typeof StockFeeScheduleSchema> = {
  effectiveDate: '20250101',
  markets: [
    { market: 'US', currency: 'USD', commissionRate: '0.25', commissionMin: '15' },
    { market: 'HK', currency: 'HKD', commissionRate: '0.25', commissionMin: '100' },
    { market: 'JP', currency: 'JPY', commissionRate: '0.25', commissionMin: '1500' },
  ],
};

/** FunId KGItwPubStockFeeSchedule: the same schedule for everyone. */
export function stockFeeSchedule(): QueryAnswer {
  return success(STOCK_FEE_SCHEDULE);
}

/** Guest (4030), then the account must be the customer's (4032). */
function ownedAccount(account: string, context: QueryContext): string {
  if (!context.user.accounts.some((owned) => owned.account === account)) throw new AnswerError(failure(StatusCode.AccountNotOwned));
  return account;
}

/** FunId KGItwInfStockWatchlist: the account's watchlist and its version (rule STK-6). */
export async function stockWatchlist(data: Record<string, unknown>, context: QueryContext): Promise<QueryAnswer> {
  if (isGuest(context.user.idno)) return failure(StatusCode.GuestForbidden);
  const account = ownedAccount(parseRequest(WatchlistQueryDataSchema, data).account, context);
  const stored = await context.watchlists.read(account);
  return success({ account, version: stored.version, symbols: [...stored.symbols] });
}

/**
 * FunId KGItwInfStockWatchlistSave: replaces the watchlist when `version` is still the stored one
 * (rule STK-6), else 4091 and nothing stored; every symbol must be a listing of the universe.
 */
export async function stockWatchlistSave(data: Record<string, unknown>, context: QueryContext): Promise<QueryAnswer> {
  if (isGuest(context.user.idno)) return failure(StatusCode.GuestForbidden);
  const request = parseRequest(WatchlistSaveDataSchema, data);
  const account = ownedAccount(request.account, context);
  const unknown = request.symbols.findIndex((symbol) => !stockUniverse().bySymbol.has(symbol));
  if (unknown >= 0) return failure(StatusCode.InvalidField, `請求欄位不正確：symbols[${unknown}]（查無此股票）。`);
  const stored = await context.watchlists.save(account, request.version, request.symbols);
  if (stored === null) return failure(StatusCode.VersionConflict);
  return success({ account, version: stored.version, symbols: [...stored.symbols] });
}
