import * as v from 'valibot';
import { AccountNoSchema, ClientKeySchema, FunId, YyyymmddSchema, parseSuccess, successSchema, type QueryRequest } from 'shared/contracts';
import { OtpCodeSchema } from './otp';

/**
 * The W-8BEN (外國人身分證明，美國稅務表格) signed online (rules TAX-1 to TAX-5), FunId `KGItwInfW8benSign`.
 * Our own contract, not part of the known broker contract. The form's fields, their checks, its validity
 * and the US withholding it changes live here once: the page checks as the customer types, the sandbox
 * refuses the same problems with StatusCode 4001 and the same words.
 */

/**
 * The countries the form offers, with the US withholding rate on portfolio dividends under the country's
 * income tax treaty with the US (`null`: no treaty; Taiwan, Hong Kong, Singapore and Malaysia have none).
 * A US citizen or resident signs a W-9, not a W-8BEN, so the US is not offered.
 */
export const W8BEN_COUNTRIES = [
  { value: 'TW', label: '臺灣', treatyDividendRate: null },
  { value: 'HK', label: '香港', treatyDividendRate: null },
  { value: 'SG', label: '新加坡', treatyDividendRate: null },
  { value: 'MY', label: '馬來西亞', treatyDividendRate: null },
  { value: 'JP', label: '日本', treatyDividendRate: 10 },
  { value: 'KR', label: '韓國', treatyDividendRate: 15 },
  { value: 'CN', label: '中國大陸', treatyDividendRate: 10 },
  { value: 'GB', label: '英國', treatyDividendRate: 15 },
  { value: 'DE', label: '德國', treatyDividendRate: 15 },
  { value: 'FR', label: '法國', treatyDividendRate: 15 },
  { value: 'AU', label: '澳洲', treatyDividendRate: 15 },
  { value: 'CA', label: '加拿大', treatyDividendRate: 15 },
] as const;

/** A country code the form offers. */
export type W8benCountry = (typeof W8BEN_COUNTRIES)[number]['value'];

/** A country's name as the form shows it (臺灣, 日本, …); the code itself for one the form does not offer. */
export function labelOfCountry(code: string): string {
  return W8BEN_COUNTRIES.find((country) => country.value === code)?.label ?? code;
}

/** Why there is no foreign tax identification number (line 6a's alternative). */
export const NO_TIN_REASONS = [
  { value: 'NOT_ISSUED', label: '居住國未核發稅籍編號給本人' },
  { value: 'NOT_REQUIRED', label: '居住國法律未要求提供稅籍編號' },
] as const;

/** A reason code, or `''` when a number is given. */
export type NoTinReason = (typeof NO_TIN_REASONS)[number]['value'];

/** The statutory US withholding on US-source dividends and interest paid to a foreign person without a valid form, percent. */
export const US_STATUTORY_WITHHOLDING = 30;

const COUNTRY_CODES = W8BEN_COUNTRIES.map((country) => country.value);

/** The form as the customer fills it in. */
export const W8benFormSchema = v.object({
  /** Line 1, in English as in the passport. */
  fullName: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z][A-Za-z ,.'-]{1,69}$/, '請以英文填寫姓名（與護照相同，2 至 70 個字母）')),
  /** Line 2. */
  citizenship: v.picklist(COUNTRY_CODES, '請選擇國籍'),
  /** Line 3: the permanent residence address, never a P.O. box or an in-care-of address. */
  address: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(5, '請填寫永久居住地址（至少 5 個字）'),
    v.maxLength(100, '地址最多 100 個字'),
    v.check((value) => !/(P\.?\s*O\.?\s*BOX|信箱|轉交|c\/o)/i.test(value), '永久居住地址不得為郵政信箱或轉交地址'),
  ),
  city: v.pipe(v.string(), v.trim(), v.minLength(1, '請填寫城市'), v.maxLength(50, '城市最多 50 個字')),
  residenceCountry: v.picklist(COUNTRY_CODES, '請選擇居住國'),
  /** Line 6a: the tax identification number of the residence country (臺灣：身分證字號), or `''` with a reason. */
  foreignTin: v.pipe(v.string(), v.trim(), v.regex(/^([A-Za-z0-9-]{5,20})?$/, '稅籍編號為 5 至 20 個英數字')),
  noTinReason: v.picklist(['', ...NO_TIN_REASONS.map((reason) => reason.value)], '請選擇未提供稅籍編號的原因'),
  /** Line 8, `YYYYMMDD`. */
  dateOfBirth: YyyymmddSchema,
  /** Part II: the treaty country claimed, `''` for none; it must be the residence country and have a treaty. */
  treatyCountry: v.picklist(['', ...COUNTRY_CODES], '請選擇租稅協定國'),
  /** Part III: the customer's certification, under penalties of perjury. */
  certified: v.literal(true, '請勾選聲明事項'),
});

/** The form as filled in. */
export type W8benForm = v.InferInput<typeof W8benFormSchema>;

/** One problem of a form, by field, in words a customer reads. */
export interface W8benProblem {
  readonly field: keyof W8benForm;
  readonly message: string;
}

