import fetchRetry from 'fetch-retry';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiPath, apiErrorFromEnvelope, isPublicFunId, isSessionInvalid, parseEnvelope, type PublicFunId } from '../contracts';
import { startConnectionLost } from '../session/connection-lost';
import { readAuthVerify, readCustomerSession } from '../session/session-storage';
import { hideLoading, showLoading } from '../stores/loading.store';
import { startDeadline } from './deadline';
import { ApiError, isApiError } from './errors';
import { readJsonBody } from './streaming-json';
import { writeLog } from './write-log';

/** How often a query is tried again after a network error or a 5xx answer, and the backoff bounds. */
export const RETRY_POLICY = { retries: 3, baseDelayMs: 300, maxDelayMs: 2_000 } as const;

/** The wait before retry number `attempt` (0-based): exponential, capped at {@link RETRY_POLICY}.maxDelayMs. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_POLICY.baseDelayMs * 2 ** attempt, RETRY_POLICY.maxDelayMs);
}

/**
 * How long a call may take in all, retries and download included, before it is given up as `timeout`:
 * long enough for the 3 MB quote list on a slow mobile line, short enough that a back end that never
 * answers holds nobody for minutes.
 */
export const CALL_TIME_BUDGET_MS = 15_000;

/** Options of {@link postQuery}. */
export interface QueryOptions {
  signal?: AbortSignal;
  /** The call's time budget, ms (default {@link CALL_TIME_BUDGET_MS}). */
  timeoutMs?: number;
  /** Text of the loading overlay; `false` runs the query without the overlay (background refreshes). */
  loading?: string | false;
  /**
   * Called while the answer downloads, each time more elements of its `Data.datas` list have been
   * parsed, with all of them so far: a live array, the same instance the answer's list will be. Its
   * elements are unchecked and the answer may still fail (StatusCode, shape, network), so it serves to
   * prepare what the page will show, never as the answer. Not called for an answer already prefetched.
   */
  onListProgress?: (items: readonly unknown[]) => void;
  /**
   * What the call does (rule API-6). `read` (the default) asks for data and is retried on network errors
   * and 5xx. `change` places an order, moves money or otherwise changes the customer's state: it is retried
   * only when it carries a {@link QueryOptions.clientKey}, because the server answers a repeated key with its
   * first result; without a key a lost answer may hide an applied change, so the customer is told instead.
   */
  effect?: 'read' | 'change';
  /** The change's client key, already in the request's `Data.ClientKey` (see `newClientKey`). */
  clientKey?: string;
  /**
   * `false` sends the call once, whatever the failure: a polled read's next poll is its retry, so retrying
   * here too would multiply the requests to a back end that is already failing (rules API-6, ORD-2).
   */
  retry?: boolean;
}

const MESSAGES = {
  unauthenticated: '請先登入後再使用此功能。',
  network: '網路連線異常，請確認網路狀態後再試一次。',
  http: '系統暫時無法回應，請稍後再試。',
  malformed: '系統回應格式錯誤，請稍後再試或聯繫您的營業員。',
  timeout: '系統回應逾時，請稍後再試。',
} as const;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function retryingFetch(retries: number): typeof fetch {
  return fetchRetry(globalThis.fetch, {
    retries,
    retryDelay: (attempt) => retryDelay(attempt),
    retryOn: (attempt, error, response) => {
      if (attempt >= retries || isAbort(error)) return false;
      return error !== null || (response !== null && response.status >= 500);
    },
  });
}

/** The list in every symbol-list answer (`Data.datas`, rule LST-4): thousands of bonds, parsed while they download. */
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

/** How many times a call may be sent again (rule API-6): a change only when it carries a client key, a polled read never. */
function retriesFor(options: QueryOptions): number {
  if (options.retry === false) return 0;
  if (options.effect === 'change' && (options.clientKey === undefined || options.clientKey === '')) return 0;
  return RETRY_POLICY.retries;
}

