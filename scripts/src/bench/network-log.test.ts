import { bodyBytes, type RequestRecord } from './network-log';

function record(encodedBytes: number, headerBytes: number, contentLength?: number, status = 200): RequestRecord {
  return {
    id: '1',
    url: 'https://localhost:8481/454.83db088c9c.js',
    type: 'Script',
    method: 'GET',
    start: 0,
    end: 1,
    encodedBytes,
    headerBytes,
    ...(contentLength === undefined ? {} : { contentLength }),
    status,
    mimeType: 'application/javascript',
    contentEncoding: 'br',
    failed: false,
    initiator: { type: 'script' },
  };
}

describe('body bytes of a response', () => {
  it('over HTTP/2, where the whole answer may count as arrived with its headers: its Content-Length', () => {
    expect(bodyBytes(record(8300, 8300, 8192))).toBe(8192);
  });

  it('over HTTP/1.1: what came after the headers, the same as the length when there is one', () => {
    expect(bodyBytes(record(8500, 308, 8192))).toBe(8192);
    expect(bodyBytes(record(8500, 300))).toBe(8200);
  });

  it('nothing for an answer from the cache or a 304, whatever length the stored headers say', () => {
    expect(bodyBytes(record(0, 0, 8192))).toBe(0);
    expect(bodyBytes(record(250, 250, 8192, 304))).toBe(0);
  });
});
