import * as v from 'valibot';
import { AccountNoSchema, FunId, TaipeiTimeSchema, parseSuccess, successSchema, type QueryRequest } from 'shared/contracts';

/**
 * The one-time password (簡訊驗證碼) a customer signs a form with (rule KYC-4), FunId `KGItwInfOtpSend`.
 * Our own contract, not part of the known broker contract. The back end texts a 6-digit code to the mobile
 * number on file; it is good for {@link OTP_VALID_SECONDS} seconds and {@link OTP_MAX_ATTEMPTS} wrong tries,
 * for the one form it was asked for; a new send replaces the code before it.
 */

/** What a code signs: the KYC questionnaire or a W-8BEN; a code asked for one never signs the other. */
export const OTP_PURPOSES = ['KYC', 'W8BEN'] as const;

/** One of the {@link OTP_PURPOSES}. */
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** How long a code is good for, seconds (rule KYC-4). */
export const OTP_VALID_SECONDS = 300;

/** How many wrong tries a code takes before it is void (rule KYC-4). */
export const OTP_MAX_ATTEMPTS = 5;

/** A code as typed: six digits. */
export const OtpCodeSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, '請輸入 6 位數字的簡訊驗證碼'));

/** `Data` of the send request. */
export const OtpSendDataSchema = v.object({
  account: AccountNoSchema,
  purpose: v.picklist(OTP_PURPOSES),
});

/** `Data` of the send request. */
export type OtpSendData = v.InferInput<typeof OtpSendDataSchema>;

/** The send request (FunId `KGItwInfOtpSend`). */
export type OtpSendRequest = QueryRequest<typeof FunId.OtpSend, OtpSendData>;

/** `Data` of the send answer: where it went (masked) and until when it is good; never the code. */
export const OtpSentSchema = v.object({
  purpose: v.picklist(OTP_PURPOSES),
  /** The mobile number on file, all but the last three digits masked: `09**-***-321`. */
  sentTo: v.string(),
  expiresAt: TaipeiTimeSchema,
  attemptsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** Where and until when. */
export type OtpSent = Readonly<v.InferOutput<typeof OtpSentSchema>>;

/** The send answer as it travels. */
export const OtpSendAnswerSchema = successSchema(OtpSentSchema);

/** Builds the send request. */
export function buildOtpSendRequest(account: string, purpose: OtpPurpose): OtpSendRequest {
  return { FunId: FunId.OtpSend, Data: { account, purpose } };
}

/**
 * Parses the send answer.
 * @throws ApiError for a refusal; `malformed` for a wrong shape.
 */
export function parseOtpSendAnswer(json: unknown): OtpSent {
  return parseSuccess(json, OtpSentSchema);
}
