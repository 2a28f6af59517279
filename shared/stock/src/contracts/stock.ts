import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess } from 'shared/contracts';
import { PRODUCT_RISK_GRADE_OPTIONS } from '@shared/account/contracts';
import { DecimalStringSchema, YyyymmddSchema, optionPicklist } from 'shared/contracts';
import { TaipeiTimeSchema } from 'shared/contracts';

/**
 * Overseas stocks: search, delayed quotes, charts and the commission schedule. Our own contracts, not
 * part of the known broker contract (which shows no stock data); the field style is the one of the fee
 * schedule (camelCase inside `Data`), prices and money as decimal strings, times ISO 8601 at +08:00.
 */

/** The markets on the wire: New York, Hong Kong, Tokyo. */
export const StockMarketSchema = v.picklist(['US', 'HK', 'JP']);

/** A listing's symbol: the exchange code and the market, `AAPL.US`, `0700.HK`, `7203.JP` (rule STK-1). */
export const StockSymbolSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,6}(-[A-Z])?\.(US|HK|JP)$/, '必須是代號加市場，如 AAPL.US、0700.HK'));


/** A whole number of shares (or a volume), > 0 unless said. */
const SharesSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** One listing (rule STK-1): where it trades, its names, currency and board lot. */
export const StockListingSchema = v.object({
  symbol: StockSymbolSchema,
  /** The exchange's code (`AAPL`, `0700`, `7203`). */
  code: v.string(),
  market: StockMarketSchema,
  nameEn: v.string(),
  nameZh: v.string(),
  currency: v.picklist(['USD', 'HKD', 'JPY']),
  /** Shares per lot: 1 in the US, the board lot in Hong Kong, 100 in Japan (rule STK-3). */
  lotSize: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** The product risk grade (RR1–RR5) the suitability rules compare with the customer's risk type (rule ORD-5). */
  riskGrade: optionPicklist(PRODUCT_RISK_GRADE_OPTIONS),
});

/** One listing. */
export type StockListing = v.InferOutput<typeof StockListingSchema>;

/** A market's trading state (rule STK-2): 交易中, 午休, 已收盤 / 尚未開盤, 休市. */
export const MarketStateSchema = v.picklist(['open', 'break', 'closed', 'holiday']);

/**
 * A delayed quote (rule STK-2). `asOf` is the moment the figures describe (`delayMinutes` before the
 * answer); `last` is that moment's price, or the last close when the market has not traded since.
 * `bid`/`ask` are empty strings while the market is not open. `live` is false when the stock has no
 * quote the product may trade at (suspended, or no trade today): a market order is then refused.
 */
export const StockQuoteSchema = v.object({
  symbol: StockSymbolSchema,
  last: DecimalStringSchema,
  previousClose: DecimalStringSchema,
  change: DecimalStringSchema,
  /** Percent, 2 decimals, rounded half-up. */
  changePercent: DecimalStringSchema,
  bid: v.union([DecimalStringSchema, v.literal('')]),
  ask: v.union([DecimalStringSchema, v.literal('')]),
  volume: SharesSchema,
  dayHigh: DecimalStringSchema,
  dayLow: DecimalStringSchema,
  yearHigh: DecimalStringSchema,
  yearLow: DecimalStringSchema,
  asOf: TaipeiTimeSchema,
  delayMinutes: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  marketState: MarketStateSchema,
  /** When the market opens next (Taiwan time), empty while it is open. */
  nextOpen: v.union([TaipeiTimeSchema, v.literal('')]),
  live: v.boolean(),
});

/** A delayed quote. */
export type StockQuote = v.InferOutput<typeof StockQuoteSchema>;

// ---- search ------------------------------------------------------------------------------------

/** Most listings one search answers. */
export const MAX_STOCK_SEARCH_RESULTS = 20;

/**
 * `Data` of the search (FunId `KGItwPubStockSearch`, guests may ask): `searchText` matched against the
 * code, the English and the Chinese name (case-insensitive, a code match first); `market` narrows to one
 * market, empty for all.
 */
export const StockSearchDataSchema = v.object({
  searchText: v.pipe(v.string(), v.trim(), v.minLength(1, '請輸入代號或名稱'), v.maxLength(40)),
  market: v.union([StockMarketSchema, v.literal('')]),
});

/** `Data` of the search. */
export type StockSearchData = v.InferInput<typeof StockSearchDataSchema>;

/** The search answer: at most {@link MAX_STOCK_SEARCH_RESULTS} listings, best match first. */
export const StockSearchAnswerDataSchema = v.object({ stocks: v.pipe(v.array(StockListingSchema), v.maxLength(MAX_STOCK_SEARCH_RESULTS)) });

/** Builds the search request. */
export function buildStockSearchRequest(searchText: string, market: StockSearchData['market'] = ''): QueryRequest<typeof FunId.StockSearch, StockSearchData> {
  return { FunId: FunId.StockSearch, Data: { searchText, market } };
}

