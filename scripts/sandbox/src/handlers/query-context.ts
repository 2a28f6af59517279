import type { QueryAnswer } from '../answers';
import type { BondCatalog } from '../bonds/bond-catalog';
import type { FundDesk } from '../funds/fund-orders';
import type { ListStore } from '../list-store';
import type { SandboxUser } from '../sample-users';
import type { StockDesk } from '../stocks/stock-orders';
import type { WatchlistStore } from '../stocks/watchlist-store';

/** What a public call's handler may use (rule API-11): the sandbox's state, no user (the caller may have none). */
export type PublicQueryContext = Omit<QueryContext, 'user'>;

/** What a Query handler may use: the session's user and the sandbox's state. */
export interface QueryContext {
  readonly user: SandboxUser;
  /** The bond universe priced on the sandbox's current date. */
  readonly catalog: () => BondCatalog;
  /** ISINs withdrawn at run time by the test switch. */
  readonly withdrawn: () => ReadonlySet<string>;
  /** Fields the symbol list adds to every bond, by the test switch `extraBondFields` (none by default). */
  readonly extraBondFields: () => Readonly<Record<string, string>>;
  readonly lists: ListStore;
  readonly now: () => number;
  /** The sandbox's business date, `YYYYMMDD` (pinned in tests). */
  readonly today: () => string;
  /** The fund orders and positions. */
  readonly funds: FundDesk;
  /** The clock of stock quotes and market states: `now`, unless a test pinned it (switch `marketTime`). */
  readonly marketNow: () => number;
  readonly watchlists: WatchlistStore;
  /** The stock orders and positions. */
  readonly stocks: StockDesk;
}

/** The handler of a public FunId (rule API-11): answers anyone, signed in or not. */
export type PublicQueryHandler = (data: Record<string, unknown>, context: PublicQueryContext) => QueryAnswer | Promise<QueryAnswer>;

/** One FunId's handler: `Data` is already known to be an object. May throw AnswerError. */
export type QueryHandler = (data: Record<string, unknown>, context: QueryContext) => QueryAnswer | Promise<QueryAnswer>;
