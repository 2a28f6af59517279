import { currencyLabel } from 'shared';
import { holdingsTotalTwd, PRODUCT_LABELS, type CashRow, type ProductHoldings, type ProductKind } from './portfolio';
import { cashTotalTwd } from './portfolio';
import { percentOf, sumAmounts } from './money';

/** The state of one part of the account's assets (margin-deposit cash, bonds, stocks, funds). */
export type PartState = 'ready' | 'loading' | 'error' | 'unavailable';

/** One part of the account's total: its TWD value once it is known. */
export interface SummaryPart {
  readonly key: ProductKind | 'cash';
  readonly label: string;
  readonly state: PartState;
  /** TWD, rounded to cents as shown; `null` until the part is `ready`. */
  readonly twd: string | null;
}

/** The account's total in TWD over the parts that are known, and which parts it leaves out and why. */
export interface AccountSummary {
  readonly parts: readonly SummaryPart[];
  /** The sum of the known parts (each the sum of its rows as shown, rule ACC-4). */
  readonly total: string;
  /** Parts not (yet) in the total: still loading, failed, or not offered yet (rule ACC-5). */
  readonly missing: readonly SummaryPart[];
}

/** What the cash read is: its rows, or where it stands. */
export type CashState = { readonly state: 'ready'; readonly rows: readonly CashRow[] } | { readonly state: 'loading' | 'error' };

/** The account's parts and total from the cash read and each product's holdings, each as far as it has come. */
export function summarize(cash: CashState, holdings: readonly ProductHoldings[]): AccountSummary {
  const parts: SummaryPart[] = [
    { key: 'cash', label: PRODUCT_LABELS.cash, state: cash.state, twd: cash.state === 'ready' ? cashTotalTwd(cash.rows) : null },
    ...holdings.map((entry): SummaryPart => ({
      key: entry.product,
      label: PRODUCT_LABELS[entry.product],
      state: entry.status,
      twd: entry.status === 'ready' ? holdingsTotalTwd(entry.rows).total : null,
    })),
  ];
  const known = parts.flatMap((part) => (part.twd === null ? [] : [part.twd]));
  return { parts, total: sumAmounts(known), missing: parts.filter((part) => part.twd === null) };
}

/** One line of an allocation: a category, its TWD value and its share of the whole, in percent. */
export interface AllocationLine {
  readonly label: string;
  readonly twd: string;
  readonly percent: string;
}

/** The known parts by product, with their share of the known total (parts worth nothing left out). */
export function allocationByProduct(summary: AccountSummary): AllocationLine[] {
  return summary.parts.flatMap((part) =>
    part.twd === null || Number(part.twd) === 0 ? [] : [{ label: part.label, twd: part.twd, percent: percentOf(part.twd, summary.total) }],
  );
}

/** The known assets by currency (cash and positions together), largest first, with their share. */
export function allocationByCurrency(cash: CashState, holdings: readonly ProductHoldings[]): AllocationLine[] {
  const byCurrency = new Map<string, string[]>();
  const add = (currency: string, twd: string) => byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), twd]);
  if (cash.state === 'ready') for (const row of cash.rows) add(row.currency, row.balanceTwd);
  for (const entry of holdings) {
    if (entry.status !== 'ready') continue;
    for (const row of entry.rows) if (row.marketValueTwd !== null) add(row.currency, row.marketValueTwd);
  }
  const lines = [...byCurrency].map(([currency, values]) => ({ label: currencyLabel(currency), twd: sumAmounts(values) }));
  const total = sumAmounts(lines.map((line) => line.twd));
  return lines
    .filter((line) => Number(line.twd) !== 0)
    .sort((a, b) => Number(b.twd) - Number(a.twd))
    .map((line) => ({ ...line, percent: percentOf(line.twd, total) }));
}
