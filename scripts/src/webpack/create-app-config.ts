import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BuildMetaPlugin } from './build-meta-plugin';
import { ChunkGroupsPlugin } from './chunk-groups-plugin';
import { platformChunk } from './platform-chunk';
import { precompressPlugins } from './precompress';
import { PreloadBootChunksPlugin } from './preload-boot-chunks-plugin';
import { reactRefresh } from './react-refresh';
import type { FederationOptions } from './federation-options';

/** The ES module build of the federation runtime core, the one the bundler runtime itself imports. */
const RUNTIME_CORE_ESM = require
  .resolve('@module-federation/runtime-tools/runtime-core', { paths: [require.resolve('@module-federation/enhanced')] })
  .replace(/\.cjs$/, '.js');

/**
 * A remote's split-chunks rule. Each expose is an entry of its own, so the modules two of them use (the
 * saved lists behind both the cart button and the bond list, the list's query behind both `./preload`
 * and the page, style-loader's runtime) were copied into each: webpack only splits shared code off from
 * 20 KB (its default `minSize`). From 2 KB a shared module travels once. Measured on remote-bond's first
 * bond-list view: 36.3 → 31.7 KB br, 7 → 10 files from its origin (the cart 32.8 → 29.6 KB).
 * A page's code comes in at most 6 files (`maxAsyncRequests`), the connections a browser opens to one
 * HTTP/1.1 origin: order entry's came in 8, and the last two waited for a connection. Measured on the
 * bench's mobile profile, remote-bond alone changed, 5 loads each: order entry visible 2199 → 1913 ms,
 * the bond list 2110 → 2051 ms for 2 KB more of its JavaScript (185 → 187 KB), the cart and bond
 * holdings within their spread.
 * The 6 assumes HTTP/1.1 (the recorded budget's wire) and held against 12 on HTTP/2 as well
 * (`pnpm bench --protocol both`, 6 runs of each, visible federated / one-bundle, 6 → 12): HTTP/1.1, the
 * bond list 0.90x → 0.89x, the account overview 1.07x → 1.14x, order entry 0.93x → 1.13x; HTTP/2, 0.89x →
 * 1.03x, 1.18x → 1.12x, 0.98x → 1.00x. 12 makes remote-bond's first view 5.1 KB gzip lighter (14 files,
 * not 10) and remote-overseas-misc's 1.8 KB heavier (15, not 9).
 */
const remoteSplitChunks = { splitChunks: { minSize: 2000, maxAsyncRequests: 6 } };

/** What kind of build of an app: the deployed federated one, or a remote on its own for its team. */
export type AppRole = 'host' | 'remote';

export interface AppConfigOptions {
  /** The app's folder (where its package.json, src/ and dist/ are). */
  appDir: string;
  role: AppRole;
  federation: FederationOptions;
  /** Port of `webpack serve`, the same as the production origin's. */
  port: number;
  /** webpack's `--mode`. */
  mode: 'production' | 'development';
  /** A remote run alone (its own page, its own federation runtime) for its team's development. */
  standalone?: boolean;
}

const swcOptions = (development: boolean) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    // refresh: React Fast Refresh's registrations, in development builds only (./react-refresh.ts)
    transform: { react: { runtime: 'automatic', development, ...(development ? { refresh: true } : {}) } },
    target: 'es2020',
  },
  module: { type: 'es6' },
});

/** The webpack configuration every app is built with; an app only brings its federation options. */
/** Template parameters of a page without the served shell (a remote's standalone page). */
const NO_SHELL = { shellStyle: '', shellRules: '{}', shellScript: '', shellMarkup: '' } as const;

/**
 * The host page's shell (rule PRF-2): its CSS, rules, inline script and markup, from the host's own
 * `static-shell.config.ts`, read at build time like its `module-federation.config.ts` so that the
 * scripts package depends on no app's sources.
 */
function loadShellPage(appDir: string): Record<keyof typeof NO_SHELL, string> {
  // required, not imported: the webpack CLI loads configs through a CommonJS hook that knows TypeScript
  const loaded: unknown = createRequire(__filename)(join(appDir, 'static-shell.config.ts'));
  const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  // esbuild-register and tsx may hand back the CommonJS namespace with the named exports under `default`
  const page = [record(loaded)['staticShellPage'], record(record(loaded)['default'])['staticShellPage']].find((candidate) => typeof candidate === 'function');
  if (typeof page !== 'function') throw new Error(`${appDir}/static-shell.config.ts exports no staticShellPage()`);
  const parameters = record(page());
  const text = (key: keyof typeof NO_SHELL) => {
    const value = parameters[key];
    if (typeof value !== 'string') throw new Error(`staticShellPage() gave no ${key}`);
    return value;
  };
  return { shellStyle: text('shellStyle'), shellRules: text('shellRules'), shellScript: text('shellScript'), shellMarkup: text('shellMarkup') };
}

