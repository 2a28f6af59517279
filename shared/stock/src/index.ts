/**
 * `@shared/stock`: overseas stocks: search, delayed quotes, charts, commission, watchlist, orders and holdings;
 * with the query keys (and, where every page reads a contract alike, its one query options) of each.
 * Bundled by each remote that imports it, never shared at run time: a remote released alone ships the
 * contract it was built with. Its reads go through the kernel's API client and query client (`shared`).
 * @packageDocumentation
 */

export * from './contracts';
export * from './query/keys';
export * from './query/account-queries';
