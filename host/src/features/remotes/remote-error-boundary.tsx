import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorPage, MESSAGES, writeLog } from 'shared/internal';
import { browserLocation } from '../navigation/browser-location';
import { claimReload } from './reload-guard';
import { isCodeLoadError } from './remote-load-error';

interface Props {
  /** Address the area is showing; the reload guard counts per path, and a new path resets the boundary. */
  path: string;
  /** A user's retry: start the area's load again. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Keeps a remote's failure inside its area so the shell and the other remotes go on working. Code that
 * could not be fetched first reloads the page (at most once per 10 s per path, rule FED-4), then shows a
 * message with a retry; code that crashed shows the 999 page inside the shell. Another address resets
 * it, so the area tries again there.
 */
export function RemoteErrorBoundary({ path, onRetry, children }: Props) {
  const [reloading, setReloading] = useState(false);
  return (
    <ErrorBoundary
      resetKeys={[path]}
      onReset={() => setReloading(false)}
      onError={(error, info) => {
        const load = isCodeLoadError(error);
        writeLog({ event: load ? 'remote-load-failure' : 'remote-crash', path, message: error instanceof Error ? error.message : String(error) });
        if (!load) {
          console.error('remote area crashed', error, info.componentStack);
        } else if (claimReload(path)) {
          setReloading(true);
          browserLocation.reload();
        }
      }}
      fallbackRender={({ error, resetErrorBoundary }) => {
        if (!isCodeLoadError(error)) return <ErrorPage />;
        if (reloading) return null;
        return (
          <section className="remote-fallback" role="alert">
            <h1 className="remote-fallback__title">{MESSAGES.remoteUnavailable}</h1>
            <p className="remote-fallback__hint">其他功能不受影響，您可以繼續使用上方選單。</p>
            <button
              type="button"
              className="ui-button ui-button--primary"
              onClick={() => {
                onRetry();
                resetErrorBoundary();
              }}
            >
              {MESSAGES.retry}
            </button>
          </section>
        );
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
