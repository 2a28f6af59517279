import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { DecimalStringSchema } from 'shared/contracts';
import { AccountNoSchema, TaipeiTimeSchema } from 'shared/contracts';
import { MarginCurrencySchema } from 'shared/money';

/** `Data` of the margin balance request: the account asked about (one of the token user's). */
export const MarginBalanceDataSchema = v.object({ account: AccountNoSchema });

/** `Data` of the margin balance request. */
export type MarginBalanceData = v.InferInput<typeof MarginBalanceDataSchema>;

/**
 * One currency of the margin account. `balance` is the sum of the account's movements in it;
 * `held` is set aside for working orders and unsettled buys; `available = balance − held`, never
 * negative: the buying power orders check. `fxRate` is TWD per 1 unit (TWD's own is `"1"`), indicative,
 * taken at `fxTime`.
 */
export const MarginCurrencyBalanceSchema = v.object({
  currency: MarginCurrencySchema,
  balance: DecimalStringSchema,
  held: DecimalStringSchema,
  available: DecimalStringSchema,
  fxRate: DecimalStringSchema,
  fxTime: TaipeiTimeSchema,
});

/** One currency of the margin account. */
export type MarginCurrencyBalance = Readonly<v.InferOutput<typeof MarginCurrencyBalanceSchema>>;

/**
 * The margin deposit balance of one account (FunId `KGItwMarginBalance`). Our own contract, not part of
 * the known broker contract. One entry per currency of {@link MARGIN_CURRENCIES}, in that order, zero
 * balances included; `twdTotal` is Σ balance × fxRate rounded half-up to whole TWD cents (2 places),
 * each term unrounded. Guests get 4030, another customer's account 4032.
 */
export const MarginBalanceSchema = v.object({
  asOf: TaipeiTimeSchema,
  balances: v.array(MarginCurrencyBalanceSchema),
  twdTotal: DecimalStringSchema,
});

/** The margin deposit balance of one account. */
export type MarginBalance = { readonly asOf: string; readonly balances: readonly MarginCurrencyBalance[]; readonly twdTotal: string };

/** The margin balance request body (our own contract, FunId `KGItwMarginBalance`). */
export type MarginBalanceRequest = QueryRequest<typeof FunId.MarginBalance, MarginBalanceData>;

/** The margin balance answer as it travels. */
export const MarginBalanceAnswerSchema = successSchema(MarginBalanceSchema);

/** The margin balance answer as it travels. */
export type MarginBalanceAnswer = v.InferInput<typeof MarginBalanceAnswerSchema>;

/** Builds the margin balance request for one account (the bare number, `1234567`). */
export function buildMarginBalanceRequest(account: string): MarginBalanceRequest {
  return { FunId: FunId.MarginBalance, Data: { account } };
}

/**
 * Parses the margin balance answer.
 * @throws ApiError `session`/`permission`/`business` for a non-zero StatusCode; `malformed` naming the field.
 */
export function parseMarginBalanceAnswer(json: unknown): MarginBalance {
  return parseSuccess(json, MarginBalanceSchema);
}
