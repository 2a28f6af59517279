/**
 * What went wrong with a call to the back end, as a closed set the UI can switch on.
 * - `network`: no answer (offline, DNS, CORS, server down) after the retries.
 * - `http`: an HTTP status outside 2xx.
 * - `malformed`: an answer that is not JSON or not of the contract's shape.
 * - `session`: StatusCode containing `90` (invalid or expired session).
 * - `permission`: the back end refused the caller (a guest asking for customer data).
 * - `conflict`: a save started from a version of the list that someone else has replaced since; nothing was saved.
 * - `business`: any other non-zero StatusCode.
 * - `unauthenticated`: no token and id in session storage, so no call was made.
 * - `timeout`: no whole answer within the call's time budget (retries included); the call was given up.
 */
export type ApiErrorKind =
  | 'network'
  | 'http'
  | 'malformed'
  | 'session'
  | 'permission'
  | 'conflict'
  | 'business'
  | 'unauthenticated'
  | 'timeout';

/**
 * Marks every `ApiError`, whichever copy of this module made it: a product package's answer parser is
 * bundled by its remote with its own copy of `shared/contracts`, and the kernel's API client (the host's
 * singleton) must still know the parser's throw for what it is.
 */
const API_ERROR = Symbol.for('overseas-trading.api-error');

/** A typed error from the API client or an answer parser; `message` is zh-TW, fit to show a customer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly [API_ERROR] = true;
  readonly kind: ApiErrorKind;
  /** The StatusCode of the answer, when there was one. */
  readonly statusCode: string | undefined;
  override readonly cause: unknown;

  constructor(kind: ApiErrorKind, message: string, options: { statusCode?: string; cause?: unknown } = {}) {
    super(message);
    this.kind = kind;
    this.statusCode = options.statusCode;
    this.cause = options.cause;
  }
}

/** True when `error` is an {@link ApiError} (made by any copy of this module), optionally of the given kind. */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof Error && API_ERROR in error && (kind === undefined || (error as ApiError).kind === kind);
}

/** What a customer reads when a failure has no words of its own (a bug, a parser's throw in a page). */
export const UNKNOWN_FAILURE_MESSAGE = '系統暫時無法回應，請稍後再試。';

/**
 * The customer's message of a failure, the one way every page says what went wrong: an {@link ApiError}'s
 * own zh-TW message (the API client's or the back end's, already fit to show), else the page's `fallback`,
 * which names what could not be done (「債券資料暫時無法取得，請稍後再試。」). Never an exception's
 * technical text.
 */
export function failureMessage(error: unknown, fallback: string = UNKNOWN_FAILURE_MESSAGE): string {
  return isApiError(error) ? error.message : fallback;
}
