import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import { sourceFingerprint } from '../../build/fingerprint';
import { APPS } from '../../ports';
import { REPO_ROOT } from '../../repo-root';
import { ONE_BUNDLE_DIST } from '../bench-paths';
import { exposedModules, loadFederationOptions } from './federation-configs';
import { createOneBundleConfig } from './one-bundle-config';
import { federationRuntimeSource } from './runtime-module';
import { duplicatePackages } from './duplicate-packages';

const STAMP = '.build-stamp';

/** Runs one webpack build in this process; rejects with webpack's errors. */
export function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolvePromise, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats === undefined) reject(new Error('webpack returned no stats'));
        else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolvePromise(stats);
      });
    });
  });
}

/** Everything the one-bundle build reads: every app's sources (with shared, tooling, lockfile) and this folder. */
function fingerprint(runtimeSource: string): string {
  const hash = createHash('sha256').update(runtimeSource);
  for (const app of APPS) hash.update(sourceFingerprint(REPO_ROOT, join(REPO_ROOT, app)));
  for (const file of ['one-bundle-config.ts', 'runtime-module.ts', 'federation-configs.ts']) hash.update(readFileSync(join(__dirname, file)));
  return hash.digest('hex');
}

/** The federation runtime stand-in for the current remotes' exposes: its source, written to its generated module. */
async function federationRuntime(): Promise<{ source: string; module: string }> {
  const modules = [];
  for (const app of APPS) {
    if (app === 'host') continue;
    modules.push(...exposedModules(join(REPO_ROOT, app), await loadFederationOptions(app)));
  }
  const source = federationRuntimeSource(modules);
  const module = join(dirname(ONE_BUNDLE_DIST), 'federation-runtime.generated.js');
  mkdirSync(dirname(module), { recursive: true });
  if (!existsSync(module) || readFileSync(module, 'utf8') !== source) writeFileSync(module, source);
  return { source, module };
}

/** The one-bundle build's webpack config, writing to `outDir`. */
export async function oneBundleConfig(outDir: string, runtime?: { source: string; module: string }): Promise<Configuration> {
  runtime ??= await federationRuntime();
  return createOneBundleConfig({ outDir, runtimeModule: runtime.module, runtimeSource: runtime.source });
}

/**
 * Builds the same sources as one application without federation into `bench-results/one-bundle/dist`,
 * unless that build is already of the current sources. Returns the build time in ms (0 when skipped).
 */
export async function buildOneBundle(options: { force?: boolean } = {}): Promise<number> {
  const runtime = await federationRuntime();
  const stampFile = join(ONE_BUNDLE_DIST, STAMP);
  const wanted = fingerprint(runtime.source);
  if (options.force !== true && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return 0;

  const started = Date.now();
  const stats = await compile(await oneBundleConfig(ONE_BUNDLE_DIST, runtime));
  // webpack only warns when an imported name does not exist; for the stand-in that is a page that
  // crashes at start, so it stops the build here, naming what the host now uses.
  const missing = stats.compilation.warnings.filter((warning) => warning.message.includes('federation-runtime.generated'));
  if (missing.length > 0) {
    throw new Error(`the host uses federation runtime APIs the one-bundle stand-in lacks (add them to runtime-module.ts):\n${missing.map((warning) => warning.message).join('\n')}`);
  }
  const resources = [...stats.compilation.modules].map((module) => module.nameForCondition() ?? '');
  const duplicates = duplicatePackages(resources);
  // Two copies of React or of `shared` would not be "the same code": federation guarantees one instance.
  if (duplicates.length > 0) throw new Error(`one-bundle build holds more than one copy of: ${duplicates.join(', ')}`);
  writeFileSync(stampFile, wanted);
  return Date.now() - started;
}
