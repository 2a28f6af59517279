import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { HASHED_FILE, PRECOMPRESSED } from '../static/cache-policy';

/**
 * Files that switch page loads to a release, in the order they are replaced: each one is put in place
 * only when everything it points to is there. The manifest names remoteEntry.js, so it goes after it;
 * builds/latest.json tells open pages a new host build exists, so it goes after index.html.
 */
export const SWITCH_FILES = ['remoteEntry.js', 'mf-manifest.json', 'index.html', 'builds/latest.json'] as const;

/** Files that belong to the environment, not to a build: a release never replaces one already served. */
export const ENVIRONMENT_FILES = ['runtime-config.json'] as const;

/** The release folder's record of which hashed files each release brought (served folders hide dotfiles). */
export const LEDGER = '.releases.json';
const LOCK = '.release.lock';
/** Left by `pnpm build` to say a dist is its build; a release folder is not, so the next build starts clean. */
const BUILD_STAMP = '.build-stamp';

interface Ledger {
  releases: Array<{ id: string; releasedAt: string; files: string[] }>;
}

export interface PublishOptions {
  /** The fresh build to release. */
  buildDir: string;
  /** The served release folder. */
  target: string;
  /** Keep only the hashed files of the last `keep` releases (this one included); by default keep all. */
  keep?: number;
  /** Called just before each switch file is renamed into place (for tests of the order). */
  beforeSwitch?: (file: string) => void;
  now?: Date;
}

export interface PublishReport {
  id: string;
  /** Files copied into the release folder before the switch (hashed files already there are skipped). */
  copied: string[];
  /** Switch files, in the order they were renamed into place. */
  switched: string[];
  /** Hashed files of releases older than `keep` that were deleted. */
  pruned: string[];
}

/** A content-hashed file, the licence notes webpack writes beside one, or its build-time `.br`/`.gz` copy: immutable, and kept across releases. */
export function isHashedFile(path: string): boolean {
  return HASHED_FILE.test(path.replace(/\.LICENSE\.txt$/, '').replace(PRECOMPRESSED, ''));
}

/** Every file below `dir` (none when it is missing), as paths relative to `below` with `/` between folders. */
export function listFiles(dir: string, below = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, below) : [relative(below, path).split(sep).join('/')];
  });
}

/** Copies `from` to `to` so that a reader sees the old file or the new one, never half of one: a copy beside it, then a rename. */
function replaceAtomically(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  const temporary = join(dirname(to), `.${basename(to)}.${process.pid}.tmp`);
  copyFileSync(from, temporary);
  renameSync(temporary, to);
}

function readLedger(target: string): Ledger | undefined {
  const file = join(target, LEDGER);
  if (!existsSync(file)) return undefined;
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof json !== 'object' || json === null || !('releases' in json) || !Array.isArray(json.releases)) throw new Error(`${file} is not a release ledger`);
  return json as Ledger;
}

function releaseId(buildDir: string, switchFiles: readonly string[], now: Date): string {
  const hash = createHash('sha256');
  for (const file of switchFiles) hash.update(readFileSync(join(buildDir, file)));
  return `${now.toISOString().replace(/[:.]/g, '-')}-${hash.digest('hex').slice(0, 10)}`;
}

/**
 * Puts a fresh build in the served release folder without breaking pages opened before: first every
 * hashed file (older releases' files stay), then the other files, then the switch files one by one by
 * atomic rename, entry points last. Optionally prunes the hashed files of releases older than `keep`.
 */
export function publishRelease(options: PublishOptions): PublishReport {
  const { buildDir, target } = options;
  const now = options.now ?? new Date();
  if (options.keep !== undefined && (!Number.isInteger(options.keep) || options.keep < 1)) throw new Error('keep must be a whole number of releases, at least 1');
  const built = listFiles(buildDir).filter((file) => file !== BUILD_STAMP);
  const switchFiles = SWITCH_FILES.filter((file) => built.includes(file));
  if (switchFiles.length === 0) throw new Error(`${buildDir} has no remoteEntry.js, mf-manifest.json or index.html: not a build`);

  mkdirSync(target, { recursive: true });
  // One release at a time: two interleaved switches could leave one release's entry with the other's manifest.
  writeFileSync(join(target, LOCK), String(process.pid), { flag: 'wx' });
  try {
    const before = listFiles(target).filter(isHashedFile);
    const ledger = readLedger(target) ?? { releases: before.length > 0 ? [{ id: 'before-first-release', releasedAt: now.toISOString(), files: before }] : [] };

    const hashed = built.filter(isHashedFile);
    const others = built.filter((file) => !isHashedFile(file) && !(switchFiles as readonly string[]).includes(file));
    const copied: string[] = [];
    for (const file of hashed) {
      // Same name, same content: a hashed file already served is never written again.
      if (existsSync(join(target, file))) continue;
      replaceAtomically(join(buildDir, file), join(target, file));
      copied.push(file);
    }
    for (const file of others) {
      if ((ENVIRONMENT_FILES as readonly string[]).includes(file) && existsSync(join(target, file))) continue;
      replaceAtomically(join(buildDir, file), join(target, file));
      copied.push(file);
    }
    for (const file of switchFiles) {
      options.beforeSwitch?.(file);
      replaceAtomically(join(buildDir, file), join(target, file));
    }

    const id = releaseId(buildDir, switchFiles, now);
    ledger.releases.push({ id, releasedAt: now.toISOString(), files: hashed });
    const pruned: string[] = [];
    if (options.keep !== undefined) {
      ledger.releases = ledger.releases.slice(-options.keep);
      const kept = new Set(ledger.releases.flatMap((release) => release.files));
      for (const file of listFiles(target).filter(isHashedFile)) {
        if (kept.has(file)) continue;
        rmSync(join(target, file));
        pruned.push(file);
      }
    }
    writeFileSync(join(target, LEDGER), `${JSON.stringify(ledger, null, 2)}\n`);
    rmSync(join(target, BUILD_STAMP), { force: true });
    return { id, copied, switched: switchFiles, pruned };
  } finally {
    rmSync(join(target, LOCK), { force: true });
  }
}
