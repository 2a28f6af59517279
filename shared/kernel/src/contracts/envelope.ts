import * as v from 'valibot';
import { ApiError } from '../api/errors';
import { parseAnswer } from './parse-answer';
import { STATUS_MESSAGES, StatusCode, errorKindForStatusCode, type KnownStatusCode } from './status-codes';

/**
 * The part every answer shares: `StatusCode` (`'0'` on success) and a zh-TW `Message` when not 0.
 * A numeric StatusCode is accepted and turned into its string, because a broker gateway may send `0`;
 * a `Message` that is not a string is dropped rather than failing the whole answer.
 */
export const EnvelopeSchema = v.object({
  StatusCode: v.union([
    v.pipe(v.string(), v.trim(), v.nonEmpty()),
    v.pipe(v.number(), v.integer(), v.transform(String)),
  ]),
  Message: v.fallback(v.optional(v.string()), undefined),
});

/** `StatusCode` and, when the answer had one, `Message`. */
export type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/** A successful answer carrying `Data`, as it travels. */
export interface SuccessAnswer<D> {
  readonly StatusCode: '0';
  readonly Data: D;
}

/** A non-zero answer: no `Data`, always a `Message`. */
export interface FailureAnswer {
  readonly StatusCode: string;
  readonly Message: string;
}

/** The schema of a successful answer whose `Data` has the shape `data`: for building answers and for tests. */
export function successSchema<S extends v.GenericSchema>(data: S) {
  return v.object({ StatusCode: v.literal(StatusCode.Success), Data: data });
}

/**
 * Reads `StatusCode` and `Message` from any JSON value.
 * @throws ApiError `malformed` when the value is not an object or has no usable StatusCode.
 */
export function parseEnvelope(json: unknown): Envelope {
  const envelope = parseAnswer(EnvelopeSchema, json);
  return envelope.Message === undefined ? { StatusCode: envelope.StatusCode } : envelope;
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
 * The one way an answer is read: the envelope first (a non-zero StatusCode throws its typed error),
 * then `Data` against the contract's schema, whose output (plain names, parsed DataContent) is returned.
 * @throws ApiError `session`, `permission`, `conflict` or `business` for a non-zero StatusCode;
 * `malformed`, naming the field (`Data.datas[3].isin`), for a wrong shape.
 */
export function parseSuccess<S extends v.GenericSchema>(json: unknown, data: S): v.InferOutput<S> {
  const envelope = parseEnvelope(json);
  if (envelope.StatusCode !== StatusCode.Success) throw apiErrorFromEnvelope(envelope);
  return parseAnswer(v.object({ Data: data }), json).Data;
}

