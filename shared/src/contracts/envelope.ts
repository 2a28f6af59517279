import { ApiError } from '../api/errors';
import { expectRecord, malformed, own } from './guards';
import { STATUS_MESSAGES, StatusCode, errorKindForStatusCode, type KnownStatusCode } from './status-codes';

/** The part every answer shares: `StatusCode` (`'0'` on success) and a zh-TW `Message` when not 0. */
export interface Envelope {
  readonly StatusCode: string;
  readonly Message?: string;
}

/** A successful answer carrying `Data`. */
export interface SuccessAnswer<D> {
  readonly StatusCode: '0';
  readonly Data: D;
}

/** A non-zero answer: no `Data`, always a `Message`. */
export interface FailureAnswer {
  readonly StatusCode: string;
  readonly Message: string;
}

/**
 * Reads `StatusCode` and `Message` from any JSON value.
 * A numeric StatusCode is accepted and turned into its string, because a broker gateway may send `0`;
 * a `Message` that is not a string is dropped rather than failing the whole answer.
 * @throws ApiError `malformed` when the value is not an object or has no usable StatusCode.
 */
export function parseEnvelope(json: unknown): Envelope {
  const record = expectRecord(json, 'answer');
  const rawCode = own(record, 'StatusCode');
  let code: string;
  if (typeof rawCode === 'string' && rawCode.trim() !== '') code = rawCode.trim();
  else if (typeof rawCode === 'number' && Number.isInteger(rawCode)) code = String(rawCode);
  else return malformed('answer.StatusCode', 'a string');
  const message = own(record, 'Message');
  return typeof message === 'string' ? { StatusCode: code, Message: message } : { StatusCode: code };
}

function isKnownCode(code: string): code is Exclude<KnownStatusCode, '0'> {
  return Object.prototype.hasOwnProperty.call(STATUS_MESSAGES, code);
}

/** The typed error for a non-zero envelope: kind from {@link errorKindForStatusCode}, the answer's Message or ours. */
export function apiErrorFromEnvelope(envelope: Envelope): ApiError {
  const code = envelope.StatusCode;
  const fallback = isKnownCode(code) ? STATUS_MESSAGES[code] : STATUS_MESSAGES[StatusCode.InternalError];
  const message = envelope.Message !== undefined && envelope.Message.trim() !== '' ? envelope.Message : fallback;
  return new ApiError(errorKindForStatusCode(code), message, { statusCode: code });
}

/**
 * Parses the envelope and returns the answer as a record when StatusCode is `'0'`.
 * @throws ApiError `session`, `permission` or `business` for a non-zero StatusCode; `malformed` for a wrong shape.
 */
export function expectSuccess(json: unknown): Record<string, unknown> {
  const envelope = parseEnvelope(json);
  if (envelope.StatusCode !== StatusCode.Success) throw apiErrorFromEnvelope(envelope);
  return expectRecord(json, 'answer');
}
