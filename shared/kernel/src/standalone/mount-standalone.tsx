import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { QueryProvider } from '../query/query-provider';
import { restoreLogin } from '../stores/login.store';
import { GlobalModal } from '../ui/global-modal';
import { LoadingOverlay } from '../ui/loading-overlay';

/** The configuration a remote run on its own uses: the local sandbox API. */
export const STANDALONE_CONFIG: RuntimeConfig = {
  apiBase: 'http://localhost:8090',
  loginUrl: 'http://localhost:8090/login',
  appDeepLink: 'kgiapp://overseas',
  remotes: {},
};

/**
 * Mounts a remote's pages on their own page for its team's development (`pnpm --filter <remote>
 * standalone`), with the query client, global modal and loading overlay the host would otherwise provide.
 */
export function mountStandalone(app: ReactNode, config: RuntimeConfig = STANDALONE_CONFIG): void {
  setRuntimeConfig(config);
  restoreLogin();
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <QueryProvider>
        {app}
        <LoadingOverlay />
        <GlobalModal />
      </QueryProvider>
    </StrictMode>,
  );
}
