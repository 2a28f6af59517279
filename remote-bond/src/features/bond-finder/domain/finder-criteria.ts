import { RATING_BUCKETS, TERM_BUCKETS, type RatingBucket, type TermBucket } from './buckets';

/** How the results are ordered (rule BND-7). */
export const SORTS = [
  { key: 'yield-desc', label: '殖利率（高至低）' },
  { key: 'yield-asc', label: '殖利率（低至高）' },
  { key: 'maturity-asc', label: '到期日（近至遠）' },
  { key: 'maturity-desc', label: '到期日（遠至近）' },
  { key: 'price-asc', label: '價格（低至高）' },
  { key: 'price-desc', label: '價格（高至低）' },
  { key: 'rating-desc', label: '信評（高至低）' },
  { key: 'rating-asc', label: '信評（低至高）' },
] as const;

/** A sort key. */
export type FinderSort = (typeof SORTS)[number]['key'];

/** Call feature: bullets only, callables only, or either. */
export type CallFeature = '' | 'bullet' | 'callable';

/** Everything the finder's search is (rule BND-7); it lives in the address, so a search can be shared and survives reload. */
export interface FinderCriteria {
  /** The chosen grid cell's row and column, or '' for none. */
  readonly term: TermBucket | '';
  readonly rating: RatingBucket | '';
  /** Issuer text, matched against the zh-TW and English issuer names. */
  readonly issuer: string;
  readonly call: CallFeature;
  /** 只顯示我可以申購的. */
  readonly suitable: boolean;
  /** 預算內: the budget in whole TWD, or null for none. */
  readonly budget: number | null;
  readonly sort: FinderSort;
}

/** The finder with nothing chosen. */
export const NO_CRITERIA: FinderCriteria = { term: '', rating: '', issuer: '', call: '', suitable: false, budget: null, sort: 'yield-desc' };

/** The criteria a customer can drop one by one, in the order they are applied. */
export type CriterionName = 'cell' | 'issuer' | 'call' | 'suitable' | 'budget';

/** Reads the finder's criteria from the address; anything unknown falls back to the default. */
export function readCriteria(params: URLSearchParams): FinderCriteria {
  const term = TERM_BUCKETS.find((row) => row.key === params.get('term'))?.key ?? '';
  const rating = RATING_BUCKETS.find((column) => column.key === params.get('rating'))?.key ?? '';
  const call = params.get('call');
  const budget = Number(params.get('budget') ?? '');
  return {
    term: term !== '' && rating !== '' ? term : '',
    rating: term !== '' && rating !== '' ? rating : '',
    // as typed (spaces too, so typing 「HS BC」 is not cut short by a reload of the address); matched trimmed
    issuer: (params.get('issuer') ?? '').slice(0, 60),
    call: call === 'bullet' || call === 'callable' ? call : '',
    suitable: params.get('suitable') === '1',
    budget: Number.isSafeInteger(budget) && budget > 0 ? budget : null,
    sort: SORTS.find((entry) => entry.key === params.get('sort'))?.key ?? NO_CRITERIA.sort,
  };
}

/** Writes the criteria to search parameters, defaults left out so addresses stay short. */
export function writeCriteria(criteria: FinderCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.term !== '' && criteria.rating !== '') {
    params.set('term', criteria.term);
    params.set('rating', criteria.rating);
  }
  if (criteria.issuer.trim() !== '') params.set('issuer', criteria.issuer);
  if (criteria.call !== '') params.set('call', criteria.call);
  if (criteria.suitable) params.set('suitable', '1');
  if (criteria.budget !== null) params.set('budget', String(criteria.budget));
  if (criteria.sort !== NO_CRITERIA.sort) params.set('sort', criteria.sort);
  return params;
}

/** The criteria without one of them (the offer when it emptied the result, rule BND-8). */
export function dropCriterion(criteria: FinderCriteria, name: CriterionName): FinderCriteria {
  switch (name) {
    case 'cell':
      return { ...criteria, term: '', rating: '' };
    case 'issuer':
      return { ...criteria, issuer: '' };
    case 'call':
      return { ...criteria, call: '' };
    case 'suitable':
      return { ...criteria, suitable: false };
    case 'budget':
      return { ...criteria, budget: null };
  }
}
