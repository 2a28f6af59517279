import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorPage, parseRuntimeConfig, QueryProvider, restoreAccounts, restoreLogin, RouterProvider, setRoutePrefetcher, setRuntimeConfig } from 'shared/internal';
import { createAppRouter } from './app/create-app-router';
import { currentBuildId, startBuildCheck } from './features/build-check/build-check';
import type { RoutePreload } from './features/remotes/preload-route';
import { createRoutePrefetcher } from './features/remotes/route-prefetcher';
import { applyStartTheme } from './features/theme/theme';
import { removeStaticShell } from './app/static-shell/take-over';
import './app/app.css';

/** Starts the shell: theme, runtime config, session, then the router (index.ts has registered the remotes). */
export async function boot(runtimeConfig: Promise<unknown>, routePreload: Promise<RoutePreload | undefined>): Promise<void> {
  applyStartTheme();
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  let config;
  try {
    config = parseRuntimeConfig(await runtimeConfig);
  } catch (error) {
    // Without its configuration the shell cannot reach any remote or the API: the fatal page it is.
    console.error('runtime configuration unavailable', error);
    removeStaticShell();
    root.render(<ErrorPage />);
    return;
  }
  setRuntimeConfig(config);
  setRoutePrefetcher(createRoutePrefetcher());
  restoreLogin();
  restoreAccounts();
  // the page's data needs the config set above (API address) and the session restored
  void routePreload.then((preload) => preload?.startData());
  const router = createAppRouter(startBuildCheck(currentBuildId()));
  root.render(
    <StrictMode>
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </StrictMode>,
  );
}
