import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkAgainstLive } from './live-check';

const shared = (version: string, requiredVersion: string) => ({ shared: [{ id: 'x:shared', name: 'shared', version, singleton: true, requiredVersion, fallback: '' }] });

describe('checking a fresh build against the live apps', () => {
  let root: string;
  let server: Server;
  let origin: string;
  /** What the live apps serve, by path. */
  const served = new Map<string, unknown>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = served.get(request.url ?? '');
      if (body === undefined) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'live-check-'));
    served.clear();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function build(name: string, manifest: unknown, files: Record<string, unknown> = {}): string {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    for (const [file, json] of Object.entries({ 'mf-manifest.json': manifest, ...files })) writeFileSync(join(dir, file), JSON.stringify(json));
    return dir;
  }

  it('judges a remote\'s build against the manifest the live host serves at its origin', async () => {
    served.set('/mf-manifest.json', { name: 'host', ...shared('1.0.0', '^1.0.0') });
    const buildDir = build('remote-bond', { name: 'remote_bond', ...shared('1.1.0', '^1.1.0') });
    const verdict = await checkAgainstLive({ app: 'remote-bond', buildDir, hostOrigin: origin, target: join(root, 'served') });
    expect(verdict.problems).toEqual(['remote-bond needs shared ^1.1.0; the live host provides shared 1.0.0: release the host first (pnpm release host).']);
  });

  it('judges a host\'s build against the remotes the served runtime config names, before the build\'s own', async () => {
    served.set('/bond/mf-manifest.json', { name: 'remote_bond', ...shared('1.0.0', '^1.0.0') });
    const runtimeConfig = (remotes: Record<string, string>) => ({ apiBase: 'http://api', loginUrl: 'http://login', appDeepLink: 'app://x', remotes });
    const buildDir = build('host', { name: 'host', ...shared('2.0.0', '^2.0.0') }, { 'runtime-config.json': runtimeConfig({ remote_margin: `${origin}/margin/mf-manifest.json` }) });
    const target = build('served', { name: 'host', ...shared('1.0.0', '^1.0.0') }, { 'runtime-config.json': runtimeConfig({ remote_bond: `${origin}/bond/mf-manifest.json` }) });
    const verdict = await checkAgainstLive({ app: 'host', buildDir, hostOrigin: origin, target });
    expect(verdict.problems).toEqual([
      'The live remote-bond needs shared ^1.0.0; this host build provides shared 2.0.0: release remote-bond first, built to accept shared 2.0.0 (pnpm release remote-bond).',
    ]);
    // a first deployment: no served folder yet, so the build's runtime config names the remotes (none answers here)
    const first = await checkAgainstLive({ app: 'host', buildDir, hostOrigin: origin, target: join(root, 'nothing-served') });
    expect(first.problems[0]).toMatch(/^remote-margin did not answer at .*\/margin\/mf-manifest\.json \(answered 404\)/);
  });
});
