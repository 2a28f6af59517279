import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RoutePreloadModule } from 'shared';
import { loadRemoteModule, type RemoteName } from './load-remote-module';
import { remoteForPath } from './remote-for-path';

/** What each remote's area needs on first paint, and whether it exposes a data `./preload`. */
const FIRST_PAINT: Readonly<Record<RemoteName, { exposes: string[]; preload: boolean }>> = {
  remote_bond: { exposes: ['./routes', './CartButton'], preload: true },
  remote_margin: { exposes: ['./routes'], preload: false },
  remote_overseas_misc: { exposes: ['./routes'], preload: false },
};

/** A route's preload under way: its code is loading; its data starts with {@link RoutePreload.startData}. */
export interface RoutePreload {
  /** Starts the page's data through the remote's `./preload` once that has loaded. Call it after the runtime config is set. */
  startData(): void;
}

/**
 * Fetches, in parallel, what the address being opened needs from its remote: the manifest, the remote
 * entry and the exposed chunks (shared libraries come from the host), and loads the remote's
 * `./preload`. Without this each arrives only after the previous one has run.
 */
export function preloadRoute(url: string): RoutePreload {
  const remote = remoteForPath(new URL(url).pathname);
  if (remote === undefined) return { startData: () => undefined };
  const { exposes, preload } = FIRST_PAINT[remote];
  // `./preload`'s chunk too, so it arrives with the remote entry instead of after it has run
  const chunks = preload ? [...exposes, './preload'] : exposes;
  void preloadRemote([{ nameOrAlias: remote, exposes: chunks, resourceCategory: 'sync', share: false }]).catch(() => undefined);
  if (!preload) return { startData: () => undefined };
  const module = loadRemoteModule<RoutePreloadModule>(remote, './preload');
  module.catch(() => undefined); // the area reports a remote that cannot be loaded
  return {
    startData: () => {
      module.then((loaded) => loaded.default(url)).catch(() => undefined);
    },
  };
}
