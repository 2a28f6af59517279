import { currencyLabel } from 'shared';
import { twdTotal, type TwdTerm } from 'shared/money';
import { cashTotalTwd, holdingsTotalTwd, PRODUCT_LABELS, type CashRow, type ProductHoldings, type ProductKind } from './portfolio';
import { percentOf, sumAmounts } from './money';

/** The state of one part of the account's assets (margin-deposit cash, bonds, stocks, funds). */
export type PartState = 'ready' | 'loading' | 'error' | 'unavailable';

/** One part of the account's total: its TWD value once it is known. */
export interface SummaryPart {
  readonly key: ProductKind | 'cash';
  readonly label: string;
  readonly state: PartState;
  /** TWD, the part's exact values summed and rounded once to cents (rule ACC-4); `null` until the part is `ready`. */
  readonly twd: string | null;
  /** Rows of a `ready` part left out of its TWD value for want of a rate. */
  readonly unconverted: number;
  /** A failed part: why, and how to ask again (rule API-10). */
  readonly failure?: { readonly message: string; readonly retry: () => void };
}

/** Today's rates as the total uses them: their time once known, or where they stand. */
export type RatesState =
  | { readonly state: 'ready'; readonly time: string | null }
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string; readonly retry: () => void };

/** The account's total in TWD over the parts that are known, and which parts it leaves out and why. */
export interface AccountSummary {
  readonly parts: readonly SummaryPart[];
  /**
   * The sum of the known parts as shown (each part rounded once, rule ACC-4), or `null` while any part or
   * the rates are still loading, or when no part is known: never a 0.00 that is not one (rule ACC-5).
   */
  readonly total: string | null;
  /** True while a part or the rates are still on their way: the total waits with a placeholder. */
  readonly loading: boolean;
  /** Parts not in the total: failed, or not offered yet (rule ACC-5); a part still loading is not listed. */
  readonly missing: readonly SummaryPart[];
  /** Rows of known parts left out of the total for want of a rate. */
  readonly unconverted: number;
  readonly rates: RatesState;
}

/** What the cash read is: its rows, or where it stands. */
export type CashState =
  | { readonly state: 'ready'; readonly rows: readonly CashRow[] }
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string; readonly retry: () => void };

function cashPart(cash: CashState): SummaryPart {
  const base = { key: 'cash', label: PRODUCT_LABELS.cash } as const;
  if (cash.state === 'ready') {
    const { total, unconverted } = cashTotalTwd(cash.rows);
    return { ...base, state: 'ready', twd: total, unconverted };
  }
  if (cash.state === 'error') return { ...base, state: 'error', twd: null, unconverted: 0, failure: { message: cash.message, retry: cash.retry } };
  return { ...base, state: 'loading', twd: null, unconverted: 0 };
}

function holdingsPart(entry: ProductHoldings): SummaryPart {
  const base = { key: entry.product, label: PRODUCT_LABELS[entry.product] };
  if (entry.status === 'ready') {
    const { total, unconverted } = holdingsTotalTwd(entry.rows);
    return { ...base, state: 'ready', twd: total, unconverted };
  }
  if (entry.status === 'error') return { ...base, state: 'error', twd: null, unconverted: 0, failure: { message: entry.message, retry: entry.retry } };
  return { ...base, state: entry.status, twd: null, unconverted: 0 };
}

/** The account's parts and total from the cash read, each product's holdings and today's rates, each as far as it has come. */
export function summarize(cash: CashState, holdings: readonly ProductHoldings[], rates: RatesState = { state: 'ready', time: null }): AccountSummary {
  const parts = [cashPart(cash), ...holdings.map(holdingsPart)];
  const known = parts.flatMap((part) => (part.twd === null ? [] : [part.twd]));
  const loading = rates.state === 'loading' || parts.some((part) => part.state === 'loading');
  return {
    parts,
    total: loading || known.length === 0 ? null : sumAmounts(known),
    loading,
    missing: parts.filter((part) => part.state === 'error' || part.state === 'unavailable'),
    unconverted: parts.reduce((sum, part) => sum + part.unconverted, 0),
    rates,
  };
}

/** One line of an allocation: a category, its TWD value and its share of the whole, in percent. */
export interface AllocationLine {
  readonly label: string;
  readonly twd: string;
  readonly percent: string;
}

/** The known parts by product, with their share of the known total (parts worth nothing left out). */
export function allocationByProduct(summary: AccountSummary): AllocationLine[] {
  const whole = sumAmounts(summary.parts.flatMap((part) => (part.twd === null ? [] : [part.twd])));
  return summary.parts.flatMap((part) =>
    part.twd === null || Number(part.twd) === 0 ? [] : [{ label: part.label, twd: part.twd, percent: percentOf(part.twd, whole) }],
  );
}

/** The known assets by currency (cash and positions together), each currency's exact values summed and rounded once, largest first, with their share. */
export function allocationByCurrency(cash: CashState, holdings: readonly ProductHoldings[]): AllocationLine[] {
  const byCurrency = new Map<string, TwdTerm[]>();
  const add = (currency: string, term: TwdTerm) => byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), term]);
  if (cash.state === 'ready') for (const row of cash.rows) if (row.fxRate !== null) add(row.currency, { amount: row.balance, rate: row.fxRate });
  for (const entry of holdings) {
    if (entry.status !== 'ready') continue;
    for (const row of entry.rows) if (row.twdRate !== null) add(row.currency, { amount: row.marketValue, rate: row.twdRate });
  }
  const lines = [...byCurrency].map(([currency, terms]) => ({ label: currencyLabel(currency), twd: twdTotal(terms) }));
  const total = sumAmounts(lines.map((line) => line.twd));
  return lines
    .filter((line) => Number(line.twd) !== 0)
    .sort((a, b) => Number(b.twd) - Number(a.twd))
    .map((line) => ({ ...line, percent: percentOf(line.twd, total) }));
}
