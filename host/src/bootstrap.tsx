import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ErrorPage, parseRuntimeConfig, restoreAccounts, restoreLogin, RouterProvider, setRoutePrefetcher, setRuntimeConfig } from 'shared';
import { createAppRouter } from './app/create-app-router';
import { currentBuildId, startBuildCheck } from './features/build-check/build-check';
import { preloadRoute } from './features/remotes/preload-route';
import { createRoutePrefetcher } from './features/remotes/route-prefetcher';
import { applyStartTheme } from './features/theme/theme';
import './app/app.css';

/** Starts the shell: theme, runtime config, remotes, session, then the router. */
export async function boot(runtimeConfig: Promise<unknown>): Promise<void> {
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
    root.render(<ErrorPage />);
    return;
  }
  setRuntimeConfig(config);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  setRoutePrefetcher(createRoutePrefetcher());
  restoreLogin();
  restoreAccounts();
  preloadRoute(window.location.href);
  const router = createAppRouter(startBuildCheck(currentBuildId()));
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
