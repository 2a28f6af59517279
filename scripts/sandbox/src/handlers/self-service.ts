import { AnswerError, failure, rejectField, success, type QueryAnswer } from '../answers';
import { profileOf, recordProfileChange } from '../customer-profiles';
import type { OtpDesk } from '../otp-desk';
import { parseRequest } from '../request-fields';
import { isGuest } from '../sample-users';
import {
  KycSignDataSchema,
  OtpSendDataSchema,
  StatusCode,
  W8benSignDataSchema,
  kycExpiryFor,
  kycScore,
  riskTypeForScore,
  taipeiIsoTime,
  w8benExpiryFor,
  w8benFormProblems,
  type W8benForm,
} from '../shared-contracts';
import type { QueryContext, QueryHandler } from './query-context';

/** The agreement line a signed questionnaire records (rule KYC-5). */
export const KYC_AGREEMENT = '客戶風險屬性評估問卷';

/** The agreement line a signed W-8BEN records (rule TAX-4). */
export const W8BEN_AGREEMENT = 'W-8BEN 外國人身分證明（美國稅務）';

/** Guest (4030), then the account must be the user's (4032), as for every change. */
function checkCustomer(account: string, context: QueryContext): void {
  if (!context.user.accounts.some((owned) => owned.account === account)) throw new AnswerError(failure(StatusCode.AccountNotOwned));
  if (profileOf(context.user.idno) === undefined) throw new AnswerError(failure(StatusCode.GuestForbidden, '查無此客戶的基本資料。'));
}

function refuseGuest(context: QueryContext): void {
  if (isGuest(context.user.idno)) throw new AnswerError(failure(StatusCode.GuestForbidden));
}

/** The mobile number on file as the answer shows it: the last three digits only. */
function maskedMobile(idno: string): string {
  return `09**-***-${idno.slice(-3)}`;
}

/**
 * FunId KGItwInfOtpSend (our own contract, rule KYC-4): texts the customer a new code for one form,
 * replacing any earlier one. The answer says where it went and until when, never the code.
 */
export function otpSendHandler(otps: OtpDesk): QueryHandler {
  return (data, context): QueryAnswer => {
    refuseGuest(context);
    const request = parseRequest(OtpSendDataSchema, data);
    checkCustomer(request.account, context);
    const issued = otps.issue(context.user.idno, request.purpose);
    return success({ purpose: request.purpose, sentTo: maskedMobile(context.user.idno), expiresAt: taipeiIsoTime(issued.expiresAt), attemptsLeft: issued.attemptsLeft });
  };
}

/** The code's check: a wrong, expired or used code refuses the signature with 4260 and its reason. */
function checkCode(otps: OtpDesk, context: QueryContext, purpose: 'KYC' | 'W8BEN', typed: string): void {
  const verdict = otps.verify(context.user.idno, purpose, typed);
  if (!verdict.ok) throw new AnswerError(failure(StatusCode.OtpRefused, verdict.message));
}

/**
 * FunId KGItwInfKycSign (our own contract, rules KYC-1 to KYC-5): the answers are checked (4001), the code
 * (4260), then scored by the one table; the risk type and an expiry two years on are recorded at once, so
 * the next order is judged by them (rule ORD-5). A repeated ClientKey gets the first answer (ORD-18).
 */
export function kycSignHandler(otps: OtpDesk): QueryHandler {
  return (data, context): QueryAnswer => {
    refuseGuest(context);
    const request = parseRequest(KycSignDataSchema, data);
    checkCustomer(request.account, context);
    checkCode(otps, context, 'KYC', request.otp);
    const score = kycScore(request.answers);
    const riskType = riskTypeForScore(score);
    const signedDate = context.today();
    const kycExpiry = kycExpiryFor(signedDate);
    recordProfileChange(context.user.idno, { riskType, kycExpiry }, { name: KYC_AGREEMENT, signedDate });
    return success({ score, riskType, signedDate, kycExpiry });
  };
}

/**
 * FunId KGItwInfW8benSign (our own contract, rules TAX-1 to TAX-4): the form is checked by the same rules
 * as the page (4001 naming the first wrong field, `form.<field>`), then the code (4260); the form is on
 * file from today to the end of the third calendar year after. A repeated ClientKey gets the first answer.
 */
export function w8benSignHandler(otps: OtpDesk): QueryHandler {
  return (data, context): QueryAnswer => {
    refuseGuest(context);
    const request = parseRequest(W8benSignDataSchema, data);
    checkCustomer(request.account, context);
    const signedDate = context.today();
    const problem = w8benFormProblems(request.form, signedDate)[0];
    if (problem !== undefined) rejectField(`form.${problem.field}`, problem.message);
    checkCode(otps, context, 'W8BEN', request.otp);
    const form = request.form as W8benForm;
    const w8benExpiry = w8benExpiryFor(signedDate);
    recordProfileChange(context.user.idno, { w8benOnFile: true, w8benExpiry, w8benTreatyCountry: form.treatyCountry }, { name: W8BEN_AGREEMENT, signedDate });
    return success({ signedDate, w8benExpiry, treatyCountry: form.treatyCountry });
  };
}
