import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { YyyymmddSchema } from 'shared/contracts';

/**
 * The customer's profile: who may buy what (rule ORD-4). Our own contract, not part of the known broker
 * contract: FunId `KGItwCustomerProfile`, `Data` `{}` (the bearer token names the customer, so a page can
 * never ask for someone else's profile). Read before any order; the sandbox checks the same profile when
 * an order arrives (rule ORD-5).
 */

/** Investor class: `PRO` 專業投資人 (professional investor), `GEN` 一般投資人 (non-professional). */
export const INVESTOR_CLASS_OPTIONS = [
  { value: 'PRO', label: '專業投資人' },
  { value: 'GEN', label: '一般投資人' },
] as const;

/** `PRO` or `GEN`. */
export type InvestorClass = (typeof INVESTOR_CLASS_OPTIONS)[number]['value'];

/** KYC risk type: `C` 保守型 (conservative), `M` 穩健型 (moderate), `A` 積極型 (aggressive). */
export const RISK_TYPE_OPTIONS = [
  { value: 'C', label: '保守型' },
  { value: 'M', label: '穩健型' },
  { value: 'A', label: '積極型' },
] as const;

/** `C`, `M` or `A`. */
export type RiskType = (typeof RISK_TYPE_OPTIONS)[number]['value'];

/** An ISO 4217 currency code (three capital letters); settlement currencies include TWD, which no bond is issued in. */
export const CurrencyCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, '必須是三個大寫英文字母的幣別代碼'));

/** One settlement money account of a trading account: where a currency's money comes from and goes to. */
export const SettlementAccountSchema = v.object({
  currency: CurrencyCodeSchema,
  bankName: v.string(),
  /** The bank account number with all but the last digits masked (`****1234`): the page never needs the whole number. */
  bankAccountMasked: v.string(),
});

/** One settlement money account. */
export type SettlementAccount = Readonly<v.InferOutput<typeof SettlementAccountSchema>>;

/** One sub-brokerage trading account of the customer. */
export const ProfileAccountSchema = v.object({
  /** The bare account number, as in the login data's accounts and the selected account. */
  account: v.pipe(v.string(), v.regex(/^\d{7}$/, '必須是 7 位數字帳號')),
  /** The branch that keeps the account. */
  branch: v.string(),
  openDate: YyyymmddSchema,
  settlementAccounts: v.array(SettlementAccountSchema),
});

/** One trading account of the profile. */
export type ProfileAccount = { readonly account: string; readonly branch: string; readonly openDate: string; readonly settlementAccounts: readonly SettlementAccount[] };

/** An agreement the customer signed (風險預告書, 複委託契約, …). */
export const AgreementSchema = v.object({ name: v.string(), signedDate: YyyymmddSchema });

/** An agreement the customer signed. */
export type Agreement = Readonly<v.InferOutput<typeof AgreementSchema>>;

/** `Data` of the profile answer. */
export const CustomerProfileSchema = v.object({
  investorClass: v.picklist(INVESTOR_CLASS_OPTIONS.map((option) => option.value)),
  riskType: v.picklist(RISK_TYPE_OPTIONS.map((option) => option.value)),
  /** Last day the KYC assessment is valid, `YYYYMMDD`; from the day after, nothing may be bought. */
  kycExpiry: YyyymmddSchema,
  /** True when a US tax form W-8BEN is on file (needed for a US issuer's bond). */
  w8benOnFile: v.boolean(),
  /** Last day the W-8BEN is valid, `YYYYMMDD`; `''` when none is on file. */
  w8benExpiry: v.union([YyyymmddSchema, v.literal('')]),
  /** The treaty country the W-8BEN claims (rule TAX-5), `''` for none or no form; absent from older answers. */
  w8benTreatyCountry: v.optional(v.string(), ''),
  accounts: v.array(ProfileAccountSchema),
  agreements: v.array(AgreementSchema),
});

/** The customer's profile. */
export type CustomerProfile = {
  readonly investorClass: InvestorClass;
  readonly riskType: RiskType;
  readonly kycExpiry: string;
  readonly w8benOnFile: boolean;
  readonly w8benExpiry: string;
  readonly w8benTreatyCountry?: string;
  readonly accounts: readonly ProfileAccount[];
  readonly agreements: readonly Agreement[];
};

/** `Data` of the profile request: empty; the token names the customer (anything sent is ignored). */
export const CustomerProfileDataSchema = v.object({});

/** `Data` of the profile request: empty. */
export type CustomerProfileData = Readonly<Record<string, never>>;

/** The profile request body (our own contract, FunId `KGItwCustomerProfile`). */
export type CustomerProfileRequest = QueryRequest<typeof FunId.CustomerProfile, CustomerProfileData>;

/** The profile answer as it travels. The guest gets StatusCode `4030`. */
export const CustomerProfileAnswerSchema = successSchema(CustomerProfileSchema);

/** The profile answer as it travels. */
export type CustomerProfileAnswer = v.InferInput<typeof CustomerProfileAnswerSchema>;

/** Builds the profile request. */
export function buildCustomerProfileRequest(): CustomerProfileRequest {
  return { FunId: FunId.CustomerProfile, Data: {} };
}

/**
 * Parses the profile answer.
 * @throws ApiError `session`/`permission`/`business` for a non-zero StatusCode; `malformed` naming the field for a wrong shape.
 */
export function parseCustomerProfileAnswer(json: unknown): CustomerProfile {
  return parseSuccess(json, CustomerProfileSchema);
}
