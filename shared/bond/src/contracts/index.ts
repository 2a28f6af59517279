/**
 * `@shared/bond/contracts`: overseas bonds: the broker's symbol list and saved lists (rule API-1) and our own bond contracts (fee schedule, detail, history, trade rules, orders, holdings).
 * Valibot schemas with their request builders and answer parsers; pure, without React, so the remote that
 * owns the product and the sandbox (under Node) import one definition.
 * @packageDocumentation
 */

export * from './bond-vocabulary';
export * from './rating-scale';
export * from './bond';
export * from './bond-filters';
export * from './filter-options';
export * from './symbol-list';
export * from './favorites';
export * from './favorites-query';
export * from './favorites-save';
export * from './fee-schedule';
export * from './bond-detail';
export * from './bond-history';
export * from './bond-trade-rules';
export * from './bond-orders';
export * from './bond-holdings';
export * from './documents';
