import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createAppConfig } from '../../webpack';
import { REPO_ROOT } from '../../repo-root';
import { BENCH_PORTS } from '../bench-paths';
import { loadFederationOptions } from './federation-configs';

/** What {@link createOneBundleConfig} needs besides the host's own options. */
export interface OneBundleConfigOptions {
  /** Output folder of the build. */
  outDir: string;
  /** The generated stand-in for `@module-federation/enhanced/runtime` (see runtime-module.ts). */
  runtimeModule: string;
  /** Its source, to key the persistent cache. */
  runtimeSource: string;
}

/**
 * The host's production configuration (the same `createAppConfig` every app is built with: entry
 * `host/src/index.ts`, swc, style-loader, terser, contenthash names, html, public files, build meta),
 * with only what federation provides taken out: the federation plugin, and its runtime API aliased to a
 * module that imports the remotes' exposed files directly. Shared singletons need no aliasing: every app
 * resolves them to the same files under pnpm, so webpack bundles each once (checked after the build).
 */
export async function createOneBundleConfig(options: OneBundleConfigOptions): Promise<Configuration> {
  const hostDir = join(REPO_ROOT, 'host');
  const config = createAppConfig({
    appDir: hostDir,
    role: 'host',
    federation: await loadFederationOptions('host'),
    port: BENCH_PORTS.oneBundle,
    mode: 'production',
  });
  return {
    ...config,
    output: { ...config.output, path: options.outDir, uniqueName: 'one_bundle' },
    cache: {
      type: 'filesystem',
      cacheDirectory: join(REPO_ROOT, 'node_modules', '.cache', 'webpack', 'bench-one-bundle-production'),
      version: createHash('sha1').update(options.runtimeSource).digest('hex'),
    },
    resolve: {
      ...config.resolve,
      alias: { '@module-federation/enhanced/runtime$': options.runtimeModule },
    },
    plugins: (config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
  };
}