/**
 * Parses the search answer.
 * @throws ApiError for a non-zero StatusCode or a wrong shape.
 */
export function parseStockSearchAnswer(json: unknown): StockListing[] {
  return parseSuccess(json, StockSearchAnswerDataSchema).stocks;
}

// ---- quotes ------------------------------------------------------------------------------------

/** Most symbols one quote request names (a watchlist page's worth). */
export const MAX_QUOTE_SYMBOLS = 50;

/** `Data` of the quote request (FunId `KGItwPubStockQuote`): the symbols, each once. */
export const StockQuoteDataSchema = v.object({
  symbols: v.pipe(v.array(StockSymbolSchema), v.minLength(1), v.maxLength(MAX_QUOTE_SYMBOLS)),
});

/** `Data` of the quote request. */
export type StockQuoteData = v.InferInput<typeof StockQuoteDataSchema>;

/** The quote answer: each known symbol's listing and quote, in the order asked; unknown symbols are left out. */
export const StockQuoteAnswerDataSchema = v.object({
  quotes: v.array(v.object({ listing: StockListingSchema, quote: StockQuoteSchema })),
});

/** A listing with its quote. */
export type ListingQuote = { readonly listing: StockListing; readonly quote: StockQuote };

/** Builds the quote request. */
export function buildStockQuoteRequest(symbols: readonly string[]): QueryRequest<typeof FunId.StockQuote, StockQuoteData> {
  return { FunId: FunId.StockQuote, Data: { symbols: [...symbols] } };
}

/**
 * Parses the quote answer.
 * @throws ApiError for a non-zero StatusCode or a wrong shape.
 */
export function parseStockQuoteAnswer(json: unknown): ListingQuote[] {
  return parseSuccess(json, StockQuoteAnswerDataSchema).quotes;
}

// ---- charts ------------------------------------------------------------------------------------

/** Chart ranges: today's intraday (one point per 5 minutes traded, delayed like the quote) or one year of daily closes. */
export const ChartRangeSchema = v.picklist(['1D', '1Y']);

/** A chart range. */
export type ChartRange = v.InferOutput<typeof ChartRangeSchema>;

/** `Data` of the chart request (FunId `KGItwPubStockChart`). */
export const StockChartDataSchema = v.object({ symbol: StockSymbolSchema, range: ChartRangeSchema });

/** `Data` of the chart request. */
export type StockChartData = v.InferInput<typeof StockChartDataSchema>;

/** The chart answer: points in time order; an intraday chart before the first trade of the day has none. */
export const StockChartAnswerDataSchema = v.object({
  symbol: StockSymbolSchema,
  range: ChartRangeSchema,
  points: v.array(v.object({ time: TaipeiTimeSchema, price: DecimalStringSchema })),
});

/** The chart answer. */
export type StockChart = v.InferOutput<typeof StockChartAnswerDataSchema>;

/** Builds the chart request. */
export function buildStockChartRequest(symbol: string, range: ChartRange): QueryRequest<typeof FunId.StockChart, StockChartData> {
  return { FunId: FunId.StockChart, Data: { symbol, range } };
}

/**
 * Parses the chart answer.
 * @throws ApiError for a non-zero StatusCode or a wrong shape.
 */
export function parseStockChartAnswer(json: unknown): StockChart {
  return parseSuccess(json, StockChartAnswerDataSchema);
}

// ---- commission schedule ------------------------------------------------------------------------

/** One market's commission (rule STK-5): percent of the consideration, with a minimum per order in the trading currency. */
export const StockCommissionSchema = v.object({
  market: StockMarketSchema,
  currency: v.picklist(['USD', 'HKD', 'JPY']),
  commissionRate: DecimalStringSchema,
  commissionMin: DecimalStringSchema,
});

/** One market's commission. */
export type StockCommission = v.InferOutput<typeof StockCommissionSchema>;

/** The stock fee schedule (FunId `KGItwPubStockFeeSchedule`, `Data` `{}`): one entry per market. */
export const StockFeeScheduleSchema = v.object({ effectiveDate: YyyymmddSchema, markets: v.array(StockCommissionSchema) });

/** The stock fee schedule. */
export type StockFeeSchedule = v.InferOutput<typeof StockFeeScheduleSchema>;

/** Builds the stock fee schedule request. */
export function buildStockFeeScheduleRequest(): QueryRequest<typeof FunId.StockFeeSchedule, Readonly<Record<string, never>>> {
  return { FunId: FunId.StockFeeSchedule, Data: {} };
}

/**
 * Parses the stock fee schedule answer.
 * @throws ApiError for a non-zero StatusCode or a wrong shape.
 */
export function parseStockFeeScheduleAnswer(json: unknown): StockFeeSchedule {
  return parseSuccess(json, StockFeeScheduleSchema);
}
