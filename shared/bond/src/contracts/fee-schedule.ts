import * as v from 'valibot';
import { CURRENCY_OPTIONS } from './bond-vocabulary';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { NonNegativeSchema, YyyymmddSchema, optionPicklist } from 'shared/contracts';

/**
 * Custody fee and settlement of one currency. Our own contract, not part of the known broker contract.
 *
 * The cart estimate the front end may compute from it: one year's custody fee on a line is
 * `max(custodyFeeMin, consideration × custodyFeeRate / 100)`, in the issue currency; the trade
 * settles `settlementDays` business days after the trade date (T+n).
 */
export const CurrencyFeeSchema = v.object({
  currency: optionPicklist(CURRENCY_OPTIONS),
  /** Annual custody fee, percent of the consideration (0.2 means 0.2 % a year). */
  custodyFeeRate: NonNegativeSchema,
  /** Smallest custody fee charged, in the currency itself. */
  custodyFeeMin: NonNegativeSchema,
  /** Business days from trade to settlement. */
  settlementDays: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/** Custody fee and settlement of one currency. */
export type CurrencyFee = Readonly<v.InferOutput<typeof CurrencyFeeSchema>>;

/** The fee schedule: one entry per issue currency, and the date it applies from (`YYYYMMDD`). */
export const FeeScheduleSchema = v.object({
  effectiveDate: YyyymmddSchema,
  feeList: v.array(CurrencyFeeSchema),
});

/** The fee schedule. */
export type FeeSchedule = { readonly effectiveDate: string; readonly feeList: readonly CurrencyFee[] };

/** `Data` of the fee-schedule request: empty; the schedule is the same for every customer. */
export type FeeScheduleData = Readonly<Record<string, never>>;

/** The fee-schedule request body (our own contract, FunId `KGItwPubOltsFeeSchedule`; guests may ask). */
export type FeeScheduleRequest = QueryRequest<typeof FunId.FeeSchedule, FeeScheduleData>;

/** The fee-schedule answer as it travels. */
export const FeeScheduleAnswerSchema = successSchema(FeeScheduleSchema);

/** The fee-schedule answer as it travels. */
export type FeeScheduleAnswer = v.InferInput<typeof FeeScheduleAnswerSchema>;

/** Builds the fee-schedule request. */
export function buildFeeScheduleRequest(): FeeScheduleRequest {
  return { FunId: FunId.FeeSchedule, Data: {} };
}

/**
 * Parses the fee-schedule answer.
 * @throws ApiError `session`/`business` for a non-zero StatusCode; `malformed` naming the field for a wrong shape.
 */
export function parseFeeScheduleAnswer(json: unknown): FeeSchedule {
  return parseSuccess(json, FeeScheduleSchema);
}
