import { useLocation } from 'shared';
import { Suspense, useEffect, useState } from 'react';
import { useRemoteComponent } from './remote-components';
import type { RemoteName } from 'shared/areas';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { markAreaShown } from './route-prefetcher';

function AreaLoading() {
  return (
    <div className="remote-area__loading" role="status" aria-live="polite">
      頁面載入中…
    </div>
  );
}

/**
 * Mounted once the remote's content is shown: scrolls to a hash target (remote content arrives after the
 * router's own scroll handling) and tells the prefetcher the page has content.
 */
function AreaShown() {
  const { hash } = useLocation();
  useEffect(() => markAreaShown(), []);
  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return null;
}

function RemoteAreaOf({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const { Component: Routes } = useRemoteComponent<object>(remote, './routes', [attempt, pathname]);
  return (
    <RemoteErrorBoundary path={pathname} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<AreaLoading />}>
        <Routes />
        <AreaShown />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * The part of a page that a remote renders, loaded on demand and fenced off by its own error boundary.
 * Keyed by remote: two areas at the same place in the tree (/overseas → /overseas/bond) share nothing.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  return <RemoteAreaOf key={remote} remote={remote} />;
}
