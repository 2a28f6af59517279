import { readSort, type BondSort } from './sort-bonds';
import { EMPTY_FILTERS, isRatingFloor, SYMBOL_FILTER_NAMES, SYMBOL_FILTERS, type SymbolFilterName, type SymbolListFilters } from '@shared/bond';

/** The three tabs of the bond list (rule LST-1): broker's picks, quote list, favourites. */
export type BondTab = 'picks' | 'quotes' | 'favorites';

/** Tab names as the customer sees them. */
export const TAB_LABELS: Readonly<Record<BondTab, string>> = { picks: '凱基選', quotes: '債券報價', favorites: '自選' };

/** Everything that decides what the list shows; it lives in the address so it can be shared and survives reload. */
export interface BondListQuery {
  tab: BondTab;
  /** Search text; non-empty text searches by `symbolName` with kind 0 (rule LST-3). */
  q: string;
  filters: SymbolListFilters;
  /** Order of the rows, applied to the answer in the page. */
  sort: BondSort;
  /** 1-based page. */
  page: number;
}

const TABS: readonly BondTab[] = ['picks', 'quotes', 'favorites'];

function filterValues(name: SymbolFilterName, raw: string | null): string[] {
  if (raw === null || raw === '') return [];
  const allowed = new Set(SYMBOL_FILTERS[name].options.map((option) => option.value));
  return [...new Set(raw.split(','))].filter((value) => allowed.has(value));
}

/** Reads the list's state from the address; anything unknown falls back to the default. */
export function readBondListQuery(params: URLSearchParams): BondListQuery {
  const tabParam = params.get('tab');
  const tab = TABS.find((value) => value === tabParam) ?? 'picks';
  const filters: Record<string, string[]> = {};
  for (const name of SYMBOL_FILTER_NAMES) filters[name] = filterValues(name, params.get(`f.${name}`));
  // the rating floor (rule BND-20): one value of the finder's vocabulary
  const floor = params.get('f.ratingFloor');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    tab,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    filters: { ...EMPTY_FILTERS, ...filters, ratingFloor: isRatingFloor(floor) ? floor : '' } as SymbolListFilters,
    sort: readSort(params.get('sort')),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** Writes the list's state to search parameters, leaving out defaults so addresses stay short. */
export function writeBondListQuery(query: BondListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab !== 'picks') params.set('tab', query.tab);
  if (query.q !== '') params.set('q', query.q);
  for (const name of SYMBOL_FILTER_NAMES) {
    const values = query.filters[name];
    if (values.length > 0) params.set(`f.${name}`, values.join(','));
  }
  if (query.filters.ratingFloor !== '') params.set('f.ratingFloor', query.filters.ratingFloor);
  if (query.sort !== 'default') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The number of filter values chosen, the rating floor counting one. */
export function countFilters(filters: SymbolListFilters): number {
  return SYMBOL_FILTER_NAMES.reduce((sum, name) => sum + filters[name].length, filters.ratingFloor === '' ? 0 : 1);
}
