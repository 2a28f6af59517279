import fetchRetry from 'fetch-retry';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiPath, apiErrorFromEnvelope, isSessionInvalid, parseEnvelope } from '../contracts';
import { startConnectionLost } from '../session/connection-lost';
import { readAuthVerify } from '../session/session-storage';
import { hideLoading, showLoading } from '../stores/loading.store';
import { ApiError } from './errors';
import { writeLog } from './write-log';

/** How often a query is tried again after a network error or a 5xx answer, and the backoff bounds. */
export const RETRY_POLICY = { retries: 3, baseDelayMs: 300, maxDelayMs: 2_000 } as const;

/** The wait before retry number `attempt` (0-based): exponential, capped at {@link RETRY_POLICY}.maxDelayMs. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_POLICY.baseDelayMs * 2 ** attempt, RETRY_POLICY.maxDelayMs);
}

/** Options of {@link postQuery}. */
export interface QueryOptions {
  signal?: AbortSignal;
  /** Text of the loading overlay; `false` runs the query without the overlay (background refreshes). */
  loading?: string | false;
}

const MESSAGES = {
  unauthenticated: '請先登入後再使用此功能。',
  network: '網路連線異常，請確認網路狀態後再試一次。',
  http: '系統暫時無法回應，請稍後再試。',
  malformed: '系統回應格式錯誤，請稍後再試或聯繫您的營業員。',
} as const;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function retryingFetch(): typeof fetch {
  return fetchRetry(globalThis.fetch, {
    retries: RETRY_POLICY.retries,
    retryDelay: (attempt) => retryDelay(attempt),
    retryOn: (attempt, error, response) => {
      if (attempt >= RETRY_POLICY.retries || isAbort(error)) return false;
      return error !== null || (response !== null && response.status >= 500);
    },
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError(response.ok ? 'malformed' : 'http', response.ok ? MESSAGES.malformed : MESSAGES.http, { cause });
  }
}

/**
 * Sends one request to `POST {apiBase}/api/OffShoreBond/Query` (spec 7) and returns the parsed answer.
 * Only a customer with a token and an id may query; the bearer token goes in the Authorization header;
 * network errors and 5xx are retried with bounded exponential backoff; the loading overlay shows from
 * request to answer. A StatusCode containing `90` stops here and starts the connection-lost flow.
 * @throws ApiError of kind `unauthenticated`, `network`, `http`, `session`, `permission`, `business` or `malformed`.
 */
export async function postQuery<T>(body: { FunId: string; Data: unknown }, parse: (json: unknown) => T, options: QueryOptions = {}): Promise<T> {
  const auth = readAuthVerify();
  if (auth === undefined || auth.token === '' || auth.postData.idno === '') {
    throw new ApiError('unauthenticated', MESSAGES.unauthenticated);
  }
  if (options.loading !== false) showLoading(options.loading);
  try {
    let response: Response;
    try {
      response = await retryingFetch()(`${getRuntimeConfig().apiBase}${ApiPath.OffShoreBondQuery}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.token}` },
        body: JSON.stringify(body),
        signal: options.signal ?? null,
      });
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      throw new ApiError('network', MESSAGES.network, { cause });
    }
    const json = await readJson(response);
    const envelope = parseEnvelope(json);
    if (isSessionInvalid(envelope.StatusCode)) {
      startConnectionLost();
      throw apiErrorFromEnvelope(envelope);
    }
    if (!response.ok) throw new ApiError('http', envelope.Message ?? MESSAGES.http, { statusCode: envelope.StatusCode });
    return parse(json);
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed')) {
      writeLog({ event: 'api-failure', kind: error.kind, funId: body.FunId, statusCode: error.statusCode ?? null, message: error.message });
    }
    throw error;
  } finally {
    if (options.loading !== false) hideLoading();
  }
}
