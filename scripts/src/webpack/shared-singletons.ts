import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FederationOptions } from './federation-options';

/**
 * Packages every app shares as one runtime instance; subpath keys (`react/`) cover `react/jsx-runtime` and
 * friends. React Router is not among them: it travels inside `shared`, which re-exports the part the apps use.
 */
const SINGLETONS = ['react', 'react-dom', 'valtio', 'shared'] as const;
type Singleton = (typeof SINGLETONS)[number];

type SharedConfig = NonNullable<FederationOptions['shared']>;

/** Required-version ranges that replace the ones from package.json, by package name. */
export type RequiredVersionOverrides = Partial<Record<Singleton, string>>;

function workspaceVersion(appDir: string, name: string): string {
  const manifest: unknown = JSON.parse(readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8'));
  const version = typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string') throw new Error(`${name} has no version in its package.json`);
  return `^${version}`;
}

/**
 * Build-time option `FEDERATION_REQUIRED_VERSIONS="react=^99.0.0,…"`: builds an app as if it
 * had been written against other versions of the shared singletons, to rehearse (and test) a release
 * of a remote that the host's singletons cannot serve. Unset in every normal build.
 */
export function requiredVersionOverrides(env: NodeJS.ProcessEnv = process.env): RequiredVersionOverrides {
  const spec = env['FEDERATION_REQUIRED_VERSIONS']?.trim() ?? '';
  const overrides: RequiredVersionOverrides = {};
  for (const pair of spec.split(',').filter((item) => item.trim().length > 0)) {
    const [name = '', range = ''] = pair.split('=').map((part) => part.trim());
    if (!(SINGLETONS as readonly string[]).includes(name) || range.length === 0) {
      throw new Error(`FEDERATION_REQUIRED_VERSIONS: "${pair}" is not <singleton>=<range> (singletons: ${SINGLETONS.join(', ')})`);
    }
    overrides[name as Singleton] = range;
  }
  return overrides;
}

/**
 * The `shared` section of an app's federation config. Caret ranges come from the app's own
 * package.json, and `strictVersion` makes a remote built against an incompatible major fail to load
 * (its area shows the fallback) instead of running, with only a console warning, on a version it was
 * not built for.
 */
export function sharedSingletons(appDir: string, dependencies: Record<string, string>, overrides: RequiredVersionOverrides = {}): SharedConfig {
  const shared: Record<string, { singleton: true; strictVersion: true; requiredVersion: string }> = {};
  for (const name of SINGLETONS) {
    const range = dependencies[name];
    if (range === undefined) throw new Error(`${name} must be a dependency of every federated app`);
    const requiredVersion = overrides[name] ?? (range.startsWith('workspace:') ? workspaceVersion(appDir, name) : range);
    shared[name] = { singleton: true, strictVersion: true, requiredVersion };
    if (name !== 'shared') shared[`${name}/`] = { singleton: true, strictVersion: true, requiredVersion };
  }
  return shared;
}
