import { checkBudget, filePattern, formatBudgetCheck, parseBudget, recordBudget, type BuiltFile } from './js-budget';

const hostFiles: BuiltFile[] = [
  { name: 'main.0123456789.js', gzipBytes: 40_000 },
  { name: '262.aaaaaaaaaa.js', gzipBytes: 60_000 },
  { name: '77.bbbbbbbbbb.js', gzipBytes: 5_000 },
];
const bondFiles: BuiltFile[] = [
  { name: 'remoteEntry.js', gzipBytes: 10_000 },
  { name: '322.cccccccccc.js', gzipBytes: 8_000 },
  { name: '544.dddddddddd.js', gzipBytes: 3_000 },
];
const files = (overrides: Record<string, BuiltFile[]> = {}) => (app: string) => overrides[app] ?? (app === 'host' ? hostFiles : bondFiles);

const recorded = recordBudget(
  { host: ['main.0123456789.js', '262.aaaaaaaaaa.js'], 'remote-bond': ['remoteEntry.js', '322.cccccccccc.js'] },
  files(),
  { ratio: 0.05, minBytes: 2048 },
  new Date('2026-01-01T00:00:00Z'),
);

describe('JavaScript budget', () => {
  it('names files without their content hash', () => {
    expect(filePattern('841.8e4998b0f0.js')).toBe('841.[hash].js');
    expect(filePattern('__federation_expose_routes.6af6f04cbc.js')).toBe('__federation_expose_routes.[hash].js');
    expect(filePattern('remoteEntry.js')).toBe('remoteEntry.js');
  });

  it('records the view, the other files and a budget with headroom rounded up to a KB', () => {
    expect(recorded.apps['host']).toEqual({
      budgetBytes: 105_472, // 105,000 rounded up to 103 KB
      recordedBytes: 100_000,
      firstView: ['262.[hash].js', 'main.[hash].js'],
      otherFiles: ['77.[hash].js'],
    });
    // 18,000 + 5% is less than 18,000 + 2 KB.
    expect(recorded.apps['remote-bond']?.budgetBytes).toBe(Math.ceil((18_000 + 2048) / 1024) * 1024);
    expect(recorded.totalBudgetBytes).toBe(Math.ceil((118_000 * 1.05) / 1024) * 1024);
    expect(parseBudget(JSON.parse(JSON.stringify(recorded)))).toEqual(recorded);
  });

  it('passes the build it was recorded from, whatever the hashes become', () => {
    const rehashed = hostFiles.map((file) => ({ ...file, name: file.name.replace(/[a-f0-9]{10}/, 'ffffffffff') }));
    const check = checkBudget(recorded, files({ host: rehashed }));
    expect(check.ok).toBe(true);
    expect(check.totalBytes).toBe(118_000);
  });

  it('fails when a file of the view grows past the budget', () => {
    const grown = hostFiles.map((file) => (file.name.startsWith('262.') ? { ...file, gzipBytes: 70_000 } : file));
    const check = checkBudget(recorded, files({ host: grown }));
    expect(check.ok).toBe(false);
    expect(formatBudgetCheck(check)).toMatch(/^OVER host/m);
  });

  it('counts a chunk it has no record of, so that nothing new slips past', () => {
    const check = checkBudget(recorded, files({ 'remote-bond': [...bondFiles, { name: '900.eeeeeeeeee.js', gzipBytes: 2_000 }] }));
    const bond = check.apps.find((app) => app.app === 'remote-bond');
    expect(bond?.counted.filter((file) => file.unrecorded).map((file) => file.name)).toEqual(['900.eeeeeeeeee.js']);
    expect(bond?.bytes).toBe(20_000);
    expect(formatBudgetCheck(check)).toContain('counted though not recorded: 900.eeeeeeeeee.js');
  });

  it('does not count a recorded file outside the view', () => {
    const bond = checkBudget(recorded, files()).apps.find((app) => app.app === 'remote-bond');
    expect(bond?.counted.map((file) => file.name)).toEqual(['remoteEntry.js', '322.cccccccccc.js']);
  });

  it('reports view files that are not built any more', () => {
    const check = checkBudget(recorded, files({ 'remote-bond': [{ name: 'remoteEntry.js', gzipBytes: 10_000 }] }));
    expect(check.apps.find((app) => app.app === 'remote-bond')?.stale).toEqual(['322.[hash].js']);
  });

  it('rejects a budget file of the wrong shape', () => {
    expect(() => parseBudget({ apps: { host: { budgetBytes: 'lots' } }, totalBudgetBytes: 1 })).toThrow(/apps\.host/);
    expect(() => parseBudget({})).toThrow(/apps/);
  });
});
