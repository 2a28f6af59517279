import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FederationOptions } from './federation-options';

/** Packages every app shares as one runtime instance; subpath keys (`react/`) cover `react/jsx-runtime` and friends. */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'valtio', 'shared'] as const;

type SharedConfig = NonNullable<FederationOptions['shared']>;

function workspaceVersion(appDir: string, name: string): string {
  const manifest: unknown = JSON.parse(readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8'));
  const version = typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string') throw new Error(`${name} has no version in its package.json`);
  return `^${version}`;
}

/**
 * The `shared` section of an app's federation config. Caret ranges come from the app's own
 * package.json, so a remote built against an incompatible major is reported, never silently mixed.
 */
export function sharedSingletons(appDir: string, dependencies: Record<string, string>): SharedConfig {
  const shared: Record<string, { singleton: true; requiredVersion: string }> = {};
  for (const name of SINGLETONS) {
    const range = dependencies[name];
    if (range === undefined) throw new Error(`${name} must be a dependency of every federated app`);
    const requiredVersion = range.startsWith('workspace:') ? workspaceVersion(appDir, name) : range;
    shared[name] = { singleton: true, requiredVersion };
    if (name !== 'shared') shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
