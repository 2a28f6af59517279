import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RoutePreloadModule } from 'shared/internal';
import { matchArea } from 'shared/areas';
import { loadRemoteModule } from './load-remote-module';

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
  const area = matchArea(new URL(url).pathname)?.area;
  if (area === undefined) return { startData: () => undefined };
  const { remote, firstPaint, preload } = area;
  // `./preload`'s chunk too, so it arrives with the remote entry instead of after it has run
  const chunks = preload ? [...firstPaint, './preload'] : [...firstPaint];
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
