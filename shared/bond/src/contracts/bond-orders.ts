import * as v from 'valibot';
import { CURRENCY_OPTIONS } from './bond-vocabulary';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { ClientKeySchema, DecimalStringSchema, IsinSchema, YyyymmddSchema, optionPicklist } from 'shared/contracts';
import { ORDER_STATE_OPTIONS, OrderTimeSchema, type OrderState } from '@shared/account/contracts';

/**
 * Bond orders: place (buy or sell), list, detail and cancel. Our own contracts, not part of the known
 * broker contract (FunIds `KGItwBondOrderPlace`, `KGItwBondOrderList`, `KGItwBondOrderDetail`,
 * `KGItwBondOrderCancel`). Nominals, prices and amounts are decimal strings; times ISO 8601 with +08:00.
 * A place or cancel carries `ClientKey`, made when the customer confirms: the back end answers a
 * repeated key with its first answer, so a retry or a double click never places a second order (rule ORD-1).
 */

/** A bare trading account number (`1234567`). */
const AccountNoSchema = v.pipe(v.string(), v.regex(/^\d{1,20}$/, '必須是帳號數字'));


/** `B` buy (買進), `S` sell (賣出). */
export const ORDER_SIDE_OPTIONS = [
  { value: 'B', label: '買進' },
  { value: 'S', label: '賣出' },
] as const;

/** `B` or `S`. */
export type OrderSide = (typeof ORDER_SIDE_OPTIONS)[number]['value'];

/** `DAY` 當日有效; `GTD` 長效 until `goodTillDate` (at most the trade rules' maxValidityDays ahead). */
export const ORDER_VALIDITY_OPTIONS = [
  { value: 'DAY', label: '當日有效' },
  { value: 'GTD', label: '長效' },
] as const;

/** `DAY` or `GTD`. */
export type OrderValidity = (typeof ORDER_VALIDITY_OPTIONS)[number]['value'];

/** How many orders one page of the list holds. */
export const ORDER_PAGE_SIZE = 20;

// ---------------------------------------------------------------- place

/** One line of an order submission. */
export const OrderLineSchema = v.object({
  isin: IsinSchema,
  /** Face amount, in the issue currency. */
  nominal: DecimalStringSchema,
  /** Limit price, clean, per 100 face, at most 3 decimals. */
  limitPrice: DecimalStringSchema,
});

/** One line of an order submission. */
export type OrderLine = Readonly<v.InferOutput<typeof OrderLineSchema>>;

/** `Data` of a place request: the account, the key, the side, the validity and 1–20 lines. */
export const OrderPlaceDataSchema = v.object({
  account: AccountNoSchema,
  ClientKey: ClientKeySchema,
  side: v.picklist(['B', 'S']),
  validity: v.picklist(['DAY', 'GTD']),
  /** `YYYYMMDD` for `GTD`, `''` for `DAY`. */
  goodTillDate: v.union([YyyymmddSchema, v.literal('')]),
  /** The customer ticked the risk disclosure (required of a 一般投資人, rule ORD-10). */
  riskAcknowledged: v.boolean(),
  lines: v.pipe(v.array(OrderLineSchema), v.minLength(1), v.maxLength(20)),
  /**
   * The lines come from the account's saved cart (rule ORD-19): a line no longer in it (ordered from
   * another tab or device) is refused, and an accepted line leaves the cart in the same step.
   */
  fromCart: v.optional(v.boolean()),
});

/** `Data` of a place request. */
export type OrderPlaceData = {
  readonly account: string;
  readonly ClientKey: string;
  readonly side: OrderSide;
  readonly validity: OrderValidity;
  readonly goodTillDate: string;
  readonly riskAcknowledged: boolean;
  readonly lines: readonly OrderLine[];
  readonly fromCart?: boolean;
};

/** The place request body. */
export type OrderPlaceRequest = QueryRequest<typeof FunId.BondOrderPlace, OrderPlaceData>;

/** The outcome of one line: accepted with its order number, or refused with the reason. */
export const OrderLineResultSchema = v.object({
  isin: IsinSchema,
  accepted: v.boolean(),
  /** The order number; `''` when refused. */
  orderNo: v.string(),
  /** `''` when accepted plainly; the reason when refused; a note (預約單) when accepted as a pre-order. */
  message: v.string(),
  /** True when accepted after the cut-off as a pre-order for the next business day. */
  preOrder: v.boolean(),
  /** The trade date the order works on (the next business day for a pre-order), `YYYYMMDD`. */
  tradeDate: YyyymmddSchema,
});

