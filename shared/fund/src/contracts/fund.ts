import * as v from 'valibot';
import { PRODUCT_RISK_GRADE_OPTIONS } from '@shared/account/contracts';
import { type LabelledOption } from 'shared/contracts';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { DecimalStringSchema, IsinSchema, YyyymmddSchema, optionPicklist } from 'shared/contracts';

// Offshore funds (境外基金): the list, one fund's detail. Our own contracts, not part of the known broker
// contract (the broker's contract shows bonds only). Percentages, NAVs and amounts travel as decimal
// strings (`"1.50"` is 1.50 %), dates as `YYYYMMDD`.

/** Fund types, in the order the filter shows them. */
export const FUND_TYPE_OPTIONS = [
  { value: 'EQ', label: '股票型' },
  { value: 'BD', label: '債券型' },
  { value: 'BL', label: '平衡型' },
  { value: 'MM', label: '貨幣市場型' },
] as const satisfies readonly LabelledOption<string>[];

/** A fund type code. */
export type FundType = (typeof FUND_TYPE_OPTIONS)[number]['value'];

/**
 * Currencies of the fund share classes: the margin deposit's foreign currencies (a subscription is paid
 * from the margin balance in the fund's own currency).
 */
export const FUND_CURRENCY_OPTIONS = [
  { value: 'USD', label: '美元' },
  { value: 'EUR', label: '歐元' },
  { value: 'AUD', label: '澳幣' },
  { value: 'JPY', label: '日圓' },
  { value: 'ZAR', label: '南非幣' },
  { value: 'CNY', label: '人民幣' },
] as const satisfies readonly LabelledOption<string>[];

/** A fund share class's currency. */
export type FundCurrency = (typeof FUND_CURRENCY_OPTIONS)[number]['value'];

/** Share classes: accumulating (income stays in the NAV) or distributing (income paid out). */
export const SHARE_CLASS_OPTIONS = [
  { value: 'ACC', label: '累積型' },
  { value: 'DIS', label: '配息型' },
] as const satisfies readonly LabelledOption<string>[];

/** A share class code. */
export type ShareClass = (typeof SHARE_CLASS_OPTIONS)[number]['value'];

/** What each share class means, in plain words for the customer (rule FND-3). */
export const SHARE_CLASS_EXPLAINED: Readonly<Record<ShareClass, string>> = {
  ACC: '累積型：基金的收益不配發，直接滾入淨值再投資，您的單位數不變，報酬反映在淨值的漲跌。適合不需要定期現金收入、想讓收益複利累積的投資人。',
  DIS: '配息型：基金定期把收益以現金配發給您（依配息頻率），配息後淨值會相應下跌。配息可能來自本金，配息率不代表報酬率，過去配息不保證未來配息。',
};

/** How often a distributing class pays; an accumulating class has `''`. */
export const DISTRIBUTION_FREQUENCY_OPTIONS = [
  { value: 'M', label: '月配' },
  { value: 'Q', label: '季配' },
  { value: 'S', label: '半年配' },
  { value: 'A', label: '年配' },
] as const satisfies readonly LabelledOption<string>[];

/**
 * The smallest single subscription per currency (rule FND-5): the platform's minimum, the same for every
 * fund, in the share class's currency. Amounts are whole units of the currency.
 */
export const FUND_MIN_SUBSCRIPTION: Readonly<Record<FundCurrency, string>> = {
  USD: '1000',
  EUR: '1000',
  AUD: '1500',
  JPY: '150000',
  ZAR: '15000',
  CNY: '7000',
};

/** One fund share class as the list shows it. */
export const FundSummarySchema = v.object({
  /** The share class's ISIN: one fund with two classes has two. */
  fundId: IsinSchema,
  /** The share class's name in zh-TW, currency and class included. */
  name: v.pipe(v.string(), v.nonEmpty()),
  /** The share class's English name, as the fund house publishes it (the search matches it too, rule FND-10). */
  nameEn: v.pipe(v.string(), v.nonEmpty()),
  /** The fund house's code, zh-TW name and English name. */
  house: v.pipe(v.string(), v.nonEmpty()),
  houseName: v.pipe(v.string(), v.nonEmpty()),
  houseNameEn: v.pipe(v.string(), v.nonEmpty()),
  type: optionPicklist(FUND_TYPE_OPTIONS),
  currency: optionPicklist(FUND_CURRENCY_OPTIONS),
  shareClass: optionPicklist(SHARE_CLASS_OPTIONS),
  /** `''` for an accumulating class. */
  distributionFrequency: v.union([optionPicklist(DISTRIBUTION_FREQUENCY_OPTIONS), v.literal('')]),
  /** The latest published NAV per unit, in the class's currency, and its date. */
  nav: DecimalStringSchema,
  navDate: YyyymmddSchema,
  /** Total returns in percent over 1 month, 1 year and 3 years to `navDate`, distributions reinvested. */
  return1m: DecimalStringSchema,
  return1y: DecimalStringSchema,
  return3y: DecimalStringSchema,
  /** Product risk grade RR1–RR5, the same scale as the bonds' (rule ORD-5 checks it against the customer's risk type). */
  riskGrade: optionPicklist(PRODUCT_RISK_GRADE_OPTIONS),
  /** Only professional investors (專業投資人) may subscribe. */
  professionalOnly: v.boolean(),
  /** Maximum front-end load (申購手續費), percent of the amount subscribed, charged on top of it. */
  frontLoad: DecimalStringSchema,
  /** Management fee (經理費), percent a year, inside the NAV. */
  managementFee: DecimalStringSchema,
});

