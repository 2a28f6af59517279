import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { sourceFingerprint } from './fingerprint';

const STAMP = '.build-stamp';

function runWebpack(app: AppName): Promise<number> {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: join(REPO_ROOT, app),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --no-deprecation`.trim() },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise(Date.now() - started) : reject(new Error(`${app} build failed (${code})`))));
  });
}

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
      times.set(app, await runWebpack(app));
      writeFileSync(join(REPO_ROOT, app, 'dist', STAMP), fingerprint);
      console.log(`built ${app} in ${((times.get(app) ?? 0) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return times;
}
