import { setRuntimeConfig } from '../../kernel/src/config/runtime-config';
import { buildCustomerProfileRequest, buildFxRatesRequest, parseFxRatesAnswer } from '@shared/account/contracts';
import { DataKind, buildFavoritesSave, buildSymbolListRequest, parseFavoritesAnswer, parseSymbolListAnswer } from './contracts';
import { writeAuthVerify, writeIsMobile } from '../../kernel/src/session/session-storage';
import { loadingStore, resetLoading } from '../../kernel/src/stores/loading.store';
import { modalStore, resetModal } from '../../kernel/src/stores/modal.store';
import { postPublicQuery, postQuery, retryDelay, RETRY_POLICY } from '../../kernel/src/api/api-client';
import { ApiError } from '../../kernel/src/api/errors';

const CONFIG = { apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'kgiapp://overseas', remotes: {} };
const request = buildSymbolListRequest({ kind: '1' });

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: jest.Mock;

beforeEach(() => {
  sessionStorage.clear();
  setRuntimeConfig(CONFIG);
  writeAuthVerify({
    token: 'secret-token',
    postData: { idno: 'A123456789', apver: '', applytype: 'W', stock: 'S1', dirpack: 'D1' },
    userData: { name: '王小明', accounts: [{ account: '1234567', name: '台北' }], isMobile: 'N' },
  });
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  resetLoading();
  resetModal();
});

