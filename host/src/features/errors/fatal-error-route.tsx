import { useEffect } from 'react';
import { ErrorPage, useRouteError, writeLog } from 'shared/internal';
import { useTakeOverStaticShell } from '../../app/static-shell/take-over';

/** The router's last line: any unhandled error shows the 999 page (rule SHL-6). */
export function FatalErrorRoute() {
  const error = useRouteError();
  useTakeOverStaticShell();
  useEffect(() => {
    console.error('unhandled application error', error);
    writeLog({ event: 'fatal-error', path: window.location.pathname, message: error instanceof Error ? error.message : String(error) });
  }, [error]);
  return (
    <div className="layout layout--fatal">
      <main className="layout__main">
        <ErrorPage />
      </main>
    </div>
  );
}
