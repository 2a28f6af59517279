/**
 * `@shared/margin/contracts`: the margin deposit account (保證金專戶): its balance per currency (read by the margin pages and by the stock and fund tickets), movements, transfers, FX quotes and the bank's batches.
 * Valibot schemas with their request builders and answer parsers; pure, without React, so the remote that
 * owns the product and the sandbox (under Node) import one definition.
 * @packageDocumentation
 */

export * from './margin-balance';
export * from './margin-batches';
export * from './margin-movements';
export * from './margin-transfer';
