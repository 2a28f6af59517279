import type { RequestRecord } from '../network-log';
import { describeReturning, reloadFigures } from './measure-returning';

let next = 0;
function record(url: string, type: string, encodedBytes: number, status = 200, headerBytes = encodedBytes === 0 ? 0 : 200): RequestRecord {
  next += 1;
  return { id: String(next), url, type, method: 'GET', start: next, end: next + 1, encodedBytes, headerBytes, status, mimeType: '', contentEncoding: 'br', failed: false, initiator: { type: 'parser' } };
}

const labels: Record<string, string> = { 'http://localhost:1': 'host', 'http://localhost:2': 'remote-bond', 'http://localhost:9': 'api' };
const labelOf = (url: string) => labels[new URL(url).origin] ?? '?';

describe('reloadFigures', () => {
  const records = [
    record('http://localhost:1/', 'Document', 300, 304, 300),
    record('http://localhost:1/main.0123456789.js', 'Script', 0),
    record('http://localhost:2/mf-manifest.json', 'Fetch', 1200),
    record('http://localhost:2/remoteEntry.js', 'Script', 9200),
    record('http://localhost:2/list.abcdef0123.js', 'Script', 4200),
    record('http://localhost:2/cart.abcdef0123.js', 'Script', 200, 304, 200),
    record('http://localhost:9/api/bonds', 'Fetch', 50_000),
    { ...record('http://localhost:2/gone.abcdef0123.js', 'Script', 0), failed: true },
  ];
  const figures = reloadFigures('federated', records, labelOf, new Set(['list.abcdef0123.js']));

  it('counts the JavaScript bodies that came over the wire, not headers, cache hits or failures', () => {
    expect(figures.jsBytes).toBe(9000 + 4000);
    expect([figures.downloaded, figures.notModified, figures.fromCache]).toEqual([2, 1, 1]);
  });

  it("counts the builds' other files but not the API's answers", () => {
    expect(figures.otherStaticBytes).toBe(1000);
  });

  it('marks the files the release brought', () => {
    expect(figures.scripts.filter((script) => script.fromRelease).map((script) => script.file)).toEqual(['remote-bond /list.abcdef0123.js']);
  });

  it('describes the downloads for the terminal', () => {
    const line = describeReturning({ ...figures, visibleMs: 1234.4, warmVisibleMs: 811.6, error: null });
    expect(line).toContain('JS downloaded 12.7 KB (2 scripts; 1 revalidated, 1 from cache)');
    expect(line).toContain('remote-bond /remoteEntry.js 8.8 KB');
    expect(line).toContain('list visible 1234 ms (warm cache before the release: 812 ms)');
    // a file the release did not change should have come from the cache
    expect(line).toContain('remote-bond /remoteEntry.js 8.8 KB (NOT CHANGED BY THE RELEASE)');
    expect(line.endsWith('remote-bond /list.abcdef0123.js 3.9 KB')).toBe(true);
  });
});
