import type { Protocol } from './bench-paths';

/** The list's readiness as the bond list's DOM contract defines it. */
export const BOND_LIST_READY = '[data-testid="bond-list"][data-state="ready"]';

/** The page's main heading, for pages whose "visible" is their heading. */
export const HEADING_READY = 'main h1';

/** Who opens the page: the signed-in sample customer, or someone who never signed in. */
export type Visitor = 'customer' | 'anonymous';

/** One address measured, and what "visible" means there. */
export interface RouteSpec {
  /** How the bench names it (tables, bench.json, js-budget.json): the path, `anonymous:` before it for a visitor who never signed in. */
  name: string;
  path: string;
  visitor: Visitor;
  /** CSS selector of the element whose painting makes the page visible. */
  readySelector: string;
  /** Name of the tab to tap after the load (bond list only), or null. */
  tab: string | null;
}

/** Options of `pnpm bench`. */
export interface BenchOptions {
  runs: number;
  routes: RouteSpec[];
  /** Skip building (use the builds as they are). */
  skipBuild: boolean;
  /** Write `js-budget.json` from the first federated run of every page measured (the others keep their record). */
  recordBudget: boolean;
  /** How long to wait for a page or a tab's list, ms. */
  timeoutMs: number;
  /**
   * The wires measured, alternated within each run; the first is the one the finder's taps, the returning
   * customer and `--record-budget` use.
   */
  protocols: Protocol[];
  help: boolean;
  /** Which builds the interactions (interactions.ts) are timed on. */
  interactions: InteractionBuilds;
}

/**
 * HTTP/1.1 unless asked: the figures of earlier rounds, the round's targets and the recorded budget's
 * split (the 6-files rule) were all measured on it, and a default that moves every figure mid-round
 * would compare runs of two wires. `--protocol h2` measures what a CDN speaks.
 */
export const DEFAULT_PROTOCOLS: readonly Protocol[] = ['h1'];

/** `--protocol`'s values: one wire, or both (HTTP/1.1 first). */
const PROTOCOL_CHOICES: Record<string, Protocol[]> = { h1: ['h1'], h2: ['h2'], both: ['h1', 'h2'] };

/** `--interactions`: the federated build only (the default), both builds, or none. */
export type InteractionBuilds = 'federated' | 'both' | 'none';

export const BOND_ROUTE = '/overseas/bond';
const DEFAULT_TAB = '債券報價';

/** A page of the default list: its path; who opens it and what makes it visible when not the usual. */
interface BenchPage {
  path: string;
  visitor?: Visitor;
  /** CSS selector; the page's `main h1` when not given. */
  ready?: string;
}

/**
 * The pages `pnpm bench` measures (and whose first-view JavaScript `pnpm test:budget` holds), in order.
 * A new page is one line here, then `pnpm bench --runs 1 --record-budget` to give it a budget.
 */
export const BENCH_PAGES: readonly BenchPage[] = [
  { path: BOND_ROUTE, ready: BOND_LIST_READY },
  { path: '/overseas/bond/cart' },
  { path: '/marginDeposit/info' },
  { path: '/overseas' },
  { path: '/overseas', visitor: 'anonymous' },
  { path: '/overseas/bond/account' },
  { path: '/overseas/account' },
  // order entry (the customer's cart as the sandbox keeps it), the stock page and the fund list
  { path: '/overseas/bond/order' },
  { path: '/overseas/stock' },
  { path: '/overseas/fund' },
  // a callable bond's detail (AT&T 2046, offered every day of the sandbox's universe): visible with its name
  { path: '/overseas/bond/marketinfo?isin=US00206RH051', ready: 'main h1.detail-title' },
];

/** The bench's name of a page: `anonymous:/overseas` for a visitor who never signed in, else the path. */
export function routeName(path: string, visitor: Visitor): string {
  return visitor === 'anonymous' ? `anonymous:${path}` : path;
}

export const DEFAULT_ROUTES: readonly string[] = BENCH_PAGES.map((page) => routeName(page.path, page.visitor ?? 'customer'));

