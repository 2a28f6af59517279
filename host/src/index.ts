import { RUNTIME_CONFIG } from 'shared/shell';
import { startRemotes } from './features/remotes/start-remotes';

// The runtime config is fetched while the bootstrap chunk downloads; bootstrap is the async boundary
// that lets federation negotiate the shared singletons before any of them is imported. The served page's
// inline script has usually started the fetch already (and preloaded the address's remote manifest); this
// fetches it only when that script did not run.
// No cache option: the server sends no-cache, and a request like the <link rel=preload> reuses its response.
const early: unknown = (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG.handOff];
const runtimeConfig: Promise<unknown> =
  early instanceof Promise
    ? (early as Promise<unknown>)
    : fetch(RUNTIME_CONFIG.path).then((response) => {
        if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
        return response.json() as Promise<unknown>;
      });
// The remote the address needs starts loading with the config, not after the shell's chunks have run.
const routePreload = runtimeConfig.then((config) => startRemotes(config, window.location.href)).catch(() => undefined); // failures: bootstrap shows them

void import('./bootstrap').then(({ boot }) => boot(runtimeConfig, routePreload));