/** One fund share class as the list shows it. */
export type FundSummary = Readonly<v.InferOutput<typeof FundSummarySchema>>;

/** `Data` of the fund-list request: empty (a few hundred classes; the page filters, sorts and pages them). */
export type FundListData = Readonly<Record<string, never>>;

/** The fund-list request (our own contract, FunId `KGItwPubFundList`; guests may ask). */
export type FundListRequest = QueryRequest<typeof FunId.FundList, FundListData>;

/** `Data` of the fund-list answer. */
export const FundListAnswerDataSchema = v.object({ funds: v.array(FundSummarySchema) });

/** The fund-list answer as it travels. */
export const FundListAnswerSchema = successSchema(FundListAnswerDataSchema);

/** Builds the fund-list request. */
export function buildFundListRequest(): FundListRequest {
  return { FunId: FunId.FundList, Data: {} };
}

/**
 * Parses the fund-list answer.
 * @throws ApiError for a non-zero StatusCode; `malformed` naming the field for a wrong shape.
 */
export function parseFundListAnswer(json: unknown): readonly FundSummary[] {
  return parseSuccess(json, FundListAnswerDataSchema).funds;
}

/** One published NAV. */
export const NavPointSchema = v.object({ date: YyyymmddSchema, nav: DecimalStringSchema });

/** One distribution paid per unit. */
export const DistributionSchema = v.object({
  /** Ex-dividend date (除息日) and payment date (發放日). */
  exDate: YyyymmddSchema,
  payDate: YyyymmddSchema,
  /** Paid per unit, in the class's currency. */
  amountPerUnit: DecimalStringSchema,
  /** Annualised rate in percent: the amount × payments a year ÷ the NAV on the ex-date. */
  annualisedRate: DecimalStringSchema,
});

/** One distribution paid per unit. */
export type Distribution = Readonly<v.InferOutput<typeof DistributionSchema>>;

/** One line of a portfolio breakdown: a holding or a sector and its weight in percent of the fund's assets. */
export const PortfolioWeightSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  /** Percent of the fund's net assets, 2 decimals (`"6.25"` is 6.25 %). */
  weight: DecimalStringSchema,
});

/** One line of a portfolio breakdown. */
export type PortfolioWeight = Readonly<v.InferOutput<typeof PortfolioWeightSchema>>;

/** How many years of NAVs the detail carries (rule FND-11): enough for the comparison's longest period. */
export const NAV_HISTORY_YEARS = 5;

/** A fund share class in full: the list's fields and its history, distributions, fees and minimums. */
export const FundDetailSchema = v.object({
  ...FundSummarySchema.entries,
  /** One sentence on what the fund invests in. */
  objective: v.string(),
  /** The date the class was launched (its first NAV). */
  launchDate: YyyymmddSchema,
  /** Class size in millions of the class's currency; absent when the fund house does not report it. */
  sizeMillions: v.optional(DecimalStringSchema),
  /** The month-end the holdings and sectors describe; absent with them. */
  portfolioDate: v.optional(YyyymmddSchema),
  /** The largest holdings, largest first (at most 10); absent when the fund house does not report them. */
  topHoldings: v.optional(v.pipe(v.array(PortfolioWeightSchema), v.maxLength(10))),
  /** Sector (or asset type) weights, largest first; absent when the fund house does not report them. */
  sectors: v.optional(v.array(PortfolioWeightSchema)),
  /**
   * Every published NAV of the last {@link NAV_HISTORY_YEARS} years (or since launch, when later), oldest
   * first, dates ascending.
   */
  navHistory: v.array(NavPointSchema),
  /** Distributions over the same span as `navHistory`, newest first (empty for an accumulating class). */
  distributions: v.array(DistributionSchema),
  /** Every fee in percent: custody a year (inside the NAV) and the switching fee of the amount switched. */
  custodyFee: DecimalStringSchema,
  switchingFee: DecimalStringSchema,
  /** Redemption fee, percent of the amount redeemed (0 for most classes). */
  redemptionFee: DecimalStringSchema,
  /** The smallest single subscription, in each currency the class accepts (its own currency first). */
  minimums: v.array(v.object({ currency: optionPicklist(FUND_CURRENCY_OPTIONS), amount: DecimalStringSchema })),
});

/** A fund share class in full. */
export type FundDetail = Readonly<v.InferOutput<typeof FundDetailSchema>>;

/** `Data` of the fund-detail request. */
export const FundDetailDataSchema = v.object({ fundId: IsinSchema });

/** `Data` of the fund-detail request as it travels. */
export type FundDetailData = v.InferInput<typeof FundDetailDataSchema>;

/** The fund-detail request (our own contract, FunId `KGItwPubFundDetail`; guests may ask). */
export type FundDetailRequest = QueryRequest<typeof FunId.FundDetail, FundDetailData>;

/** The fund-detail answer as it travels. */
export const FundDetailAnswerSchema = successSchema(FundDetailSchema);

/** Builds the fund-detail request. */
export function buildFundDetailRequest(fundId: string): FundDetailRequest {
  return { FunId: FunId.FundDetail, Data: { fundId } };
}

/**
 * Parses the fund-detail answer.
 * @throws ApiError for a non-zero StatusCode (an unknown fund is `business`); `malformed` for a wrong shape.
 */
export function parseFundDetailAnswer(json: unknown): FundDetail {
  return parseSuccess(json, FundDetailSchema);
}
