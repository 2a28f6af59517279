import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFederationManifest, readLiveManifest } from './federation-manifest';

/** What `@module-federation/enhanced` 2.9 writes (host/dist/mf-manifest.json, trimmed to two shared modules). */
const HOST_MANIFEST = {
  id: 'host',
  name: 'host',
  metaData: { name: 'host', type: 'app', buildInfo: { buildVersion: '0.1.0', buildName: 'host' }, remoteEntry: { name: '', path: '', type: 'global' }, globalName: 'host', pluginVersion: '2.9.2', publicPath: '/' },
  shared: [
    { id: 'host:react/jsx-runtime', name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1', assets: { js: { async: [], sync: ['262.e7c48486e8.js'] }, css: { async: [], sync: [] } }, fallback: '' },
    { id: 'host:shared', name: 'shared', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0', assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } }, fallback: '' },
  ],
  remotes: [],
  exposes: [],
};

describe('reading a federation manifest', () => {
  it('keeps each shared module\'s name, version, singleton flag and required range', () => {
    expect(parseFederationManifest(HOST_MANIFEST)).toEqual({
      ok: true,
      manifest: {
        name: 'host',
        shared: [
          { name: 'react/jsx-runtime', version: '19.3.1', singleton: false, requiredVersion: '^19.3.1' },
          { name: 'shared', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
        ],
      },
    });
  });

  it('names the first field that is wrong', () => {
    const broken = { ...HOST_MANIFEST, shared: [HOST_MANIFEST.shared[0], { name: 'shared', singleton: true }] };
    const parsed = parseFederationManifest(broken);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.problem).toMatch(/^shared\.1\.version: /);
    expect(parseFederationManifest('<!doctype html>')).toMatchObject({ ok: false });
  });
});

describe('reading a live app\'s manifest', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/mf-manifest.json') response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(HOST_MANIFEST));
      else if (request.url === '/index.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the parsed manifest', async () => {
    const live = await readLiveManifest(`${origin}/mf-manifest.json`);
    expect(live).toMatchObject({ kind: 'answered', manifest: { name: 'host' } });
  });

  it('tells a server that answers no manifest from one that answers something else', async () => {
    expect(await readLiveManifest(`${origin}/missing.json`)).toEqual({ kind: 'unreachable', url: `${origin}/missing.json`, cause: 'answered 404' });
    expect(await readLiveManifest(`${origin}/index.html`)).toEqual({ kind: 'malformed', url: `${origin}/index.html`, problem: 'not JSON' });
  });

  it('says why when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const live = await readLiveManifest(`http://127.0.0.1:${port}/mf-manifest.json`);
    expect(live).toMatchObject({ kind: 'unreachable', cause: expect.stringMatching(/ECONNREFUSED/) });
  });
});