/**
 * Every problem of the form on `today` (`YYYYMMDD`), the fields' own checks and the ones across fields
 * (rule TAX-2): a tax number or a reason (not both); a date of birth in the past and at least 18 years ago;
 * a treaty claimed only for the residence country and only where the US has a treaty. Empty when it may be signed.
 */
export function w8benFormProblems(input: unknown, today: string): W8benProblem[] {
  const parsed = v.safeParse(W8benFormSchema, input);
  const problems: W8benProblem[] = [];
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && !problems.some((problem) => problem.field === key)) problems.push({ field: key as keyof W8benForm, message: issue.message });
    }
  }
  const form = (typeof input === 'object' && input !== null ? input : {}) as Partial<Record<keyof W8benForm, unknown>>;
  const has = (field: keyof W8benForm) => problems.some((problem) => problem.field === field);
  const tin = typeof form.foreignTin === 'string' ? form.foreignTin.trim() : '';
  const reason = typeof form.noTinReason === 'string' ? form.noTinReason : '';
  if (!has('foreignTin') && !has('noTinReason')) {
    if (tin === '' && reason === '') problems.push({ field: 'foreignTin', message: '請填寫居住國稅籍編號，或選擇未提供的原因' });
    if (tin !== '' && reason !== '') problems.push({ field: 'noTinReason', message: '已填寫稅籍編號時，請勿選擇未提供的原因' });
  }
  const birth = typeof form.dateOfBirth === 'string' ? form.dateOfBirth : '';
  if (!has('dateOfBirth') && birth !== '') {
    const adultFrom = `${Number(birth.slice(0, 4)) + 18}${birth.slice(4)}`;
    if (birth >= today) problems.push({ field: 'dateOfBirth', message: '出生日期必須早於今天' });
    else if (adultFrom > today) problems.push({ field: 'dateOfBirth', message: '須年滿 18 歲始得線上簽署' });
  }
  const treaty = typeof form.treatyCountry === 'string' ? form.treatyCountry : '';
  if (!has('treatyCountry') && treaty !== '') {
    const country = W8BEN_COUNTRIES.find((entry) => entry.value === treaty);
    if (country?.treatyDividendRate === null) problems.push({ field: 'treatyCountry', message: `${country.label}與美國無所得稅租稅協定，不得主張協定稅率` });
    else if (treaty !== form.residenceCountry) problems.push({ field: 'treatyCountry', message: '租稅協定國必須與居住國相同' });
  }
  return problems;
}

/**
 * The last valid day of a W-8BEN signed on `signedDate` (rule TAX-3; `YYYYMMDD`): the last day of the
 * third calendar year after the year of signing, so signed 2026/11/27 is valid through 2029/12/31.
 */
export function w8benExpiryFor(signedDate: string): string {
  return `${Number(signedDate.slice(0, 4)) + 3}1231`;
}

/** What is withheld (rule TAX-5): dividends of US companies, or interest of a US issuer's bond. */
export type UsIncomeKind = 'dividend' | 'interest';

/**
 * The US withholding rate, percent, on US-source income of `kind` (rule TAX-5). Without a valid W-8BEN:
 * 30 %. With one, dividends are taxed at the treaty rate of the form's treaty country (30 % with no treaty,
 * as for a resident of Taiwan); a US issuer's bond interest, portfolio interest, is exempt (0 %).
 */
export function usWithholdingRate(kind: UsIncomeKind, w8benValid: boolean, treatyCountry: string): number {
  if (!w8benValid) return US_STATUTORY_WITHHOLDING;
  if (kind === 'interest') return 0;
  const country = W8BEN_COUNTRIES.find((entry) => entry.value === treatyCountry);
  return country?.treatyDividendRate ?? US_STATUTORY_WITHHOLDING;
}

/** `Data` of the signing request. */
export const W8benSignDataSchema = v.object({
  account: AccountNoSchema,
  form: v.unknown(),
  otp: OtpCodeSchema,
  ClientKey: ClientKeySchema,
});

/** `Data` of the signing request. */
export type W8benSignData = { readonly account: string; readonly form: W8benForm; readonly otp: string; readonly ClientKey: string };

/** The signing request (FunId `KGItwInfW8benSign`). */
export type W8benSignRequest = QueryRequest<typeof FunId.W8benSign, W8benSignData>;

/** `Data` of the signing answer. */
export const W8benSignedSchema = v.object({
  signedDate: YyyymmddSchema,
  w8benExpiry: YyyymmddSchema,
  treatyCountry: v.string(),
});

/** What the back end recorded. */
export type W8benSigned = Readonly<v.InferOutput<typeof W8benSignedSchema>>;

/** The signing answer as it travels; a wrong code is 4260, a bad form 4001 naming the field. */
export const W8benSignAnswerSchema = successSchema(W8benSignedSchema);

/** Builds the signing request around the client key. */
export function buildW8benSignRequest(account: string, form: W8benForm, otp: string, clientKey: string): W8benSignRequest {
  return { FunId: FunId.W8benSign, Data: { account, form, otp, ClientKey: clientKey } };
}

/**
 * Parses the signing answer.
 * @throws ApiError `business` for a refusal; `malformed` for a wrong shape.
 */
export function parseW8benSignAnswer(json: unknown): W8benSigned {
  return parseSuccess(json, W8benSignedSchema);
}
