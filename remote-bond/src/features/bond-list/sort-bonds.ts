import type { Bond } from '@shared/bond';

/** Orders the customer can sort the list by; `default` keeps the answer's order. */
export const SORT_OPTIONS = [
  { value: 'default', label: '預設排序' },
  { value: 'ytm-desc', label: '到期殖利率（高→低）' },
  { value: 'term-asc', label: '剩餘年期（短→長）' },
  { value: 'price-asc', label: '參考買價（低→高）' },
  { value: 'coupon-desc', label: '票面利率（高→低）' },
] as const;

/** One of the {@link SORT_OPTIONS} values. */
export type BondSort = (typeof SORT_OPTIONS)[number]['value'];

const COMPARE: Record<Exclude<BondSort, 'default'>, (a: Bond, b: Bond) => number> = {
  'ytm-desc': (a, b) => b.dYtm - a.dYtm,
  'term-asc': (a, b) => a.remainingTerm - b.remainingTerm,
  'price-asc': (a, b) => a.refPriceBuyNumber - b.refPriceBuyNumber,
  'coupon-desc': (a, b) => b.faceRate - a.faceRate,
};

/** Reads a sort value from the address; unknown values sort by default. */
export function readSort(value: string | null): BondSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'default';
}

/** The bonds in the chosen order (a new array; ties keep the answer's order). */
export function sortBonds(bonds: readonly Bond[], sort: BondSort): readonly Bond[] {
  if (sort === 'default') return bonds;
  return [...bonds].sort(COMPARE[sort]);
}
