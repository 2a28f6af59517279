import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isHashedFile, LEDGER, publishRelease } from './publish-release';

/** A fake remote build: a remote entry, a manifest and the given hashed chunks. */
function build(root: string, name: string, chunks: string[]): string {
  const dir = join(root, name);
  const files: Record<string, string> = {
    'remoteEntry.js': `entry of ${name} -> ${chunks.join(',')}`,
    'mf-manifest.json': JSON.stringify({ release: name, chunks }),
    'mf-stats.json': '{}',
  };
  for (const chunk of chunks) files[chunk] = `chunk ${chunk}`;
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

describe('publishRelease', () => {
  let root: string;
  let target: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'release-'));
    target = join(root, 'served');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies every hashed file before it switches the remote entry, then the manifest', () => {
    const first = build(root, 'r1', ['1.aaaaaaaaaa.js', '__federation_expose_routes.bbbbbbbbbb.js']);
    const seen: Array<[string, boolean]> = [];
    const report = publishRelease({
      buildDir: first,
      target,
      beforeSwitch: (file) => seen.push([file, ['1.aaaaaaaaaa.js', '__federation_expose_routes.bbbbbbbbbb.js'].every((chunk) => existsSync(join(target, chunk)))]),
    });
    expect(seen).toEqual([
      ['remoteEntry.js', true],
      ['mf-manifest.json', true],
    ]);
    expect(report.switched).toEqual(['remoteEntry.js', 'mf-manifest.json']);
    expect(readFileSync(join(target, 'mf-manifest.json'), 'utf8')).toContain('r1');
  });

  it('keeps the previous release\'s hashed files, so a page opened before still finds its chunks', () => {
    publishRelease({ buildDir: build(root, 'r1', ['1.aaaaaaaaaa.js']), target });
    const report = publishRelease({ buildDir: build(root, 'r2', ['1.cccccccccc.js']), target });
    expect(existsSync(join(target, '1.aaaaaaaaaa.js'))).toBe(true);
    expect(existsSync(join(target, '1.cccccccccc.js'))).toBe(true);
    expect(report.copied).toContain('1.cccccccccc.js');
    expect(readFileSync(join(target, 'remoteEntry.js'), 'utf8')).toBe('entry of r2 -> 1.cccccccccc.js');
  });

  it('never rewrites a hashed file already served', () => {
    publishRelease({ buildDir: build(root, 'r1', ['1.aaaaaaaaaa.js']), target });
    const report = publishRelease({ buildDir: build(root, 'r2', ['1.aaaaaaaaaa.js', '2.dddddddddd.js']), target });
    expect(report.copied).not.toContain('1.aaaaaaaaaa.js');
    expect(report.copied).toContain('2.dddddddddd.js');
  });

  it('prunes only the hashed files no release of the last n needs, counting what was there before the first release', () => {
    // A folder first filled by `pnpm build`: its files count as one release.
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, '0.0000000000.js'), 'built');
    writeFileSync(join(target, '.build-stamp'), 'x');
    publishRelease({ buildDir: build(root, 'r1', ['1.aaaaaaaaaa.js', 'shared.eeeeeeeeee.js']), target });
    publishRelease({ buildDir: build(root, 'r2', ['1.bbbbbbbbbb.js', 'shared.eeeeeeeeee.js']), target });
    const report = publishRelease({ buildDir: build(root, 'r3', ['1.cccccccccc.js', 'shared.eeeeeeeeee.js']), target, keep: 2 });
    expect(report.pruned.sort()).toEqual(['0.0000000000.js', '1.aaaaaaaaaa.js']);
    for (const kept of ['1.bbbbbbbbbb.js', '1.cccccccccc.js', 'shared.eeeeeeeeee.js', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']) {
      expect(existsSync(join(target, kept))).toBe(true);
    }
    const ledger = JSON.parse(readFileSync(join(target, LEDGER), 'utf8')) as { releases: unknown[] };
    expect(ledger.releases).toHaveLength(2);
    // The folder is a release now, not a build: `pnpm build` must not take it for its own output.
    expect(existsSync(join(target, '.build-stamp'))).toBe(false);
  });

  it('leaves the environment\'s runtime config alone', () => {
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'runtime-config.json'), '{"env":"production"}');
    const host = join(root, 'host');
    mkdirSync(join(host, 'builds'), { recursive: true });
    writeFileSync(join(host, 'index.html'), '<html>');
    writeFileSync(join(host, 'builds', 'latest.json'), '{}');
    writeFileSync(join(host, 'runtime-config.json'), '{"env":"local"}');
    writeFileSync(join(host, 'main.ffffffffff.js'), 'main');
    const report = publishRelease({ buildDir: host, target });
    expect(report.switched).toEqual(['index.html', 'builds/latest.json']);
    expect(readFileSync(join(target, 'runtime-config.json'), 'utf8')).toBe('{"env":"production"}');
  });

  it('refuses a folder that is not a build, and a second release at the same time', () => {
    mkdirSync(join(root, 'empty'));
    expect(() => publishRelease({ buildDir: join(root, 'empty'), target })).toThrow(/not a build/);
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, '.release.lock'), '1');
    expect(() => publishRelease({ buildDir: build(root, 'r1', ['1.aaaaaaaaaa.js']), target })).toThrow(/EEXIST/);
  });

  it('treats webpack\'s licence notes like the chunk they belong to', () => {
    expect(isHashedFile('262.aa3a2eda5b.js')).toBe(true);
    expect(isHashedFile('262.aa3a2eda5b.js.LICENSE.txt')).toBe(true);
    // a hashed file's build-time brotli and gzip copies go with it: copied before the switch, kept and pruned with their release
    expect(isHashedFile('262.aa3a2eda5b.js.br')).toBe(true);
    expect(isHashedFile('262.aa3a2eda5b.js.gz')).toBe(true);
    expect(isHashedFile('remoteEntry.js.br')).toBe(false);
    expect(isHashedFile('remoteEntry.js')).toBe(false);
    expect(isHashedFile('builds/meta/1b2e66af61f558b057b8.json')).toBe(false);
  });
});
