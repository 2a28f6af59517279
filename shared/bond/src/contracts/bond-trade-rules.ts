import * as v from 'valibot';
import { CURRENCY_OPTIONS } from './bond-vocabulary';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { DecimalStringSchema, YyyymmddSchema, optionPicklist } from 'shared/contracts';

/**
 * The bond desk's trading rules: the day's order cut-off, the longest validity of a 長效 order and the
 * trading fee (手續費) per currency (rules ORD-7, ORD-9, ORD-11). Our own contract, not part of the known
 * broker contract: FunId `KGItwPubOltsBondTradeRules`, `Data` `{}`, the same for everyone (guests may ask,
 * the finder shows the fees). The custody fee stays in the fee schedule (`KGItwPubOltsFeeSchedule`).
 */

/**
 * The trading fee of one currency: `max(feeMin, consideration × feeRate / 100)`, rounded half-up to the
 * currency's minor unit, charged on a buy and on a sell.
 */
export const BondTradeFeeSchema = v.object({
  currency: optionPicklist(CURRENCY_OPTIONS),
  /** Percent of the clean consideration (`"0.1"` is 0.1 %). */
  feeRate: DecimalStringSchema,
  /** Smallest fee, in the currency itself. */
  feeMin: DecimalStringSchema,
});

/** The trading fee of one currency. */
export type BondTradeFee = Readonly<v.InferOutput<typeof BondTradeFeeSchema>>;

/** `Data` of the trade-rules answer. */
export const BondTradeRulesSchema = v.object({
  effectiveDate: YyyymmddSchema,
  /** The day's cut-off, Taipei time `HH:MM`: an order sent after it is a pre-order for the next business day. */
  cutoffTime: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, '必須是 HH:MM 時間')),
  /** The longest validity of a 長效 order, in calendar days after the trade date. */
  maxValidityDays: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  fees: v.array(BondTradeFeeSchema),
});

/** The bond desk's trading rules. */
export type BondTradeRules = {
  readonly effectiveDate: string;
  readonly cutoffTime: string;
  readonly maxValidityDays: number;
  readonly fees: readonly BondTradeFee[];
};

/** The trade-rules request body (our own contract). */
export type BondTradeRulesRequest = QueryRequest<typeof FunId.BondTradeRules, Readonly<Record<string, never>>>;

/** The trade-rules answer as it travels. */
export const BondTradeRulesAnswerSchema = successSchema(BondTradeRulesSchema);

/** Builds the trade-rules request. */
export function buildBondTradeRulesRequest(): BondTradeRulesRequest {
  return { FunId: FunId.BondTradeRules, Data: {} };
}

/**
 * Parses the trade-rules answer.
 * @throws ApiError for a non-zero StatusCode; `malformed` naming the field for a wrong shape.
 */
export function parseBondTradeRulesAnswer(json: unknown): BondTradeRules {
  return parseSuccess(json, BondTradeRulesSchema);
}
