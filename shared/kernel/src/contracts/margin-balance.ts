import * as v from 'valibot';
import { FunId, type QueryRequest } from './endpoints';
import { parseSuccess, successSchema } from './envelope';
import { minorUnitDigits } from '../bond-math/minor-units';
import { DecimalStringSchema } from './fields';

/**
 * The currencies a margin deposit account (保證金專戶) holds, TWD first (the currency totals are shown in):
 * every currency a bond, stock or fund order settles in, so each has buying power. Both renminbi: CNY,
 * onshore renminbi bought from a Taiwan bank, and CNH, offshore renminbi, in which CNH bonds settle.
 */
export const MARGIN_CURRENCIES = ['TWD', 'USD', 'EUR', 'GBP', 'AUD', 'NZD', 'JPY', 'ZAR', 'CNY', 'CNH'] as const;

/** One of {@link MARGIN_CURRENCIES}. */
export type MarginCurrency = (typeof MARGIN_CURRENCIES)[number];

/** A margin currency code on the wire. */
export const MarginCurrencySchema = v.picklist(MARGIN_CURRENCIES);

/** zh-TW name of each margin currency, for labels (`美元 USD`). */
export const MARGIN_CURRENCY_NAMES: Readonly<Record<MarginCurrency, string>> = {
  TWD: '新台幣',
  USD: '美元',
  EUR: '歐元',
  GBP: '英鎊',
  AUD: '澳幣',
  NZD: '紐幣',
  JPY: '日圓',
  ZAR: '南非幣',
  CNY: '人民幣',
  CNH: '離岸人民幣',
};

/**
 * Decimal places of each margin currency's minor unit, from the one table of every currency
 * (`MINOR_UNIT_DIGITS` of `shared/bond-math`): amounts of money in that currency never carry more (JPY has
 * no sen in practice, the others have cents). A TWD withdrawal is stricter still (whole dollars, see the
 * transfer contract).
 */
export const MINOR_UNITS: Readonly<Record<MarginCurrency, number>> = Object.fromEntries(
  MARGIN_CURRENCIES.map((currency) => [currency, minorUnitDigits(currency)]),
) as Record<MarginCurrency, number>;

/** True for `value` a margin currency code. */
export function isMarginCurrency(value: string): value is MarginCurrency {
  return (MARGIN_CURRENCIES as readonly string[]).includes(value);
}

/** A bare trading account number as the session's user data lists it (`1234567`): digits only. */
export const AccountNoSchema = v.pipe(v.string(), v.regex(/^\d{1,20}$/, '必須是帳號數字'));

/** An ISO 8601 time with Taiwan's offset, seconds included (`2025-07-01T10:00:00+08:00`). */
export const TaipeiTimeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?\+08:00$/, '必須是 +08:00 的 ISO 8601 時間'),
);

/** The ISO 8601 time of an instant in Taiwan (UTC+8 all year), seconds precision: `2025-07-01T10:00:00+08:00`. */
export function taipeiIsoTime(at: number): string {
  return `${new Date(Math.floor(at / 1000) * 1000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

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
