import { CPN_FREQ_OPTIONS, CURRENCY_OPTIONS, INVESTOR_RESTRICTION_OPTIONS, STOCK_CLASS_OPTIONS } from './bond-vocabulary';
import { type LabelledOption } from 'shared/contracts';

/**
 * A numeric bucket of a range filter: matches `min <= x < max`; a null bound is open.
 * Lower bound inclusive and upper bound exclusive so that adjacent buckets never overlap.
 */
export interface RangeOption<V extends string = string> extends LabelledOption<V> {
  readonly min: number | null;
  readonly max: number | null;
}

/** True when `x` falls in the bucket. */
export function inRange(option: RangeOption, x: number): boolean {
  return (option.min === null || x >= option.min) && (option.max === null || x < option.max);
}

/** Filter `faceValue`: buckets of `Bond.faceValue` (minimum denomination, in the bond's own currency). */
export const FACE_VALUE_OPTIONS = [
  { value: '0-100000', label: '未達 10 萬', min: 0, max: 100_000 },
  { value: '100000-200000', label: '10 萬（含）～20 萬', min: 100_000, max: 200_000 },
  { value: '200000-1000000', label: '20 萬（含）～100 萬', min: 200_000, max: 1_000_000 },
  { value: '1000000+', label: '100 萬（含）以上', min: 1_000_000, max: null },
] as const satisfies readonly RangeOption[];

/** Filter `remainingTerm`: buckets of `Bond.remainingTerm` in years. */
export const REMAINING_TERM_OPTIONS = [
  { value: '0-3', label: '未滿 3 年', min: null, max: 3 },
  { value: '3-5', label: '3 年（含）～5 年', min: 3, max: 5 },
  { value: '5-10', label: '5 年（含）～10 年', min: 5, max: 10 },
  { value: '10-20', label: '10 年（含）～20 年', min: 10, max: 20 },
  { value: '20+', label: '20 年（含）以上', min: 20, max: null },
] as const satisfies readonly RangeOption[];

/** Filter `faceRate`: buckets of `Bond.faceRate` (annual coupon, percent). Zero-coupon bonds fall in the first. */
export const FACE_RATE_OPTIONS = [
  { value: '0-2', label: '未滿 2%', min: null, max: 2 },
  { value: '2-4', label: '2%（含）～4%', min: 2, max: 4 },
  { value: '4-6', label: '4%（含）～6%', min: 4, max: 6 },
  { value: '6-8', label: '6%（含）～8%', min: 6, max: 8 },
  { value: '8+', label: '8%（含）以上', min: 8, max: null },
] as const satisfies readonly RangeOption[];

/** Filter `dYtm`: buckets of `Bond.dYtm` (percent). The first bucket is open below, so a negative yield still has one. */
export const DYTM_OPTIONS = [
  { value: '0-2', label: '未滿 2%', min: null, max: 2 },
  { value: '2-4', label: '2%（含）～4%', min: 2, max: 4 },
  { value: '4-6', label: '4%（含）～6%', min: 4, max: 6 },
  { value: '6-8', label: '6%（含）～8%', min: 6, max: 8 },
  { value: '8+', label: '8%（含）以上', min: 8, max: null },
] as const satisfies readonly RangeOption[];

/** Filter `dYtc`: the same buckets over `Bond.dYtc`; a bond without a call (dYtc null) never matches a chosen bucket. */
export const DYTC_OPTIONS = DYTM_OPTIONS;

/** Filter `refPriceBuy`: buckets of `Bond.refPriceBuyNumber` (clean price per 100 face). */
export const REF_PRICE_BUY_OPTIONS = [
  { value: '0-80', label: '未滿 80', min: null, max: 80 },
  { value: '80-90', label: '80（含）～90', min: 80, max: 90 },
  { value: '90-100', label: '90（含）～100', min: 90, max: 100 },
  { value: '100-110', label: '100（含）～110', min: 100, max: 110 },
  { value: '110+', label: '110（含）以上', min: 110, max: null },
] as const satisfies readonly RangeOption[];

/** A `faceValue` filter value. */
export type FaceValueFilter = (typeof FACE_VALUE_OPTIONS)[number]['value'];
/** A `remainingTerm` filter value. */
export type RemainingTermFilter = (typeof REMAINING_TERM_OPTIONS)[number]['value'];
/** A `faceRate` filter value. */
export type FaceRateFilter = (typeof FACE_RATE_OPTIONS)[number]['value'];
/** A `dYtm` or `dYtc` filter value. */
export type YieldFilter = (typeof DYTM_OPTIONS)[number]['value'];
/** A `refPriceBuy` filter value. */
export type RefPriceBuyFilter = (typeof REF_PRICE_BUY_OPTIONS)[number]['value'];

/** The filter-array names of the symbol-list request, in the order the filter panel shows them. */
export const SYMBOL_FILTER_NAMES = [
  'issueCurrency',
  'stockClass',
  'remainingTerm',
  'faceRate',
  'dYtm',
  'dYtc',
  'refPriceBuy',
  'cpnFreq',
  'faceValue',
  'investorRestriction',
] as const;

/** The name of one filter array of the symbol-list request. */
export type SymbolFilterName = (typeof SYMBOL_FILTER_NAMES)[number];

/** One filter of the panel: its zh-TW title and the options it offers. */
export interface SymbolFilterDefinition {
  readonly title: string;
  readonly options: readonly LabelledOption<string>[];
}

/**
 * The filter panel, built from the same vocabulary the sandbox filters with. Every filter array
 * of the request holds values of its `options`; within a filter the values are alternatives (OR),
 * across filters all must hold (AND); an empty array does not filter.
 */
export const SYMBOL_FILTERS: { readonly [K in SymbolFilterName]: SymbolFilterDefinition } = {
  issueCurrency: { title: '計價幣別', options: CURRENCY_OPTIONS },
  stockClass: { title: '債券類別', options: STOCK_CLASS_OPTIONS },
  remainingTerm: { title: '剩餘年期', options: REMAINING_TERM_OPTIONS },
  faceRate: { title: '票面利率', options: FACE_RATE_OPTIONS },
  dYtm: { title: '到期殖利率（YTM）', options: DYTM_OPTIONS },
  dYtc: { title: '贖回殖利率（YTC）', options: DYTC_OPTIONS },
  refPriceBuy: { title: '參考申購價', options: REF_PRICE_BUY_OPTIONS },
  cpnFreq: { title: '配息頻率', options: CPN_FREQ_OPTIONS },
  faceValue: { title: '最低申購面額', options: FACE_VALUE_OPTIONS },
  investorRestriction: { title: '投資人限制', options: INVESTOR_RESTRICTION_OPTIONS },
};
