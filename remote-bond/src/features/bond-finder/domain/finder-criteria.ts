import { CURRENCY_OPTIONS, isRatingFloor, STOCK_CLASS_OPTIONS, type CurrencyCode, type RatingFloor, type StockClass } from '@shared/bond';
import { RATING_BUCKETS, TERM_KEYS, type RatingBucket, type TermBucket } from './buckets';

/**
 * How the results are ordered (rule BND-7). The first is the default: yield to worst, highest first, with
 * the bonds maturing within a year after the others (rule BND-7 says why).
 */
export const SORTS = [
  { key: 'suggested', label: '建議（YTW 高至低，一年內到期排後）' },
  { key: 'ytm-desc', label: '到期殖利率 YTM（高至低）' },
  { key: 'ytw-desc', label: '最差殖利率 YTW（高至低）' },
  { key: 'maturity-asc', label: '到期日（近至遠）' },
  { key: 'maturity-desc', label: '到期日（遠至近）' },
  { key: 'cost-asc', label: '最低申購總成本（低至高）' },
] as const;

/** A sort key. */
export type FinderSort = (typeof SORTS)[number]['key'];

/** Call feature: bullets only, callables only, or either. */
export type CallFeature = '' | 'bullet' | 'callable';

/** Coupon type: fixed-rate only, zero-coupon only, or either. */
export type CouponType = '' | 'fixed' | 'zero';

/**
 * The maturity range (rule BND-7), both bounds inclusive, either open: remaining years (`3`–`7`), or
 * maturity dates (`YYYY-MM-DD`, as a date field holds them).
 */
export type MaturityRange =
  | { readonly kind: 'years'; readonly from: number | null; readonly to: number | null }
  | { readonly kind: 'dates'; readonly from: string | null; readonly to: string | null };

/** No maturity range. */
export const ANY_MATURITY: MaturityRange = { kind: 'years', from: null, to: null };

/** Everything the finder's search is (rule BND-7); it lives in the address, so a search can be shared and survives reload. */
export interface FinderCriteria {
  /** The chosen grid cell's row and column, or '' for none. */
  readonly term: TermBucket | '';
  readonly rating: RatingBucket | '';
  /** Issue currencies, any of them; none chosen: every currency. */
  readonly currencies: readonly CurrencyCode[];
  readonly maturity: MaturityRange;
  /** The rating floor on the one scale (rule BND-20), or '' for none. */
  readonly floor: RatingFloor | '';
  /** Issuer types (the bond classes), any of them; none chosen: every type. */
  readonly issuerTypes: readonly StockClass[];
  /** Issuer text, matched against the zh-TW and English issuer names. */
  readonly issuer: string;
  readonly coupon: CouponType;
  readonly call: CallFeature;
  /** 只顯示我可以申購的. */
  readonly suitable: boolean;
  /** 預算內: the budget in whole TWD, or null for none. */
  readonly budget: number | null;
  readonly sort: FinderSort;
}

/** The finder with nothing chosen. */
export const NO_CRITERIA: FinderCriteria = {
  term: '',
  rating: '',
  currencies: [],
  maturity: ANY_MATURITY,
  floor: '',
  issuerTypes: [],
  issuer: '',
  coupon: '',
  call: '',
  suitable: false,
  budget: null,
  sort: 'suggested',
};

/** The criteria a customer can drop one by one, in the order they are applied. */
export type CriterionName = 'cell' | 'currency' | 'maturity' | 'floor' | 'issuerType' | 'issuer' | 'coupon' | 'call' | 'suitable' | 'budget';

/** Largest number of years a range bound may take. */
export const MAX_YEARS = 50;

/** A range bound in years as typed or in the address: 0 to 50 with up to two decimals, else undefined ('' is no bound). */
export function readYears(text: string): number | null | undefined {
  const normal = text.normalize('NFKC').trim();
  if (normal === '') return null;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(normal)) return undefined;
  const years = Number(normal);
  return years <= MAX_YEARS ? years : undefined;
}

/** A date bound as a date field holds it (`YYYY-MM-DD`, a real day), else undefined ('' is no bound). */
export function readDate(text: string): string | null | undefined {
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : undefined;
}

/** Why a maturity range cannot be applied, or '' when it can (a lower bound above the upper one). */
export function rangeProblem(range: MaturityRange): string {
  if (range.kind === 'years') return range.from === null || range.to === null || range.from <= range.to ? '' : '起始年數不可大於結束年數';
  return range.from === null || range.to === null || range.from <= range.to ? '' : '起始日期不可晚於結束日期';
}

