import { fxRateFor, type FxRates } from '@shared/account';
import { type MarginBalance } from '@shared/margin';
import { twdTotal } from 'shared/money';
import { toTwd } from './money';

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
  /** Today's rate (TWD per unit) from the rates every page shares, and its time; `null` when there is none. */
  readonly fxRate: string | null;
  readonly fxTime: string | null;
  /** balance × fxRate, rounded half-up to cents as the row shows it; `null` without a rate. */
  readonly balanceTwd: string | null;
}

/**
 * The cash rows of a balance: TWD first, then each currency the account holds any of (zero balances left
 * out), converted at today's rates, the one read of them every page shares (not the balance's own rates),
 * so cash and positions in one currency are valued at one rate (rule ACC-4).
 */
export function cashRows(balance: MarginBalance, rates: FxRates | undefined): CashRow[] {
  return balance.balances
    .filter((entry) => entry.currency === 'TWD' || Number(entry.balance) !== 0 || Number(entry.held) !== 0)
    .map((entry) => {
      const rate = entry.currency === 'TWD' ? { rate: '1', time: null } : fxRateFor(rates, entry.currency);
      return {
        currency: entry.currency,
        balance: entry.balance,
        held: entry.held,
        available: entry.available,
        fxRate: rate?.rate ?? null,
        fxTime: rate?.time ?? null,
        balanceTwd: rate === undefined ? null : toTwd(entry.balance, rate.rate),
      };
    });
}

/** A TWD total and how many rows it leaves out for want of a rate. */
export interface TwdTotal {
  /** The exact values summed and rounded once to cents (`twdTotal`, rule ACC-4). */
  readonly total: string;
  readonly unconverted: number;
}

/**
 * The TWD total of the cash rows: the exact values summed and rounded once, the margin page's total to the
 * cent at the same rates (and the back end's own `twdTotal`); it may differ by a cent from the rows as shown.
 */
export function cashTotalTwd(rows: readonly CashRow[]): TwdTotal {
  const converted = rows.flatMap((row) => (row.fxRate === null ? [] : [{ amount: row.balance, rate: row.fxRate }]));
  return { total: twdTotal(converted), unconverted: rows.filter((row) => row.fxRate === null && Number(row.balance) !== 0).length };
}

/** The TWD total of a product's rows that have a rate (exact, rounded once: the bond holdings page's own total), and how many had none. */
export function holdingsTotalTwd(rows: readonly HoldingRow[]): TwdTotal {
  const converted = rows.flatMap((row) => (row.twdRate === null ? [] : [{ amount: row.marketValue, rate: row.twdRate }]));
  return { total: twdTotal(converted), unconverted: rows.length - converted.length };
}
