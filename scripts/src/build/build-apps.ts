import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { sourceFingerprint } from './fingerprint';
import { runProductionBuild } from './run-webpack';

const STAMP = '.build-stamp';

/** Whether an app's dist is the build of its current sources. */
export function isUpToDate(app: AppName): boolean {
  const stamp = join(REPO_ROOT, app, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceFingerprint(REPO_ROOT, join(REPO_ROOT, app));
}

/**
 * Builds the apps for production, two at a time (the machines have two cores), skipping those whose
 * dist already matches their sources unless `force` is set. Returns each app's build time in ms.
 */
export async function buildApps(options: { apps?: readonly AppName[]; force?: boolean } = {}): Promise<Map<AppName, number>> {
  const wanted = (options.apps ?? APPS).filter((app) => options.force === true || !isUpToDate(app));
  const times = new Map<AppName, number>();
  const queue = [...wanted];
  const worker = async () => {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
      const fingerprint = sourceFingerprint(REPO_ROOT, join(REPO_ROOT, app));
      times.set(app, await runProductionBuild(join(REPO_ROOT, app)));
      writeFileSync(join(REPO_ROOT, app, 'dist', STAMP), fingerprint);
      console.log(`built ${app} in ${((times.get(app) ?? 0) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return times;
}
