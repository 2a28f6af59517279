import pLimit from 'p-limit';
import { loadingStore, PREFETCH_CONCURRENCY, type PrefetchReason, type RemoteRoutesModule } from 'shared/internal';
import { subscribe } from 'valtio';
import { remoteForPath, type RemoteName } from 'shared/areas';
import { loadRemoteModule } from './load-remote-module';

type Loader = (remote: RemoteName) => Promise<unknown>;

/** How long no query may run before the page counts as settled (a page's own code may still be on its way). */
const QUIET_MS = 1_000;

let shown: () => void = () => undefined;
const areaShown = new Promise<void>((resolve) => (shown = resolve));

/** Called by a remote area once its content is on screen. */
export function markAreaShown(): void {
  shown();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function quietFor(ms: number): Promise<void> {
  for (;;) {
    if (loadingStore.pending > 0) {
      await new Promise<void>((resolve) => {
        const stop = subscribe(loadingStore, () => {
          if (loadingStore.pending === 0) {
            stop();
            resolve();
          }
        });
      });
    }
    await sleep(ms);
    if (loadingStore.pending === 0) return;
  }
}

/**
 * Resolves once the page has loaded, an area has shown its content, no query has run for a moment, and
 * the browser is idle: prefetching links that merely came into view must not compete with the page being
 * opened (its code, its data, its first paint).
 */
export async function whenPageSettled(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  await areaShown;
  await quietFor(QUIET_MS);
  await new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 3_000 }) : setTimeout(resolve, 200)));
}

/**
 * A prefetcher for `setRoutePrefetcher`: fetches the code of the remote behind a path ahead of a click,
 * each remote once, at most {@link PREFETCH_CONCURRENCY} at a time (rule FED-6). A hover or focus starts
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
