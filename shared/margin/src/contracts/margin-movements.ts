import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { DecimalStringSchema, YyyymmddSchema } from 'shared/contracts';
import { AccountNoSchema } from 'shared/contracts';
import { MarginCurrencySchema } from 'shared/money';

/** What moved money in a margin account (rule MRG-8). */
export const MOVEMENT_TYPES = ['deposit', 'withdrawal', 'fx', 'order-debit', 'order-credit', 'coupon', 'redemption', 'fee'] as const;

/** One of {@link MOVEMENT_TYPES}. */
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** zh-TW label of each movement type, as the customer reads it. */
export const MOVEMENT_TYPE_LABELS: Readonly<Record<MovementType, string>> = {
  deposit: '入金',
  withdrawal: '出金',
  fx: '換匯',
  'order-debit': '委託扣款',
  'order-credit': '委託入帳',
  coupon: '配息入帳',
  redemption: '還本入帳',
  fee: '手續費',
};

/** Movements per page (rule MRG-8). */
export const MOVEMENTS_PAGE_SIZE = 20;

/** The longest date range one movements request may span, in days. */
export const MOVEMENTS_MAX_RANGE_DAYS = 366;

/**
 * `Data` of the movements request: the account, optional currency and type filters (`''` for all), the
 * value-date range `dateFrom`–`dateTo` (`YYYYMMDD`, both included, at most 366 days) and the 1-based page.
 */
export const MarginMovementsDataSchema = v.object({
  account: AccountNoSchema,
  currency: v.union([MarginCurrencySchema, v.literal('')]),
  type: v.union([v.picklist(MOVEMENT_TYPES), v.literal('')]),
  dateFrom: YyyymmddSchema,
  dateTo: YyyymmddSchema,
  page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

/** `Data` of the movements request. */
export type MarginMovementsData = v.InferInput<typeof MarginMovementsDataSchema>;

/**
 * One movement: its value date, currency, type, signed amount, the currency's running balance right
 * after it, and its reference. `referenceKind` says what the reference names: `order` an order number
 * (the page links it to the order), `transfer` a transfer number, `bond` an ISIN (coupon, redemption).
 */
export const MarginMovementSchema = v.object({
  date: YyyymmddSchema,
  currency: MarginCurrencySchema,
  type: v.picklist(MOVEMENT_TYPES),
  amount: DecimalStringSchema,
  balanceAfter: DecimalStringSchema,
  reference: v.string(),
  referenceKind: v.picklist(['order', 'transfer', 'bond']),
});

/** One movement. */
export type MarginMovement = Readonly<v.InferOutput<typeof MarginMovementSchema>>;

/**
 * One page of an account's margin movements (FunId `KGItwMarginMovements`). Our own contract, not part
 * of the known broker contract. Newest first; `totalCount` movements match the filters over `totalPages`
 * pages of {@link MOVEMENTS_PAGE_SIZE}. A range with dateFrom after dateTo or over 366 days gets 4001.
 */
export const MarginMovementsSchema = v.object({
  movements: v.array(MarginMovementSchema),
  page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  totalPages: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  totalCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/** One page of margin movements. */
export type MarginMovements = {
  readonly movements: readonly MarginMovement[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
};

/** The movements request body (our own contract, FunId `KGItwMarginMovements`). */
export type MarginMovementsRequest = QueryRequest<typeof FunId.MarginMovements, MarginMovementsData>;

/** The movements answer as it travels. */
export const MarginMovementsAnswerSchema = successSchema(MarginMovementsSchema);

/** Builds the movements request. */
export function buildMarginMovementsRequest(data: MarginMovementsData): MarginMovementsRequest {
  return { FunId: FunId.MarginMovements, Data: { ...data } };
}

/**
 * Parses the movements answer.
 * @throws ApiError for a non-zero StatusCode; `malformed` naming the field for a wrong shape.
 */
export function parseMarginMovementsAnswer(json: unknown): MarginMovements {
  return parseSuccess(json, MarginMovementsSchema);
}
