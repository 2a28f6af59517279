import { Decimal } from 'shared/money';
import { matchesSearchText, normalizeSearchText } from '@shared/bond/contracts';
import type { FundSummary } from '@shared/fund';
import type { FundListState, FundSort } from './list-state';

/**
 * The text a class is searched by (rule FND-10): ISIN, zh-TW and English names, the house's code and names,
 * normalised as the bond and stock searches do (NFKC, so full-width ＩＳＩＮ or Ｇｌｏｂａｌ typed on a zh-TW
 * keyboard matches; lower case).
 */
export function fundSearchHaystack(fund: Pick<FundSummary, 'fundId' | 'name' | 'nameEn' | 'house' | 'houseName' | 'houseNameEn'>): string {
  return normalizeSearchText([fund.fundId, fund.name, fund.nameEn, fund.house, fund.houseName, fund.houseNameEn].join(' '));
}

/**
 * The classes that pass the search and every filter of the state (rules FND-1, FND-10): every word of the
 * search in the class's names, ISIN or house; within a filter any chosen value, across filters all.
 */
export function filterFunds(funds: readonly FundSummary[], state: FundListState): FundSummary[] {
  return funds.filter(
    (fund) =>
      (state.q === '' || matchesSearchText(fundSearchHaystack(fund), state.q)) &&
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