function listOf<V extends string>(raw: string | null, allowed: readonly { readonly value: V }[]): V[] {
  if (raw === null || raw === '') return [];
  const values = new Set(raw.split(','));
  // in the vocabulary's order, so one search has one address
  return allowed.map((option) => option.value).filter((value) => values.has(value));
}

function readMaturity(params: URLSearchParams): MaturityRange {
  const dateFrom = readDate(params.get('dfrom') ?? '');
  const dateTo = readDate(params.get('dto') ?? '');
  if ((params.has('dfrom') || params.has('dto')) && dateFrom !== undefined && dateTo !== undefined) {
    const range: MaturityRange = { kind: 'dates', from: dateFrom, to: dateTo };
    return rangeProblem(range) === '' ? range : ANY_MATURITY;
  }
  const from = readYears(params.get('yfrom') ?? '');
  const to = readYears(params.get('yto') ?? '');
  if (from === undefined || to === undefined) return ANY_MATURITY;
  const range: MaturityRange = { kind: 'years', from, to };
  return rangeProblem(range) === '' ? range : ANY_MATURITY;
}

/** Reads the finder's criteria from the address; anything unknown falls back to the default. */
export function readCriteria(params: URLSearchParams): FinderCriteria {
  const term = TERM_KEYS.find((key) => key === params.get('term')) ?? '';
  const rating = RATING_BUCKETS.find((column) => column.key === params.get('rating'))?.key ?? '';
  const call = params.get('call');
  const coupon = params.get('coupon');
  const floor = params.get('floor');
  const budget = Number(params.get('budget') ?? '');
  return {
    term: term !== '' && rating !== '' ? term : '',
    rating: term !== '' && rating !== '' ? rating : '',
    currencies: listOf(params.get('cur'), CURRENCY_OPTIONS),
    maturity: readMaturity(params),
    floor: isRatingFloor(floor) ? floor : '',
    issuerTypes: listOf(params.get('type'), STOCK_CLASS_OPTIONS),
    // as typed (spaces too, so typing 「HS BC」 is not cut short by a reload of the address); matched trimmed
    issuer: (params.get('issuer') ?? '').slice(0, 60),
    coupon: coupon === 'fixed' || coupon === 'zero' ? coupon : '',
    call: call === 'bullet' || call === 'callable' ? call : '',
    suitable: params.get('suitable') === '1',
    budget: Number.isSafeInteger(budget) && budget > 0 ? budget : null,
    sort: SORTS.find((entry) => entry.key === params.get('sort'))?.key ?? NO_CRITERIA.sort,
  };
}

/** Writes the criteria to search parameters, defaults left out so addresses stay short. */
export function writeCriteria(criteria: FinderCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.currencies.length > 0) params.set('cur', listOf(criteria.currencies.join(','), CURRENCY_OPTIONS).join(','));
  const { maturity } = criteria;
  if (rangeProblem(maturity) === '') {
    if (maturity.kind === 'years') {
      if (maturity.from !== null) params.set('yfrom', String(maturity.from));
      if (maturity.to !== null) params.set('yto', String(maturity.to));
    } else {
      if (maturity.from !== null) params.set('dfrom', maturity.from);
      if (maturity.to !== null) params.set('dto', maturity.to);
    }
  }
  if (criteria.floor !== '') params.set('floor', criteria.floor);
  if (criteria.issuerTypes.length > 0) params.set('type', listOf(criteria.issuerTypes.join(','), STOCK_CLASS_OPTIONS).join(','));
  if (criteria.term !== '' && criteria.rating !== '') {
    params.set('term', criteria.term);
    params.set('rating', criteria.rating);
  }
  if (criteria.issuer.trim() !== '') params.set('issuer', criteria.issuer);
  if (criteria.coupon !== '') params.set('coupon', criteria.coupon);
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
    case 'currency':
      return { ...criteria, currencies: [] };
    case 'maturity':
      // the grid's rows follow the range, so a chosen cell goes with it
      return { ...criteria, maturity: ANY_MATURITY, term: '', rating: '' };
    case 'floor':
      return { ...criteria, floor: '' };
    case 'issuerType':
      return { ...criteria, issuerTypes: [] };
    case 'issuer':
      return { ...criteria, issuer: '' };
    case 'coupon':
      return { ...criteria, coupon: '' };
    case 'call':
      return { ...criteria, call: '' };
    case 'suitable':
      return { ...criteria, suitable: false };
    case 'budget':
      return { ...criteria, budget: null };
  }
}
