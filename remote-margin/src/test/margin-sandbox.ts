// The sandbox's real handlers as the back end of remote-margin's component tests (not a test file itself).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearImmediate as nodeClearImmediate, setImmediate as nodeSetImmediate } from 'node:timers';
import { buildSandbox, type SandboxOptions } from 'sandbox';
import { ApiPath, resetServerState, restoreAccounts, restoreLogin, setRuntimeConfig, writeAuthVerify } from 'shared/internal';
import type { AuthVerifyRecord } from '../../../shared/src/session/session-storage';

/** One Query body the page sent. */
export interface SentQuery {
  readonly FunId: string;
  readonly Data: Record<string, unknown>;
}

/** The sandbox behind `fetch`, with what a margin test needs to look at and to steer. */
export interface MarginSandbox {
  /** The Query bodies with this FunId, in order. */
  queries(funId: string): SentQuery[];
  /** Signs `idno` in through the sandbox's hand-off, as /auth/verify would. */
  signIn(idno?: string): Promise<AuthVerifyRecord>;
  /** Asks the sandbox directly as the signed-in customer (not through the page). */
  ask(payload: object): Promise<unknown>;
  /** POSTs a test control, `/__sandbox/margin/<path>`. */
  control(path: string, payload?: object): Promise<void>;
  /**
   * Answers the next Query with this FunId with `body` (status 200 unless given) instead of the sandbox's
   * answer; with `reached`, the sandbox still receives and handles the request (an answer lost on the way back).
   */
  answerNext(funId: string, body: string, options?: { status?: number; reached?: boolean }): void;
  /** Closes the sandbox, restores `fetch`. */
  restore(): Promise<void>;
}

function provideSetImmediate(): void {
  if (typeof globalThis.setImmediate === 'function') return;
  Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });
}

function isQuery(value: unknown): value is SentQuery {
  return typeof value === 'object' && value !== null && typeof (value as { FunId?: unknown }).FunId === 'string';
}

/**
 * Starts the sandbox (its Fastify app through `inject()`, test controls on, today's real date so the
 * default 30-day movements have something) and installs a `fetch` in front of it with an empty query cache.
 */
export async function installMarginSandbox(options: Partial<SandboxOptions> = {}): Promise<MarginSandbox> {
  provideSetImmediate();
  const dataDir = await mkdtemp(join(tmpdir(), 'remote-margin-test-'));
  const app = await buildSandbox({ dataDir, testControls: true, ...options });
  await app.ready();
  const sent: SentQuery[] = [];
  const overrides: Array<{ funId: string; body: string; status: number; reached: boolean }> = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    if (isQuery(body)) sent.push(body);
    const overrideIndex = isQuery(body) ? overrides.findIndex((entry) => entry.funId === body.FunId) : -1;
    const override = overrideIndex < 0 ? undefined : overrides.splice(overrideIndex, 1)[0];
    if (override !== undefined && !override.reached) return new Response(override.body, { status: override.status, headers: { 'Content-Type': 'application/json' } });
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const injected = await app.inject({ method: request.method as 'GET' | 'POST', url: `${url.pathname}${url.search}`, headers, payload: text === '' ? undefined : text });
    if (override !== undefined) return new Response(override.body, { status: override.status, headers: { 'Content-Type': 'application/json' } });
    return new Response(injected.body, { status: injected.statusCode, headers: { 'Content-Type': String(injected.headers['content-type'] ?? 'application/json') } });
  };
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  resetServerState();
  let token = '';
  return {
    queries: (funId) => sent.filter((body) => body.FunId === funId),
    async signIn(idno = 'A123456789') {
      const handoff = await app.inject({ method: 'GET', url: `/login/handoff?user=${encodeURIComponent(idno)}&target=%2FmarginDeposit%2Finfo` });
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
    async ask(payload) {
      const answer = await app.inject({ method: 'POST', url: ApiPath.OffShoreBondQuery, headers: { authorization: `Bearer ${token}` }, payload });
      return answer.json();
    },
    async control(path, payload = {}) {
      const answer = await app.inject({ method: 'POST', url: `/__sandbox/margin/${path}`, payload });
      if (answer.statusCode !== 200) throw new Error(`control ${path} failed: ${answer.body}`);
    },
    answerNext(funId, body, { status = 200, reached = false } = {}) {
      overrides.push({ funId, body, status, reached });
    },
    async restore() {
      resetServerState();
      globalThis.fetch = original;
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
