import { displayWidth, figureRows, formatTable, median, ratio } from './bench-table';
import type { LoadMeasurement } from './measure-build';

function load(route: string, visibleMs: number, jsBytes: Record<string, number>, error: string | null = null): LoadMeasurement {
  const total = Object.values(jsBytes).reduce((sum, bytes) => sum + bytes, 0);
  return {
    route,
    fcpMs: visibleMs / 4,
    lcpMs: visibleMs - 100,
    lcpElement: 'h1',
    cls: visibleMs / 100_000,
    shifts: [],
    visibleMs,
    visibleText: '購物車',
    jsBytes,
    jsBytesTotal: total,
    jsWireBytesTotal: total + 1000,
    requests: Object.keys(jsBytes).length + 2,
    chainLength: 5,
    chainSpanMs: visibleMs - 50,
    chain: [],
    uncompressedScripts: [],
    scripts: [],
    tab: null,
    totalBlockingMs: visibleMs / 10,
    longestTaskMs: visibleMs / 20,
    longTasks: 3,
    quietMs: visibleMs + 2000,
    quietReached: true,
    error,
  };
}

describe('bench table', () => {
  it('takes the median of what exists', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null])).toBeNull();
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(3, 0)).toBeNull();
  });

  it('reports medians per build and federated / one-bundle, skipping loads that never became visible', () => {
    const route = { name: '/overseas/bond/cart', path: '/overseas/bond/cart', tab: null };
    const rows = figureRows([route], {
      federated: [[load(route.path, 3000, { host: 2048, 'remote-bond': 1024 })], [load(route.path, 2000, { host: 2048, 'remote-bond': 1024 })], [load(route.path, 0, {}, 'broken')]],
      'one-bundle': [[load(route.path, 2000, { host: 2048 })]],
    });
    const visible = rows.find((row) => row.figure === '/overseas/bond/cart h1 visible');
    expect(visible).toMatchObject({ federated: 2500, oneBundle: 2000, ratio: 1.25, samples: { federated: 2, 'one-bundle': 1 } });
    expect(rows.find((row) => row.figure === '/overseas/bond/cart CLS')).toMatchObject({ unit: 'score', federated: 0.025, oneBundle: 0.02 });
    expect(rows.find((row) => row.figure === '/overseas/bond/cart first paint')).toMatchObject({ unit: 'ms', federated: 625, oneBundle: 500 });
    const fromBond = rows.find((row) => row.figure.endsWith('JS from remote-bond origin'));
    expect(fromBond).toMatchObject({ federated: 1, oneBundle: 0, ratio: null });
    expect(rows.map((row) => row.figure)).not.toContain(expect.stringContaining('tab'));
    const table = formatTable(rows);
    expect(table).toContain('1.25x');
    expect(table).toMatch(/\/overseas\/bond\/cart CLS\s+0\.025\s+0\.020/);
    expect(table.split('\n')[0]).toMatch(/^figure \(median\)\s+federated\s+one-bundle\s+fed \/ one$/);
  });

  it('reports the tab tap figures, among them answer arrived → list painted', () => {
    const route = { name: '/overseas/bond', path: '/overseas/bond', tab: '債券報價' };
    const withTab = (answerToListMs: number | null): LoadMeasurement => ({
      ...load(route.path, 2000, { host: 2048 }),
      tab: { name: '債券報價', nextPaintMs: 30, eventDurationMs: null, listPaintedMs: 2200, answerToListMs, answerBytes: 340_000, caption: '債券報價', rows: 9 },
    });
    const rows = figureRows([route], { federated: [[withTab(80)], [withTab(100)], [withTab(null)]], 'one-bundle': [[withTab(50)]] });
    expect(rows.find((row) => row.figure === 'tab 債券報價: answer arrived → list painted')).toMatchObject({
      unit: 'ms',
      federated: 90,
      oneBundle: 50,
      ratio: 1.8,
      samples: { federated: 2, 'one-bundle': 1 },
    });
    expect(formatTable(rows)).toMatch(/tab 債券報價: answer arrived → list painted\s+90 ms\s+50 ms\s+1\.80x/);
  });

  it('reports total blocking time and the longest task per page and build', () => {
    const route = { name: '/overseas/account', path: '/overseas/account', tab: null };
    const rows = figureRows([route], {
      federated: [[load(route.path, 3000, { host: 2048 })], [load(route.path, 2000, { host: 2048 })]],
      'one-bundle': [[load(route.path, 2000, { host: 2048 })], [load(route.path, 0, {}, 'broken')]],
    });
    expect(rows.find((row) => row.figure === '/overseas/account total blocking time')).toMatchObject({ unit: 'ms', federated: 250, oneBundle: 200, ratio: 1.25, samples: { federated: 2, 'one-bundle': 1 } });
    expect(rows.find((row) => row.figure === '/overseas/account longest task')).toMatchObject({ unit: 'ms', federated: 125, oneBundle: 100 });
    const table = formatTable(rows);
    expect(table).toMatch(/\/overseas\/account total blocking time\s+250 ms\s+200 ms\s+1\.25x/);
    expect(table).toMatch(/\/overseas\/account longest task\s+125 ms\s+100 ms/);
  });

  it('counts CJK characters as two columns', () => {
    expect(displayWidth('tab 債券報價')).toBe(12);
  });
});
