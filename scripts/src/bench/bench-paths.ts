import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';

/** Everything `pnpm bench` writes (git-ignored): the one-bundle build, sandbox data, bench.json. */
export const BENCH_DIR = join(REPO_ROOT, 'bench-results');

/**
 * The bench's own production build of each federated app (`bench-results/federated/<app>`), built from
 * the same sources and configs as `pnpm build` but kept apart from `<app>/dist`: other work in the same
 * tree (an end-to-end run, a rehearsal build with other settings) rebuilds and serves those folders,
 * and a benchmark must measure one known build without pulling the rug from under anyone.
 */
export function federatedDist(app: string): string {
  return join(BENCH_DIR, 'federated', app);
}

/** The one-bundle build's output folder. */
export const ONE_BUNDLE_DIST = join(BENCH_DIR, 'one-bundle', 'dist');

/** The recorded JavaScript budget of the first bond-list view (committed, read by `pnpm test:budget`). */
export const JS_BUDGET_FILE = join(REPO_ROOT, 'scripts', 'src', 'bench', 'js-budget.json');

/**
 * Where the bench serves what it measures. A port block of its own, so that it never fights over
 * 8080–8090 with `pnpm serve` or an end-to-end run another engineer has going on the same machine.
 * The federated build keeps one origin per app, as deployed.
 */
export const BENCH_PORTS = {
  oneBundle: 8180,
  oneBundleSandbox: 8190,
  host: 8280,
  'remote-bond': 8281,
  'remote-margin': 8282,
  'remote-overseas-misc': 8283,
  federatedSandbox: 8290,
} as const;

/** The wire the bench's servers speak: HTTP/1.1 in the clear, or HTTP/2 over TLS (as CDNs serve). */
export type Protocol = 'h1' | 'h2';

/** HTTP/2's servers run beside HTTP/1.1's, 200 ports up, so that one run can alternate between them. */
const H2_PORT_OFFSET = 200;

/** The port of one of `BENCH_PORTS`' servers on `protocol`'s wire. */
export function benchPort(name: keyof typeof BENCH_PORTS, protocol: Protocol): number {
  return BENCH_PORTS[name] + (protocol === 'h2' ? H2_PORT_OFFSET : 0);
}

/** `http://localhost:<port>`, or `https://` for HTTP/2 (which browsers speak over TLS only). */
export function origin(port: number, protocol: Protocol = 'h1'): string {
  return `${protocol === 'h2' ? 'https' : 'http'}://localhost:${port}`;
}
