import type { Bond } from './bond';
import {
  DYTC_OPTIONS,
  DYTM_OPTIONS,
  FACE_RATE_OPTIONS,
  FACE_VALUE_OPTIONS,
  REF_PRICE_BUY_OPTIONS,
  REMAINING_TERM_OPTIONS,
  inRange,
  type RangeOption,
} from './filter-options';
import type { SymbolListFilters } from './symbol-list';
import { meetsRatingFloor } from './rating-scale';

function matchesRanges(options: readonly RangeOption[], chosen: readonly string[], x: number | null): boolean {
  if (chosen.length === 0) return true;
  if (x === null) return false;
  return options.some((option) => chosen.includes(option.value) && inRange(option, x));
}

function matchesValues<V extends string | number>(chosen: readonly string[], value: V): boolean {
  return chosen.length === 0 || chosen.includes(String(value));
}

/**
 * True when the bond passes every filter: OR within one array, AND across arrays, empty arrays ignored;
 * and the rating floor, when one is chosen (rule BND-20).
 */
export function bondMatchesFilters(bond: Bond, filters: Omit<SymbolListFilters, 'ratingFloor'> & { readonly ratingFloor?: SymbolListFilters['ratingFloor'] }): boolean {
  return (
    matchesValues(filters.investorRestriction, bond.investorRestriction) &&
    matchesValues(filters.stockClass, bond.stockClass) &&
    matchesValues(filters.cpnFreq, bond.cpnFreq) &&
    matchesValues(filters.issueCurrency, bond.issueCurrency) &&
    matchesRanges(FACE_VALUE_OPTIONS, filters.faceValue, bond.faceValue) &&
    matchesRanges(REMAINING_TERM_OPTIONS, filters.remainingTerm, bond.remainingTerm) &&
    matchesRanges(FACE_RATE_OPTIONS, filters.faceRate, bond.faceRate) &&
    matchesRanges(DYTM_OPTIONS, filters.dYtm, bond.dYtm) &&
    matchesRanges(DYTC_OPTIONS, filters.dYtc, bond.dYtc) &&
    matchesRanges(REF_PRICE_BUY_OPTIONS, filters.refPriceBuy, bond.refPriceBuyNumber) &&
    (filters.ratingFloor === undefined || filters.ratingFloor === '' || meetsRatingFloor(bond, filters.ratingFloor))
  );
}

/**
 * Search text in the form the match compares: NFKC (so full-width `ＵＳ９１` typed on a zh-TW keyboard
 * matches `US91`), lower case, trimmed, inner whitespace collapsed.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** The text a bond is searched by: ISIN, zh-TW and English bond and issuer names. */
export function bondSearchHaystack(bond: Pick<Bond, 'isin' | 'bondName' | 'bondNameEn' | 'issuerName' | 'issuerNameEn'>): string {
  return normalizeSearchText([bond.isin, bond.bondName, bond.bondNameEn, bond.issuerName, bond.issuerNameEn].join(' '));
}

/**
 * Case-insensitive search: every whitespace-separated word of `text` must occur in the bond's
 * ISIN or names (so `蘋果 2030` finds `蘋果公司 2030/05/15 到期 4.25%`). Empty text matches everything.
 */
export function matchesSearchText(haystack: string, text: string): boolean {
  const words = normalizeSearchText(text).split(' ').filter((word) => word !== '');
  return words.every((word) => haystack.includes(word));
}
