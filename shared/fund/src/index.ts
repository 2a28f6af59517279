/**
 * `@shared/fund`: offshore funds: the list, a fund's detail, orders and holdings, and the money rules of fund orders (rules FND-5, FND-6, FND-8);
 * with the query keys (and, where every page reads a contract alike, its one query options) of each.
 * Bundled by each remote that imports it, never shared at run time: a remote released alone ships the
 * contract it was built with. Its reads go through the kernel's API client and query client (`shared`).
 * @packageDocumentation
 */

export * from './contracts';
export * from './query/keys';
export * from './query/account-queries';
export * from './rules/fund-performance';
