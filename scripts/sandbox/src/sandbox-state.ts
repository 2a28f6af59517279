import { join } from 'node:path';
import { catalogFor, type BondCatalog } from './bonds/bond-catalog';
import { taipeiDate, taipeiInstant } from 'shared/calendar';
import { ListStore } from './list-store';
import { BondOrderBook, type BookLog } from './bond-orders/order-book';
import { ledgerFunds } from './bond-orders/ledger-funds';
import type { OrderFunds } from './bond-orders/order-funds';
import { startingPositions } from './bond-orders/starting-positions';
import { ClientKeyRegistry } from './client-keys';
import { FundDesk } from './funds/fund-orders';
import { StockDesk } from './stocks/stock-orders';
import { LogBook } from './log-book';
import { OtpDesk } from './otp-desk';
import type { OtpPurpose } from './shared-contracts';
import { WatchlistStore } from './stocks/watchlist-store';
import { DEFAULT_LIFETIMES, SessionStore } from './session-store';
import { DEFAULT_SWITCHES, type SandboxSwitches } from './sandbox-switches';

/** Where the host shell runs: the login hand-off redirects there. */
export const DEFAULT_HOST_ORIGIN = 'http://localhost:8080';

/** The remotes' dev servers (8081–8083) besides the host. */
export const DEFAULT_REMOTE_ORIGINS: readonly string[] = ['http://localhost:8081', 'http://localhost:8082', 'http://localhost:8083'];

/** How many WriteLog entries stay in memory. */
export const DEFAULT_LOG_LIMIT = 200;

/** Everything {@link buildSandbox} can be given; only `dataDir` is required. */
export interface SandboxOptions {
  /** Where saved lists and the log file go. */
  readonly dataDir: string;
  /** The clock for token and code expiry, epoch milliseconds. Default: Date.now. */
  readonly now?: () => number;
  /** Pin the bond pricing date (`YYYYMMDD`). Default: the Taiwan date of `now()`. */
  readonly today?: string;
  /** The host shell's origin, target of the login hand-off and allowed by CORS. */
  readonly hostOrigin?: string;
  /** Origins CORS allows. Default: the host origin and the remotes on 8081–8083 (localhost and 127.0.0.1). */
  readonly corsOrigins?: readonly string[];
  /** Initial test switches; all off unless given. */
  readonly switches?: Partial<SandboxSwitches>;
  /** Randomness for the failure-rate switch (tokens always use crypto). Default: Math.random. */
  readonly random?: () => number;
  /** WriteLog entries kept in memory. */
  readonly logLimit?: number;
  /**
   * The `/__sandbox/` test controls (switches, expiring sessions, reading the kept logs): off unless the
   * sandbox is started for tests (SANDBOX_TEST_CONTROLS=1), so no page can end every session. Health is always on.
   */
  readonly testControls?: boolean;
  /** Fastify's request logging; off by default so tests and the terminal stay quiet. */
  readonly logger?: boolean;
  readonly tokenTtlMs?: number;
  readonly codeTtlMs?: number;
  /** How long a marketable bond order waits before it fills, ms (rule ORD-14); the test controls fill at once. */
  readonly orderFillDelayMs?: number;
  /** Where bond orders hold and move money. Default: the margin ledger (the one place balances change). */
  readonly orderFunds?: OrderFunds;
  /** Where a one-time password "texted" to a customer is shown (rule KYC-4). Default: nowhere (the test controls still read it). */
  readonly announceOtp?: (idno: string, purpose: OtpPurpose, code: string) => void;
}

/** The same origin on 127.0.0.1 as well as localhost, since browsers treat them as different origins. */
function withLoopbackTwins(origins: readonly string[]): string[] {
  const out = new Set<string>();
  for (const origin of origins) {
    out.add(origin);
    if (origin.includes('//localhost')) out.add(origin.replace('//localhost', '//127.0.0.1'));
  }
  return [...out];
}

