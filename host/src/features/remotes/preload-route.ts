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

/**
 * Fetches, in parallel, what the address being opened needs from its remote: the manifest, the remote
 * entry and the exposed chunks (shared libraries come from the host), and starts the page's data
 * through the remote's `./preload`. Without this each arrives only after the previous one has run.
 */
export function preloadRoute(url: string): void {
  const remote = remoteForPath(new URL(url).pathname);
  if (remote === undefined) return;
  const { exposes, preload } = FIRST_PAINT[remote];
  void preloadRemote([{ nameOrAlias: remote, exposes, resourceCategory: 'sync', share: false }]).catch(() => undefined);
  if (preload) {
    loadRemoteModule<RoutePreloadModule>(remote, './preload').then(
      (module) => module.default(url),
      () => undefined, // the area reports a remote that cannot be loaded
    );
  }
}