export function createAppConfig(options: AppConfigOptions): Configuration & { devServer: DevServerConfiguration } {
  const { appDir, role, mode, port } = options;
  const production = mode === 'production';
  const standalone = options.standalone === true;
  const servesPage = role === 'host' || standalone;
  const publicDir = join(appDir, 'public');
  const federation: FederationOptions = {
    dts: false,
    shareStrategy: 'loaded-first',
    ...options.federation,
    experiments: {
      ...options.federation.experiments,
      // The host provides the federation runtime once; remotes reuse it instead of shipping their own copy.
      ...(role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
      optimization: {
        ...options.federation.experiments?.optimization,
        // browser-only apps: leave the runtime's Node code paths (script loading through vm, fs) out
        target: 'web',
        // A remote consumes no remote (only the host loads remotes): its entry leaves out the bundler
        // runtime's remote loading (measured on remote-margin: remoteEntry.js 25.5 → 23.5 KB raw, 7.6 → 7.0 KB br).
        ...(role === 'remote' ? { disableRemote: true } : {}),
      },
    },
  };

  // development only: a production build is made from exactly the same configuration as without it
  const refresh = production ? undefined : reactRefresh({ ownsRuntime: servesPage, namespace: String(federation.name) });

  return {
    mode,
    context: appDir,
    entry: servesPage ? { main: refresh ? [...refresh.entry, './src/index.ts'] : './src/index.ts' } : {},
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: join(appDir, 'dist'),
      publicPath: servesPage ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: String(federation.name),
      clean: true,
      // A module that throws while it is evaluated (a remote whose shared singleton the host cannot serve)
      // must not stay in the module cache half-initialised: a retry or a prefetch-then-navigate would get
      // it back as if it had loaded and crash later. Evaluated again, it fails again with the real cause.
      strictModuleExceptionHandling: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // provideExternalRuntime require()s the runtime core, which resolves to its CommonJS build while the
      // host's own federation runtime imports the ES build: the same runtime shipped twice in main.js.
      alias: { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM, ...refresh?.alias },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(!production) },
        },
        // CSS source maps in development only: css-loader would otherwise follow `devtool`, and the bench's
        // production build with hidden source maps (for its byte split) would carry them inside the JavaScript.
        { test: /\.css$/, use: ['style-loader', { loader: 'css-loader', options: { importLoaders: 0, sourceMap: !production } }] },
        { test: /\.(svg|png|woff2?)$/, type: 'asset' },
      ],
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: resolve(appDir, '..', 'node_modules', '.cache', 'webpack', `${String(federation.name)}-${mode}${standalone ? '-standalone' : ''}`),
      version: createHash('sha1').update(JSON.stringify(federation.exposes ?? {})).digest('hex'),
    },
    optimization: {
      ...(role === 'host' && production ? platformChunk(join(appDir, '..', 'shared', 'kernel')) : {}),
      ...(role === 'remote' && production ? remoteSplitChunks : {}),
      // html-webpack-plugin minifies the page itself; webpack's own HTML minifier would rewrite the inline
      // shell script, which the host's Content-Security-Policy allows by the hash of its text (rule PRF-2)
      minimizeOptions: { html: false },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    plugins: [
      new ModuleFederationPlugin(federation),
      ...(refresh?.plugins ?? []),
      ...(servesPage
        ? [
            new HtmlWebpackPlugin({
              template: join(appDir, 'index.html'),
              scriptLoading: 'defer',
              // the host's page carries its shell, painted before any script (rule PRF-2); a remote's own page does not
              templateParameters: (compilation) => ({ buildId: compilation.hash ?? 'dev', ...(role === 'host' ? loadShellPage(appDir) : NO_SHELL) }),
            }),
          ]
        : []),
      ...(existsSync(publicDir) ? [new CopyPlugin({ patterns: [{ from: publicDir, to: '.' }] })] : []),
      ...(role === 'host' ? [new BuildMetaPlugin(), ...(production ? [new PreloadBootChunksPlugin()] : [])] : []),
      // the JavaScript budget's view of the build (scripts/src/bench/js-budget.ts)
      ...(production && !standalone ? [new ChunkGroupsPlugin(join(appDir, '..'))] : []),
      // served as they are by `pnpm serve` and nginx (see ./precompress.ts); a release and the bench have
      // them, `pnpm build` (the local and test builds, PRECOMPRESS=0) does not unless asked (--precompress)
      ...(production && process.env['PRECOMPRESS'] !== '0' ? precompressPlugins() : []),
    ],
    devServer: {
      port,
      host: 'localhost',
      historyApiFallback: servesPage,
      hot: true,
      headers: role === 'remote' ? { 'Access-Control-Allow-Origin': '*' } : {},
      client: { overlay: { runtimeErrors: false } },
    },
  };
}
