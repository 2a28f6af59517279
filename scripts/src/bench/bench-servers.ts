import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../repo-root';
import { buildSandbox } from 'sandbox';
import { REVALIDATE } from '../static/cache-policy';
import { corsOriginsFor, securityHeadersFor, type DeploymentOrigins } from '../static/security-headers';
import { createStaticServer } from '../static/static-server';
import type { AppName } from '../ports';
import { BENCH_DIR, BENCH_PORTS, benchPort, federatedDist, ONE_BUNDLE_DIST, origin, type Protocol } from './bench-paths';
import { serveOverHttp2 } from './http2-front';
import type { TestCertificate } from './test-certificate';

/** The two builds under test. */
export type BuildName = 'federated' | 'one-bundle';

/** Where one build is served: the page's origin, its sandbox, and which app each origin belongs to. */
export interface ServedBuild {
  name: BuildName;
  /** The wire its servers speak. */
  protocol: Protocol;
  /** Origin of the page (the host, or the one bundle). */
  pageOrigin: string;
  /** Origin of the sandbox API and login hand-off this build talks to. */
  sandboxOrigin: string;
  /** Label of each origin the build's files come from (`host`, `remote-bond`, …), for splitting bytes. */
  originLabels: Record<string, string>;
}

/** The wire of a set of servers: HTTP/1.1 in the clear, or HTTP/2 over TLS with the run's certificate. */
export type Wire = { protocol: 'h1' } | { protocol: 'h2'; certificate: TestCertificate };

/** Something listening, and how to stop it. */
interface Closeable {
  close(): Promise<void>;
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
async function serveStatic(wire: Wire, app: AppName, root: string, port: number, origins: DeploymentOrigins, runtimeConfig?: string): Promise<Closeable> {
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
  return listen(server, port, wire);
}

async function listen(server: FastifyInstance, port: number, wire: Wire): Promise<Closeable> {
  try {
    if (wire.protocol === 'h2') return await serveOverHttp2(server, port, wire.certificate);
    await server.listen({ port, host: '127.0.0.1' });
    return server;
  } catch (error) {
    await server.close();
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    throw inUse ? new Error(`port ${port} is in use (another pnpm bench running?); the bench needs ${Object.keys(BENCH_PORTS).map((name) => benchPort(name as keyof typeof BENCH_PORTS, wire.protocol)).join(', ')}`) : error;
  }
}

/** A sandbox of its own per build: the hand-off redirects to one host origin, and CORS allows that origin. */
async function serveSandbox(wire: Wire, build: BuildName, port: number, hostOrigin: string): Promise<Closeable> {
  // Started for tests: the test controls are on, as under `pnpm test`. HTTP/2's sandboxes keep lists of their own.
  const dataDir = join(BENCH_DIR, 'sandbox-data', wire.protocol === 'h1' ? build : `${build}-${wire.protocol}`);
  const sandbox = await buildSandbox({ dataDir, hostOrigin, corsOrigins: [hostOrigin], testControls: true });
  return listen(sandbox, port, wire);
}

/** Folders served in place of the bench's own builds (a release folder the bench publishes into). */
export interface ServedRoots {
  'remote-bond'?: string;
  oneBundle?: string;
}

/**
 * Serves the bench's federated build (one origin per app) and the one-bundle build, each with its own
 * sandbox, all on `wire` (both builds always on the same one); remote-bond's and the one bundle's files
 * from `roots` when given.
 */
export async function startBenchServers(roots: ServedRoots = {}, wire: Wire = { protocol: 'h1' }): Promise<BenchServers> {
  const protocol = wire.protocol;
  const at = (name: keyof typeof BENCH_PORTS) => origin(benchPort(name, protocol), protocol);
  const servers: Closeable[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
  try {
    const hostOrigin = at('host');
    const federatedSandbox = at('federatedSandbox');
    const remotes: Record<string, string> = {};
    const originLabels: Record<string, string> = { [hostOrigin]: 'host', [federatedSandbox]: 'api' };
    for (const remote of REMOTES) {
      remotes[FEDERATION_NAMES[remote]] = `${at(remote)}/mf-manifest.json`;
      originLabels[at(remote)] = remote;
    }
    const federated: DeploymentOrigins = { host: hostOrigin, remotes: REMOTES.map((remote) => at(remote)), api: federatedSandbox };
    for (const remote of REMOTES) {
      const root = (remote === 'remote-bond' ? roots[remote] : undefined) ?? federatedDist(remote);
      servers.push(await serveStatic(wire, remote, root, benchPort(remote, protocol), federated));
    }
    servers.push(await serveStatic(wire, 'host', federatedDist('host'), benchPort('host', protocol), federated, runtimeConfigFor(federatedSandbox, remotes)));
    servers.push(await serveSandbox(wire, 'federated', benchPort('federatedSandbox', protocol), hostOrigin));

    const oneOrigin = at('oneBundle');
    const oneSandbox = at('oneBundleSandbox');
    // Served as the host it is; no remotes to register or allow: the one bundle imports them.
    const oneBundle: DeploymentOrigins = { host: oneOrigin, remotes: [], api: oneSandbox };
    servers.push(await serveStatic(wire, 'host', roots.oneBundle ?? ONE_BUNDLE_DIST, benchPort('oneBundle', protocol), oneBundle, runtimeConfigFor(oneSandbox, {})));
    servers.push(await serveSandbox(wire, 'one-bundle', benchPort('oneBundleSandbox', protocol), oneOrigin));

    return {
      builds: {
        federated: { name: 'federated', protocol, pageOrigin: hostOrigin, sandboxOrigin: federatedSandbox, originLabels },
        'one-bundle': { name: 'one-bundle', protocol, pageOrigin: oneOrigin, sandboxOrigin: oneSandbox, originLabels: { [oneOrigin]: 'host', [oneSandbox]: 'api' } },
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