/** The outcome of one line. */
export type OrderLineResult = Readonly<v.InferOutput<typeof OrderLineResultSchema>>;

/** `Data` of the place answer: one result per line, in the request's order. */
export const OrderPlaceAnswerDataSchema = v.object({ placedAt: OrderTimeSchema, results: v.array(OrderLineResultSchema) });

/** `Data` of the place answer. */
export type OrderPlaceResult = { readonly placedAt: string; readonly results: readonly OrderLineResult[] };

/** Builds a place request. */
export function buildOrderPlaceRequest(data: OrderPlaceData): OrderPlaceRequest {
  return { FunId: FunId.BondOrderPlace, Data: data };
}

/**
 * Parses the place answer.
 * @throws ApiError for a non-zero StatusCode (the whole submission refused); `malformed` for a wrong shape.
 */
export function parseOrderPlaceAnswer(json: unknown): OrderPlaceResult {
  return parseSuccess(json, OrderPlaceAnswerDataSchema);
}

// ---------------------------------------------------------------- the order

/** One fill. */
export const OrderFillSchema = v.object({ time: OrderTimeSchema, nominal: DecimalStringSchema, price: DecimalStringSchema });

/** One fill. */
export type OrderFill = Readonly<v.InferOutput<typeof OrderFillSchema>>;

/** One step of an order's history. */
export const OrderEventSchema = v.object({ time: OrderTimeSchema, state: v.picklist(ORDER_STATE_OPTIONS.map((o) => o.value)), note: v.string() });

/** One step of an order's history. */
export type OrderEvent = Readonly<v.InferOutput<typeof OrderEventSchema>>;

const ORDER_SUMMARY_ENTRIES = {
  orderNo: v.pipe(v.string(), v.nonEmpty()),
  account: AccountNoSchema,
  isin: IsinSchema,
  bondName: v.string(),
  currency: optionPicklist(CURRENCY_OPTIONS),
  side: v.picklist(['B', 'S']),
  nominal: DecimalStringSchema,
  filledNominal: DecimalStringSchema,
  limitPrice: DecimalStringSchema,
  validity: v.picklist(['DAY', 'GTD']),
  goodTillDate: v.union([YyyymmddSchema, v.literal('')]),
  /** The date the order works on (a pre-order's is the next business day). */
  tradeDate: YyyymmddSchema,
  placedAt: OrderTimeSchema,
  /** Last change of state. */
  updatedAt: OrderTimeSchema,
  state: v.picklist(ORDER_STATE_OPTIONS.map((o) => o.value)),
  /** The reason of a rejection (已退回), else `''`. */
  reason: v.string(),
};

/** An order as the list shows it. */
export const OrderSummarySchema = v.object(ORDER_SUMMARY_ENTRIES);

/** An order as the list shows it. */
export type OrderSummary = Readonly<v.InferOutput<typeof OrderSummarySchema>>;

/** An order with its fills, amounts and history (the detail). */
export const OrderDetailSchema = v.object({
  ...ORDER_SUMMARY_ENTRIES,
  /** Settlement date of the fills, `YYYYMMDD` (T+n business days from the trade date); `''` before any fill. */
  settlementDate: v.union([YyyymmddSchema, v.literal('')]),
  /**
   * The date the order settles on when it fills on its trade date, `YYYYMMDD` (T+n business days of Taiwan and
   * the currency's market): known from the moment it is placed, a pre-order's too (rule ORD-11).
   */
  expectedSettlementDate: YyyymmddSchema,
  /** The money still held for a buy (its cost at the limit, rule ORD-8), `"0"` for a sell and once it has ended. */
  heldAmount: DecimalStringSchema,
  /** Average fill price, `''` before any fill. */
  averagePrice: v.union([DecimalStringSchema, v.literal('')]),
  /** Clean amount of the fills. */
  filledAmount: DecimalStringSchema,
  /** Accrued interest of the fills to the settlement date. */
  accruedInterest: DecimalStringSchema,
  /** The trading fee of the fills. */
  fee: DecimalStringSchema,
  /** What the fills cost (buy) or bring (sell): clean + accrued ± fee. */
  settlementAmount: DecimalStringSchema,
  fills: v.array(OrderFillSchema),
  history: v.array(OrderEventSchema),
});

/** An order with its fills, amounts and history. */
export type OrderDetail = Readonly<v.InferOutput<typeof OrderDetailSchema>>;

// ---------------------------------------------------------------- list

