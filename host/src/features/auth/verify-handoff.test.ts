import { setRuntimeConfig } from 'shared/internal';
import { TEST_CONFIG } from '../../test/render-with-providers';
import { verifyHandoff } from './verify-handoff';

/** A fetch that never answers, failing with an AbortError once its signal aborts (as the browser's does). */
function neverAnswers(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setRuntimeConfig(TEST_CONFIG);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('verifyHandoff', () => {
  it('gives up a verify that never answers after 15 s, with a message instead of 「登入驗證中…」 for good', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    globalThis.fetch = jest.fn(neverAnswers) as typeof fetch;
    const outcome = verifyHandoff('one-time-code').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(14_999);
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'ApiError', kind: 'timeout', message: '登入驗證逾時，請重新登入或稍後再試。' });
    expect(sessionStorage.getItem('authVerify')).toBeNull();
  });
});
