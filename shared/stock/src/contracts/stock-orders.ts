import * as v from 'valibot';
import { ORDER_STATE_OPTIONS, OrderTimeSchema } from '@shared/account/contracts';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { ClientKeySchema, DecimalStringSchema, YyyymmddSchema } from 'shared/contracts';
import { AccountNoSchema } from 'shared/contracts';
import { StockMarketSchema, StockSymbolSchema } from './stock';

/**
 * Overseas stock orders and positions. Our own contracts, not part of the known broker contract. They
 * follow the bond orders' lifecycle (rules ORD-1, ORD-12, ORD-13): the same states and words, a client key
 * on every place and cancel (a repeat gets the first answer), a cancel that comes too late is an answer,
 * not an error. A buy is paid from the margin deposit in the market's settlement currency (US dollars for
 * New York and Hong Kong, yen for Tokyo, rule STK-5), held when the order is accepted and debited on fill.
 */

/** Shares: a whole number, > 0 (the lot rule is checked by the ticket and the back end, rule STK-3). */
const QuantitySchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1, '股數必須大於 0'));

/** Shares held or reserved: a whole number, ≥ 0. */
const SharesSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** `Data` of the stock order request (FunId `KGItwInfStockOrderPlace`). */
export const StockOrderPlaceDataSchema = v.object({
  account: AccountNoSchema,
  ClientKey: ClientKeySchema,
  symbol: StockSymbolSchema,
  side: v.picklist(['B', 'S']),
  orderType: v.picklist(['LIMIT', 'MARKET']),
  quantity: QuantitySchema,
  /** The limit in the trading currency on the market's tick; `''` for a market order. */
  limitPrice: v.union([DecimalStringSchema, v.literal('')]),
  validity: v.picklist(['DAY', 'GTD']),
  /** `YYYYMMDD` after today and at most 90 days ahead for `GTD` (rule STK-7), else `''`. */
  goodTillDate: v.union([YyyymmddSchema, v.literal('')]),
});

/** `Data` of the stock order request. */
export type StockOrderPlaceData = v.InferInput<typeof StockOrderPlaceDataSchema>;

/** The stock order request. */
export type StockOrderPlaceRequest = QueryRequest<typeof FunId.StockOrderPlace, StockOrderPlaceData>;

/** One stock order as the back end keeps it; money as decimal strings. */
export const StockOrderSchema = v.object({
  orderNo: v.pipe(v.string(), v.nonEmpty()),
  account: AccountNoSchema,
  symbol: StockSymbolSchema,
  market: StockMarketSchema,
  code: v.string(),
  name: v.string(),
  currency: v.picklist(['USD', 'HKD', 'JPY']),
  settlementCurrency: v.picklist(['USD', 'JPY']),
  side: v.picklist(['B', 'S']),
  orderType: v.picklist(['LIMIT', 'MARKET']),
  quantity: QuantitySchema,
  filledQuantity: SharesSchema,
  limitPrice: v.union([DecimalStringSchema, v.literal('')]),
  /** The average price of the fills, `''` before the first. */
  averagePrice: v.union([DecimalStringSchema, v.literal('')]),
  /** Commission of the fills, in the trading currency. */
  commission: DecimalStringSchema,
  /** A buy: what is held (working) or was debited (filled); a sell: what was credited. In the settlement currency. */
  settlementAmount: DecimalStringSchema,
  validity: v.picklist(['DAY', 'GTD']),
  goodTillDate: v.union([YyyymmddSchema, v.literal('')]),
  /** The Taiwan date the order was taken. */
  tradeDate: YyyymmddSchema,
  placedAt: OrderTimeSchema,
  updatedAt: OrderTimeSchema,
  state: v.picklist(ORDER_STATE_OPTIONS.map((option) => option.value)),
  /** Why it was refused or expired, else `''`. */
  reason: v.string(),
});

/** One stock order. */
export type StockOrder = Readonly<v.InferOutput<typeof StockOrderSchema>>;

/** The stock order answer: the order as accepted (a refusal is 4220, or 4251 when the buying power is short). */
export const StockOrderAnswerSchema = successSchema(StockOrderSchema);

/** Builds the stock order request; `clientKey` made when the customer confirmed (rule ORD-1). */
export function buildStockOrderPlaceRequest(data: StockOrderPlaceData): StockOrderPlaceRequest {
  return { FunId: FunId.StockOrderPlace, Data: data };
}

