import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFingerprint } from '../build/fingerprint';
import { APPS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { federatedDist } from './bench-paths';

const STAMP = '.build-stamp';
/** Written with the sources' fingerprint: a build made with other flags (before maps were written) is rebuilt. */
const BUILD_FLAGS = 'devtool=hidden-source-map';

/**
 * Build-time switches of the apps' configs that make a build other than the deployed one; the bench
 * builds without them whatever the shell has set.
 */
const NON_PRODUCTION_SWITCHES = new Set(['FEDERATION_REQUIRED_VERSIONS', 'PRECOMPRESS']);

/** The environment of a normal production build: a release's, with the build-time brotli and gzip copies the bench downloads. */
function productionEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NON_PRODUCTION_SWITCHES.has(name)));
  return { ...env, PRECOMPRESS: '1', NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --no-deprecation`.trim() };
}

/** The app's own webpack config (as `pnpm build` runs it), with only the output and cache folders moved. */
function runWebpack(app: AppName): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [
        require.resolve('webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--output-path',
        federatedDist(app),
        // A map beside each file, named by no file (the served JavaScript is the release's): the byte split reads it.
        '--devtool',
        'hidden-source-map',
        // A cache of its own per app: `pnpm build` may be writing the app's usual one at the same time.
        '--cache-cache-directory',
        join(REPO_ROOT, 'node_modules', '.cache', 'webpack', `bench-${app}-production`),
      ],
      { cwd: join(REPO_ROOT, app), stdio: ['ignore', 'ignore', 'inherit'], env: productionEnv() },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`bench build of ${app} failed (${code})`))));
  });
}

/**
 * Builds every federated app for production into `bench-results/federated/<app>`, two at a time,
 * skipping those already built from their current sources. Returns the time spent, ms.
 */
export async function buildFederated(options: { force?: boolean } = {}): Promise<number> {
  const started = Date.now();
  const queue = APPS.filter((app) => {
    const stamp = join(federatedDist(app), STAMP);
    return options.force === true || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== `${sourceFingerprint(REPO_ROOT, join(REPO_ROOT, app))} ${BUILD_FLAGS}`;
  });
  const worker = async () => {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
      const fingerprint = sourceFingerprint(REPO_ROOT, join(REPO_ROOT, app));
      await runWebpack(app);
      writeFileSync(join(federatedDist(app), STAMP), `${fingerprint} ${BUILD_FLAGS}`);
    }
  };
  await Promise.all([worker(), worker()]);
  return Date.now() - started;
}
