import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationFailuresPlugin } from './federation-failures-plugin';
import { preloadRoute, type RoutePreload } from './preload-route';

/**
 * The remotes' manifest addresses from the raw runtime config, or none when they are not all absolute
 * http(s) URLs. Only this part is read here, before the shell's code has arrived; the whole config is
 * checked by the shell (`parseRuntimeConfig`), which shows the fatal page when it is wrong.
 */
export function remoteEntries(config: unknown): Array<{ name: string; entry: string }> {
  if (typeof config !== 'object' || config === null || !('remotes' in config)) return [];
  const remotes = config.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return [];
  const entries = Object.entries(remotes as Record<string, unknown>);
  const valid = entries.flatMap(([name, entry]) => (typeof entry === 'string' && URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol) ? [{ name, entry }] : []));
  return valid.length === entries.length ? valid : [];
}

/**
 * Registers the remotes and starts what the address being opened needs from its remote (manifest,
 * entry, first-paint chunks, the page's data) as soon as the runtime config is in, while React and the
 * shell's own chunks are still downloading, instead of after they have run.
 */
export function startRemotes(config: unknown, url: string): RoutePreload | undefined {
  const entries = remoteEntries(config);
  if (entries.length === 0) return undefined;
  // before the first load: its failures are retried and classified by the plugin
  registerPlugins([federationFailuresPlugin()]);
  registerRemotes(entries);
  return preloadRoute(url);
}
