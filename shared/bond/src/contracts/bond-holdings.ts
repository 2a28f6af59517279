import * as v from 'valibot';
import { COUPON_FREQUENCIES, CURRENCY_OPTIONS, DAY_COUNT_OPTIONS } from './bond-vocabulary';
import { BOND_ENTRIES } from './bond';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { DecimalStringSchema, IsinSchema, YyyymmddSchema, optionPicklist } from 'shared/contracts';

/**
 * The bond positions of one account (rule ORD-15). Our own contract, not part of the known broker
 * contract: FunId `KGItwBondHoldings`, `Data` `{ account }`. The answer gives each position's own figures
 * and the bond's terms and bid; the page computes value, gain or loss and whether the bond trades ex-coupon
 * from them with the shared bond maths. What the account will be paid (coupons and redemptions) comes with
 * the answer, worked out by the back end from the account's trades (rule ORD-16), since only it knows on
 * which nominal each coupon's record date falls.
 */
export const BondPositionSchema = v.object({
  isin: IsinSchema,
  bondName: v.string(),
  issueCurrency: optionPicklist(CURRENCY_OPTIONS),
  /** Face amount held (settled and settling). */
  nominal: DecimalStringSchema,
  /** Face amount already in working sell orders: not available to sell again. */
  reservedNominal: DecimalStringSchema,
  /** Average clean purchase price per 100 face. */
  averageCost: DecimalStringSchema,
  /** The last buy's settlement date: 交割中 until then, then 庫存. */
  settlementDate: YyyymmddSchema,
  /** Step of face amounts of the bond: a sell is a multiple of it (or the whole sellable nominal). */
  faceValueIncrement: v.number(),
  /** The bid (the broker's buying price), clean per 100 face; what an indicative value uses. */
  bidPrice: DecimalStringSchema,
  // the bond's terms, for accrued interest and the coupon schedule
  faceRate: v.number(),
  cpnFreq: v.picklist(COUPON_FREQUENCIES),
  dayCount: optionPicklist(DAY_COUNT_OPTIONS),
  issueDate: YyyymmddSchema,
  maturityDate: YyyymmddSchema,
  // the schedule's odd periods, coupon rule and ex-coupon rule, as in the bond contract (rules BND-10 … BND-12)
  firstCouponDate: BOND_ENTRIES.firstCouponDate,
  penultimateCouponDate: BOND_ENTRIES.penultimateCouponDate,
  couponByDays: BOND_ENTRIES.couponByDays,
  exCouponDays: BOND_ENTRIES.exCouponDays,
  exCouponBusinessDays: BOND_ENTRIES.exCouponBusinessDays,
});

/** One position. */
export type BondPosition = Readonly<v.InferOutput<typeof BondPositionSchema>>;

/** `Data` of the holdings request. */
export const BondHoldingsDataSchema = v.object({ account: v.pipe(v.string(), v.regex(/^\d{1,20}$/, '必須是帳號數字')) });

/** The holdings request body. */
export type BondHoldingsRequest = QueryRequest<typeof FunId.BondHoldings, { readonly account: string }>;

/**
 * One payment the account will receive on a bond after `asOf` (rules ORD-15, ORD-16): a coupon on the
 * nominal held on its record date (a buy settling inside the ex-coupon window does not get it, a sale
 * settling inside it keeps it, rule BND-11), the redemption of what is held at maturity, or both. The
 * back end works it out with the shared bond maths (`holdingCashFlows`), odd periods included (rule
 * BND-12). Amounts in the bond's currency, rounded half-up to its minor unit. A coupon of a bond sold
 * inside its window is listed though the position is gone.
 */
export const BondCashFlowSchema = v.object({
  isin: IsinSchema,
  bondName: v.string(),
  issueCurrency: optionPicklist(CURRENCY_OPTIONS),
  /** Coupons a year of the bond (0 for a zero-coupon bond): the custody fee is taken in as many parts. */
  cpnFreq: v.picklist(COUPON_FREQUENCIES),
  /** Payment date, `YYYYMMDD`. */
  date: YyyymmddSchema,
  /** The nominal the coupon is paid on. */
  nominal: DecimalStringSchema,
  coupon: DecimalStringSchema,
  redemption: DecimalStringSchema,
  /** The coupon's ex-coupon (record) date, `YYYYMMDD`; null when the bond has no ex-coupon period or nothing but the redemption is paid. */
  exCouponDate: v.nullable(YyyymmddSchema),
});

/** One coming payment of the account's bonds. */
export type BondCashFlow = Readonly<v.InferOutput<typeof BondCashFlowSchema>>;

/** `Data` of the holdings answer: the date the figures refer to, the positions and the payments ahead, by date. */
export const BondHoldingsSchema = v.object({ asOf: YyyymmddSchema, positions: v.array(BondPositionSchema), cashFlows: v.array(BondCashFlowSchema) });

/** `Data` of the holdings answer. */
export type BondHoldings = { readonly asOf: string; readonly positions: readonly BondPosition[]; readonly cashFlows: readonly BondCashFlow[] };

/** The holdings answer as it travels. */
export const BondHoldingsAnswerSchema = successSchema(BondHoldingsSchema);

/** Builds the holdings request. */
export function buildBondHoldingsRequest(account: string): BondHoldingsRequest {
  return { FunId: FunId.BondHoldings, Data: { account } };
}

/** Parses the holdings answer. @throws ApiError */
export function parseBondHoldingsAnswer(json: unknown): BondHoldings {
  return parseSuccess(json, BondHoldingsSchema);
}
