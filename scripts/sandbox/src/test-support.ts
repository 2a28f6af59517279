// Helpers for the sandbox's contract tests (not a test file itself).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildSandbox, type SandboxOptions } from './build-sandbox';
import { ApiPath, buildFavoritesQuery, buildFavoritesSave, buildSymbolListRequest, isRecord } from './shared-contracts';
import type { DataKindValue, FavoritesSaveContent, SymbolListRequestOptions } from './shared-contracts';

/** The pricing date the tests pin, so that counts and picks do not move with the calendar. */
export const TEST_TODAY = '20250701';

/** A clock the test moves by hand. */
export interface ManualClock {
  now: () => number;
  advance: (ms: number) => void;
}

/** A clock starting at the test's "today", 10:00 Taiwan time. */
export function manualClock(start = Date.UTC(2025, 6, 1, 2, 0, 0)): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}

/** A fresh temporary data directory. */
export async function tempDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'sandbox-test-'));
}

/** Removes a temporary data directory. */
export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** A sandbox over a data directory with the test date pinned and the test controls on. */
export async function startSandbox(dataDir: string, options: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  return buildSandbox({ dataDir, today: TEST_TODAY, testControls: true, ...options });
}

/** One test's sandbox: its app, its data directory and, when signed in, the customer's token. */
export interface SandboxPerTest {
  readonly app: FastifyInstance;
  readonly dir: string;
  readonly token: string;
}

/**
 * Starts a fresh sandbox over a new data directory before each test of the enclosing `describe` (signed in
 * as `idno` when given), and closes it and removes the directory after. Read its fields inside the tests.
 */
export function sandboxPerTest(idno?: string, options: Partial<SandboxOptions> = {}): SandboxPerTest {
  let current: { app: FastifyInstance; dir: string; token: string } | undefined;
  beforeEach(async () => {
    const dir = await tempDataDir();
    const app = await startSandbox(dir, options);
    current = { app, dir, token: idno === undefined ? '' : await login(app, idno) };
  });
  afterEach(async () => {
    if (current === undefined) return;
    await current.app.close();
    await removeDir(current.dir);
    current = undefined;
  });
  const started = () => {
    if (current === undefined) throw new Error('sandboxPerTest: read the sandbox inside a test');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get dir() {
      return started().dir;
    },
    get token() {
      return started().token;
    },
  };
}

/** The JSON body of a response as an object, failing the test when it is not one. */
export function body(response: LightMyRequestResponse): Record<string, unknown> {
  const json: unknown = response.json();
  if (!isRecord(json)) throw new Error(`expected a JSON object, got ${response.body}`);
  return json;
}

/** A one-time code for a user, through the login hand-off. */
export async function loginCode(app: FastifyInstance, idno: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/login/handoff?user=${encodeURIComponent(idno)}&target=%2Foverseas%2Fbond` });
  const location = response.headers.location;
  if (response.statusCode !== 302 || typeof location !== 'string') throw new Error(`hand-off failed: ${response.body}`);
  const code = new URL(location).searchParams.get('code');
  if (code === null) throw new Error('no code in the hand-off redirect');
  return code;
}

/** A bearer token for a user, through hand-off and verify. */
export async function login(app: FastifyInstance, idno: string): Promise<string> {
  const code = await loginCode(app, idno);
  const response = await app.inject({ method: 'POST', url: ApiPath.AuthVerify, payload: { code } });
  const data = body(response).Data;
  if (!isRecord(data) || typeof data.token !== 'string') throw new Error(`verify failed: ${response.body}`);
  return data.token;
}

/** POST a Query body with a token. */
export function query(app: FastifyInstance, token: string | null, payload: string | object): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  return app.inject({ method: 'POST', url: ApiPath.OffShoreBondQuery, headers, payload });
}

/** A symbol-list query built by the shared builder. */
export function symbolList(app: FastifyInstance, token: string, options: SymbolListRequestOptions): Promise<LightMyRequestResponse> {
  return query(app, token, buildSymbolListRequest(options));
}

/** A favourites/cart list query built by the shared builder. */
export function listQuery(app: FastifyInstance, token: string, idno: string, accountNo: string, dataKind: DataKindValue): Promise<LightMyRequestResponse> {
  return query(app, token, buildFavoritesQuery(idno, accountNo, dataKind));
}

/**
 * A favourites/cart save built by the shared builder, from `version`; without one, from the version
 * the list has just before (read first, as a page would).
 */
export async function saveQuery(
  app: FastifyInstance,
  token: string,
  idno: string,
  accountNo: string,
  content: FavoritesSaveContent,
  version?: number,
): Promise<LightMyRequestResponse> {
  let from = version;
  if (from === undefined) {
    const data = body(await listQuery(app, token, idno, accountNo, content.dataKind)).Data;
    from = isRecord(data) && typeof data.Version === 'number' ? data.Version : 0;
  }
  return query(app, token, buildFavoritesSave(idno, accountNo, content, from));
}
