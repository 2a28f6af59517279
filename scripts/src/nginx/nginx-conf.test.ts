import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS } from '../ports';
import { deploymentOrigins, localDeploymentOrigins, shellScriptHash } from '../static/security-headers';
import { renderNginxConf } from './nginx-conf';
import { NGINX } from './nginx-servers';
import { nginxConfPath } from './render-nginx-conf';

const local = (app: (typeof APPS)[number]) => renderNginxConf({ app, origins: localDeploymentOrigins(), listenAddress: '127.0.0.1' });

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

  // Needs Debian's nginx (installed by .ci/run); elsewhere only the comparison above runs.
  (existsSync(NGINX) ? it : it.skip).each(APPS)('%s: nginx accepts the configuration', (app) => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-t-'));
    try {
      for (const dir of ['html', 'temp', 'logs']) mkdirSync(join(prefix, dir));
      const conf = join(prefix, 'nginx.conf');
      writeFileSync(conf, local(app));
      const result = spawnSync(NGINX, ['-t', '-q', '-p', `${prefix}/`, '-c', conf], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
