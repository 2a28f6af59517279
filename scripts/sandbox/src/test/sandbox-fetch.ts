// The sandbox's real handlers as the back end of the apps' component tests (not a test file itself): every
// remote's tests import it as `sandbox/test-fetch`, so a page is tested against the rules the sandbox enforces.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearImmediate as nodeClearImmediate, setImmediate as nodeSetImmediate } from 'node:timers';
import { buildSandbox, type SandboxOptions } from '../build-sandbox';
import { ApiPath, resetServerState, restoreAccounts, restoreLogin, setRuntimeConfig, writeAuthVerify } from 'shared/internal';
import { buildFavoritesQuery, buildSymbolListRequest, parseSymbolListAnswer, type Bond } from '@shared/bond/contracts';
import { readAuthVerify } from 'shared';
import type { AuthVerifyRecord } from '../../../../shared/kernel/src/session/session-storage';
import type { DataKindValue } from '../../../../shared/bond/src/contracts/favorites';
import type { SymbolListRequestOptions } from '../../../../shared/bond/src/contracts/symbol-list';

/** The pricing date the tests pin, so that lists, counts and prices do not move with the calendar. */
export const SANDBOX_TODAY = '20250701';

/** One request the page sent, as the sandbox received it. */
export interface SentRequest {
  method: string;
  path: string;
  /** The parsed JSON body (a Query body has `FunId` and `Data`), or undefined without one. */
  body: unknown;
}

/** A Query body, for the `match` of {@link SandboxFetch.hold} and {@link SandboxFetch.answerNext}. */
export interface QueryBody {
  FunId: string;
  Data: Record<string, unknown>;
}

/** What a test changes about one answer, instead of the sandbox's own. */
export type AnswerOverride = { status?: number; body: string } | 'never';

/** The sandbox behind a `fetch`, with what a test needs to look at and to steer. */
export interface SandboxFetch {
  /** The `fetch` the API client calls (installed as `globalThis.fetch` by {@link installSandboxFetch}). */
  fetch: typeof fetch;
  /** Every request in order. */
  requests: SentRequest[];
  /** The Query bodies with this FunId, in order. */
  queries(funId: string): QueryBody[];
  /** Signs `idno` in, through the sandbox's own hand-off and `/api/Auth/Verify`, as /auth/verify would; returns the stored record. */
  signIn(idno?: string): Promise<AuthVerifyRecord>;
  /** What the sandbox answers the signed-in customer for a symbol-list request, asked directly (not through the page): the figures a test expects. */
  symbolList(options: SymbolListRequestOptions): Promise<Bond[]>;
  /** The saved favourites or cart of an account as the sandbox holds them (the raw answer), asked directly. */
  savedList(accountNo: string, dataKind: DataKindValue): Promise<unknown>;
  /**
   * Holds back the next answer to a Query matching `match`: its first `bytes` (default: up to the
   * tenth element of `Data.datas`, or half the body) arrive at once, the rest when `release` is called,
   * as a long answer still downloading. Applies to an {@link answerNext} body too.
   */
  hold(match: (body: QueryBody) => boolean, bytes?: number): { release: () => void };
  /** Answers the next Query matching `match` with `override` (a body and status, or `'never'`: no answer at all, until aborted). */
  answerNext(match: (body: QueryBody) => boolean, override: AnswerOverride): void;
  /**
   * Loses every answer to a Query matching `match` until `stop`: the sandbox receives and carries out each
   * request, and the page's `fetch` fails as on a dropped connection, never hearing what happened.
   */
  loseAnswers(match: (body: QueryBody) => boolean): { stop: () => void };
  /** Closes the sandbox and removes its data folder. */
  close(): Promise<void>;
}

function isQueryBody(value: unknown): value is QueryBody {
  return typeof value === 'object' && value !== null && typeof (value as { FunId?: unknown }).FunId === 'string';
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** A body that sends `head` now and `tail` once `rest` resolves. */
function splitBody(head: string, tail: string, rest: Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) controller.enqueue(encoder.encode(head));
      else if (sent === 1) {
        await rest;
        controller.enqueue(encoder.encode(tail));
      } else controller.close();
      sent += 1;
    },
  });
}

/** Where to cut an answer so that its first ten bonds arrive first. */
function cutAfterTenthBond(text: string): number {
  const start = text.indexOf('"datas":[');
  if (start < 0) return Math.floor(text.length / 2);
  let depth = 0;
  let inString = false;
  let elements = 0;
  for (let index = start + '"datas":['.length; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      if (depth === 0) return index;
      depth -= 1;
      if (depth === 0) {
        elements += 1;
        if (elements === 10) return index + 2; // past its separator: only then is the tenth known to be whole
      }
    }
  }
  return Math.floor(text.length / 2);
}

/**
 * jsdom has no `setImmediate`, which Fastify's `inject()` answers through: Node's own, where missing.
 * (Fake timers would fake it too: a test that fakes timers keeps `setImmediate` out with `doNotFake`.)
 */
function provideSetImmediate(): void {
  if (typeof globalThis.setImmediate === 'function') return;
  Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });
}

/**
 * Starts the sandbox (its real Fastify app, not listening: each request goes through `inject()`) over
 * a fresh data folder, with the pricing date pinned, and returns a `fetch` in front of it.
 */
