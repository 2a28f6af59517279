import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../repo-root';
import { buildSandbox } from 'sandbox';
import { REVALIDATE } from '../static/cache-policy';
import { corsOriginsFor, securityHeadersFor, type DeploymentOrigins } from '../static/security-headers';
import { createStaticServer } from '../static/static-server';
import type { AppName } from '../ports';
import { BENCH_DIR, BENCH_PORTS, federatedDist, ONE_BUNDLE_DIST, origin } from './bench-paths';

/** The two builds under test. */
export type BuildName = 'federated' | 'one-bundle';

/** Where one build is served: the page's origin, its sandbox, and which app each origin belongs to. */
export interface ServedBuild {
  name: BuildName;
  /** Origin of the page (the host, or the one bundle). */
  pageOrigin: string;
  /** Origin of the sandbox API and login hand-off this build talks to. */
  sandboxOrigin: string;
  /** Label of each origin the build's files come from (`host`, `remote-bond`, …), for splitting bytes. */
  originLabels: Record<string, string>;
}

/** Both builds, served and ready, and how to stop them. */
export interface BenchServers {
  builds: Record<BuildName, ServedBuild>;
  close(): Promise<void>;
}

const REMOTES = ['remote-bond', 'remote-margin', 'remote-overseas-misc'] as const;
const FEDERATION_NAMES: Record<(typeof REMOTES)[number], string> = {
  'remote-bond': 'remote_bond',
  'remote-margin': 'remote_margin',
  'remote-overseas-misc': 'remote_overseas_misc',
};

/**
 * The runtime config a deployment would write for this build: the host's own file with the API and the
 * remotes moved to the bench's origins (a change of this file only, as the README says for moving a remote).
 */
function runtimeConfigFor(sandboxOrigin: string, remotes: Record<string, string>): string {
  const deployed: unknown = JSON.parse(readFileSync(join(REPO_ROOT, 'host', 'public', 'runtime-config.json'), 'utf8'));
  const appDeepLink = typeof deployed === 'object' && deployed !== null && 'appDeepLink' in deployed ? deployed.appDeepLink : undefined;
  return JSON.stringify({ apiBase: sandboxOrigin, loginUrl: `${sandboxOrigin}/login`, appDeepLink, remotes });
}

/**
 * One app's build served as `pnpm serve` does (compression, cache policy, CORS, security headers for
 * the bench's origins); the host's with the bench's runtime config in place of the deployed file.
 */
async function serveStatic(app: AppName, root: string, port: number, origins: DeploymentOrigins, runtimeConfig?: string): Promise<FastifyInstance> {
  if (!existsSync(root)) throw new Error(`${root} is missing: run pnpm bench without --skip-build once`);
  const server = await createStaticServer({
    root,
    spa: app === 'host',
    corsOrigins: corsOriginsFor(app, origins),
    securityHeaders: securityHeadersFor(app, origins),
  });
  if (runtimeConfig !== undefined) {
    server.get('/runtime-config.json', (_request, reply) =>
      reply.header('Cache-Control', REVALIDATE).type('application/json; charset=utf-8').send(runtimeConfig),
    );
  }
  await listen(server, port);
  return server;
}

async function listen(server: FastifyInstance, port: number): Promise<void> {
  try {
    await server.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await server.close();
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    throw inUse ? new Error(`port ${port} is in use (another pnpm bench running?); the bench needs ${Object.values(BENCH_PORTS).join(', ')}`) : error;
  }
}

/** A sandbox of its own per build: the hand-off redirects to one host origin, and CORS allows that origin. */
async function serveSandbox(build: BuildName, port: number, hostOrigin: string): Promise<FastifyInstance> {
  // Started for tests: the test controls are on, as under `pnpm test`.
  const sandbox = await buildSandbox({ dataDir: join(BENCH_DIR, 'sandbox-data', build), hostOrigin, corsOrigins: [hostOrigin], testControls: true });
  await listen(sandbox, port);
  return sandbox;
}

/** Folders served in place of the bench's own builds (a release folder the bench publishes into). */
export interface ServedRoots {
  'remote-bond'?: string;
  oneBundle?: string;
}

/**
 * Serves the bench's federated build (one origin per app) and the one-bundle build, each with its own
 * sandbox; remote-bond's and the one bundle's files from `roots` when given.
 */
export async function startBenchServers(roots: ServedRoots = {}): Promise<BenchServers> {
  const servers: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
  try {
    const hostOrigin = origin(BENCH_PORTS.host);
    const federatedSandbox = origin(BENCH_PORTS.federatedSandbox);
    const remotes: Record<string, string> = {};
    const originLabels: Record<string, string> = { [hostOrigin]: 'host', [federatedSandbox]: 'api' };
    for (const remote of REMOTES) {
      remotes[FEDERATION_NAMES[remote]] = `${origin(BENCH_PORTS[remote])}/mf-manifest.json`;
      originLabels[origin(BENCH_PORTS[remote])] = remote;
    }
    const federated: DeploymentOrigins = { host: hostOrigin, remotes: REMOTES.map((remote) => origin(BENCH_PORTS[remote])), api: federatedSandbox };
    for (const remote of REMOTES) servers.push(await serveStatic(remote, (remote === 'remote-bond' ? roots[remote] : undefined) ?? federatedDist(remote), BENCH_PORTS[remote], federated));
    servers.push(await serveStatic('host', federatedDist('host'), BENCH_PORTS.host, federated, runtimeConfigFor(federatedSandbox, remotes)));
    servers.push(await serveSandbox('federated', BENCH_PORTS.federatedSandbox, hostOrigin));

    const oneOrigin = origin(BENCH_PORTS.oneBundle);
    const oneSandbox = origin(BENCH_PORTS.oneBundleSandbox);
    // Served as the host it is; no remotes to register or allow: the one bundle imports them.
    const oneBundle: DeploymentOrigins = { host: oneOrigin, remotes: [], api: oneSandbox };
    servers.push(await serveStatic('host', roots.oneBundle ?? ONE_BUNDLE_DIST, BENCH_PORTS.oneBundle, oneBundle, runtimeConfigFor(oneSandbox, {})));
    servers.push(await serveSandbox('one-bundle', BENCH_PORTS.oneBundleSandbox, oneOrigin));

    return {
      builds: {
        federated: { name: 'federated', pageOrigin: hostOrigin, sandboxOrigin: federatedSandbox, originLabels },
        'one-bundle': { name: 'one-bundle', pageOrigin: oneOrigin, sandboxOrigin: oneSandbox, originLabels: { [oneOrigin]: 'host', [oneSandbox]: 'api' } },
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
