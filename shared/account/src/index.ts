/**
 * `@shared/account`: what every product reads of the customer and the day: the customer's profile (investor class, KYC risk type, W-8BEN, settlement accounts), who may buy what (rule ORD-5), product risk grades, order states, and today's indicative FX rates (rule ACC-4);
 * with the query keys (and, where every page reads a contract alike, its one query options) of each.
 * Bundled by each remote that imports it, never shared at run time: a remote released alone ships the
 * contract it was built with. Its reads go through the kernel's API client and query client (`shared`).
 * @packageDocumentation
 */

export * from './contracts';
export * from './query/keys';
export * from './query/customer-profile-query';
export * from './query/fx-rates-query';
