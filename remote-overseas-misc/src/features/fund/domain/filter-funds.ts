import { Decimal } from 'shared/money';
import type { FundSummary } from '@shared/fund';
import type { FundListState, FundSort } from './list-state';

/** The classes that pass every filter of the state (rule FND-1): within a filter any chosen value, across filters all. */
export function filterFunds(funds: readonly FundSummary[], state: FundListState): FundSummary[] {
  return funds.filter(
    (fund) =>
      (state.types.length === 0 || state.types.includes(fund.type)) &&
      (state.currencies.length === 0 || state.currencies.includes(fund.currency)) &&
      (state.risks.length === 0 || state.risks.includes(fund.riskGrade)) &&
      (state.house === '' || fund.house === state.house) &&
      (!state.distributing || fund.shareClass === 'DIS'),
  );
}

/** The classes in the sort's order; equal values keep the universe's order. Compared exactly (decimal strings). */
export function sortFunds(funds: readonly FundSummary[], sort: FundSort): FundSummary[] {
  if (sort === 'default') return [...funds];
  const [field, direction] = sort.split('.') as [keyof FundSummary & ('return1m' | 'return1y' | 'return3y' | 'frontLoad' | 'managementFee'), 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  return funds
    .map((fund, index) => ({ fund, index, value: new Decimal(fund[field]) }))
    .sort((a, b) => sign * a.value.cmp(b.value) || a.index - b.index)
    .map((entry) => entry.fund);
}

/** The fund houses found in the list, in the order of their first class: the house filter's choices. */
export function housesOf(funds: readonly FundSummary[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const fund of funds) if (!seen.has(fund.house)) seen.set(fund.house, fund.houseName);
  return [...seen].map(([value, label]) => ({ value, label }));
}
