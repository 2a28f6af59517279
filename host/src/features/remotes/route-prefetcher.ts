import pLimit from 'p-limit';
import { PREFETCH_CONCURRENCY, type RemoteRoutesModule } from 'shared';
import { loadRemoteModule, type RemoteName } from './load-remote-module';
import { remoteForPath } from './remote-for-path';

type Loader = (remote: RemoteName) => Promise<unknown>;

/**
 * A prefetcher for `setRoutePrefetcher`: fetches the code of the remote behind a path ahead of a click,
 * each remote once, at most {@link PREFETCH_CONCURRENCY} at a time (spec 9). Failures are left for the
 * navigation itself to report.
 */
export function createRoutePrefetcher(
  load: Loader = (remote) => loadRemoteModule<RemoteRoutesModule>(remote, './routes'),
  concurrency: number = PREFETCH_CONCURRENCY,
): (path: string) => void {
  const limit = pLimit(concurrency);
  const requested = new Set<RemoteName>();
  return (path) => {
    const remote = remoteForPath(path);
    if (remote === undefined || requested.has(remote)) return;
    requested.add(remote);
    void limit(() => load(remote)).catch(() => requested.delete(remote));
  };
}
