import { setRuntimeConfig } from '../config/runtime-config';
import { writeAuthVerify } from '../session/session-storage';
import { sanitizeLogPayload, writeLog } from './write-log';
import type * as WriteLogModule from './write-log';

const realFetch = globalThis.fetch;

beforeEach(() => {
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  writeAuthVerify({
    token: 'tok-123456',
    postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' },
    userData: { name: '', accounts: [], isMobile: 'N' },
  });
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('WriteLog', () => {
  it('never sends the token or a whole id number', () => {
    const clean = JSON.stringify(
      sanitizeLogPayload({ message: 'failed for A123456789 with tok-123456', token: 'tok-123456', nested: [{ Authorization: 'Bearer tok-123456' }] }),
    );
    expect(clean).not.toContain('tok-123456');
    expect(clean).not.toContain('A123456789');
    expect(clean).toContain('A12****789');
  });

  it('posts the cleaned payload without the token or an Authorization header', () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock;
    writeLog({ event: 'x', token: 'tok-123456' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/Common/WriteLog');
    expect(init.method).toBe('POST');
    expect(String(init.body)).not.toContain('tok-123456');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('swallows a failed request: nothing rejects unhandled', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', listener);
    try {
      globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
      writeLog({ event: 'x' });
      // unhandled rejections are reported after the microtask queue drains, on a later macrotask
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  it('does nothing before the runtime configuration is loaded', () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    jest.isolateModules(() => {
      // a fresh copy of the module graph: no runtime configuration set yet
      const fresh = jest.requireActual<typeof WriteLogModule>('./write-log');
      expect(() => fresh.writeLog({ event: 'x' })).not.toThrow();
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
