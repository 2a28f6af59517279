import { checkBudget, formatBudgetCheck, loadedGroups, parseBudget, recordBudget, type AppBuild } from './js-budget';

const host: AppBuild = {
  files: [
    { name: 'main.0123456789.js', gzipBytes: 40_000 },
    { name: '262.aaaaaaaaaa.js', gzipBytes: 60_000 },
    { name: '77.bbbbbbbbbb.js', gzipBytes: 5_000 },
  ],
  chunkGroups: [
    { id: 'named main', files: ['main.0123456789.js'] },
    { id: 'import src/index.ts → ./bootstrap', files: ['262.aaaaaaaaaa.js'] },
    { id: 'import src/app/routes.tsx → ./not-found', files: ['77.bbbbbbbbbb.js'] },
  ],
};
const bond: AppBuild = {
  files: [
    { name: 'remoteEntry.js', gzipBytes: 10_000 },
    { name: '322.cccccccccc.js', gzipBytes: 8_000 },
    { name: '544.dddddddddd.js', gzipBytes: 3_000 },
  ],
  chunkGroups: [
    { id: 'named remote_bond', files: ['remoteEntry.js'] },
    { id: 'named __federation_expose_routes', files: ['322.cccccccccc.js'] },
    { id: 'import src/features/routes/bond-routes.tsx → ../cart', files: ['322.cccccccccc.js', '544.dddddddddd.js'] },
  ],
};
const builds = (overrides: Record<string, AppBuild> = {}) => (app: string) => overrides[app] ?? (app === 'host' ? host : bond);

const recorded = recordBudget(
  {
    '/overseas/bond': { host: ['main.0123456789.js', '262.aaaaaaaaaa.js'], 'remote-bond': ['remoteEntry.js', '322.cccccccccc.js'] },
    '/overseas': { host: ['main.0123456789.js', '262.aaaaaaaaaa.js'] },
  },
  builds(),
  { ratio: 0.05, minBytes: 2048 },
  new Date('2026-01-01T00:00:00Z'),
);

/** A build of the same code whose chunks webpack numbered and hashed otherwise. */
function renamed(build: AppBuild): AppBuild {
  const rename = (name: string) => (name === 'remoteEntry.js' ? name : `9${name.replace(/[a-f0-9]{10}/, 'ffffffffff')}`);
  return {
    files: build.files.map((file) => ({ ...file, name: rename(file.name) })),
    chunkGroups: build.chunkGroups.map((group) => ({ ...group, files: group.files.map(rename) })),
  };
}

describe('JavaScript budget', () => {
  it('records a view as the chunk groups it loaded completely', () => {
    expect(loadedGroups(bond, ['remoteEntry.js', '322.cccccccccc.js'])).toEqual(['named remote_bond', 'named __federation_expose_routes']);
  });

  it('records every page per app, with a budget with headroom rounded up to a KB', () => {
    expect(recorded.pages['/overseas/bond']?.apps['host']).toEqual({
      budgetBytes: 105_472, // 100,000 + 5 % rounded up to 103 KB
      recordedBytes: 100_000,
      chunkGroups: ['named main', 'import src/index.ts → ./bootstrap'],
    });
    // 18,000 + 5% is less than 18,000 + 2 KB.
    expect(recorded.pages['/overseas/bond']?.apps['remote-bond']?.budgetBytes).toBe(Math.ceil((18_000 + 2048) / 1024) * 1024);
    expect(recorded.pages['/overseas/bond']?.budgetBytes).toBe(Math.ceil((118_000 * 1.05) / 1024) * 1024);
    expect(Object.keys(recorded.pages['/overseas']?.apps ?? {})).toEqual(['host']);
    expect(parseBudget(JSON.parse(JSON.stringify(recorded)))).toEqual(recorded);
  });

  it('passes a build whose chunks were renamed and rehashed', () => {
    const check = checkBudget(recorded, builds({ host: renamed(host), 'remote-bond': renamed(bond) }));
    expect(check.ok).toBe(true);
    expect(check.pages.find((page) => page.page === '/overseas/bond')?.bytes).toBe(118_000);
  });

  it('does not count a new page of the same app', () => {
    const withPage: AppBuild = {
      files: [...bond.files, { name: '900.eeeeeeeeee.js', gzipBytes: 20_000 }],
      chunkGroups: [...bond.chunkGroups, { id: 'import src/features/routes/bond-routes.tsx → ../order', files: ['900.eeeeeeeeee.js'] }],
    };
    expect(checkBudget(recorded, builds({ 'remote-bond': withPage })).ok).toBe(true);
  });

  it('fails when a chunk of the view grows past the budget', () => {
    const grown: AppBuild = { ...host, files: host.files.map((file) => (file.name.startsWith('262.') ? { ...file, gzipBytes: 70_000 } : file)) };
    const check = checkBudget(recorded, builds({ host: grown }));
    expect(check.ok).toBe(false);
    expect(formatBudgetCheck(check)).toMatch(/^OVER \/overseas\/bond/m);
    expect(formatBudgetCheck(check)).toMatch(/^ {2}OVER host/m);
  });

  it('counts a chunk newly split off an import of the view', () => {
    const split: AppBuild = {
      files: [...bond.files, { name: '901.eeeeeeeeee.js', gzipBytes: 9_000 }],
      chunkGroups: bond.chunkGroups.map((group) => (group.id === 'named __federation_expose_routes' ? { ...group, files: [...group.files, '901.eeeeeeeeee.js'] } : group)),
    };
    const page = checkBudget(recorded, builds({ 'remote-bond': split })).pages.find((item) => item.page === '/overseas/bond');
    expect(page?.apps.find((app) => app.app === 'remote-bond')?.bytes).toBe(27_000);
    expect(page?.ok).toBe(false);
  });

  it('fails naming a recorded chunk group the build does not have any more', () => {
    const moved: AppBuild = { ...bond, chunkGroups: bond.chunkGroups.filter((group) => group.id !== 'named __federation_expose_routes') };
    const check = checkBudget(recorded, builds({ 'remote-bond': moved }));
    expect(check.ok).toBe(false);
    expect(formatBudgetCheck(check)).toContain('recorded but not in this build (re-record): named __federation_expose_routes');
  });

  it('rejects a budget file of the wrong shape', () => {
    expect(() => parseBudget({ pages: { '/x': { apps: { host: { budgetBytes: 'lots' } }, budgetBytes: 1, recordedBytes: 1 } } })).toThrow(/apps\.host/);
    expect(() => parseBudget({ apps: {} })).toThrow(/pages/);
  });
});
