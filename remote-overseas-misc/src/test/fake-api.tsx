// A scripted back end for the account pages' component tests (not a test file itself): answers per FunId,
// contract-shaped, with failures and answers that never come on demand. The sandbox's real handlers answer
// the same calls in the end-to-end tests (e2e/overseas-account.spec.ts).

import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryProvider, resetAccounts, resetLogin, resetServerState, restoreAccounts, restoreLogin, setRuntimeConfig, writeAuthVerify } from 'shared/internal';
import { OverseasRoutes } from '../features/routes/overseas-routes';

/** One request the page sent. */
export interface SentQuery {
  readonly funId: string;
  readonly data: Record<string, unknown>;
  readonly authorization: string | null;
}

/** What the fake answers a call: a JSON body (HTTP 200 unless said), or `'never'` (no answer until aborted). */
export type FakeAnswer = { readonly status?: number; readonly body: unknown } | 'never';

/** How a FunId is answered: the same each time, or from the request's `Data`. */
export type FakeHandler = FakeAnswer | ((data: Record<string, unknown>) => FakeAnswer);

/** A success answer of our own contracts. */
export function ok(data: unknown): FakeAnswer {
  return { body: { StatusCode: '0', Data: data } };
}

/** A failure answer with a StatusCode and its zh-TW message. */
export function failing(statusCode: string, message: string): FakeAnswer {
  return { body: { StatusCode: statusCode, Message: message } };
}

/** The fake back end: set `handlers[FunId]`, read `sent`. */
export interface FakeApi {
  readonly handlers: Record<string, FakeHandler>;
  readonly sent: SentQuery[];
  /** The FunIds asked, in order. */
  funIds(): string[];
  restore(): void;
}

/** Installs the fake as `globalThis.fetch` with an empty query cache; call `restore` in `afterEach`. */
export function installFakeApi(handlers: Record<string, FakeHandler> = {}): FakeApi {
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  resetServerState();
  const original = globalThis.fetch;
  const sent: SentQuery[] = [];
  const fake: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.endsWith('/api/OffShoreBond/Query')) return new Response('{}', { status: 200 });
    const body = (await request.json()) as { FunId: string; Data: Record<string, unknown> };
    sent.push({ funId: body.FunId, data: body.Data, authorization: request.headers.get('authorization') });
    const handler = handlers[body.FunId];
    const answer = typeof handler === 'function' ? handler(body.Data) : (handler ?? failing('4040', '不支援的功能代碼。'));
    if (answer === 'never') {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true }),
      );
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fake;
  return {
    handlers,
    sent,
    funIds: () => sent.map((query) => query.funId),
    restore() {
      resetServerState();
      resetLogin();
      resetAccounts();
      sessionStorage.clear();
      globalThis.fetch = original;
    },
  };
}

/** Signs `idno` in with these accounts, the way /auth/verify would. */
export function signIn(idno = 'A123456789', accounts: readonly string[] = ['1234567', '7654321']): void {
  writeAuthVerify({
    token: 'test-token',
    postData: { idno, apver: '', applytype: '', stock: '', dirpack: '' },
    userData: { name: '測試客戶', accounts: accounts.map((account) => ({ account, name: '台北分公司' })), isMobile: 'N' },
  });
  restoreLogin();
  restoreAccounts();
}

/** Renders this remote's pages at `path`, as the host mounts them on `/overseas/*`. */
export function renderMiscPage(path: string) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/overseas/*" element={<OverseasRoutes />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}
