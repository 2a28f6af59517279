import type { MarginBalance } from 'shared';
import { sumAmounts, toTwd } from './money';

/** The products an account holds, in the order pages list them. */
export const PRODUCTS = ['bond', 'stock', 'fund'] as const;

/** One of {@link PRODUCTS}. */
export type ProductKind = (typeof PRODUCTS)[number];

/** How each product is named on the page. */
export const PRODUCT_LABELS: Readonly<Record<ProductKind | 'cash', string>> = {
  bond: '債券',
  stock: '股票',
  fund: '基金',
  cash: '保證金專戶現金',
};

/**
 * One position as the account pages show it, whatever the product: its name and a link to its page, the
 * quantity in the product's own words, market value and unrealised gain or loss in the position's
 * currency and in TWD (rule ACC-4). Amounts are decimal strings; TWD ones are rounded to cents as shown.
 */
export interface HoldingRow {
  readonly id: string;
  readonly name: string;
  /** ISIN, ticker or fund code. */
  readonly code: string;
  /** The position's detail page (a bond's detail, a stock's or a fund's page; rule ACC-6). */
  readonly href: string;
  readonly currency: string;
  /** The quantity as the product counts it (`面額 10,000`, `100 股`, `12.3456 單位`). */
  readonly quantity: string;
  readonly marketValue: string;
  /** Unrealised gain or loss in the position's currency, `null` when the product does not give it. */
  readonly unrealised: string | null;
  /** The rate used (TWD per unit) and the TWD figures; `null` when no rate for the currency is known. */
  readonly twdRate: string | null;
  readonly marketValueTwd: string | null;
  readonly unrealisedTwd: string | null;
  /** A short tag with its explanation, e.g. a bond trading ex-coupon (rule BND-11); absent when there is none. */
  readonly notice?: { readonly label: string; readonly description: string };
}

/**
 * What one product's holdings block has to show. `unavailable`: the product's holdings call is not in
 * the product yet, so the page says so instead of showing a figure (rule ACC-5).
 */
export type ProductHoldings =
  | { readonly status: 'unavailable'; readonly product: ProductKind; readonly reason: string }
  | { readonly status: 'loading'; readonly product: ProductKind }
  | { readonly status: 'error'; readonly product: ProductKind; readonly message: string; readonly retry: () => void }
  | { readonly status: 'ready'; readonly product: ProductKind; readonly rows: readonly HoldingRow[] };

/** One currency of the margin deposit account as the cash block shows it (rule ACC-4). */
export interface CashRow {
  readonly currency: string;
  readonly balance: string;
  readonly held: string;
  readonly available: string;
  readonly fxRate: string;
  readonly fxTime: string;
  /** balance × fxRate, rounded half-up to cents: what the cash total adds up. */
  readonly balanceTwd: string;
}

/** The cash rows of a balance: TWD first, then each currency the account holds any of (zero balances left out). */
export function cashRows(balance: MarginBalance): CashRow[] {
  return balance.balances
    .filter((entry) => entry.currency === 'TWD' || Number(entry.balance) !== 0 || Number(entry.held) !== 0)
    .map((entry) => ({ ...entry, balanceTwd: toTwd(entry.balance, entry.fxRate) }));
}

/** The TWD total of the cash rows: the sum of the rounded rows, as shown (not the back end's own `twdTotal`, which may differ by a cent). */
export function cashTotalTwd(rows: readonly CashRow[]): string {
  return sumAmounts(rows.map((row) => row.balanceTwd));
}

/** The TWD total of a product's rows that have a TWD value, and whether any row had none. */
export function holdingsTotalTwd(rows: readonly HoldingRow[]): { total: string; unconverted: number } {
  const converted = rows.flatMap((row) => (row.marketValueTwd === null ? [] : [row.marketValueTwd]));
  return { total: sumAmounts(converted), unconverted: rows.length - converted.length };
}
