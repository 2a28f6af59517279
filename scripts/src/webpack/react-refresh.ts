import { join } from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const RUNTIME_DIR = join(__dirname, 'refresh-runtime');
/** The file the refresh loader requires by its full path in every module it prepares (`react-refresh`'s main). */
const REFRESH_RUNTIME_FILE = require.resolve('react-refresh', { paths: [require.resolve('@pmmmwh/react-refresh-webpack-plugin')] });

/** What a development build adds for React Fast Refresh. */
export interface RefreshSetup {
  /** Modules the page's entry starts with. */
  entry: string[];
  /** Resolve aliases: where `react-refresh/runtime` comes from. */
  alias: Record<string, string>;
  plugins: WebpackPluginInstance[];
}

/**
 * React Fast Refresh for one app's development build (never a production one): an edited component
 * updates in place and keeps its state. In the federated page every app has its own webpack runtime and dev
 * server (each app's HMR client talks to its own), but React is one instance, provided by the host, and a
 * refresh runtime works only if it was hooked into React before React loaded. So the page that owns React
 * (the host's, or a remote's standalone page) hooks its runtime in first and publishes it, and a federated
 * remote's modules use that one instead of a copy of their own (./refresh-runtime/remote-runtime.ts).
 * Federation's share scope cannot carry it: the plugin's entry code runs inside each container's entry,
 * before any share scope is set up, and the refresh loader asks for the runtime by its file path.
 */
export function reactRefresh(options: { ownsRuntime: boolean; namespace: string }): RefreshSetup {
  const plugin = new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, RUNTIME_DIR] });
  if (options.ownsRuntime) return { entry: [join(RUNTIME_DIR, 'publish-runtime.ts')], alias: {}, plugins: [plugin] };
  const remoteRuntime = join(RUNTIME_DIR, 'remote-runtime.ts');
  return {
    entry: [],
    alias: { 'react-refresh/runtime$': remoteRuntime, 'react-refresh$': remoteRuntime, [`${REFRESH_RUNTIME_FILE}$`]: remoteRuntime },
    plugins: [
      plugin,
      {
        apply(compiler: Compiler) {
          new compiler.webpack.DefinePlugin({ __REACT_REFRESH_NAMESPACE__: JSON.stringify(options.namespace) }).apply(compiler);
        },
      },
    ],
  };
}