export async function createSandboxFetch(options: Partial<SandboxOptions> = {}): Promise<SandboxFetch> {
  provideSetImmediate();
  const dataDir = await mkdtemp(join(tmpdir(), 'component-test-'));
  const app = await buildSandbox({ dataDir, today: SANDBOX_TODAY, ...options });
  await app.ready();
  const requests: SentRequest[] = [];
  const held: Array<{ match: (body: QueryBody) => boolean; bytes: number | undefined; rest: Promise<void> }> = [];
  const overrides: Array<{ match: (body: QueryBody) => boolean; override: AnswerOverride }> = [];
  const losing = new Set<(body: QueryBody) => boolean>();

  const sandboxFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    requests.push({ method: request.method, path: url.pathname, body });
    const signal = init?.signal ?? undefined;
    if (signal?.aborted === true) throw abortError();

    const overrideIndex = isQueryBody(body) ? overrides.findIndex((entry) => entry.match(body)) : -1;
    const override = overrideIndex < 0 ? undefined : overrides.splice(overrideIndex, 1)[0]?.override;
    if (override === 'never') {
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
    }
    let answer: { status: number; body: string; type: string };
    if (override !== undefined) answer = { status: override.status ?? 200, body: override.body, type: 'application/json' };
    else {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => (headers[key] = value));
      const injected = await app.inject({ method: request.method as 'GET' | 'POST', url: `${url.pathname}${url.search}`, headers, payload: text === '' ? undefined : text });
      answer = { status: injected.statusCode, body: injected.body, type: String(injected.headers['content-type'] ?? 'application/json') };
    }
    if (isQueryBody(body) && [...losing].some((match) => match(body))) throw new TypeError('Failed to fetch');
    const responseInit = { status: answer.status, headers: { 'Content-Type': answer.type } };
    const holdIndex = isQueryBody(body) ? held.findIndex((entry) => entry.match(body)) : -1;
    const hold = holdIndex < 0 ? undefined : held.splice(holdIndex, 1)[0];
    if (hold === undefined) return new Response(answer.body, responseInit);
    const cut = hold.bytes ?? cutAfterTenthBond(answer.body);
    return new Response(splitBody(answer.body.slice(0, cut), answer.body.slice(cut), hold.rest), responseInit);
  };

  /** The signed-in customer's token, for asking the sandbox directly. */
  let token = '';
  const ask = async (payload: object): Promise<unknown> => {
    const answer = await app.inject({ method: 'POST', url: ApiPath.OffShoreBondQuery, headers: { authorization: `Bearer ${token}` }, payload });
    return answer.json();
  };

  return {
    fetch: sandboxFetch,
    requests,
    queries: (funId) => requests.map((request) => request.body).filter((body): body is QueryBody => isQueryBody(body) && body.FunId === funId),
    async signIn(idno = 'A123456789') {
      const handoff = await app.inject({ method: 'GET', url: `/login/handoff?user=${encodeURIComponent(idno)}&target=%2Foverseas%2Fbond` });
      const location = handoff.headers.location;
      const code = typeof location === 'string' ? new URL(location).searchParams.get('code') : null;
      if (code === null) throw new Error(`the sandbox's hand-off failed: ${handoff.body}`);
      const verify = await app.inject({ method: 'POST', url: ApiPath.AuthVerify, payload: { code } });
      const record = (verify.json() as { Data?: AuthVerifyRecord }).Data;
      if (record === undefined) throw new Error(`the sandbox's verify failed: ${verify.body}`);
      writeAuthVerify(record);
      token = record.token;
      restoreLogin();
      restoreAccounts();
      return record;
    },
    async symbolList(options) {
      return parseSymbolListAnswer(await ask(buildSymbolListRequest(options)));
    },
    async savedList(accountNo, dataKind) {
      const idno = readAuthVerify()?.postData.idno ?? '';
      return ask(buildFavoritesQuery(idno, accountNo, dataKind));
    },
    hold(match, bytes) {
      let release: () => void = () => undefined;
      const rest = new Promise<void>((resolve) => (release = resolve));
      held.push({ match, bytes, rest });
      return { release: () => release() };
    },
    answerNext(match, override) {
      overrides.push({ match, override });
    },
    loseAnswers(match) {
      losing.add(match);
      return { stop: () => losing.delete(match) };
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The runtime config of the component tests: any API base does, the sandbox answers every address. */
export const TEST_RUNTIME_CONFIG = { apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} };

/**
 * {@link createSandboxFetch}, installed as `globalThis.fetch` (what the API client calls) with an empty
 * query cache and {@link TEST_RUNTIME_CONFIG}; call it in `beforeEach` and the returned `restore` in `afterEach`.
 */
export async function installSandboxFetch(options: Partial<SandboxOptions> = {}): Promise<SandboxFetch & { restore: () => Promise<void> }> {
  const sandbox = await createSandboxFetch(options);
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const original = globalThis.fetch;
  globalThis.fetch = sandbox.fetch;
  resetServerState();
  return {
    ...sandbox,
    async restore() {
      resetServerState();
      globalThis.fetch = original;
      await sandbox.close();
    },
  };
}
