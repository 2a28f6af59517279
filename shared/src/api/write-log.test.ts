import { setRuntimeConfig } from '../config/runtime-config';
import { writeAuthVerify } from '../session/session-storage';
import { sanitizeLogPayload, writeLog } from './write-log';

beforeEach(() => {
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  writeAuthVerify({
    token: 'tok-123456',
    postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' },
    userData: { name: '', accounts: [], isMobile: 'N' },
  });
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

  it('posts the cleaned payload and ignores failures', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('offline'));
    globalThis.fetch = fetchMock;
    expect(() => writeLog({ event: 'x', token: 'tok-123456' })).not.toThrow();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/Common/WriteLog');
    expect(String(init.body)).not.toContain('tok-123456');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });
});
