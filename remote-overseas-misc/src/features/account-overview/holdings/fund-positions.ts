import type { FundHolding } from '@shared/fund';
import { Decimal } from 'shared/money';
import { toTwd } from '../domain/money';
import type { HoldingRow } from '../domain/portfolio';

/**
 * The rows of the fund holdings (rule ACC-4): the back end's market value (units × the latest NAV, 2
 * decimals) and cost, unrealised = market value − cost; TWD at today's indicative rate, rounded to cents.
 */
export function fundRows(holdings: readonly FundHolding[], rateOf: (currency: string) => string | undefined): HoldingRow[] {
  return holdings.map((holding) => {
    const rate = rateOf(holding.currency) ?? null;
    const unrealised = new Decimal(holding.marketValue).minus(holding.cost).toFixed(2);
    return {
      id: `fund-${holding.fundId}`,
      name: holding.fundName,
      code: holding.fundId,
      href: `/overseas/fund/${encodeURIComponent(holding.fundId)}`,
      currency: holding.currency,
      quantity: `${holding.units} 單位`,
      marketValue: holding.marketValue,
      unrealised,
      twdRate: rate,
      marketValueTwd: rate === null ? null : toTwd(holding.marketValue, rate),
      unrealisedTwd: rate === null ? null : toTwd(unrealised, rate),
    };
  });
}