/** The running sandbox's state, shared by its routes. */
export class SandboxState {
  readonly now: () => number;
  readonly random: () => number;
  readonly hostOrigin: string;
  readonly corsOrigins: readonly string[];
  readonly sessions: SessionStore;
  readonly lists: ListStore;
  readonly logBook: LogBook;
  readonly watchlists: WatchlistStore;
  switches: SandboxSwitches;
  readonly testControls: boolean;
  /** The bond order book and the positions it builds. */
  readonly orders: BondOrderBook;
  /** Fund orders and positions (in memory, like the margin ledger they move). */
  readonly funds: FundDesk;
  readonly stocks: StockDesk;
  /** The first answer to every client key of every keyed change, one key space per kind of call (rule ORD-18). */
  readonly clientKeys = new ClientKeyRegistry();
  /** The one-time passwords of signatures (rule KYC-4). */
  readonly otps: OtpDesk;
  private readonly pinnedToday: string | undefined;

  /** `log`: the sandbox's logger (Fastify's), where the order book reports what it contained. */
  constructor(options: SandboxOptions, log?: BookLog) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.hostOrigin = new URL(options.hostOrigin ?? DEFAULT_HOST_ORIGIN).origin;
    this.corsOrigins = withLoopbackTwins(options.corsOrigins ?? [this.hostOrigin, ...DEFAULT_REMOTE_ORIGINS]);
    this.sessions = new SessionStore(this.now, {
      tokenTtlMs: options.tokenTtlMs ?? DEFAULT_LIFETIMES.tokenTtlMs,
      codeTtlMs: options.codeTtlMs ?? DEFAULT_LIFETIMES.codeTtlMs,
    });
    this.lists = new ListStore(options.dataDir);
    this.watchlists = new WatchlistStore(options.dataDir);
    this.logBook = new LogBook(join(options.dataDir, 'writelog.jsonl'), options.logLimit ?? DEFAULT_LOG_LIMIT);
    this.switches = { ...DEFAULT_SWITCHES, ...options.switches };
    this.pinnedToday = options.today;
    this.testControls = options.testControls === true;
    this.orders = new BondOrderBook({
      now: this.now,
      today: () => this.today(),
      bondsOn: (date) => catalogFor(date).byIsin,
      pricedOn: (date) => catalogFor(date).pricedByIsin,
      funds: options.orderFunds ?? ledgerFunds,
      fillDelayMs: options.orderFillDelayMs,
      seedPositions: (account) => startingPositions(account, this.catalog().offered, this.today()),
      log,
    });
    this.otps = new OtpDesk(this.now, options.announceOtp);
    this.funds = new FundDesk(
      () => this.today(),
      () => this.now(),
    );
    this.stocks = new StockDesk(
      () => this.today(),
      () => this.marketNow(),
    );
  }

  /** The pricing date, `YYYYMMDD`. */
  today(): string {
    return this.pinnedToday ?? taipeiDate(this.now());
  }

  /** The clock of stock quotes and market states: the pinned `marketTime` switch when a test set one, else `now()`. */
  marketNow(): number {
    const pinned = this.switches.marketTime;
    return pinned === null ? this.now() : Date.parse(pinned);
  }

  /**
   * The moment bond trades are dated from (rule BND-16): now; but when a test pins the day and the clock
   * is on another, 10:00 Taipei of the pinned day, so that its figures do not move with the hour a test runs.
   */
  tradingInstant(): number {
    const now = this.now();
    if (this.pinnedToday === undefined || taipeiDate(now) === this.pinnedToday) return now;
    return taipeiInstant(this.pinnedToday, '10:00');
  }

  /** The bond universe priced today, its figures for the settlement date of a trade sent now (rule BND-16). */
  catalog(): BondCatalog {
    return catalogFor(this.today(), this.tradingInstant());
  }

  /** The run-time withdrawn ISINs. */
  withdrawn(): ReadonlySet<string> {
    return new Set(this.switches.withdrawnIsins);
  }
}
