import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { APPS, PORTS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { NGINX_MODULES } from './nginx-conf';
import { nginxConfPath } from './render-nginx-conf';

/** Debian's nginx (`apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`); `NGINX_PATH` overrides it. */
export const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';

/** The git-ignored folder where each app's nginx keeps its prefix: `html` (→ the app's dist), `temp/`, `logs/`. */
export const NGINX_HOME = join(REPO_ROOT, '.nginx');

/** nginx processes serving the apps; `stop` ends them gracefully. */
export interface NginxServers {
  stop(): Promise<void>;
  /** Settles when the first nginx exits, whatever the reason (after `stop`, or a crash). */
  exited: Promise<{ app: AppName; code: number | null }>;
}

function assertInstalled(): void {
  const missing = [NGINX, ...NGINX_MODULES].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `missing ${missing.join(', ')}: install Debian's nginx with its brotli module ` +
        '(apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static), or set NGINX_PATH',
    );
  }
}

/** Prepares `.nginx/<app>/` as nginx's prefix: the rendered config's relative paths resolve below it. */
function preparePrefix(app: AppName): string {
  const prefix = join(NGINX_HOME, app);
  const dist = join(REPO_ROOT, app, 'dist');
  if (!existsSync(join(dist, app === 'host' ? 'index.html' : 'remoteEntry.js'))) throw new Error(`${app} is not built: run pnpm build`);
  for (const dir of ['temp', 'logs']) mkdirSync(join(prefix, dir), { recursive: true });
  // A link, not a copy: a release into <app>/dist is what nginx serves, as with `pnpm serve`.
  rmSync(join(prefix, 'html'), { force: true, recursive: true });
  symlinkSync(dist, join(prefix, 'html'), 'dir');
  return prefix;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const request = get({ host: '127.0.0.1', port, path: '/', timeout: 1_000 }, (response) => {
      response.resume();
      resolvePromise(true);
    });
    request.on('error', () => resolvePromise(false));
    request.on('timeout', () => request.destroy());
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) resolvePromise(child.exitCode);
    else child.once('exit', (code) => resolvePromise(code));
  });
}

async function waitUntilServing(app: AppName, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx for ${app} exited (${child.exitCode}): see the lines above`);
    if (await answers(PORTS[app])) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`nginx for ${app} does not answer on :${PORTS[app]}`);
}

async function stopAll(children: ReadonlyMap<AppName, ChildProcess>): Promise<void> {
  await Promise.all(
    [...children.values()].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT: nginx's graceful stop (requests in flight finish); SIGTERM if it takes too long.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), 5_000);
      await exitOf(child);
      clearTimeout(timer);
    }),
  );
}

/**
 * Serves each app's production build through nginx with its rendered `deploy/<app>/nginx.conf`, one
 * foreground nginx per app (`daemon off`), on the same ports as `pnpm serve`. Runs as any user: nothing
 * is written outside `.nginx/`.
 */
export async function startNginxServers(apps: readonly AppName[] = APPS): Promise<NginxServers> {
  assertInstalled();
  const children = new Map<AppName, ChildProcess>();
  try {
    for (const app of apps) {
      const prefix = preparePrefix(app);
      const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', nginxConfPath(app), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'pipe'] });
      child.stderr?.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter((l) => l.trim().length > 0)) console.error(`[nginx ${app}] ${line}`);
      });
      children.set(app, child);
      await waitUntilServing(app, child);
      console.log(`${app.padEnd(22)} http://localhost:${PORTS[app]}  (nginx)`);
    }
  } catch (error) {
    await stopAll(children);
    throw error;
  }
  return {
    exited: Promise.race([...children].map(async ([app, child]) => ({ app, code: await exitOf(child) }))),
    stop: () => stopAll(children),
  };
}