/** Waits (a task at a time, at most a second) until `condition` holds. */
async function waitUntil(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 1000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('postQuery', () => {
  it('refuses to query without a token and an id, without calling the API', async () => {
    sessionStorage.clear();
    const error = await rejection(postQuery(request, parseSymbolListAnswer));
    expect(error.kind).toBe('unauthenticated');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts JSON with the bearer token to the configured API base and parses the answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { StatusCode: '0', Data: { datas: [] } }));
    await expect(postQuery(request, parseSymbolListAnswer)).resolves.toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/OffShoreBond/Query');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret-token');
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it('shows the loading overlay from request to answer', async () => {
    let release: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    const pending = postQuery(request, parseSymbolListAnswer, { loading: '查詢中…' });
    expect(loadingStore.isLoading).toBe(true);
    expect(loadingStore.loadingText).toBe('查詢中…');
    release(answer(200, { StatusCode: '0', Data: { datas: [] } }));
    await pending;
    expect(loadingStore.isLoading).toBe(false);
  });

  it('retries network errors and 5xx with backoff, then succeeds', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(502, 'Bad gateway'))
      .mockResolvedValueOnce(answer(200, { StatusCode: '0', Data: { datas: [] } }));
    const pending = postQuery(request, parseSymbolListAnswer);
    await jest.advanceTimersByTimeAsync(retryDelay(0) + retryDelay(1));
    await expect(pending).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the bounded number of retries with a network error in zh-TW', async () => {
    jest.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const pending = rejection(postQuery(request, parseSymbolListAnswer));
    await jest.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/網路連線異常/);
    const queries = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/OffShoreBond/Query'));
    expect(queries).toHaveLength(RETRY_POLICY.retries + 1);
    // the failure is reported once to WriteLog, without the token
    const logs = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/Common/WriteLog'));
    expect(logs).toHaveLength(1);
    expect(String((logs[0] as [string, RequestInit])[1].body)).not.toContain('secret-token');
    expect(loadingStore.isLoading).toBe(false);
  });

  it('sends a change without a client key once: a lost answer may hide an applied change', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(answer(502, 'Bad gateway'));
    const pending = rejection(postQuery({ FunId: 'KGItwTest', Data: {} }, parseSymbolListAnswer, { effect: 'change' }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect((await pending).kind).toBe('http');
    const queries = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/OffShoreBond/Query'));
    expect(queries).toHaveLength(1);
  });

  it('sends a polled read once (retry: false): its next poll is its retry', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(answer(500, { StatusCode: '5030', Message: 'boom' }));
    const pending = rejection(postQuery(request, parseSymbolListAnswer, { loading: false, retry: false }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect((await pending).kind).toBe('http');
    const queries = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/OffShoreBond/Query'));
    expect(queries).toHaveLength(1);
  });

  it('retries a change that carries a client key, sending the same key each time', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200, { StatusCode: '0', Data: { datas: [] } }));
    const body = { FunId: 'KGItwTest', Data: { ClientKey: 'key-1' } };
    const pending = postQuery(body, parseSymbolListAnswer, { effect: 'change', clientKey: 'key-1' });
    await jest.advanceTimersByTimeAsync(retryDelay(0));
    await expect(pending).resolves.toEqual([]);
    const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
    expect(sent).toEqual([body, body]);
  });

  it("shows the product's own words for an HTTP 5xx, and sends the server's text to WriteLog only", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(async (url: string) => (url.endsWith('/api/Common/WriteLog') ? answer(200, {}) : answer(500, { StatusCode: '5030', Message: 'boom' })));
    const pending = rejection(postQuery(request, parseSymbolListAnswer));
    await jest.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'http', statusCode: '5030', message: '系統暫時無法回應，請稍後再試。' });
    expect(error.message).not.toContain('boom');
    const logs = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/Common/WriteLog'));
    expect(logs).toHaveLength(1);
    expect(JSON.parse(String((logs[0] as [string, RequestInit])[1].body))).toMatchObject({ event: 'api-failure', kind: 'http', statusCode: '5030', serverMessage: 'boom' });
  });

  it('bounds the backoff', () => {
    expect(retryDelay(0)).toBe(300);
    expect(retryDelay(1)).toBe(600);
    expect(retryDelay(10)).toBe(RETRY_POLICY.maxDelayMs);
  });

  it.each(['9001', '9002', '1900', '90'])('stops at StatusCode %s and starts the connection-lost flow', async (code) => {
    fetchMock.mockResolvedValue(answer(200, { StatusCode: code, Message: 'x' }));
    const parse = jest.fn();
    const error = await rejection(postQuery(request, parse));
    expect(error.kind).toBe('session');
    expect(parse).not.toHaveBeenCalled();
    expect(modalStore.isShowModal).toBe(true);
    expect(modalStore.title).toBe('提醒');
    expect(modalStore.content).toBe('很抱歉，連線已經失效，請重新執行!');
  });

  it('reports a stale save (StatusCode 4091) as a conflict and leaves the session alone', async () => {
    fetchMock.mockResolvedValue(answer(200, { StatusCode: '4091', Message: '此清單已在其他視窗或裝置更新，請重新載入後再試。' }));
    const save = buildFavoritesSave('A123456789', '1234567', { dataKind: DataKind.Favorites, isinList: [] }, 2);
    const error = await rejection(postQuery(save, (json) => parseFavoritesAnswer(json, DataKind.Favorites)));
    expect(error).toMatchObject({ kind: 'conflict', statusCode: '4091', message: '此清單已在其他視窗或裝置更新，請重新載入後再試。' });
    expect(modalStore.isShowModal).toBe(false);
    expect(sessionStorage.length).toBeGreaterThan(0);
  });

  it('turns a broken answer into a malformed error, never a crash', async () => {
    fetchMock.mockResolvedValue(answer(200, '<html>proxy error</html>'));
    expect((await rejection(postQuery(request, parseSymbolListAnswer))).kind).toBe('malformed');
    fetchMock.mockResolvedValue(answer(200, { StatusCode: '0', Data: { datas: [{ isin: 'nope' }] } }));
    expect((await rejection(postQuery(request, parseSymbolListAnswer))).kind).toBe('malformed');
    fetchMock.mockResolvedValue(answer(200, { Data: {} }));
    expect((await rejection(postQuery(request, parseSymbolListAnswer))).kind).toBe('malformed');
    fetchMock.mockResolvedValue(answer(200, '{"StatusCode":"0","Data":{"datas":[{"isin":"US1"},'));
    expect((await rejection(postQuery(request, parseSymbolListAnswer))).kind).toBe('malformed');
  });

  it('turns an answer that breaks off while downloading into a network error in zh-TW', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) {
          controller.error(new TypeError('network error'));
        } else {
          sent = true;
          controller.enqueue(new TextEncoder().encode('{"StatusCode":"0","Data":{"datas":[{"isin":'));
        }
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 200 }));
    const error = await rejection(postQuery(request, parseSymbolListAnswer));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('網路連線異常，請確認網路狀態後再試一次。');
  });

  it('hands over the list as it downloads, before the answer is done, never failing it, and not for an error answer', async () => {
    const encoder = new TextEncoder();
    let release: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (release = resolve));
    let step = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        step += 1;
        if (step === 1) controller.enqueue(encoder.encode('{"StatusCode":"0","Data":{"datas":[{"isin":"US1"},{"isin":"US2"},'));
        else if (step === 2) {
          await rest;
          controller.enqueue(encoder.encode('{"isin":"US3"}]}}'));
        } else controller.close();
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 200 }));
    const progress: string[][] = [];
    const onListProgress = (items: readonly unknown[]) => progress.push(items.map((item) => (item as { isin: string }).isin));
    let done = false;
    const query = postQuery(request, (json) => json, { onListProgress }).then((json) => {
      done = true;
      return json;
    });
    await waitUntil(() => progress.length > 0);
    expect(progress).toEqual([['US1', 'US2']]);
    expect(done).toBe(false);
    release();
    await expect(query).resolves.toEqual({ StatusCode: '0', Data: { datas: [{ isin: 'US1' }, { isin: 'US2' }, { isin: 'US3' }] } });
    expect(progress.at(-1)).toEqual(['US1', 'US2', 'US3']);

    fetchMock.mockResolvedValue(answer(200, { StatusCode: '0', Data: { datas: [{ isin: 'US1' }] } }));
    const throwing = () => {
      throw new Error('page not ready');
    };
    await expect(postQuery(request, (json) => json, { onListProgress: throwing })).resolves.toEqual({ StatusCode: '0', Data: { datas: [{ isin: 'US1' }] } });

    const onError = jest.fn();
    fetchMock.mockResolvedValue(answer(400, { StatusCode: '0', Data: { datas: [{ isin: 'US1' }] } }));
    await rejection(postQuery(request, parseSymbolListAnswer, { onListProgress: onError }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a business StatusCode with the answer\'s message', async () => {
    fetchMock.mockResolvedValue(answer(200, { StatusCode: '4030', Message: '訪客無權限，請登入後繼續使用。' }));
    const error = await rejection(postQuery(request, parseSymbolListAnswer));
    expect(error.kind).toBe('permission');
    expect(error.message).toBe('訪客無權限，請登入後繼續使用。');
  });
});

