/**
 * `@shared/fund/contracts`: offshore funds: the list, a fund's detail, orders and holdings, and the money rules of fund orders (rules FND-5, FND-6, FND-8).
 * Valibot schemas with their request builders and answer parsers; pure, without React, so the remote that
 * owns the product and the sandbox (under Node) import one definition.
 * @packageDocumentation
 */

export * from './fund';
export * from './fund-order';
export * from '../rules/fund-order-rules';
export * from './documents';
