import * as v from 'valibot';
import { AccountNoSchema, ClientKeySchema, FunId, YyyymmddSchema, parseSuccess, successSchema, type QueryRequest } from 'shared/contracts';
import { RISK_TYPE_OPTIONS, type RiskType } from './customer-profile';
import { OtpCodeSchema } from './otp';

/**
 * The broker's KYC risk questionnaire (客戶風險屬性評估問卷, rules KYC-1 to KYC-3) and its signing (FunId
 * `KGItwInfKycSign`). Our own contract, not part of the known broker contract. The questions, their scores
 * and the bands live here once: the renewal page shows them, and the sandbox scores the answers it receives
 * with the same table (the page's score is never sent: the back end's is the truth).
 */

/** The choice letters every question offers, scored 1 (most cautious) to 4 (most risk-tolerant). */
export const KYC_CHOICES = ['a', 'b', 'c', 'd'] as const;

/** One choice letter. */
export type KycChoice = (typeof KYC_CHOICES)[number];

/** One question of the questionnaire: its four answers in the order of their scores, 1 to 4. */
export interface KycQuestion {
  readonly id: string;
  readonly text: string;
  readonly answers: readonly [string, string, string, string];
}

/** The ten questions (rule KYC-1): answer `a` scores 1, `b` 2, `c` 3, `d` 4. */
export const KYC_QUESTIONS: readonly KycQuestion[] = [
  { id: 'age', text: '您的年齡', answers: ['70 歲以上', '60 至 69 歲', '45 至 59 歲', '20 至 44 歲'] },
  { id: 'experience', text: '您投資股票、基金或債券的經驗', answers: ['沒有經驗', '未滿 1 年', '1 年至未滿 5 年', '5 年以上'] },
  { id: 'products', text: '您曾投資過最複雜的金融商品', answers: ['存款、貨幣市場基金', '債券、債券型基金', '股票、股票型基金', '期貨、選擇權或其他槓桿商品'] },
  { id: 'goal', text: '您的主要投資目的', answers: ['保本，不希望本金虧損', '穩定的利息或配息收入', '兼顧收益與資本成長', '追求資本大幅成長'] },
  { id: 'horizon', text: '您預計的投資期間', answers: ['未滿 1 年', '1 年至未滿 3 年', '3 年至未滿 5 年', '5 年以上'] },
  { id: 'share', text: '本次可投資金額占您總資產的比例', answers: ['50% 以上', '30% 至未滿 50%', '10% 至未滿 30%', '未滿 10%'] },
  { id: 'income', text: '您的年收入（新臺幣）', answers: ['50 萬元以下', '50 萬元至 100 萬元', '100 萬元至 300 萬元', '300 萬元以上'] },
  { id: 'loss', text: '您可承受的一年內最大投資損失', answers: ['不能承受任何損失', '5% 以內', '5% 至 15%', '15% 以上'] },
  { id: 'drop', text: '若您的投資市值在短期內下跌 20%，您會', answers: ['全部賣出', '賣出一部分', '繼續持有', '加碼買進'] },
  { id: 'fx', text: '外幣投資有匯率風險，您可承受的匯率變動', answers: ['無法承受匯兌損失', '可承受小幅匯兌損失', '可承受中度匯兌損失', '可承受大幅匯兌損失'] },
];

/** The score of each choice letter (rule KYC-1). */
export const KYC_CHOICE_SCORE: Readonly<Record<KycChoice, number>> = { a: 1, b: 2, c: 3, d: 4 };

/**
 * The score bands (rule KYC-2), lowest first: 10–18 保守型, 19–29 穩健型, 30–40 積極型. A score is in the
 * first band whose `max` it does not exceed.
 */
export const KYC_BANDS: readonly { readonly max: number; readonly riskType: RiskType }[] = [
  { max: 18, riskType: 'C' },
  { max: 29, riskType: 'M' },
  { max: 40, riskType: 'A' },
];

