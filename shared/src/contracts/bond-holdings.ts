import * as v from 'valibot';
import { COUPON_FREQUENCIES, CURRENCY_OPTIONS, DAY_COUNT_OPTIONS } from './bond-vocabulary';
import { FunId, type QueryRequest } from './endpoints';
import { parseSuccess, successSchema } from './envelope';
import { DecimalStringSchema, IsinSchema, YyyymmddSchema, optionPicklist } from './fields';

/**
 * The bond positions of one account (rule ORD-15). Our own contract, not part of the known broker
 * contract: FunId `KGItwBondHoldings`, `Data` `{ account }`. The answer gives each position's own figures
 * and the bond's terms and bid; the page computes value, gain or loss, coupons and the cash-flow calendar
 * from them with the shared bond maths, so the figures and the calendar agree.
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
});

/** One position. */
export type BondPosition = Readonly<v.InferOutput<typeof BondPositionSchema>>;

/** `Data` of the holdings request. */
export const BondHoldingsDataSchema = v.object({ account: v.pipe(v.string(), v.regex(/^\d{1,20}$/, '必須是帳號數字')) });

/** The holdings request body. */
export type BondHoldingsRequest = QueryRequest<typeof FunId.BondHoldings, { readonly account: string }>;

/** `Data` of the holdings answer: the date the figures refer to and the positions. */
export const BondHoldingsSchema = v.object({ asOf: YyyymmddSchema, positions: v.array(BondPositionSchema) });

/** `Data` of the holdings answer. */
export type BondHoldings = { readonly asOf: string; readonly positions: readonly BondPosition[] };

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
