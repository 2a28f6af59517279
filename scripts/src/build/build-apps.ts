import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { sourceFingerprint } from './fingerprint';
import { runProductionBuild } from './run-webpack';

const STAMP = '.build-stamp';

/** What the stamp of a build says: the fingerprint of its sources, and whether it has the build-time `.br`/`.gz` copies. */
function stampOf(fingerprint: string, precompress: boolean): string {
  return precompress ? `${fingerprint} precompressed` : fingerprint;
}

/** Whether an app's dist is the build of its current sources (with the build-time compressed copies when `precompress`). */
export function isUpToDate(app: AppName, precompress = false): boolean {
  const stamp = join(REPO_ROOT, app, 'dist', STAMP);
  if (!existsSync(stamp)) return false;
  const fingerprint = sourceFingerprint(REPO_ROOT, join(REPO_ROOT, app));
  const found = readFileSync(stamp, 'utf8');
  return found === stampOf(fingerprint, true) || (!precompress && found === stampOf(fingerprint, false));
}

/**
 * Builds the apps for production, two at a time (the machines have two cores), skipping those whose
 * dist already matches their sources unless `force` is set. Returns each app's build time in ms.
 * Without `precompress` the build leaves out the brotli-11 and gzip-9 copies of its hashed files
 * (scripts/src/webpack/precompress.ts), which only a release ships: the servers then compress those
 * files on the fly, with the same headers.
 */
export async function buildApps(options: { apps?: readonly AppName[]; force?: boolean; precompress?: boolean } = {}): Promise<Map<AppName, number>> {
  const precompress = options.precompress === true;
  const wanted = (options.apps ?? APPS).filter((app) => options.force === true || !isUpToDate(app, precompress));
  const times = new Map<AppName, number>();
  const queue = [...wanted];
  const worker = async () => {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
      const fingerprint = sourceFingerprint(REPO_ROOT, join(REPO_ROOT, app));
      times.set(app, await runProductionBuild(join(REPO_ROOT, app), undefined, { PRECOMPRESS: precompress ? '1' : '0' }));
      writeFileSync(join(REPO_ROOT, app, 'dist', STAMP), stampOf(fingerprint, precompress));
      console.log(`built ${app} in ${((times.get(app) ?? 0) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return times;
}
