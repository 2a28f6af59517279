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

/** `http://localhost:<port>`. */
export function origin(port: number): string {
  return `http://localhost:${port}`;
}