async function send(body: { FunId: string; Data: unknown }, token: string | undefined, options: QueryOptions, signal: AbortSignal): Promise<RawAnswer> {
  const { onListProgress } = options;
  let response: Response;
  // an anonymous public call (rule API-11) carries no Authorization header at all, never an empty bearer
  const headers: Record<string, string> = token === undefined ? { 'Content-Type': 'application/json' } : { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  try {
    response = await retryingFetch(retriesFor(options))(`${getRuntimeConfig().apiBase}${ApiPath.OffShoreBondQuery}`, {
      method: 'POST',
      headers,
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

/**
 * Sends one request to `POST {apiBase}/api/OffShoreBond/Query` (rule API-1) and returns the parsed answer.
 * Only a customer with a token and an id may query; the bearer token goes in the Authorization header;
 * network errors and 5xx are retried with bounded exponential backoff, all within the call's time budget
 * (a `change` only when it carries a client key, rule API-6);
 * the loading overlay shows from request to answer. A StatusCode containing `90` stops here and starts
 * the connection-lost flow. Reads go through TanStack Query, which hands its `signal` in here.
 * @throws ApiError of kind `unauthenticated`, `network`, `http`, `session`, `permission`, `business`, `malformed` or `timeout`.
 */
export async function postQuery<T>(body: { FunId: string; Data: unknown }, parse: (json: unknown) => T, options: QueryOptions = {}): Promise<T> {
  const auth = readCustomerSession();
  if (auth === undefined) throw new ApiError('unauthenticated', MESSAGES.unauthenticated);
  return run(body, auth.token, parse, options);
}

/**
 * {@link postQuery} for the calls anyone may make (rule API-11: the broker's picks, today's FX rates), so
 * that the overseas home works for an anonymous visitor. A signed-in customer's (or the guest's) token is
 * sent as with any call, so a lost session still starts the connection-lost flow (rule SES-5); without
 * one the call goes without an Authorization header instead of being refused. Only a public FunId is
 * accepted, by type and at run time: a customer's data is never asked for without a login.
 * @throws ApiError as {@link postQuery}; `unauthenticated` when it was sent without a session and the back end
 *   requires one for it (a broker whose contract keeps the call behind the token): never the login flow.
 */
export async function postPublicQuery<T>(body: { FunId: PublicFunId; Data: unknown }, parse: (json: unknown) => T, options: QueryOptions = {}): Promise<T> {
  if (!isPublicFunId(body.FunId)) throw new ApiError('unauthenticated', MESSAGES.unauthenticated);
  const auth = readAuthVerify();
  const token = auth === undefined || auth.token === '' ? undefined : auth.token;
  return run(body, token, parse, options);
}

async function run<T>(body: { FunId: string; Data: unknown }, token: string | undefined, parse: (json: unknown) => T, options: QueryOptions): Promise<T> {
  if (options.loading !== false) showLoading(options.loading);
  const deadline = startDeadline(options.timeoutMs ?? CALL_TIME_BUDGET_MS, options.signal);
  // what the server said with an HTTP failure: for the log only, its words are not the product's (rule API-2)
  let serverMessage: string | undefined;
  try {
    // raced, so that the budget holds even while fetch-retry waits between two tries
    const { json, ok } = await Promise.race([send(body, token, options, deadline.signal), deadline.aborted]);
    const envelope = parseEnvelope(json);
    if (isSessionInvalid(envelope.StatusCode)) {
      // a public call sent without a session that the back end refuses: no session was lost, so there is no
      // login flow to start; the caller shows the page without what it could not read (rule API-11)
      if (token === undefined) throw new ApiError('unauthenticated', MESSAGES.unauthenticated, { statusCode: envelope.StatusCode });
      startConnectionLost();
      throw apiErrorFromEnvelope(envelope);
    }
    if (!ok) {
      serverMessage = envelope.Message;
      throw new ApiError('http', MESSAGES.http, { statusCode: envelope.StatusCode });
    }
    return parse(json);
  } catch (caught) {
    const error = deadline.expired && isAbort(caught) ? new ApiError('timeout', MESSAGES.timeout, { cause: caught }) : caught;
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed' || error.kind === 'timeout')) {
      writeLog({ event: 'api-failure', kind: error.kind, funId: body.FunId, statusCode: error.statusCode ?? null, message: error.message, ...(serverMessage === undefined ? {} : { serverMessage }) });
    }
    throw error;
  } finally {
    deadline.done();
    if (options.loading !== false) hideLoading();
  }
}