/** `Data` of a list request: the account, a state (`''` for all), a date range of trade dates, and a page. */
export const OrderListDataSchema = v.object({
  account: AccountNoSchema,
  state: v.union([v.picklist(ORDER_STATE_OPTIONS.map((o) => o.value)), v.literal('')]),
  fromDate: YyyymmddSchema,
  toDate: YyyymmddSchema,
  /** 1-based. */
  page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

/** `Data` of a list request. */
export type OrderListData = { readonly account: string; readonly state: OrderState | ''; readonly fromDate: string; readonly toDate: string; readonly page: number };

/** The list request body. */
export type OrderListRequest = QueryRequest<typeof FunId.BondOrderList, OrderListData>;

/** The number of orders in each state within the date range (whatever the state filter). */
export const OrderCountsSchema = v.object({
  WORKING: v.number(),
  PARTIAL: v.number(),
  FILLED: v.number(),
  CANCELLED: v.number(),
  EXPIRED: v.number(),
  REJECTED: v.number(),
  PREORDER: v.number(),
});

/** `Data` of the list answer: counts, one page of orders newest first, and the paging. */
export const OrderListAnswerDataSchema = v.object({
  counts: OrderCountsSchema,
  orders: v.array(OrderSummarySchema),
  page: v.number(),
  totalPages: v.number(),
  total: v.number(),
});

/** `Data` of the list answer. */
export type OrderList = {
  readonly counts: Readonly<Record<OrderState, number>>;
  readonly orders: readonly OrderSummary[];
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
};

/** Builds a list request. */
export function buildOrderListRequest(data: OrderListData): OrderListRequest {
  return { FunId: FunId.BondOrderList, Data: data };
}

/** Parses the list answer. @throws ApiError */
export function parseOrderListAnswer(json: unknown): OrderList {
  return parseSuccess(json, OrderListAnswerDataSchema);
}

// ---------------------------------------------------------------- detail

/** `Data` of a detail request. */
export const OrderDetailDataSchema = v.object({ account: AccountNoSchema, orderNo: v.pipe(v.string(), v.nonEmpty()) });

/** The detail request body. */
export type OrderDetailRequest = QueryRequest<typeof FunId.BondOrderDetail, { readonly account: string; readonly orderNo: string }>;

/** Builds a detail request. */
export function buildOrderDetailRequest(account: string, orderNo: string): OrderDetailRequest {
  return { FunId: FunId.BondOrderDetail, Data: { account, orderNo } };
}

/** Parses the detail answer. @throws ApiError (`business` 4042 when there is no such order). */
export function parseOrderDetailAnswer(json: unknown): OrderDetail {
  return parseSuccess(json, OrderDetailSchema);
}

// ---------------------------------------------------------------- cancel

/** `Data` of a cancel request. */
export const OrderCancelDataSchema = v.object({ account: AccountNoSchema, orderNo: v.pipe(v.string(), v.nonEmpty()), ClientKey: ClientKeySchema });

/** The cancel request body. */
export type OrderCancelRequest = QueryRequest<typeof FunId.BondOrderCancel, { readonly account: string; readonly orderNo: string; readonly ClientKey: string }>;

/**
 * `Data` of the cancel answer: `CANCELLED` (what had not filled is cancelled; fills stay) or `TOO_LATE`
 * (the order had already filled, expired or ended: nothing changed) with the order as it now is.
 */
export const OrderCancelAnswerDataSchema = v.object({ outcome: v.picklist(['CANCELLED', 'TOO_LATE']), message: v.string(), order: OrderDetailSchema });

/** `Data` of the cancel answer. */
export type OrderCancelResult = { readonly outcome: 'CANCELLED' | 'TOO_LATE'; readonly message: string; readonly order: OrderDetail };

/** Builds a cancel request. */
export function buildOrderCancelRequest(account: string, orderNo: string, clientKey: string): OrderCancelRequest {
  return { FunId: FunId.BondOrderCancel, Data: { account, orderNo, ClientKey: clientKey } };
}

/** Parses the cancel answer. @throws ApiError */
export function parseOrderCancelAnswer(json: unknown): OrderCancelResult {
  return parseSuccess(json, OrderCancelAnswerDataSchema);
}

/** The answer schemas, for tests and the sandbox's own checks. */
export const OrderAnswerSchemas = {
  place: successSchema(OrderPlaceAnswerDataSchema),
  list: successSchema(OrderListAnswerDataSchema),
  detail: successSchema(OrderDetailSchema),
  cancel: successSchema(OrderCancelAnswerDataSchema),
};
