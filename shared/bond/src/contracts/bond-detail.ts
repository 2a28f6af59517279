import * as v from 'valibot';
import { BondSchema, AgencyRatingListSchema } from './bond';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { DecimalStringSchema, IsinSchema, YyyymmddSchema } from 'shared/contracts';
import { TaipeiTimeSchema } from 'shared/contracts';

/**
 * `Data` of the bond detail request (FunId `KGItwPubOltsBondDetail`): the bond's ISIN. Our own contract,
 * not part of the known broker contract. `Pub` like the symbol list: market data, no account; a bearer
 * token is still required, and the bond pages are closed to the guest (rule GRD-2).
 */
export const BondDetailDataSchema = v.object({ isin: IsinSchema });

/** `Data` of the bond detail request. */
export type BondDetailData = v.InferOutput<typeof BondDetailDataSchema>;

/** The bond detail request body. */
export type BondDetailRequest = QueryRequest<typeof FunId.BondDetail, BondDetailData>;

/** One date the issuer may redeem the bond early, and the clean price per 100 face it pays then. */
export const CallScheduleEntrySchema = v.object({ date: YyyymmddSchema, price: DecimalStringSchema });

/**
 * The figures of the ask price on `settlementDate` (rule BND-2), computed with `@shared/bond/math`'s
 * `priceFigures` and rounded as it rounds: accrued interest per 100 face 6 decimals, the dirty price the
 * ask plus it exactly, yields in percent 4 decimals half-up; `ytc` and `nextCallDate` null when no call
 * date lies ahead.
 */
export const BondFiguresSchema = v.object({
  accruedInterest: DecimalStringSchema,
  /** Days of accrual; negative when the trade is ex-coupon (rule BND-11). */
  accruedDays: v.pipe(v.number(), v.safeInteger()),
  /** True when a trade settling on the settlement date is ex-coupon: the coming coupon goes to the seller (rule BND-11). */
  exCoupon: v.optional(v.boolean()),
  dirtyPrice: DecimalStringSchema,
  ytm: DecimalStringSchema,
  ytc: v.nullable(DecimalStringSchema),
  nextCallDate: v.nullable(YyyymmddSchema),
  ytw: DecimalStringSchema,
  worstDate: YyyymmddSchema,
});

/**
 * One bond as its detail page shows it: the list's bond (terms, ratings, restriction, risk grade), every
 * agency's rating, the call schedule (empty when not callable), the indicative quote (bid: the customer
 * sells; ask: the customer buys; clean, per 100 face, with its time), the trade date and the settlement
 * date of a trade sent now (after the cut-off or on a day off the next business day's, a pre-order; T+n
 * business days of Taiwan and the currency's bond market, rule BND-16), and the ask's figures on that
 * settlement date, the list's figures too. `tradeDate` and `preOrder` are our own addition; absent in an
 * older answer, the page takes the settlement date as today's trade's.
 */
export const BondDetailSchema = v.object({
  bond: BondSchema,
  ratings: AgencyRatingListSchema,
  callSchedule: v.array(CallScheduleEntrySchema),
  quote: v.object({ bid: DecimalStringSchema, ask: DecimalStringSchema, time: TaipeiTimeSchema }),
  settlementDate: YyyymmddSchema,
  tradeDate: v.optional(YyyymmddSchema),
  preOrder: v.optional(v.boolean()),
  figures: BondFiguresSchema,
});

/** One bond's detail. */
export type BondDetail = Readonly<v.InferOutput<typeof BondDetailSchema>>;

/** The figures of the ask on the settlement date. */
export type BondFigures = Readonly<v.InferOutput<typeof BondFiguresSchema>>;

/** The bond detail answer as it travels. */
export const BondDetailAnswerSchema = successSchema(BondDetailSchema);

/** The bond detail answer as it travels. */
export type BondDetailAnswer = v.InferInput<typeof BondDetailAnswerSchema>;

/** Builds the bond detail request. */
export function buildBondDetailRequest(isin: string): BondDetailRequest {
  return { FunId: FunId.BondDetail, Data: { isin } };
}

/**
 * Parses the bond detail answer.
 * @throws ApiError `business` with StatusCode `4044` (unknown ISIN) or `4045` (no longer offered);
 * `malformed` naming the field for a wrong shape.
 */
export function parseBondDetailAnswer(json: unknown): BondDetail {
  return parseSuccess(json, BondDetailSchema);
}