export const USAGE = `pnpm bench [options]

Cold loads of the federated build and of the same code built as one bundle, in headless Chromium on
Lighthouse's mobile profile (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU), alternated, medians;
then a returning customer's visit to the bond list after a one-line release of remote-bond (bytes downloaded).
Per page also the total blocking time and the longest task from first paint to quiet (ready, then 2 s with
no long task and no request in flight, at most 10 s), and the everyday interactions at 4x CPU (input to next
paint, at least 30 samples each over the runs, median and spread; about 4 minutes per build timed).

  --runs N               runs per build (default 5)
  --routes a,b,c         pages to load, a path or anonymous:<path> (default ${DEFAULT_ROUTES.join(',')})
  --bond-ready CSS       what "visible" is on ${BOND_ROUTE} (default '${BOND_LIST_READY}')
  --ready CSS            what "visible" is on the other routes (default '${HEADING_READY}')
  --tab NAME|none        bond-list tab to tap after the load (default ${DEFAULT_TAB})
  --protocol h1|h2|both  the servers' wire: HTTP/1.1 in the clear, HTTP/2 over TLS (a certificate made for the
                         run, trusted by its SPKI), or both alternated in each run (default h1: the wire of
                         earlier rounds' figures and of the recorded budget)
  --timeout MS           wait for a page or a tab's list at most this long (default 30000)
  --skip-build           measure the builds as they are
  --interactions WHICH   time the interactions at 4x CPU on: federated (default), both, none
  --record-budget        rewrite scripts/src/bench/js-budget.json from the first federated bond-list load
`;

function positiveInteger(flag: string, text: string | undefined): number {
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a whole number ≥ 1, got ${text ?? 'nothing'}`);
  return value;
}

function valueOf(flag: string, text: string | undefined): string {
  if (text === undefined || text.startsWith('--') || text === '') throw new Error(`${flag} needs a value`);
  return text;
}

/** Parses `pnpm bench`'s arguments; throws a message fit for the terminal on a wrong one. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  let runs = 5;
  let paths: string[] = [...DEFAULT_ROUTES];
  let bondReady = BOND_LIST_READY;
  let ready = HEADING_READY;
  let tab: string | null = DEFAULT_TAB;
  let timeoutMs = 30_000;
  let skipBuild = false;
  let recordBudget = false;
  let protocols: Protocol[] = [...DEFAULT_PROTOCOLS];
  let help = false;
  let interactions: InteractionBuilds = 'federated';
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const next = () => {
      if (inline !== undefined) return inline;
      index += 1;
      return argv[index];
    };
    switch (flag) {
      case '--runs':
        runs = positiveInteger(flag, next());
        break;
      case '--routes':
        paths = valueOf(flag, next())
          .split(',')
          .map((path) => path.trim())
          .filter((path) => path !== '');
        if (paths.some((path) => !path.replace(/^anonymous:/, '').startsWith('/'))) throw new Error('--routes takes paths starting with / (anonymous:/path for a visitor who never signed in)');
        break;
      case '--bond-ready':
        bondReady = valueOf(flag, next());
        break;
      case '--ready':
        ready = valueOf(flag, next());
        break;
      case '--tab': {
        const name = valueOf(flag, next());
        tab = name === 'none' ? null : name;
        break;
      }
      case '--timeout':
        timeoutMs = positiveInteger(flag, next());
        break;
      case '--protocol': {
        const choice = valueOf(flag, next());
        const chosen = PROTOCOL_CHOICES[choice];
        if (chosen === undefined) throw new Error(`--protocol takes h1, h2 or both, got ${choice}`);
        protocols = [...chosen];
        break;
      }
      case '--skip-build':
        skipBuild = true;
        break;
      case '--record-budget':
        recordBudget = true;
        break;
      case '--interactions': {
        const which = valueOf(flag, next());
        if (which !== 'federated' && which !== 'both' && which !== 'none') throw new Error(`--interactions takes federated, both or none, got ${which}`);
        interactions = which;
        break;
      }
      case '--help':
      case '-h':
        help = true;
        break;
      case '--':
        break;
      default:
        throw new Error(`unknown option ${arg}\n\n${USAGE}`);
    }
  }
  const routes = paths.map((name): RouteSpec => {
    const visitor: Visitor = name.startsWith('anonymous:') ? 'anonymous' : 'customer';
    const path = name.replace(/^anonymous:/, '');
    const listed = BENCH_PAGES.find((page) => page.path === path && (page.visitor ?? 'customer') === visitor);
    if (path === BOND_ROUTE && visitor === 'customer') return { name, path, visitor, readySelector: bondReady, tab };
    return { name, path, visitor, readySelector: listed?.ready ?? ready, tab: null };
  });
  return { runs, routes, skipBuild, recordBudget, timeoutMs, protocols, help, interactions };
}
