import { bondMatchesFilters, matchesSearchText, normalizeSearchText } from './bond-filters';
import { EMPTY_FILTERS } from './symbol-list';
import {
  DYTM_OPTIONS,
  FACE_RATE_OPTIONS,
  FACE_VALUE_OPTIONS,
  REF_PRICE_BUY_OPTIONS,
  REMAINING_TERM_OPTIONS,
  SYMBOL_FILTERS,
  SYMBOL_FILTER_NAMES,
  inRange,
  type RangeOption,
} from './filter-options';
import type { Bond } from './bond';

const RANGES: Record<string, readonly RangeOption[]> = {
  faceValue: FACE_VALUE_OPTIONS,
  remainingTerm: REMAINING_TERM_OPTIONS,
  faceRate: FACE_RATE_OPTIONS,
  dYtm: DYTM_OPTIONS,
  refPriceBuy: REF_PRICE_BUY_OPTIONS,
};

describe('filter vocabulary', () => {
  it('defines a titled, labelled, duplicate-free option list for every filter array', () => {
    expect(Object.keys(SYMBOL_FILTERS).sort()).toEqual([...SYMBOL_FILTER_NAMES].sort());
    for (const name of SYMBOL_FILTER_NAMES) {
      const { title, options } = SYMBOL_FILTERS[name];
      expect(title).toMatch(/[\u4e00-\u9fff]/);
      expect(options.length).toBeGreaterThan(1);
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
      for (const option of options) expect(option.label).not.toBe('');
    }
  });

  it.each(Object.entries(RANGES))('%s buckets tile the number line: adjacent, no gaps, no overlaps', (_name, options) => {
    expect(options[0]?.min === null || options[0]?.min === 0).toBe(true);
    expect(options[options.length - 1]?.max).toBeNull();
    for (let i = 1; i < options.length; i += 1) expect(options[i]?.min).toBe(options[i - 1]?.max);
    for (const x of [-1, 0, 1.999, 2, 3, 4.5, 5, 9.99, 10, 20, 99.999, 100, 100_000, 200_000, 1_000_000]) {
      if (x < 0 && options[0]?.min === 0) continue;
      expect(options.filter((option) => inRange(option, x)).length).toBe(1);
    }
  });

  it('puts a bound in the upper bucket (lower inclusive, upper exclusive)', () => {
    const [under3, from3] = REMAINING_TERM_OPTIONS;
    expect(under3 !== undefined && inRange(under3, 3)).toBe(false);
    expect(from3 !== undefined && inRange(from3, 3)).toBe(true);
  });
});

describe('bondMatchesFilters and search text', () => {
  const bond: Bond = {
    isin: 'US0378331005',
    bondName: '蘋果公司 2030/05/15 到期 4.25%',
    bondNameEn: 'AAPL 4.25 05/15/2030',
    issuerName: '蘋果公司',
    issuerNameEn: 'Apple Inc',
    issuerCountry: 'US',
    issueCurrency: 'USD',
    stockClass: 'CORP',
    faceRate: 4.25,
    cpnFreq: 2,
    issueDate: '20200515',
    maturityDate: '20300515',
    remainingTerm: 4.87,
    callable: false,
    callDate: null,
    creditRating: 'AA+',
    ratingAgency: 'S&P',
    investorRestriction: 'ALL',
    ProductRiskGrade: 'RR2',
    faceValue: 10_000,
    faceValueIncrement: 1_000,
    dayCount: '30/360',
    refPriceBuyNumber: 100.25,
    refPriceSellNumber: 99.95,
    accruedInterest: 0.5,
    dYtm: 4.19,
    dYtc: null,
    priceDate: '20250701',
  };

  it('passes with no filters, ORs within one and ANDs across', () => {
    expect(bondMatchesFilters(bond, EMPTY_FILTERS)).toBe(true);
    expect(bondMatchesFilters(bond, { ...EMPTY_FILTERS, issueCurrency: ['EUR', 'USD'] })).toBe(true);
    expect(bondMatchesFilters(bond, { ...EMPTY_FILTERS, issueCurrency: ['USD'], cpnFreq: ['1'] })).toBe(false);
    expect(bondMatchesFilters(bond, { ...EMPTY_FILTERS, remainingTerm: ['3-5'], dYtm: ['4-6'], refPriceBuy: ['100-110'] })).toBe(true);
    expect(bondMatchesFilters(bond, { ...EMPTY_FILTERS, faceValue: ['100000-200000'] })).toBe(false);
  });

  it('never matches a dYtc bucket for a bond without a call', () => {
    expect(bondMatchesFilters(bond, { ...EMPTY_FILTERS, dYtc: ['0-2', '2-4', '4-6', '6-8', '8+'] })).toBe(false);
  });

  it('searches every word, case- and width-insensitively', () => {
    const haystack = normalizeSearchText(`${bond.isin} ${bond.bondName} ${bond.bondNameEn} ${bond.issuerName} ${bond.issuerNameEn}`);
    expect(matchesSearchText(haystack, '')).toBe(true);
    expect(matchesSearchText(haystack, '  蘋果   2030 ')).toBe(true);
    expect(matchesSearchText(haystack, 'ＡＰＰＬＥ')).toBe(true);
    expect(matchesSearchText(haystack, 'us037833')).toBe(true);
    expect(matchesSearchText(haystack, '蘋果 2031')).toBe(false);
  });
});
