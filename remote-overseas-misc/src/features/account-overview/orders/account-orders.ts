import type { ProductKind } from '../domain/portfolio';

/**
 * One order as the account's order views show it, whatever the product (rule ACC-12): what it is, its
 * state in the product's own words, whether it is still working (may still trade or be cancelled), the
 * amount when one is known, and the page where the customer follows or cancels it.
 */
export interface AccountOrderRow {
  readonly product: ProductKind;
  readonly orderNo: string;
  readonly name: string;
  /** 買進 / 賣出 for bonds and stocks, 申購 / 贖回 for funds. */
  readonly side: string;
  /** The state as the product's own order list words it (委託中, 部分成交, 待確認淨值, …). */
  readonly state: string;
  /** True while the order may still trade (or be cancelled): what the home's working-order count counts. */
  readonly working: boolean;
  /** The quantity in the product's words (`面額 10,000`, `USD 1,000.00`, `12.3456 單位`). */
  readonly quantity: string;
  /** When it was placed, ISO 8601 +08:00: the list is newest first across products. */
  readonly placedAt: string;
  /** The product's order page, where it is followed and cancelled. */
  readonly href: string;
}

/**
 * One product's orders as a block shows them (rule ACC-3: each on its own). `unavailable`: the product's
 * order call is not in the product yet, and the page says so instead of a figure (rule ACC-5). `more`:
 * the product has more orders than the rows read here (the link leads to all of them).
 */
export type ProductOrders =
  | { readonly status: 'unavailable'; readonly product: ProductKind; readonly reason: string }
  | { readonly status: 'loading'; readonly product: ProductKind }
  | { readonly status: 'error'; readonly product: ProductKind; readonly message: string; readonly retry: () => void }
  | { readonly status: 'ready'; readonly product: ProductKind; readonly rows: readonly AccountOrderRow[]; readonly working: number; readonly href: string };

/** Every product's orders merged newest first, and the working orders counted across the products that answered. */
export function mergeOrders(products: readonly ProductOrders[]): { rows: AccountOrderRow[]; working: number; missing: ProductKind[] } {
  const rows: AccountOrderRow[] = [];
  let working = 0;
  const missing: ProductKind[] = [];
  for (const entry of products) {
    if (entry.status !== 'ready') {
      missing.push(entry.product);
      continue;
    }
    rows.push(...entry.rows);
    working += entry.working;
  }
  // ISO 8601 times of one offset compare in time order as text
  rows.sort((a, b) => (a.placedAt < b.placedAt ? 1 : a.placedAt > b.placedAt ? -1 : 0));
  return { rows, working, missing };
}
