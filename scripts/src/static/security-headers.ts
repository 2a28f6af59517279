import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// Relative on purpose, as in the sandbox: `shared`'s package entry also pulls in React code.
import { parseRuntimeConfig, type RuntimeConfig } from '../../../shared/kernel/src/config/runtime-config';
import { SHELL_SCRIPT } from '../../../shared/kernel/src/shell/shell-script';
import { PORTS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';

/** The origins one environment's deployment is made of: what each app's headers must allow, and nothing else. */
export interface DeploymentOrigins {
  /** Where the host (the page customers open) is served. */
  host: string;
  /** Origins of the remotes the host registers (from their manifest URLs), without the host's own. */
  remotes: readonly string[];
  /** Origin of the broker API the pages call. */
  api: string;
}

/** The headers every response of every app carries, whatever the file. */
export type SecurityHeaders = Readonly<Record<'Content-Security-Policy' | 'Referrer-Policy' | 'X-Content-Type-Options', string>>;

/** The host's runtime configuration of the local machine, the one `pnpm build` copies next to index.html. */
export const LOCAL_RUNTIME_CONFIG = join(REPO_ROOT, 'host', 'public', 'runtime-config.json');
/** The host's origin on the local machine. */
export const LOCAL_HOST_ORIGIN = `http://localhost:${PORTS.host}`;

/** Reads and validates a runtime configuration file with the same parser the host uses in the browser. */
export function readRuntimeConfig(file: string): RuntimeConfig {
  return parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')));
}

/** The origins of an environment: the host's own, and those named by its runtime configuration. */
export function deploymentOrigins(config: RuntimeConfig, hostOrigin: string): DeploymentOrigins {
  const host = new URL(hostOrigin).origin;
  // A manifest URL may be relative to the host (a remote served under the host's origin): then it adds nothing.
  const remotes = [...new Set(Object.values(config.remotes).map((url) => new URL(url, host).origin))].filter((origin) => origin !== host);
  return { host, remotes, api: new URL(config.apiBase, host).origin };
}

/** The origins of the local machine (`pnpm serve`, `pnpm start:nginx`). */
export function localDeploymentOrigins(): DeploymentOrigins {
  return deploymentOrigins(readRuntimeConfig(LOCAL_RUNTIME_CONFIG), LOCAL_HOST_ORIGIN);
}

/** Origins allowed to read an app's files with CORS: the host reads each remote's manifest; nobody reads the host's. */
export function corsOriginsFor(app: AppName, origins: DeploymentOrigins): readonly string[] {
  return app === 'host' ? [] : [origins.host];
}

/** The CSP source that allows the host page's one inline script, the served shell's (rule PRF-2), and nothing else inline. */
export function shellScriptHash(): string {
  return `'sha256-${createHash('sha256').update(SHELL_SCRIPT, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of an app. Scripts come only from the app's own origin and (for the host)
 * the remotes it registers; connections also reach the API. Nothing may eval (webpack's and the
 * federation runtime's production code paths do not) and no inline script runs but the host page's
 * shell script, allowed by its hash.
 *
 * `style-src 'unsafe-inline'`: style-loader injects each app's CSS at run time as `<style>` elements,
 * which a CSP without it blocks; styles cannot run code, scripts stay strict.
 * `data:` images and fonts: webpack inlines small assets as data URLs.
 */
export function contentSecurityPolicy(app: AppName, origins: DeploymentOrigins): string {
  const remotes = app === 'host' ? origins.remotes : [];
  const self = ["'self'", ...remotes];
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', app === 'host' ? [...self, shellScriptHash()] : self],
    ['connect-src', [...self, origins.api]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', [...self, 'data:']],
    ['font-src', [...self, 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The security headers of every response of an app. `no-referrer`: a hand-off address carries the
 * customer's token until the host removes it, so no request may repeat the address, not even to our servers.
 */
export function securityHeadersFor(app: AppName, origins: DeploymentOrigins): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(app, origins),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}
