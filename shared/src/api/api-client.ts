import fetchRetry from 'fetch-retry';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiPath, apiErrorFromEnvelope, isSessionInvalid, parseEnvelope } from '../contracts';
import { startConnectionLost } from '../session/connection-lost';
import { readAuthVerify } from '../session/session-storage';
import { hideLoading, showLoading } from '../stores/loading.store';
import { ApiError } from './errors';
import { readJsonBody } from './streaming-json';
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
  /**
   * Called while the answer downloads, each time more elements of its `Data.datas` list have been
   * parsed, with all of them so far: a live array, the same instance the answer's list will be. Its
   * elements are unchecked and the answer may still fail (StatusCode, shape, network), so it serves to
   * prepare what the page will show, never as the answer. Not called for an answer already prefetched.
   */
  onListProgress?: (items: readonly unknown[]) => void;
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

/** The list in every answer of spec 7 (`Data.datas`): thousands of bonds, parsed while they download. */
const LIST_PATH = ['Data', 'datas'] as const;

async function readJson(response: Response, onListProgress: QueryOptions['onListProgress']): Promise<unknown> {
  try {
    return await readJsonBody(response, LIST_PATH, onListProgress);
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    if (!(cause instanceof SyntaxError)) throw new ApiError('network', MESSAGES.network, { cause });
    throw new ApiError(response.ok ? 'malformed' : 'http', response.ok ? MESSAGES.malformed : MESSAGES.http, { cause });
  }
}

/** What came back from the API before any StatusCode rule was applied. */
interface RawAnswer {
  json: unknown;
  ok: boolean;
}

async function send(body: { FunId: string; Data: unknown }, token: string, signal?: AbortSignal, onListProgress?: QueryOptions['onListProgress']): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await retryingFetch()(`${getRuntimeConfig().apiBase}${ApiPath.OffShoreBondQuery}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw new ApiError('network', MESSAGES.network, { cause });
  }
  // an error answer's list is no list to prepare a page from; a page's preparation never fails the answer
  const progress =
    response.ok && onListProgress !== undefined
      ? (items: readonly unknown[]) => {
          try {
            onListProgress(items);
          } catch {
            // the finished answer is what counts
          }
        }
      : undefined;
  return { json: await readJson(response, progress), ok: response.ok };
}

/** How long a prefetched answer waits for the page that asked for it. */
const PREFETCH_TTL_MS = 15_000;
const prefetched = new Map<string, { answer: Promise<RawAnswer>; at: number }>();

function takePrefetched(key: string): Promise<RawAnswer> | undefined {
  const entry = prefetched.get(key);
  prefetched.delete(key);
  return entry !== undefined && Date.now() - entry.at < PREFETCH_TTL_MS ? entry.answer : undefined;
}

/**
 * Starts a query before the page that needs it has loaded its code (the address is known, the session
 * too), so the answer and the page's code arrive together instead of one after the other. The first
 * {@link postQuery} with the same body takes the answer, applying every rule there; nothing happens
 * without a session.
 */
export function prefetchQuery(body: { FunId: string; Data: unknown }): void {
  const auth = readAuthVerify();
  if (auth === undefined || auth.token === '' || auth.postData.idno === '') return;
  const answer = send(body, auth.token);
  answer.catch(() => undefined); // reported, if at all, by the postQuery that takes it
  prefetched.set(JSON.stringify(body), { answer, at: Date.now() });
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
    const { json, ok } = await (takePrefetched(JSON.stringify(body)) ?? send(body, auth.token, options.signal, options.onListProgress));
    const envelope = parseEnvelope(json);
    if (isSessionInvalid(envelope.StatusCode)) {
      startConnectionLost();
      throw apiErrorFromEnvelope(envelope);
    }
    if (!ok) throw new ApiError('http', envelope.Message ?? MESSAGES.http, { statusCode: envelope.StatusCode });
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
