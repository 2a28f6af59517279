import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { ClientKeySchema, DecimalStringSchema, IsinSchema, YyyymmddSchema, optionPicklist } from 'shared/contracts';
import { FUND_CURRENCY_OPTIONS } from './fund';
import type { LabelledOption } from 'shared/contracts';
import { AccountNoSchema, TaipeiTimeSchema } from 'shared/contracts';

// Fund orders and holdings. Our own contracts, not part of the known broker contract. A subscription is
// paid from the margin deposit balance in the fund's currency; an order trades at the NAV of the next
// business day after its trade date, so it waits as 待確認淨值 until that NAV is published (rule FND-7).

/** Order sides: subscription (申購) or redemption (贖回). */
export const FUND_SIDE_OPTIONS = [
  { value: 'SUB', label: '申購' },
  { value: 'RED', label: '贖回' },
] as const satisfies readonly LabelledOption<string>[];

/** A fund order's side. */
export type FundSide = (typeof FUND_SIDE_OPTIONS)[number]['value'];

/** A fund order's state: waiting for its NAV, traded at it, or cancelled by the customer before its cut-off. */
export const FUND_ORDER_STATUS_OPTIONS = [
  { value: 'PENDING_NAV', label: '待確認淨值' },
  { value: 'CONFIRMED', label: '已確認' },
  { value: 'CANCELLED', label: '已取消' },
] as const satisfies readonly LabelledOption<string>[];

/** A fund order's state. */
export type FundOrderStatus = (typeof FUND_ORDER_STATUS_OPTIONS)[number]['value'];

/**
 * `Data` of the fund order request (FunId `KGItwInfFundOrderPlace`). Our own contract, not part of the known
 * broker contract. A subscription names `amount` in the fund's currency (at least the minimum, rule FND-5,
 * at most the buying power, FND-6), a redemption `units` (at most the units not already being redeemed,
 * FND-8). The back end answers a repeated `ClientKey` with its first result (rule ORD-1).
 */
export const FundOrderDataSchema = v.variant('side', [
  v.object({ account: AccountNoSchema, fundId: IsinSchema, side: v.literal('SUB'), amount: DecimalStringSchema, ClientKey: ClientKeySchema }),
  v.object({ account: AccountNoSchema, fundId: IsinSchema, side: v.literal('RED'), units: DecimalStringSchema, ClientKey: ClientKeySchema }),
]);

/** `Data` of the fund order request as it travels. */
export type FundOrderData = v.InferInput<typeof FundOrderDataSchema>;

/** The fund order request (our own contract). */
export type FundOrderRequest = QueryRequest<typeof FunId.FundOrderPlace, FundOrderData>;

/** One fund order as the back end keeps it. Amounts in the fund's currency, decimal strings. */
export const FundOrderSchema = v.object({
  orderNo: v.pipe(v.string(), v.nonEmpty()),
  account: AccountNoSchema,
  fundId: IsinSchema,
  fundName: v.string(),
  currency: optionPicklist(FUND_CURRENCY_OPTIONS),
  side: optionPicklist(FUND_SIDE_OPTIONS),
  status: optionPicklist(FUND_ORDER_STATUS_OPTIONS),
  /**
   * The day the order counts as taken (today before the fund desk's cut-off on a business day, else the
   * next business day, rule FND-9), and the day whose NAV it trades at (trade date + 1 business day, FND-7).
   */
  tradeDate: YyyymmddSchema,
  navDate: YyyymmddSchema,
  /** Subscription: the amount invested; redemption: `''` until confirmed, then units × NAV. */
  amount: v.union([DecimalStringSchema, v.literal('')]),
  /** Subscription: the front-end load charged on top; redemption: the redemption fee once confirmed. */
  fee: v.union([DecimalStringSchema, v.literal('')]),
  /** Subscription: amount + fee, debited from the margin balance; redemption: amount − fee, credited. */
  total: v.union([DecimalStringSchema, v.literal('')]),
  /** Redemption: the units asked; subscription: `''` until confirmed, then amount ÷ NAV. */
  units: v.union([DecimalStringSchema, v.literal('')]),
  /** The NAV it traded at, `''` until confirmed. */
  nav: v.union([DecimalStringSchema, v.literal('')]),
  /** When the order was taken, ISO 8601 with +08:00 (`2025-07-01T10:00:00+08:00`). */
  placedAt: TaipeiTimeSchema,
});

/** One fund order. */
export type FundOrder = Readonly<v.InferOutput<typeof FundOrderSchema>>;

/** The fund order answer: the order as stored. */
export const FundOrderAnswerSchema = successSchema(FundOrderSchema);

/** Builds a subscription request: `amount` in the fund's currency, `clientKey` made when the customer confirmed. */
export function buildFundSubscribeRequest(account: string, fundId: string, amount: string, clientKey: string): FundOrderRequest {
  return { FunId: FunId.FundOrderPlace, Data: { account, fundId, side: 'SUB', amount, ClientKey: clientKey } };
}

/** Builds a redemption request by units. */
export function buildFundRedeemRequest(account: string, fundId: string, units: string, clientKey: string): FundOrderRequest {
  return { FunId: FunId.FundOrderPlace, Data: { account, fundId, side: 'RED', units, ClientKey: clientKey } };
}