/** How long a signed questionnaire stays valid (rule KYC-3): two years. */
export const KYC_VALIDITY_YEARS = 2;

/** A full set of answers: one choice letter per question, in the questions' order. */
export const KycAnswersSchema = v.pipe(
  v.array(v.picklist(KYC_CHOICES, '每題必須選擇一個答案')),
  v.length(KYC_QUESTIONS.length, `問卷共 ${KYC_QUESTIONS.length} 題，每題都必須作答`),
);

/** One choice per question, in order. */
export type KycAnswers = readonly KycChoice[];

/** The questionnaire's score (10 to 40) for a full set of answers. */
export function kycScore(answers: KycAnswers): number {
  return answers.reduce((sum, choice) => sum + KYC_CHOICE_SCORE[choice], 0);
}

/** The risk type of a score (rule KYC-2). */
export function riskTypeForScore(score: number): RiskType {
  const band = KYC_BANDS.find((entry) => score <= entry.max);
  return band?.riskType ?? 'A';
}

/** The zh-TW name of a risk type: 保守型, 穩健型 or 積極型. */
export function riskTypeLabel(riskType: RiskType): string {
  return RISK_TYPE_OPTIONS.find((option) => option.value === riskType)?.label ?? riskType;
}

/**
 * The last valid day of a questionnaire signed on `signedDate` (rule KYC-3; both `YYYYMMDD`): the day
 * before the second anniversary, so signed 2026/11/27 is valid through 2028/11/26; signed on 29 February,
 * through 28 February two years on.
 */
export function kycExpiryFor(signedDate: string): string {
  const year = Number(signedDate.slice(0, 4));
  const month = Number(signedDate.slice(4, 6));
  const day = Number(signedDate.slice(6, 8));
  // Date.UTC rolls day 0 back to the last day of the month before
  const dayBefore = new Date(Date.UTC(year + KYC_VALIDITY_YEARS, month - 1, day - 1));
  return dayBefore.toISOString().slice(0, 10).replace(/-/g, '');
}

/** `Data` of the signing request: the answers (never a score), the one-time password, the client key. */
export const KycSignDataSchema = v.object({
  /** The selected account: the key space of its client key (rule ORD-18); the profile is the customer's. */
  account: AccountNoSchema,
  answers: KycAnswersSchema,
  otp: OtpCodeSchema,
  ClientKey: ClientKeySchema,
});

/** `Data` of the signing request. */
export type KycSignData = v.InferInput<typeof KycSignDataSchema>;

/** The signing request (FunId `KGItwInfKycSign`). */
export type KycSignRequest = QueryRequest<typeof FunId.KycSign, KycSignData>;

/** `Data` of the signing answer: what the back end scored and recorded. */
export const KycSignedSchema = v.object({
  score: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(40)),
  riskType: v.picklist(RISK_TYPE_OPTIONS.map((option) => option.value)),
  signedDate: YyyymmddSchema,
  kycExpiry: YyyymmddSchema,
});

/** What the back end recorded. */
export type KycSigned = Readonly<v.InferOutput<typeof KycSignedSchema>>;

/** The signing answer as it travels; a wrong code is StatusCode 4260, a bad answer set 4001. */
export const KycSignAnswerSchema = successSchema(KycSignedSchema);

/** Builds the signing request around the client key {@link submitOnce} makes. */
export function buildKycSignRequest(account: string, answers: KycAnswers, otp: string, clientKey: string): KycSignRequest {
  return { FunId: FunId.KycSign, Data: { account, answers: [...answers], otp, ClientKey: clientKey } };
}

/**
 * Parses the signing answer.
 * @throws ApiError `business` (4260 wrong code, …) for a refusal; `malformed` for a wrong shape.
 */
export function parseKycSignAnswer(json: unknown): KycSigned {
  return parseSuccess(json, KycSignedSchema);
}
