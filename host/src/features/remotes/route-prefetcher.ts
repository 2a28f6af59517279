import pLimit from 'p-limit';
import { loadingStore, PREFETCH_CONCURRENCY, type PrefetchReason, type RemoteRoutesModule } from 'shared';
import { subscribe } from 'valtio';
import { loadRemoteModule, type RemoteName } from './load-remote-module';
import { remoteForPath } from './remote-for-path';

type Loader = (remote: RemoteName) => Promise<unknown>;

/**
 * Resolves once the page has finished loading and no query is in flight, then at the browser's next
 * idle moment: prefetching links that merely came into view must not compete with the page being opened.
 */
export function whenPageSettled(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const quiet = () =>
    new Promise<void>((resolve) => {
      if (loadingStore.pending === 0) return resolve();
      const stop = subscribe(loadingStore, () => {
        if (loadingStore.pending === 0) {
          stop();
          resolve();
        }
      });
    });
  const idle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 3_000 }) : setTimeout(resolve, 200)));
  return loaded.then(quiet).then(idle);
}

/**
 * A prefetcher for `setRoutePrefetcher`: fetches the code of the remote behind a path ahead of a click,
 * each remote once, at most {@link PREFETCH_CONCURRENCY} at a time (spec 9). A hover or focus starts
 * at once; a link coming into view waits until the page has settled. Failures are left for the
 * navigation itself to report.
 */
export function createRoutePrefetcher(
  load: Loader = (remote) => loadRemoteModule<RemoteRoutesModule>(remote, './routes'),
  concurrency: number = PREFETCH_CONCURRENCY,
  settled: () => Promise<void> = whenPageSettled,
): (path: string, reason?: PrefetchReason) => void {
  const limit = pLimit(concurrency);
  const requested = new Set<RemoteName>();
  return (path, reason = 'intent') => {
    const remote = remoteForPath(path);
    if (remote === undefined || requested.has(remote)) return;
    requested.add(remote);
    const start = reason === 'intent' ? Promise.resolve() : settled();
    void start.then(() => limit(() => load(remote))).catch(() => requested.delete(remote));
  };
}
