import { buildSymbolListRequest, SymbolKind, type SymbolListRequest } from '@shared/bond';
import type { BondListQuery } from '../url-state';

/** What the list needs from the back end: a symbol-list request, or nothing (an empty favourites list). */
export type ListRequestPlan = { call: false } | { call: true; request: SymbolListRequest };

/**
 * The symbol-list request for the list's state (rules LST-1, LST-3): search text goes in `symbolName` with kind 0;
 * otherwise 凱基選 is kind 1, 債券報價 kind 2, and 自選 kind 0 with the favourites' ISINs, where an
 * empty favourites list needs no call at all. The filter panel's choices go in the filter arrays.
 */
export function planListRequest(query: Pick<BondListQuery, 'tab' | 'q' | 'filters'>, favoriteIsins: readonly string[]): ListRequestPlan {
  const filters = query.filters;
  if (query.q !== '') return { call: true, request: buildSymbolListRequest({ kind: SymbolKind.ByIsin, isins: [query.q], filters }) };
  switch (query.tab) {
    case 'picks':
      return { call: true, request: buildSymbolListRequest({ kind: SymbolKind.BrokerPicks, filters }) };
    case 'quotes':
      return { call: true, request: buildSymbolListRequest({ kind: SymbolKind.Quotes, filters }) };
    case 'favorites':
      if (favoriteIsins.length === 0) return { call: false };
      return { call: true, request: buildSymbolListRequest({ kind: SymbolKind.ByIsin, isins: favoriteIsins, filters }) };
  }
}
