import type { ApiErrorKind } from '../api/errors';

/**
 * Every StatusCode the sandbox answers (and that we know the broker answers).
 *
 * Known from the broker contract: `0` success, and any code containing `90` invalid session
 * (rule API-2). The others are ours, chosen so that none of them contains `90` by accident.
 * Contract answers (including every code below except the transport ones) come with HTTP 200;
 * transport problems come with the matching HTTP status and the same JSON shape.
 */
export const StatusCode = {
  /** Success. */
  Success: '0',
  /** The body is not a JSON object, or not JSON at all (HTTP 400 when the JSON itself is broken). */
  BadRequest: '4000',
  /** A field of `Data` is missing or has the wrong type or value; `Message` names it. */
  InvalidField: '4001',
  /** A guest (idno VISIT) asked for favourites or the cart. */
  GuestForbidden: '4030',
  /** `LOGID`/`CustID` are not the id number of the token's user. */
  IdentityMismatch: '4031',
  /** The account is not one of the token user's accounts. */
  AccountNotOwned: '4032',
  /**
   * A save named a `Version` of the list that is no longer the stored one: someone (another tab, the
   * app) saved in between. Nothing was stored; read the list again, re-apply the change, save again.
   * Not `4090` on purpose: a code containing `90` means "session invalid" to every client.
   */
  VersionConflict: '4091',
  /**
   * A client key came back with a request other than the one it first named (rule ORD-18): a key names one
   * request. Nothing was done; confirm again, which makes a new key.
   */
  ClientKeyReused: '4092',
  /**
   * A client key that a status call (`KGItwSubmitStatus`) already reported as never received: it was voided
   * then, so a late copy is never carried out after the customer was told it was not (rule ORD-18).
   */
  ClientKeyVoided: '4093',
  /** A margin 出金, 換匯 or order asks for more than the available balance. */
  MarginInsufficient: '4251',
  /** A margin transfer would take the currency's transfers of the day over its daily limit. */
  MarginDailyLimit: '4252',
  /** A 換匯 named a quote that has expired (or that the server does not know): quote again. */
  MarginQuoteExpired: '4253',
  /** A transfer can no longer be cancelled: its batch has started, or it is done. */
  MarginNotCancellable: '4254',
  /** A 入金 or 出金 in a currency with no registered bank account (the customer profile's settlement accounts). */
  MarginNoBankAccount: '4255',
  /**
   * An order (or another change) breaks a business rule: below the minimum, more than the buying power or
   * the holding, not suitable for the customer, an unknown product. Nothing was stored; `Message` says why.
   */
  OrderRefused: '4220',
  /**
   * A signature's one-time password (簡訊驗證碼) is wrong, expired, used up or never sent (rule KYC-4): nothing
   * was signed; `Message` says which and how many tries are left.
   */
  OtpRefused: '4260',
  /** The FunId is not one the sandbox serves. */
  UnknownFunId: '4040',
  /** No such path (HTTP 404). */
  NotFound: '4041',
  /** Our order contracts: no order with that number in the account. */
  OrderNotFound: '4042',
  /** The bond detail or history asked for an ISIN the broker has never offered (our own contract). */
  BondUnknown: '4044',
  /** The bond detail or history asked for a bond no longer offered: withdrawn, matured (our own contract). */
  BondWithdrawn: '4045',
  /** The body is larger than the server accepts (HTTP 413). */
  PayloadTooLarge: '4130',
  /** The Content-Type is not JSON or text (HTTP 415). */
  UnsupportedMediaType: '4150',
  /** An unexpected server error (HTTP 500). */
  InternalError: '5000',
  /**
   * Our order contracts: the order book could not handle this request (a fault it logged); nothing the
   * customer sent is wrong, and other accounts are not affected. A contract answer (HTTP 200), so the page
   * shows the message and may try again.
   */
  OrderBookFailure: '5010',
  /** The sandbox's failure-rate switch fired (HTTP 500). */
  SimulatedFailure: '5030',
  /** No bearer token in the Authorization header. Contains `90`: the session is invalid. */
  TokenMissing: '9001',
  /** The bearer token is unknown or expired. Contains `90`: the session is invalid. */
  TokenInvalid: '9002',
  /** The one-time login code is unknown, used or expired. Contains `90`: start the login flow again. */
  CodeInvalid: '9003',
} as const;

/** One of the {@link StatusCode} values. */
export type KnownStatusCode = (typeof StatusCode)[keyof typeof StatusCode];

/** The zh-TW message the sandbox sends with each non-zero {@link StatusCode}. */
export const STATUS_MESSAGES: Readonly<Record<Exclude<KnownStatusCode, '0'>, string>> = {
  '4000': '請求格式不正確。',
  '4001': '請求欄位不正確。',
  '4030': '訪客無權限，請登入後繼續使用。',
  '4031': '登入身分與查詢身分不符。',
  '4032': '此帳號不屬於登入者。',
  '4091': '此清單已在其他視窗或裝置更新，請重新載入後再試。',
  '4092': '此委託識別碼已用於另一筆不同的委託，未執行；請重新確認後送出。',
  '4093': '此委託經查詢確認未送達，已作廢，未執行；請重新送出。',
  '4251': '可用餘額不足。',
  '4252': '超過今日轉帳限額。',
  '4253': '換匯報價已逾時，請重新取得報價。',
  '4254': '此筆轉帳已進入批次處理，無法取消。',
  '4255': '此幣別尚未約定銀行帳戶，無法入金或出金。',
  '4220': '委託未被接受。',
  '4260': '簡訊驗證碼不正確或已失效，請重新輸入或重新取得驗證碼。',
  '4040': '不支援的功能代碼。',
  '4041': '查無此服務。',
  '4042': '查無此委託。',
  '4044': '查無此債券，請確認 ISIN 是否正確。',
  '4045': '此債券已不再提供報價。',
  '4130': '請求資料過大。',
  '4150': '不支援的資料格式。',
  '5000': '您好，因目前使用人數眾多，請稍後再試或聯繫您的營業員，我們會立即為您處理，謝謝。',
  '5010': '債券委託系統暫時無法處理您的要求，請稍後再試或聯繫您的營業員。',
  '5030': '模擬系統錯誤（沙盒測試開關）。',
  '9001': '很抱歉，連線已經失效，請重新執行!',
  '9002': '很抱歉，連線已經失效，請重新執行!',
  '9003': '登入驗證碼無效或已過期，請重新登入。',
};

/** True when the StatusCode means the session is invalid: the broker's rule is "contains 90" (rule API-2). */
export function isSessionInvalid(statusCode: string): boolean {
  return statusCode.includes('90');
}

const PERMISSION_CODES: readonly string[] = [StatusCode.GuestForbidden, StatusCode.IdentityMismatch, StatusCode.AccountNotOwned];

/**
 * Which {@link ApiErrorKind} a non-zero StatusCode maps to: a version conflict first (named, so that a
 * conflict code can never be read as a lost session), then session, permission, business.
 */
export function errorKindForStatusCode(statusCode: string): ApiErrorKind {
  if (statusCode === StatusCode.VersionConflict) return 'conflict';
  if (isSessionInvalid(statusCode)) return 'session';
  if (PERMISSION_CODES.includes(statusCode)) return 'permission';
  return 'business';
}
