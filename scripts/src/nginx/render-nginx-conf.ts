import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { deploymentOrigins, LOCAL_HOST_ORIGIN, LOCAL_RUNTIME_CONFIG, readRuntimeConfig } from '../static/security-headers';
import { renderNginxConf, type NginxTls } from './nginx-conf';

/** Where the rendered configuration of an app goes, below `outDir` (the repository's `deploy/` by default). */
export function nginxConfPath(app: AppName, outDir: string = join(REPO_ROOT, 'deploy')): string {
  return join(outDir, app, 'nginx.conf');
}

/** HTTP/2 over TLS when both paths are given, HTTP/1.1 when neither; one without the other is a mistake. */
export function tlsOption(certificate: string, certificateKey: string): NginxTls | undefined {
  if (certificate === '' && certificateKey === '') return undefined;
  if (certificate === '' || certificateKey === '') throw new Error('--tls-certificate and --tls-certificate-key go together (HTTP/2 over TLS needs both)');
  return { certificate, certificateKey };
}

/**
 * `pnpm nginx:render [app…] [--runtime-config <file>] [--host-origin <url>] [--listen-address <ip>]
 *   [--tls-certificate <path> --tls-certificate-key <path>] [--out-dir <dir>]`
 *
 * Renders `deploy/<app>/nginx.conf` for one environment: the origins come from that environment's
 * runtime-config.json (API base, remote manifests) and the host's public origin. Without options it
 * renders the local machine's, which are the ones kept in the repository (HTTP/1.1 in the clear).
 * With a certificate and its key (paths where nginx finds them) it serves HTTP/2 over TLS.
 * `RUNTIME_CONFIG`, `HOST_ORIGIN`, `LISTEN_ADDRESS`, `TLS_CERTIFICATE` and `TLS_CERTIFICATE_KEY` may stand
 * for the options (Docker build args).
 */
function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'runtime-config': { type: 'string', default: process.env['RUNTIME_CONFIG'] ?? LOCAL_RUNTIME_CONFIG },
      'host-origin': { type: 'string', default: process.env['HOST_ORIGIN'] ?? LOCAL_HOST_ORIGIN },
      'listen-address': { type: 'string', default: process.env['LISTEN_ADDRESS'] ?? '127.0.0.1' },
      'tls-certificate': { type: 'string', default: process.env['TLS_CERTIFICATE'] ?? '' },
      'tls-certificate-key': { type: 'string', default: process.env['TLS_CERTIFICATE_KEY'] ?? '' },
      'out-dir': { type: 'string', default: join(REPO_ROOT, 'deploy') },
    },
  });
  const tls = tlsOption(values['tls-certificate'], values['tls-certificate-key']);
  const unknown = positionals.filter((name) => !(APPS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown app ${unknown.join(', ')}; apps: ${APPS.join(', ')}`);
  const apps = positionals.length > 0 ? (positionals as AppName[]) : APPS;
  const origins = deploymentOrigins(readRuntimeConfig(resolve(values['runtime-config'])), values['host-origin']);
  for (const app of apps) {
    const file = nginxConfPath(app, resolve(values['out-dir']));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, renderNginxConf({ app, origins, listenAddress: values['listen-address'], ...(tls === undefined ? {} : { tls }) }));
    console.log(`rendered ${relative(process.cwd(), file) || file}`);
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
