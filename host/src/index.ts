// The runtime config is fetched while the bootstrap chunk downloads; bootstrap is the async boundary
// that lets federation negotiate the shared singletons before any of them is imported.
// No cache option: the server sends no-cache, and a request like the <link rel=preload> reuses its response.
const runtimeConfig: Promise<unknown> = fetch('/runtime-config.json').then((response) => {
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return response.json() as Promise<unknown>;
});
runtimeConfig.catch(() => undefined); // handled in bootstrap; avoids an unhandled-rejection report meanwhile

void import('./bootstrap').then(({ boot }) => boot(runtimeConfig));
