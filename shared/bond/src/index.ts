/**
 * `@shared/bond`: overseas bonds: the broker's symbol list and saved lists (rule API-1) and our own bond contracts (fee schedule, detail, history, trade rules, orders, holdings);
 * with the query keys (and, where every page reads a contract alike, its one query options) of each.
 * Bundled by each remote that imports it, never shared at run time: a remote released alone ships the
 * contract it was built with. Its reads go through the kernel's API client and query client (`shared`).
 * @packageDocumentation
 */

export * from './contracts';
export * from './query/keys';
export * from './query/account-queries';
