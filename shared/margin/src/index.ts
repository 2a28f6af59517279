/**
 * `@shared/margin`: the margin deposit account (保證金專戶): its balance per currency (read by the margin pages and by the stock and fund tickets), movements, transfers, FX quotes and the bank's batches;
 * with the query keys (and, where every page reads a contract alike, its one query options) of each.
 * Bundled by each remote that imports it, never shared at run time: a remote released alone ships the
 * contract it was built with. Its reads go through the kernel's API client and query client (`shared`).
 * @packageDocumentation
 */

export * from './contracts';
export * from './query/keys';
export * from './query/margin-balance-query';
export * from './query/transfers-query';
