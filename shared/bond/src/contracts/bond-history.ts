import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { DecimalStringSchema, IsinSchema, YyyymmddSchema } from 'shared/contracts';

/**
 * `Data` of the bond history request (FunId `KGItwPubOltsBondHistory`): the bond's ISIN. Our own
 * contract, not part of the known broker contract.
 */
export const BondHistoryDataSchema = v.object({ isin: IsinSchema });

/** `Data` of the bond history request. */
export type BondHistoryData = v.InferOutput<typeof BondHistoryDataSchema>;

/** The bond history request body. */
export type BondHistoryRequest = QueryRequest<typeof FunId.BondHistory, BondHistoryData>;

/** One business day's close: the indicative ask (clean, per 100 face, 3 decimals) and its yield to maturity (percent, 4 decimals). */
export const HistoryPointSchema = v.object({ date: YyyymmddSchema, price: DecimalStringSchema, ytm: DecimalStringSchema });

/** A bond's daily closes over the last year (weekdays, oldest first, up to the price date). */
export const BondHistorySchema = v.object({ isin: IsinSchema, points: v.array(HistoryPointSchema) });

/** A bond's price and yield history. */
export type BondHistory = { readonly isin: string; readonly points: readonly Readonly<v.InferOutput<typeof HistoryPointSchema>>[] };

/** One day of {@link BondHistory}. */
export type HistoryPoint = Readonly<v.InferOutput<typeof HistoryPointSchema>>;

/** The bond history answer as it travels. */
export const BondHistoryAnswerSchema = successSchema(BondHistorySchema);

/** The bond history answer as it travels. */
export type BondHistoryAnswer = v.InferInput<typeof BondHistoryAnswerSchema>;

/** Builds the bond history request. */
export function buildBondHistoryRequest(isin: string): BondHistoryRequest {
  return { FunId: FunId.BondHistory, Data: { isin } };
}

/**
 * Parses the bond history answer.
 * @throws ApiError `business` (`4044`, `4045`) or `malformed` naming the field.
 */
export function parseBondHistoryAnswer(json: unknown): BondHistory {
  return parseSuccess(json, BondHistorySchema);
}
