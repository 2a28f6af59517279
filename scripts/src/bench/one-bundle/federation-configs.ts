import { join, resolve } from 'node:path';
import type { FederationOptions } from '../../webpack';
import { REPO_ROOT } from '../../repo-root';
import type { AppName } from '../../ports';

/** One module a remote exposes, as the host asks for it (`remote_bond/routes`) and where its source is. */
export interface ExposedModule {
  /** `<federation name>/<expose without ./>`, the id the host passes to `loadRemote`. */
  id: string;
  /** Absolute path of the exposed source file. */
  file: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An app's federation options, read from its own `module-federation.config.ts` at run time rather than
 * imported, so the scripts package's type-check does not depend on the apps' sources.
 */
export async function loadFederationOptions(app: AppName): Promise<FederationOptions> {
  const loaded: unknown = await import(join(REPO_ROOT, app, 'module-federation.config.ts'));
  // tsx may hand back the CommonJS namespace with the named exports under `default`.
  const candidates = isRecord(loaded) ? [loaded['federation'], isRecord(loaded['default']) ? loaded['default']['federation'] : undefined] : [];
  const federation = candidates.find((candidate) => isRecord(candidate) && typeof candidate['name'] === 'string');
  if (!isRecord(federation)) throw new Error(`${app}/module-federation.config.ts exports no \`federation\` with a name`);
  return federation as FederationOptions;
}

/** The modules a remote exposes, from its federation options (`exposes` as an object of paths or `{ import }`). */
export function exposedModules(appDir: string, federation: FederationOptions): ExposedModule[] {
  const name = String(federation.name);
  const exposes: unknown = federation.exposes ?? {};
  if (!isRecord(exposes)) throw new Error(`${name}: only \`exposes\` as an object is supported by the one-bundle build`);
  return Object.entries(exposes).map(([key, value]) => {
    const request = typeof value === 'string' ? value : isRecord(value) ? value['import'] : undefined;
    const path = Array.isArray(request) ? request[0] : request;
    if (typeof path !== 'string') throw new Error(`${name}: expose ${key} has no import path`);
    return { id: `${name}/${key.replace(/^\.\//, '')}`, file: resolve(appDir, path) };
  });
}
