/**
 * `@shared/stock/contracts`: overseas stocks: search, delayed quotes, charts, commission, watchlist, orders and holdings.
 * Valibot schemas with their request builders and answer parsers; pure, without React, so the remote that
 * owns the product and the sandbox (under Node) import one definition.
 * @packageDocumentation
 */

export * from './stock';
export * from './stock-watchlist';
export * from './stock-orders';
