import type { ProductHoldings, ProductKind } from '../domain/portfolio';

/**
 * The holdings of a product whose holdings call is not in the product yet: the block says so in words and
 * no total counts it (rule ACC-5), never a made-up figure.
 */
export function unavailableHoldings(product: ProductKind, reason: string): ProductHoldings {
  return { status: 'unavailable', product, reason };
}
