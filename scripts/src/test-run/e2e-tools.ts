import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { NGINX_MODULES } from '../nginx/nginx-conf';
import { NGINX } from '../nginx/nginx-servers';

/** Debian's Chromium, which the end-to-end tests drive (playwright.config.ts; `CHROMIUM_PATH` overrides it). */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** A tool the end-to-end tests, the release tests behind nginx and the header check need, and the Debian package that brings it. */
export interface Tool {
  what: string;
  apt: string;
  present: () => boolean;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where Debian's fonts-noto-cjk puts its sans face (found by fontconfig when it is installed). */
const NOTO_SANS_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Whether a Noto Sans CJK face is installed (the pages are zh-TW: without it every glyph is a box, and the layout tests measure boxes). */
function hasCjkFont(): boolean {
  if (existsSync(NOTO_SANS_CJK)) return true;
  try {
    return /noto sans cjk/i.test(execFileSync('fc-list', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return false;
  }
}

export const TOOLS: readonly Tool[] = [
  { what: `Chromium (${CHROMIUM})`, apt: 'chromium', present: () => executable(CHROMIUM) },
  { what: 'the Noto Sans CJK fonts', apt: 'fonts-noto-cjk', present: hasCjkFont },
  { what: `nginx (${NGINX})`, apt: 'nginx', present: () => executable(NGINX) },
  ...NGINX_MODULES.map((module) => ({
    what: `nginx's ${/ngx_http_(\w+)_module/.exec(module)?.[1] ?? module} module (${module})`,
    apt: module.includes('static') ? 'libnginx-mod-http-brotli-static' : 'libnginx-mod-http-brotli-filter',
    present: () => existsSync(module),
  })),
];

/** The one line that installs what is missing. */
export function installLine(missing: readonly Tool[], root: boolean): string {
  const packages = [...new Set(missing.map((tool) => tool.apt))].join(' ');
  return `${root ? '' : 'sudo '}apt-get update && ${root ? '' : 'sudo '}apt-get install -y --no-install-recommends ${packages}`;
}

function aptInstall(packages: readonly string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) => spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  return run(['update', '-qq']) && run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

// `pnpm test:tools`, the first step of `pnpm test` and of the end-to-end scripts: finds what the browser
// tests need; as root with apt, installs what is missing; otherwise stops at once with the line to run.
function main(): void {
  const root = process.getuid?.() === 0;
  let missing = TOOLS.filter((tool) => !tool.present());
  if (missing.length > 0 && root && executable('/usr/bin/apt-get')) {
    const packages = [...new Set(missing.map((tool) => tool.apt))];
    console.log(`installing ${packages.join(', ')} (apt-get, as root)…`);
    if (!aptInstall(packages)) console.error('apt-get failed');
    missing = TOOLS.filter((tool) => !tool.present());
  }
  if (missing.length > 0) {
    console.error(`The browser tests need ${missing.map((tool) => tool.what).join(', ')}. Install with:\n  ${installLine(missing, root)}`);
    process.exit(1);
  }
}

if (require.main === module) main();
