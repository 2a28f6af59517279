import { postQuery } from '../api/api-client';
import { newClientKey } from '../api/client-key';
import { isApiError, type ApiError } from '../api/errors';
import { buildSubmitStatusRequest, parseSubmitStatusAnswer, type SubmitKind } from '../contracts';
import { SESSION_KEYS, readSession, writeSession } from '../session/session-storage';

/**
 * Once, and only once (rule ORD-18): the one way every money page sends an order or a transfer.
 *
 * A submit whose answer was lost (network, timeout, a 5xx after the retries, a broken answer) may have been
 * carried out: it is unknown, not failed. Its key is kept in the tab's session storage, per customer,
 * account and page, across 返回修改, a new quote and a reload, and nothing is sent for that page again
 * until the back end has said what became of the key (`KGItwSubmitStatus`). Received: its first answer is
 * the outcome, and nothing is sent. Never received: the back end voids the key, so the page may send
 * the customer's (possibly changed) request with a new key.
 */

/** Where a keyed change belongs: the customer, the account, the page that sends it, and the back end's key space. */
export interface SubmitTarget {
  readonly idno: string;
  readonly account: string;
  /** The page's own name for what it sends (`bond-buy`, `bond-sell`, `margin-transfer`, …): one unresolved submit each. */
  readonly scope: string;
  readonly kind: SubmitKind;
}

/** A keyed change sent but never answered, as the tab keeps it. */
export interface UnresolvedSubmit {
  readonly kind: SubmitKind;
  readonly clientKey: string;
  /** When it was sent, ISO 8601. */
  readonly sentAt: string;
}

/** How a submit ended, as far as the page can know. */
export type SubmitOutcome<R> =
  /** The back end accepted it (now, or, for an unresolved submit, when it first received it). */
  | { readonly state: 'accepted'; readonly result: R }
  /** The back end refused it: nothing was done; the customer may change and send again (a new key). */
  | { readonly state: 'refused'; readonly error: ApiError }
  /** No answer, and the back end could not be asked yet: the key is kept and nothing is sent again. */
  | { readonly state: 'unknown'; readonly error: unknown }
  /** The back end never received it and has voided its key: the customer may send again. */
  | { readonly state: 'notReceived' };

/** A request body of the Query path. */
export interface SubmitRequest {
  readonly FunId: string;
  readonly Data: unknown;
}

/**
 * Answers that say what became of the request itself: anything else leaves its outcome unknown. A
 * StatusCode of the 5xxx family is a fault of the server, not a refusal, even when it came with HTTP 200.
 */
function isDefinitive(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.kind === 'business') return error.statusCode === undefined || !error.statusCode.startsWith('5');
  return error.kind === 'permission' || error.kind === 'conflict' || error.kind === 'session' || error.kind === 'unauthenticated';
}

type Kept = Record<string, UnresolvedSubmit>;

function slot(target: SubmitTarget): string {
  return `${target.idno.toUpperCase()}|${target.account}|${target.scope}`;
}

function readAll(): Kept {
  try {
    const json: unknown = JSON.parse(readSession(SESSION_KEYS.unresolvedSubmits) ?? '{}');
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
    const kept: Kept = {};
    for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null) continue;
      const entry = value as Partial<UnresolvedSubmit>;
      if (typeof entry.kind === 'string' && typeof entry.clientKey === 'string' && typeof entry.sentAt === 'string') kept[name] = entry as UnresolvedSubmit;
    }
    return kept;
  } catch {
    return {};
  }
}

function writeAll(kept: Kept): void {
  try {
    writeSession(SESSION_KEYS.unresolvedSubmits, Object.keys(kept).length === 0 ? null : JSON.stringify(kept));
  } catch {
    // a full storage loses only the reload safety net; the page still knows in memory
  }
}

/** The page's unresolved submit, if it has one. */
export function readUnresolvedSubmit(target: SubmitTarget): UnresolvedSubmit | undefined {
  const entry = readAll()[slot(target)];
  return entry !== undefined && entry.kind === target.kind ? entry : undefined;
}

function keep(target: SubmitTarget, entry: UnresolvedSubmit): void {
  writeAll({ ...readAll(), [slot(target)]: entry });
}

function forget(target: SubmitTarget): void {
  const gone = slot(target);
  writeAll(Object.fromEntries(Object.entries(readAll()).filter(([name]) => name !== gone)));
}

/**
 * Asks the back end what became of the page's unresolved submit, if any; `undefined` when there is none.
 * The key is forgotten once the answer says what happened; kept when the back end could not be asked.
 * @param parse the change's own answer parser, which reads the first answer the back end kept.
 */
export async function resolveUnresolvedSubmit<R>(target: SubmitTarget, parse: (json: unknown) => R): Promise<SubmitOutcome<R> | undefined> {
  const unresolved = readUnresolvedSubmit(target);
  if (unresolved === undefined) return undefined;
  let status;
  try {
    status = await postQuery(buildSubmitStatusRequest(target.account, target.kind, unresolved.clientKey), parseSubmitStatusAnswer, { loading: '確認前次送出結果中…' });
  } catch (error) {
    // not asked, or not answered: still unknown, and still kept
    return { state: 'unknown', error };
  }
  if (status.state === 'NOT_RECEIVED') {
    forget(target);
    return { state: 'notReceived' };
  }
  const answer = status.answer;
  return outcomeOf(target, async () => parse(answer));
}

/** The outcome of reading a change's answer: the key is forgotten once the answer says what happened, kept otherwise. */
async function outcomeOf<R>(target: SubmitTarget, read: () => Promise<R>): Promise<SubmitOutcome<R>> {
  try {
    const result = await read();
    forget(target);
    return { state: 'accepted', result };
  } catch (error) {
    if (!isDefinitive(error)) return { state: 'unknown', error };
    forget(target);
    return { state: 'refused', error };
  }
}

/**
 * Sends a change once. When the page has an unresolved submit, the back end is asked first: if that one
 * was received, its outcome is returned and `request` is never sent; only if it was not is `request` sent,
 * with a new key. The key is kept before the request leaves, so a reload during the call still knows it.
 * @param request builds the request around the client key it is given.
 * @param parse the change's answer parser (throws ApiError for a refusal).
 */
export async function submitOnce<R>(
  target: SubmitTarget,
  request: (clientKey: string) => SubmitRequest,
  parse: (json: unknown) => R,
  options: { loading?: string } = {},
): Promise<SubmitOutcome<R>> {
  const earlier = await resolveUnresolvedSubmit(target, parse);
  if (earlier !== undefined && earlier.state !== 'notReceived') return earlier;
  const clientKey = newClientKey();
  keep(target, { kind: target.kind, clientKey, sentAt: new Date().toISOString() });
  return outcomeOf(target, () => postQuery(request(clientKey), parse, { effect: 'change', clientKey, loading: options.loading ?? '送出中…' }));
}
