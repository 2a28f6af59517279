import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, PORTS } from '../ports';
import { deploymentOrigins, localDeploymentOrigins, shellScriptHash } from '../static/security-headers';
import { renderNginxConf } from './nginx-conf';
import { NGINX } from './nginx-servers';
import { nginxConfPath, tlsOption } from './render-nginx-conf';
import { makeTestCertificate } from '../bench/test-certificate';

const local = (app: (typeof APPS)[number]) => renderNginxConf({ app, origins: localDeploymentOrigins(), listenAddress: '127.0.0.1' });
const TLS = { certificate: '/etc/nginx/tls/fullchain.pem', certificateKey: '/etc/nginx/tls/privkey.pem' };
const overTls = (app: (typeof APPS)[number], tls = TLS) => renderNginxConf({ app, origins: localDeploymentOrigins(), listenAddress: '127.0.0.1', tls });

/** Runs `nginx -t` on `conf` in a prefix of its own (html, temp, logs), after `prepare` puts files in it. */
function nginxAccepts(conf: (prefix: string) => string): { stderr: string; status: number | null } {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-t-'));
  try {
    for (const dir of ['html', 'temp', 'logs']) mkdirSync(join(prefix, dir));
    const file = join(prefix, 'nginx.conf');
    writeFileSync(file, conf(prefix));
    const result = spawnSync(NGINX, ['-t', '-q', '-p', `${prefix}/`, '-c', file], { encoding: 'utf8' });
    return { stderr: result.stderr, status: result.status };
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

describe('deploy/<app>/nginx.conf', () => {
  it.each(APPS)('%s: the committed file is the rendering of the local origins (run pnpm nginx:render after a change)', (app) => {
    expect(readFileSync(nginxConfPath(app), 'utf8')).toBe(local(app));
  });

  it('fills in the origins of another environment', () => {
    const origins = deploymentOrigins(
      {
        apiBase: 'https://api.broker.example',
        loginUrl: 'https://login.broker.example',
        appDeepLink: 'kgiapp://overseas',
        remotes: { remote_bond: 'https://bond.broker.example/mf-manifest.json', remote_margin: '/margin/mf-manifest.json' },
      },
      'https://overseas.broker.example',
    );
    const host = renderNginxConf({ app: 'host', origins, listenAddress: '0.0.0.0' });
    expect(host).toContain('listen 0.0.0.0:8080;');
    // A remote under the host's own origin adds nothing: 'self' covers it.
    expect(host).toContain(`script-src 'self' https://bond.broker.example ${shellScriptHash()};`);
    expect(host).toContain("connect-src 'self' https://bond.broker.example https://api.broker.example;");
    expect(host).not.toContain('localhost');
    const bond = renderNginxConf({ app: 'remote-bond', origins, listenAddress: '0.0.0.0' });
    expect(bond).toContain('"https://overseas.broker.example" $http_origin;');
    expect(host).not.toContain('Access-Control-Allow-Origin');
  });

  it.each(APPS)('%s over HTTP/2: TLS with the given certificate, every other line (each header rule) as over HTTP/1.1, no HSTS', (app) => {
    const plain = local(app).split('\n');
    const h2 = overTls(app).split('\n');
    expect(h2).toContain(`    listen 127.0.0.1:${PORTS[app]} ssl http2;`);
    expect(h2).toContain('    ssl_certificate "/etc/nginx/tls/fullchain.pem";');
    expect(h2).toContain('    ssl_certificate_key "/etc/nginx/tls/privkey.pem";');
    expect(h2).toContain('    ssl_protocols TLSv1.2 TLSv1.3;');
    // the same lines in the same order, only the listening and TLS lines between
    expect(h2.filter((line) => !/^ {4}(listen|ssl_|# HSTS)/.test(line))).toEqual(plain.filter((line) => !line.startsWith('    listen ')));
    expect(overTls(app)).not.toMatch(/add_header Strict-Transport-Security/i);
  });

  it('takes a certificate and its key together or not at all', () => {
    expect(tlsOption('', '')).toBeUndefined();
    expect(tlsOption('/tls/cert.pem', '/tls/key.pem')).toEqual({ certificate: '/tls/cert.pem', certificateKey: '/tls/key.pem' });
    expect(() => tlsOption('/tls/cert.pem', '')).toThrow(/go together/);
  });

  // Needs Debian's nginx (installed by .ci/run); elsewhere only the comparisons above run.
  (existsSync(NGINX) ? it : it.skip).each(APPS)('%s: nginx accepts the configuration', (app) => {
    const result = nginxAccepts(() => local(app));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  (existsSync(NGINX) ? it : it.skip)('nginx accepts the HTTP/2 configuration with a real certificate', () => {
    const { key, cert } = makeTestCertificate();
    const result = nginxAccepts((prefix) => {
      writeFileSync(join(prefix, 'cert.pem'), cert);
      writeFileSync(join(prefix, 'key.pem'), key);
      return overTls('host', { certificate: join(prefix, 'cert.pem'), certificateKey: join(prefix, 'key.pem') });
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
