import { FUND_CURRENCY_OPTIONS, FUND_TYPE_OPTIONS, type FundCurrency, type FundType } from '@shared/fund';
import { PRODUCT_RISK_GRADE_OPTIONS, type ProductRiskGrade } from '@shared/account';

/** What the list can be sorted by (rule FND-1): any return or fee, each way. */
export const SORT_FIELDS = [
  { value: 'return1m', label: '近1個月報酬' },
  { value: 'return1y', label: '近1年報酬' },
  { value: 'return3y', label: '近3年報酬' },
  { value: 'frontLoad', label: '申購手續費' },
  { value: 'managementFee', label: '經理費' },
] as const;

/** A sortable field. */
export type SortField = (typeof SORT_FIELDS)[number]['value'];

/** The list's order: the universe's order, or a field ascending or descending. */
export type FundSort = 'default' | `${SortField}.${'asc' | 'desc'}`;

/** The sort choices as the select offers them: returns best first, fees cheapest first, then the other way. */
export const SORT_OPTIONS: readonly { value: FundSort; label: string }[] = [
  { value: 'default', label: '預設排序' },
  ...SORT_FIELDS.flatMap((field): { value: FundSort; label: string }[] => {
    const high: { value: FundSort; label: string } = { value: `${field.value}.desc`, label: `${field.label}高到低` };
    const low: { value: FundSort; label: string } = { value: `${field.value}.asc`, label: `${field.label}低到高` };
    return field.value === 'frontLoad' || field.value === 'managementFee' ? [low, high] : [high, low];
  }),
];

/** At most this many funds side by side (rule FND-4). */
export const MAX_COMPARE = 3;

/** Funds per page of the list. */
export const FUND_PAGE_SIZE = 10;

/** The longest search text the address keeps (rule FND-10). */
export const MAX_SEARCH_CHARS = 60;

/** Everything that decides what the list shows; it lives in the address (rules FND-1, FND-10). */
export interface FundListState {
  /** The search text as typed (name in zh-TW or English, ISIN or fund house), `''` for none. */
  readonly q: string;
  readonly types: readonly FundType[];
  readonly currencies: readonly FundCurrency[];
  readonly risks: readonly ProductRiskGrade[];
  /** One fund house's code, or `''` for all. */
  readonly house: string;
  /** Only distributing classes. */
  readonly distributing: boolean;
  readonly sort: FundSort;
  /** 1-based. */
  readonly page: number;
  /** Funds chosen for comparison, at most {@link MAX_COMPARE}. */
  readonly compare: readonly string[];
}

/** The list with nothing chosen. */
export const DEFAULT_LIST_STATE: FundListState = { q: '', types: [], currencies: [], risks: [], house: '', distributing: false, sort: 'default', page: 1, compare: [] };

function pickValues<V extends string>(raw: string | null, allowed: readonly { value: V }[]): V[] {
  if (raw === null || raw === '') return [];
  const known = new Map(allowed.map((option) => [option.value as string, option.value]));
  const out: V[] = [];
  for (const part of raw.split(',')) {
    const value = known.get(part);
    if (value !== undefined && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Reads the list's state from the address; anything unknown falls back to the default. */
export function readFundListState(params: URLSearchParams): FundListState {
  const sortParam = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const compare = (params.get('cmp') ?? '')
    .split(',')
    .filter((id) => /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(id))
    .filter((id, index, all) => all.indexOf(id) === index)
    .slice(0, MAX_COMPARE);
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_CHARS),
    types: pickValues(params.get('type'), FUND_TYPE_OPTIONS),
    currencies: pickValues(params.get('cur'), FUND_CURRENCY_OPTIONS),
    risks: pickValues(params.get('risk'), PRODUCT_RISK_GRADE_OPTIONS),
    house: /^[A-Z]{3}$/.test(params.get('house') ?? '') ? (params.get('house') ?? '') : '',
    distributing: params.get('dis') === '1',
    sort: SORT_OPTIONS.find((option) => option.value === sortParam)?.value ?? 'default',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    compare,
  };
}

/** Writes the list's state as search parameters, leaving out defaults so addresses stay short. */
export function writeFundListState(state: FundListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim().slice(0, MAX_SEARCH_CHARS));
  if (state.types.length > 0) params.set('type', state.types.join(','));
  if (state.currencies.length > 0) params.set('cur', state.currencies.join(','));
  if (state.risks.length > 0) params.set('risk', state.risks.join(','));
  if (state.house !== '') params.set('house', state.house);
  if (state.distributing) params.set('dis', '1');
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.compare.length > 0) params.set('cmp', state.compare.join(','));
  return params;
}
