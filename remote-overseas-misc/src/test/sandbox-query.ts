// The sandbox's real Query handlers behind `postQuery`, for this remote's component tests (not a test file itself).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearImmediate as nodeClearImmediate, setImmediate as nodeSetImmediate } from 'node:timers';
import { buildSandbox } from 'sandbox';
import type { FastifyInstance } from 'fastify';
import { restoreAccounts, restoreLogin, writeAuthVerify } from 'shared/internal';

/** A started sandbox: its app, a customer's token, and how a test steers or inspects it. */
export interface SandboxQuery {
  readonly app: FastifyInstance;
  /** The Query bodies sent so far, in order. */
  readonly sent: { FunId: string; Data: Record<string, unknown> }[];
  /** Answers the next Query whose FunId is `funId` with `answer` instead of the sandbox's own. */
  answerNext(funId: string, answer: object): void;
  /** Pins the market clock (ISO 8601 with an offset). */
  setMarketTime(iso: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a sandbox (test controls on), signs `idno` in through its hand-off and verify, stores the
 * session as /auth/verify would, and returns the function that replaces shared's `postQuery`: the
 * request goes to the sandbox's Query route with the token, and the real answer goes through the
 * contract's real parser. Transport (retries, time budget) is the API client's own, tested in shared.
 */
export async function startSandboxQuery(idno = 'A123456789'): Promise<SandboxQuery & { postQuery: <T>(body: { FunId: string; Data: unknown }, parse: (json: unknown) => T) => Promise<T> }> {
  // jsdom has no setImmediate, through which Fastify's inject() answers: Node's own, where missing
  if (typeof globalThis.setImmediate !== 'function') Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });
  const dir = await mkdtemp(join(tmpdir(), 'stock-test-'));
  const app = await buildSandbox({ dataDir: dir, testControls: true });
  const handoff = await app.inject({ method: 'GET', url: `/login/handoff?user=${idno}&target=%2Foverseas%2Fstock` });
  const code = new URL(String(handoff.headers.location)).searchParams.get('code') ?? '';
  const verify = (await app.inject({ method: 'POST', url: '/api/Auth/Verify', payload: { code } })).json() as { Data: { token: string; postData: never; userData: never } };
  writeAuthVerify({ token: verify.Data.token, postData: verify.Data.postData, userData: verify.Data.userData });
  restoreLogin();
  restoreAccounts();
  const sent: SandboxQuery['sent'] = [];
  const overrides: { funId: string; answer: object }[] = [];
  return {
    app,
    sent,
    answerNext: (funId, answer) => overrides.push({ funId, answer }),
    setMarketTime: async (iso) => {
      await app.inject({ method: 'POST', url: '/__sandbox/config', payload: { marketTime: iso } });
    },
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
    postQuery: async (body, parse) => {
      sent.push(body as SandboxQuery['sent'][number]);
      const index = overrides.findIndex((entry) => entry.funId === body.FunId);
      if (index >= 0) {
        const [override] = overrides.splice(index, 1);
        return parse(override?.answer);
      }
      const response = await app.inject({ method: 'POST', url: '/api/OffShoreBond/Query', headers: { authorization: `Bearer ${verify.Data.token}` }, payload: body });
      return parse(response.json());
    },
  };
}
