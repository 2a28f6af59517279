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
  StockAccountDataSchema,
  StockOrderCancelDataSchema,
  StockOrderPlaceDataSchema,
} from '../shared-contracts';
import { STOCK_FEE_SCHEDULE } from '../stocks/fee-schedule';
import { intradayPoints, quoteOf, yearPoints } from '../stocks/stock-prices';
import { searchStocks, stockUniverse } from '../stocks/stock-universe';
import type { QueryContext } from './query-context';

// The overseas stock calls (our own contracts, shared/stock/src/contracts/stock.ts and stock-watchlist.ts).

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

/** Guest (4030), then the account must be the user's (4032). */
function checkOrderAccount(account: string, context: QueryContext): void {
  if (isGuest(context.user.idno)) throw new AnswerError(failure(StatusCode.GuestForbidden));
  if (!context.user.accounts.some((owned) => owned.account === account)) throw new AnswerError(failure(StatusCode.AccountNotOwned));
}

/**
 * FunId KGItwInfStockOrderPlace (our own contract): a stock order, checked here whatever the page checked
 * (rule API-5) by the ticket's own rules (STK-3, STK-4, STK-7, STK-8), suitability (ORD-5) and the buying
 * power (STK-5; short of money is 4251, any other refusal 4220 with the reason). A repeated ClientKey gets
 * the first answer (ORD-1).
 */
export function stockOrderPlace(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const request = parseRequest(StockOrderPlaceDataSchema, data);
  checkOrderAccount(request.account, context);
  const result = context.stocks.place(context.user.idno, request);
  if (result.ok) return success(result.order);
  return failure(result.code === 'insufficient' ? StatusCode.MarginInsufficient : StatusCode.OrderRefused, result.message);
}

/** FunId KGItwInfStockOrderList (our own contract): the account's stock orders, newest first. */
export function stockOrderList(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const { account } = parseRequest(StockAccountDataSchema, data);
  checkOrderAccount(account, context);
  return success({ orders: context.stocks.ordersOf(account) });
}

/** FunId KGItwInfStockOrderCancel (our own contract): cancels what has not filled (ORD-13); an unknown order is 4042. */
export function stockOrderCancel(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const request = parseRequest(StockOrderCancelDataSchema, data);
  checkOrderAccount(request.account, context);
  const result = context.stocks.cancel(context.user.idno, request.account, request.orderNo, request.ClientKey);
  if (!result.ok) return failure(StatusCode.OrderNotFound);
  return success({ outcome: result.outcome, message: result.message, order: result.order });
}

/** FunId KGItwInfStockHoldings (our own contract): the account's stock positions at the delayed last price. */
export function stockHoldings(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  const { account } = parseRequest(StockAccountDataSchema, data);
  checkOrderAccount(account, context);
  return success({ positions: context.stocks.holdingsOf(account) });
}
