import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import { REPO_ROOT } from '../../repo-root';
import { BENCH_DIR, federatedDist, ONE_BUNDLE_DIST } from '../bench-paths';
import { buildOneBundle, compile, oneBundleConfig } from '../one-bundle/build-one-bundle';
import { OneLineChangePlugin, type OneLineChange } from './one-line-change';

const STAMP = '.build-stamp';

/** Where the returning-customer figure keeps its builds and served folders (inside the git-ignored bench-results/). */
export const RETURNING_DIR = join(BENCH_DIR, 'returning');

/** The next release of each build: remote-bond alone (federated), the whole page (one bundle). */
export interface ReleaseBuilds {
  /** remote-bond built with the change, as `pnpm release remote-bond` would build it. */
  remoteBond: string;
  /** The one bundle built with the same change. */
  oneBundle: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type ConfigFunction = (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) => Configuration;

/** remote-bond's own webpack config (its `webpack.config.ts`, read at run time as the one bundle reads the federation configs). */
async function remoteBondConfig(): Promise<Configuration> {
  const loaded: unknown = await import(join(REPO_ROOT, 'remote-bond', 'webpack.config.ts'));
  // tsx may hand back the CommonJS namespace with the default export one level down.
  const candidates = isRecord(loaded) ? [loaded['default'], isRecord(loaded['default']) ? loaded['default']['default'] : undefined] : [];
  const make = candidates.find((candidate): candidate is ConfigFunction => typeof candidate === 'function');
  if (make === undefined) throw new Error('remote-bond/webpack.config.ts has no default export to call');
  return make({}, { mode: 'production' });
}

/** The same config with the change made, writing to `outDir`, with a webpack cache of its own. */
function withChange(config: Configuration, change: OneLineChange, outDir: string, cacheName: string): Configuration {
  return {
    ...config,
    output: { ...config.output, path: outDir },
    // the cache knows the file by its path and timestamp, not by what the plugin made of it: keyed by the change
    cache: { type: 'filesystem', cacheDirectory: join(REPO_ROOT, 'node_modules', '.cache', 'webpack', cacheName), version: createHash('sha1').update(JSON.stringify(change)).digest('hex') },
    plugins: [...(config.plugins ?? []), new OneLineChangePlugin(change)],
  };
}

/** Builds `outDir` unless it is already the build of `stamp` (the first release's stamp and the change). */
async function buildOnce(outDir: string, stamp: string, config: () => Promise<Configuration>): Promise<void> {
  const stampFile = join(outDir, STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  await compile(await config());
  writeFileSync(stampFile, stamp);
}

function stampOf(firstRelease: string, change: OneLineChange): string {
  const stamp = join(firstRelease, STAMP);
  if (!existsSync(stamp)) throw new Error(`${firstRelease} is not built: run pnpm bench without --skip-build once`);
  return createHash('sha256')
    .update(readFileSync(stamp))
    .update(JSON.stringify(change))
    .update(readFileSync(join(__dirname, 'one-line-change.ts')))
    .update(readFileSync(join(__dirname, 'release-builds.ts')))
    .digest('hex');
}

/**
 * Builds the next release of remote-bond and of the one bundle: each the bench's first build with
 * `change` made, and nothing else different. Skips a build already made from the same sources.
 */
export async function buildReleases(change: OneLineChange): Promise<ReleaseBuilds> {
  const remoteBond = join(RETURNING_DIR, 'next', 'remote-bond');
  const oneBundle = join(RETURNING_DIR, 'next', 'one-bundle');
  await buildOnce(remoteBond, stampOf(federatedDist('remote-bond'), change), async () =>
    withChange(await remoteBondConfig(), change, remoteBond, 'bench-remote-bond-next-release'),
  );
  await buildOneBundle();
  await buildOnce(oneBundle, stampOf(ONE_BUNDLE_DIST, change), async () =>
    withChange(await oneBundleConfig(oneBundle), change, oneBundle, 'bench-one-bundle-next-release'),
  );
  return { remoteBond, oneBundle };
}