describe('postPublicQuery (rule API-11)', () => {
  const rates = { StatusCode: '0', Data: { rates: [{ currency: 'USD', rate: '32.1000', time: '2025-07-01T09:00:00+08:00' }] } };

  it('asks a public call without a login, with no Authorization header at all', async () => {
    sessionStorage.clear();
    fetchMock.mockResolvedValue(answer(200, rates));
    await expect(postPublicQuery(buildFxRatesRequest(), parseFxRatesAnswer, { loading: false })).resolves.toEqual(rates.Data);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/OffShoreBond/Query');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(JSON.parse(String(init.body))).toEqual(buildFxRatesRequest());
  });

  it('sends the signed-in customer\'s token, so a lost session still starts the connection-lost flow', async () => {
    fetchMock.mockResolvedValue(answer(200, { StatusCode: '9002', Message: 'x' }));
    const error = await rejection(postPublicQuery(buildFxRatesRequest(), parseFxRatesAnswer, { loading: false }));
    expect(error.kind).toBe('session');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret-token');
    expect(modalStore.isShowModal).toBe(true);
  });

  it('lets a visitor without a session stay where they are when the back end wants a token for a public call', async () => {
    sessionStorage.clear();
    // a broker whose contract keeps the FX rates behind the token answers 9001 to an anonymous caller
    fetchMock.mockResolvedValue(answer(200, { StatusCode: '9001', Message: 'x' }));
    const error = await rejection(postPublicQuery(buildFxRatesRequest(), parseFxRatesAnswer, { loading: false }));
    expect(error.kind).toBe('unauthenticated');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    // no session was lost: no connection-lost notice, no login flow
    expect(modalStore.isShowModal).toBe(false);
  });

  it('refuses a customer\'s own call without a login, without calling the API', async () => {
    sessionStorage.clear();
    // a caller that got round the type: the customer's profile is never asked for anonymously
    const body = buildCustomerProfileRequest() as unknown as Parameters<typeof postPublicQuery>[0];
    const error = await rejection(postPublicQuery(body, (json) => json));
    expect(error.kind).toBe('unauthenticated');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('connection-lost re-login target', () => {
  it('sends an app customer back to the app with mode=login and the session values', async () => {
    writeIsMobile(true);
    const assign = jest.fn();
    const replace = jest.fn();
    const { startConnectionLost } = await import('../../kernel/src/session/connection-lost');
    startConnectionLost({ assign, replace });
    const { closeModal } = await import('../../kernel/src/stores/modal.store');
    closeModal('positive');
    expect(assign).toHaveBeenCalledWith('kgiapp://overseas?mode=login&applytype=W&stock=S1&dirpack=D1');
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a web customer to the expired landing, replacing the history entry', async () => {
    writeIsMobile(false);
    const assign = jest.fn();
    const replace = jest.fn();
    const { startConnectionLost } = await import('../../kernel/src/session/connection-lost');
    startConnectionLost({ assign, replace });
    const { closeModal } = await import('../../kernel/src/stores/modal.store');
    closeModal('positive');
    expect(replace).toHaveBeenCalledWith('/auth/verify?tab=noAuth');
    expect(sessionStorage.getItem('authVerify')).toBeNull();
  });
});

/** A fetch that never answers, failing with an AbortError once its signal aborts (as the browser's does). */
function neverAnswers(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
  });
}

describe('the time budget of a call', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives up a call that never answers as a timeout, with a clear message, and frees the overlay', async () => {
    fetchMock.mockImplementation(neverAnswers);
    const started = Date.now();
    const error = await rejection(postQuery(request, parseSymbolListAnswer, { timeoutMs: 200, loading: '載入中' }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('系統回應逾時，請稍後再試。');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(loadingStore.isLoading).toBe(false);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal?.aborted).toBe(true);
  });

  it('counts the retries in the budget', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(503, { StatusCode: '9999' })));
    const started = Date.now();
    // the backoff alone (300 + 600 + 1,200 ms) is longer than the budget
    const error = await rejection(postQuery(request, parseSymbolListAnswer, { timeoutMs: 500 }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fetchMock.mock.calls.length).toBeLessThan(RETRY_POLICY.retries + 1);
  });

  it('is 15 s by default', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    fetchMock.mockImplementation(neverAnswers);
    const call = rejection(postQuery(request, parseSymbolListAnswer));
    await jest.advanceTimersByTimeAsync(14_999);
    expect(loadingStore.isLoading).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect((await call).kind).toBe('timeout');
  });

  it('leaves a caller that gave up with its own abort, not a timeout', async () => {
    fetchMock.mockImplementation(neverAnswers);
    const controller = new AbortController();
    const call = postQuery(request, parseSymbolListAnswer, { signal: controller.signal, timeoutMs: 5_000 });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