/** Parses the stock order answer. @throws ApiError `business` for a refused order (the Message says why). */
export function parseStockOrderAnswer(json: unknown): StockOrder {
  return parseSuccess(json, StockOrderSchema);
}

/** `Data` of the stock order list and positions requests: one of the customer's accounts. */
export const StockAccountDataSchema = v.object({ account: AccountNoSchema });

/** The stock order list request (FunId `KGItwInfStockOrderList`). */
export type StockOrderListRequest = QueryRequest<typeof FunId.StockOrderList, v.InferInput<typeof StockAccountDataSchema>>;

/** `Data` of the stock order list answer: the account's orders, newest first. */
export const StockOrderListDataSchema = v.object({ orders: v.array(StockOrderSchema) });

/** Builds the stock order list request. */
export function buildStockOrderListRequest(account: string): StockOrderListRequest {
  return { FunId: FunId.StockOrderList, Data: { account } };
}

/** Parses the stock order list answer. */
export function parseStockOrderListAnswer(json: unknown): readonly StockOrder[] {
  return parseSuccess(json, StockOrderListDataSchema).orders;
}

/** `Data` of the stock order cancel request (FunId `KGItwInfStockOrderCancel`). */
export const StockOrderCancelDataSchema = v.object({ account: AccountNoSchema, orderNo: v.pipe(v.string(), v.nonEmpty()), ClientKey: ClientKeySchema });

/** The stock order cancel request. */
export type StockOrderCancelRequest = QueryRequest<typeof FunId.StockOrderCancel, v.InferInput<typeof StockOrderCancelDataSchema>>;

/** `Data` of the cancel answer (as bond orders, rule ORD-13): `CANCELLED` (what had not filled; fills stay) or `TOO_LATE`. */
export const StockOrderCancelAnswerDataSchema = v.object({ outcome: v.picklist(['CANCELLED', 'TOO_LATE']), message: v.string(), order: StockOrderSchema });

/** The cancel answer. */
export type StockOrderCancelResult = { readonly outcome: 'CANCELLED' | 'TOO_LATE'; readonly message: string; readonly order: StockOrder };

/** Builds the cancel request. */
export function buildStockOrderCancelRequest(account: string, orderNo: string, clientKey: string): StockOrderCancelRequest {
  return { FunId: FunId.StockOrderCancel, Data: { account, orderNo, ClientKey: clientKey } };
}

/** Parses the cancel answer. @throws ApiError (`business` 4042 for an unknown order). */
export function parseStockOrderCancelAnswer(json: unknown): StockOrderCancelResult {
  return parseSuccess(json, StockOrderCancelAnswerDataSchema);
}

/** One stock position of an account. */
export const StockPositionSchema = v.object({
  symbol: StockSymbolSchema,
  market: StockMarketSchema,
  code: v.string(),
  name: v.string(),
  currency: v.picklist(['USD', 'HKD', 'JPY']),
  /** Shares held, shares in working sells, and the difference (what may be sold, rule STK-8). */
  quantity: SharesSchema,
  reservedQuantity: SharesSchema,
  availableQuantity: SharesSchema,
  /** What the shares cost, commission included, per share (4 decimals) and in all, in the trading currency. */
  averageCost: DecimalStringSchema,
  cost: DecimalStringSchema,
  /** The delayed last price, and quantity × last rounded half-up to the currency's minor unit. */
  lastPrice: DecimalStringSchema,
  marketValue: DecimalStringSchema,
  /** marketValue − cost. */
  unrealised: DecimalStringSchema,
  priceTime: OrderTimeSchema,
});

/** One stock position. */
export type StockPosition = Readonly<v.InferOutput<typeof StockPositionSchema>>;

/** The stock positions request (FunId `KGItwInfStockHoldings`). */
export type StockHoldingsRequest = QueryRequest<typeof FunId.StockHoldings, v.InferInput<typeof StockAccountDataSchema>>;

/** `Data` of the positions answer. */
export const StockHoldingsDataSchema = v.object({ positions: v.array(StockPositionSchema) });

/** Builds the positions request. */
export function buildStockHoldingsRequest(account: string): StockHoldingsRequest {
  return { FunId: FunId.StockHoldings, Data: { account } };
}

/** Parses the positions answer. */
export function parseStockHoldingsAnswer(json: unknown): readonly StockPosition[] {
  return parseSuccess(json, StockHoldingsDataSchema).positions;
}
