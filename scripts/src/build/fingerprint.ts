import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// build output (`.build-stats/` is written by the build itself: counted, it would make every first build stale)
const SKIP = new Set(['node_modules', 'dist', '.cache', 'test-results', '.build-stats']);

function collect(dir: string, files: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, files);
    else if (!/\.test\.tsx?$/.test(name)) files.push(path);
  }
}

/** A hash of everything a build of an app reads: its own files, `shared`, the build tooling and the lockfile. */
export function sourceFingerprint(repoRoot: string, appDir: string): string {
  const files: string[] = [];
  for (const dir of [appDir, join(repoRoot, 'shared'), join(repoRoot, 'scripts', 'src', 'webpack')]) collect(dir, files);
  files.push(join(repoRoot, 'pnpm-lock.yaml'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
