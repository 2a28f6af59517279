import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { DecimalStringSchema } from 'shared/contracts';
import { MarginCurrencySchema } from 'shared/money';
import { TaipeiTimeSchema } from 'shared/contracts';

/**
 * One indicative rate: TWD per 1 unit of `currency` (mid rate, 4 decimals), taken at `time`. Indicative
 * only: a conversion is done at a quote (the transfer contract), never at this rate.
 */
export const FxRateSchema = v.object({
  currency: MarginCurrencySchema,
  rate: DecimalStringSchema,
  time: TaipeiTimeSchema,
});

/** One indicative rate. */
export type FxRate = Readonly<v.InferOutput<typeof FxRateSchema>>;

/**
 * Today's indicative FX rates (FunId `KGItwPubFxRates`). Our own contract, not part of the known broker
 * contract. `Pub` because anonymous visitors of /overseas may see them too: no account, no customer.
 * One rate per margin currency other than TWD.
 */
export const FxRatesSchema = v.object({ rates: v.array(FxRateSchema) });

/** Today's indicative FX rates. */
export type FxRates = { readonly rates: readonly FxRate[] };

/** `Data` of the FX rates request: empty, the rates are the same for everyone. */
export type FxRatesData = Readonly<Record<string, never>>;

/** The FX rates request body (our own contract, FunId `KGItwPubFxRates`). */
export type FxRatesRequest = QueryRequest<typeof FunId.FxRates, FxRatesData>;

/** The FX rates answer as it travels. */
export const FxRatesAnswerSchema = successSchema(FxRatesSchema);

/** The FX rates answer as it travels. */
export type FxRatesAnswer = v.InferInput<typeof FxRatesAnswerSchema>;

/** Builds the FX rates request. */
export function buildFxRatesRequest(): FxRatesRequest {
  return { FunId: FunId.FxRates, Data: {} };
}

/**
 * Parses the FX rates answer.
 * @throws ApiError for a non-zero StatusCode; `malformed` naming the field for a wrong shape.
 */
export function parseFxRatesAnswer(json: unknown): FxRates {
  return parseSuccess(json, FxRatesSchema);
}
