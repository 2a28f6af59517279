import { fxRateFor, type FxRate, type FxRates } from '@shared/account';
import { twdTotal, type DecimalValue, type TwdTerm } from 'shared/money';
import type { PositionView } from './holdings';

/** The TWD totals of the holdings, per currency and in all, with the rate each currency was converted at. */
export interface HoldingsTwd {
  /** Per currency: its rate (and time), and its value and unrealised gain or loss in TWD; `undefined` without a rate. */
  readonly byCurrency: ReadonlyMap<string, { readonly rate: FxRate; readonly valueTwd: string; readonly unrealisedTwd: string } | undefined>;
  /** Every position's value in TWD, or `undefined` while a currency held has no rate. */
  readonly valueTwd: string | undefined;
  readonly unrealisedTwd: string | undefined;
}

function totalOf(views: readonly PositionView[], pick: (view: PositionView) => DecimalValue, rates: FxRates | undefined): string | undefined {
  const terms: TwdTerm[] = [];
  for (const view of views) {
    const rate = fxRateFor(rates, view.position.issueCurrency);
    if (rate === undefined) return undefined;
    terms.push({ amount: pick(view), rate: rate.rate });
  }
  return twdTotal(terms);
}

/**
 * The TWD totals of the bond holdings at today's rates (rule ACC-4): each the exact values summed and rounded
 * once to cents (`twdTotal`), the function the account overview's bond part uses, so both pages show the same
 * figure from the same rates.
 */
export function holdingsTwd(views: readonly PositionView[], rates: FxRates | undefined): HoldingsTwd {
  const byCurrency = new Map<string, { rate: FxRate; valueTwd: string; unrealisedTwd: string } | undefined>();
  for (const currency of new Set(views.map((view) => view.position.issueCurrency))) {
    const rate = fxRateFor(rates, currency);
    const mine = views.filter((view) => view.position.issueCurrency === currency);
    byCurrency.set(
      currency,
      rate === undefined
        ? undefined
        : {
            rate,
            valueTwd: twdTotal(mine.map((view) => ({ amount: view.value, rate: rate.rate }))),
            unrealisedTwd: twdTotal(mine.map((view) => ({ amount: view.unrealised, rate: rate.rate }))),
          },
    );
  }
  return { byCurrency, valueTwd: totalOf(views, (view) => view.value, rates), unrealisedTwd: totalOf(views, (view) => view.unrealised, rates) };
}
