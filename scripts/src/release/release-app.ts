import { mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, PORTS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { runProductionBuild } from '../build/run-webpack';
import { checkAgainstLive } from './live-check';
import { publishRelease } from './publish-release';

/** Where fresh release builds are made (git-ignored); each release builds into a new folder below it. */
export const RELEASE_BUILDS = join(REPO_ROOT, '.release');

const DEFAULT_HOST = `http://localhost:${PORTS.host}`;

const USAGE = `pnpm release <app> [--keep <n>] [--target <folder>] [--source <folder>] [--host <url>] [--runtime-config <file>] [--force]
  <app>             ${APPS.join(' | ')}
  --keep            keep the hashed files of the last n releases only (default: keep all)
  --target          the served release folder (default: <app>/dist, what pnpm serve and pnpm start:nginx serve)
  --source          the app's folder to build (default: <app>/; e.g. a copy with other sources)
  --host            a remote's release: the live host's origin, whose mf-manifest.json must serve the remote's
                    shared singletons (default: ${DEFAULT_HOST})
  --runtime-config  the host's release: the runtime config naming the live remotes whose manifests the new
                    host must serve (default: the served folder's runtime-config.json, else the build's)
  --force           publish even when the check refuses or cannot reach what is live (a first deployment)`;

/**
 * `pnpm release <app>`: releases one app on its own. Builds it into a fresh folder, copies the hashed
 * files into the served folder (keeping every older one), then switches remoteEntry.js and
 * mf-manifest.json (or the host's index.html) by atomic rename, last.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      keep: { type: 'string' },
      target: { type: 'string' },
      source: { type: 'string' },
      host: { type: 'string' },
      'runtime-config': { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const app = positionals[0];
  if (values.help === true || positionals.length !== 1 || !(APPS as readonly string[]).includes(app ?? '')) {
    console.log(USAGE);
    process.exit(values.help === true ? 0 : 2);
  }
  const name = app as AppName;
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  const source = resolve(values.source ?? join(REPO_ROOT, name));
  const target = resolve(values.target ?? join(REPO_ROOT, name, 'dist'));

  const started = Date.now();
  const buildDir = join(RELEASE_BUILDS, `${name}-${new Date(started).toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
  mkdirSync(buildDir, { recursive: true });
  // a release ships the build-time brotli and gzip copies of its hashed files (scripts/src/webpack/precompress.ts)
  await runProductionBuild(source, buildDir, { PRECOMPRESS: '1' });

  // Nothing is published that the live apps could not load: the shared singletons must agree (rule FED-9).
  const runtimeConfig = values['runtime-config'];
  const verdict = await checkAgainstLive({
    app: name,
    buildDir,
    hostOrigin: values.host ?? DEFAULT_HOST,
    target,
    ...(runtimeConfig === undefined ? {} : { runtimeConfig: resolve(runtimeConfig) }),
  });
  if (!verdict.ok && values.force !== true) {
    rmSync(buildDir, { recursive: true, force: true });
    console.error([`pnpm release ${name} refused, nothing was published:`, ...verdict.problems].join('\n'));
    process.exit(1);
  }
  if (!verdict.ok) {
    const banner = '!'.repeat(100);
    console.error([banner, `--force: publishing ${name} although the release check refused it:`, ...verdict.problems, banner].join('\n'));
  }
  const report = publishRelease({ buildDir, target, ...(keep === undefined ? {} : { keep }) });
  rmSync(buildDir, { recursive: true, force: true });
  const where = relative(process.cwd(), target) || '.';
  console.log(
    `released ${name} ${report.id} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${report.copied.length} files copied, switched ${report.switched.join(' then ')}` +
      (keep === undefined ? '' : `, ${report.pruned.length} files of releases older than the last ${keep} pruned`),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
