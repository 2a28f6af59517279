import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceFingerprint } from './fingerprint';

describe('the fingerprint of an app build', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
    for (const dir of ['app/src', 'shared/src', 'scripts/src/webpack']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'app', 'src', 'index.ts'), 'export {};\n');
    writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes with a source file', () => {
    const before = sourceFingerprint(root, join(root, 'app'));
    writeFileSync(join(root, 'app', 'src', 'index.ts'), 'export const changed = 1;\n');
    expect(sourceFingerprint(root, join(root, 'app'))).not.toBe(before);
  });

  it('stays the same when the build writes its output and chunk-group record', () => {
    const before = sourceFingerprint(root, join(root, 'app'));
    mkdirSync(join(root, 'app', 'dist'));
    writeFileSync(join(root, 'app', 'dist', 'main.0123456789.js'), '');
    mkdirSync(join(root, 'app', '.build-stats'));
    writeFileSync(join(root, 'app', '.build-stats', 'dist.chunk-groups.json'), '{}');
    expect(sourceFingerprint(root, join(root, 'app'))).toBe(before);
  });
});
