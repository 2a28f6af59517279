import { startRemotes } from './features/remotes/start-remotes';

// The runtime config is fetched while the bootstrap chunk downloads; bootstrap is the async boundary
// that lets federation negotiate the shared singletons before any of them is imported.
// No cache option: the server sends no-cache, and a request like the <link rel=preload> reuses its response.
const runtimeConfig: Promise<unknown> = fetch('/runtime-config.json').then((response) => {
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return response.json() as Promise<unknown>;
});
// The remote the address needs starts loading with the config, not after the shell's chunks have run.
const routePreload = runtimeConfig.then((config) => startRemotes(config, window.location.href)).catch(() => undefined); // failures: bootstrap shows them

void import('./bootstrap').then(({ boot }) => boot(runtimeConfig, routePreload));