/**
 * Parses the fund order answer.
 * @throws ApiError `business` for a refused order (the Message says why), `permission` for a guest.
 */
export function parseFundOrderAnswer(json: unknown): FundOrder {
  return parseSuccess(json, FundOrderSchema);
}

/** `Data` of the fund order list and holdings requests: one of the customer's accounts. */
export const FundAccountDataSchema = v.object({ account: AccountNoSchema });

/** `Data` of the fund order list and holdings requests as it travels. */
export type FundAccountData = v.InferInput<typeof FundAccountDataSchema>;

/** The fund order list request (our own contract, FunId `KGItwInfFundOrderList`). */
export type FundOrderListRequest = QueryRequest<typeof FunId.FundOrderList, FundAccountData>;

/** `Data` of the fund order list answer: newest first. */
export const FundOrderListDataSchema = v.object({ orders: v.array(FundOrderSchema) });

/** The fund order list answer as it travels. */
export const FundOrderListAnswerSchema = successSchema(FundOrderListDataSchema);

/** Builds the fund order list request. */
export function buildFundOrderListRequest(account: string): FundOrderListRequest {
  return { FunId: FunId.FundOrderList, Data: { account } };
}

/** Parses the fund order list answer. */
export function parseFundOrderListAnswer(json: unknown): readonly FundOrder[] {
  return parseSuccess(json, FundOrderListDataSchema).orders;
}

/** `Data` of the fund order cancel request: the order and a client key made when the customer confirmed the cancel (rule ORD-1). */
export const FundOrderCancelDataSchema = v.object({ account: AccountNoSchema, orderNo: v.pipe(v.string(), v.nonEmpty()), ClientKey: ClientKeySchema });

/** `Data` of the fund order cancel request as it travels. */
export type FundOrderCancelData = v.InferInput<typeof FundOrderCancelDataSchema>;

/** The fund order cancel request (our own contract, FunId `KGItwInfFundOrderCancel`). */
export type FundOrderCancelRequest = QueryRequest<typeof FunId.FundOrderCancel, FundOrderCancelData>;

/**
 * `Data` of the cancel answer, as for bond orders (rule ORD-13): `CANCELLED` (the held money is released)
 * or `TOO_LATE` (past the order's cut-off, or no longer waiting: nothing changed), with the order as it now is.
 */
export const FundOrderCancelAnswerDataSchema = v.object({ outcome: v.picklist(['CANCELLED', 'TOO_LATE']), message: v.string(), order: FundOrderSchema });

/** The fund order cancel answer as it travels. */
export const FundOrderCancelAnswerSchema = successSchema(FundOrderCancelAnswerDataSchema);

/** The fund order cancel answer. */
export type FundOrderCancelResult = { readonly outcome: 'CANCELLED' | 'TOO_LATE'; readonly message: string; readonly order: FundOrder };

/** Builds the cancel request of one waiting fund order. */
export function buildFundOrderCancelRequest(account: string, orderNo: string, clientKey: string): FundOrderCancelRequest {
  return { FunId: FunId.FundOrderCancel, Data: { account, orderNo, ClientKey: clientKey } };
}

/** Parses the fund order cancel answer. @throws ApiError (`business` 4042 when the account has no such order). */
export function parseFundOrderCancelAnswer(json: unknown): FundOrderCancelResult {
  return parseSuccess(json, FundOrderCancelAnswerDataSchema);
}

/** One fund position of an account. */
export const FundHoldingSchema = v.object({
  fundId: IsinSchema,
  fundName: v.string(),
  currency: optionPicklist(FUND_CURRENCY_OPTIONS),
  /** Units held (confirmed subscriptions less confirmed redemptions), 4 decimals. */
  units: DecimalStringSchema,
  /** Units in redemptions still waiting for their NAV. */
  reservedUnits: DecimalStringSchema,
  /** Units that may be redeemed now: units − reservedUnits (rule FND-8). */
  availableUnits: DecimalStringSchema,
  /** The latest NAV, its date, and units × NAV (2 decimals, half-up). */
  nav: DecimalStringSchema,
  navDate: YyyymmddSchema,
  marketValue: DecimalStringSchema,
  /** What the units still held cost, fees included. */
  cost: DecimalStringSchema,
});

/** One fund position. */
export type FundHolding = Readonly<v.InferOutput<typeof FundHoldingSchema>>;

/** The fund holdings request (our own contract, FunId `KGItwInfFundHoldings`). */
export type FundHoldingsRequest = QueryRequest<typeof FunId.FundHoldings, FundAccountData>;

/** `Data` of the fund holdings answer. */
export const FundHoldingsDataSchema = v.object({ holdings: v.array(FundHoldingSchema) });

/** The fund holdings answer as it travels. */
export const FundHoldingsAnswerSchema = successSchema(FundHoldingsDataSchema);

/** Builds the fund holdings request. */
export function buildFundHoldingsRequest(account: string): FundHoldingsRequest {
  return { FunId: FunId.FundHoldings, Data: { account } };
}

/** Parses the fund holdings answer. */
export function parseFundHoldingsAnswer(json: unknown): readonly FundHolding[] {
  return parseSuccess(json, FundHoldingsDataSchema).holdings;
}
