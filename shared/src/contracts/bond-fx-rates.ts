import * as v from 'valibot';
import { CURRENCY_OPTIONS } from './bond-vocabulary';
import { FunId, type QueryRequest } from './endpoints';
import { parseSuccess, successSchema } from './envelope';
import { DecimalStringSchema, optionPicklist } from './fields';
import { TaipeiTimeSchema } from './margin-balance';

/**
 * The indicative TWD rate of one bond issue currency: TWD per 1 unit (mid, 4 decimals), taken at `time`.
 * For estimates only (cash flows in TWD, the finder's budget); a trade converts at a quote.
 */
export const BondFxRateSchema = v.object({ currency: optionPicklist(CURRENCY_OPTIONS), rate: DecimalStringSchema, time: TaipeiTimeSchema });

/** One bond currency's indicative TWD rate. */
export type BondFxRate = Readonly<v.InferOutput<typeof BondFxRateSchema>>;

/**
 * Today's indicative TWD rates of every bond issue currency (FunId `KGItwPubOltsBondFxRates`). Our own
 * contract, not part of the known broker contract: `KGItwPubFxRates` covers the margin account's
 * currencies, which lack GBP, NZD and offshore renminbi (CNH); this one covers what bonds are issued in.
 */
export const BondFxRatesSchema = v.object({ rates: v.array(BondFxRateSchema) });

/** Today's indicative TWD rates of the bond currencies. */
export type BondFxRates = { readonly rates: readonly BondFxRate[] };

/** `Data` of the request: empty, the rates are the same for everyone. */
export type BondFxRatesData = Readonly<Record<string, never>>;

/** The request body. */
export type BondFxRatesRequest = QueryRequest<typeof FunId.BondFxRates, BondFxRatesData>;

/** The answer as it travels. */
export const BondFxRatesAnswerSchema = successSchema(BondFxRatesSchema);

/** The answer as it travels. */
export type BondFxRatesAnswer = v.InferInput<typeof BondFxRatesAnswerSchema>;

/** Builds the request. */
export function buildBondFxRatesRequest(): BondFxRatesRequest {
  return { FunId: FunId.BondFxRates, Data: {} };
}

/**
 * Parses the answer.
 * @throws ApiError for a non-zero StatusCode; `malformed` naming the field.
 */
export function parseBondFxRatesAnswer(json: unknown): BondFxRates {
  return parseSuccess(json, BondFxRatesSchema);
}
