import { CREDIT_RATINGS, NOT_RATED, type CreditRating } from './bond-vocabulary';
import { bondMatchesFilters } from './bond-filters';
import { MOODYS_EQUIVALENT, meetsRatingFloor, ratingOnScale, RATING_FLOOR_OPTIONS } from './rating-scale';
import { EMPTY_FILTERS, SymbolListDataSchema } from './symbol-list';
import * as v from 'valibot';

const bond = (creditRating: CreditRating | typeof NOT_RATED, others: CreditRating[] = []) => ({
  creditRating,
  OtherRatings: others.map((rating) => ({ agency: 'Fitch' as const, rating })),
});

describe('the one rating scale (rule BND-20)', () => {
  it("maps Moody's symbols to the S&P/Fitch notch beside them", () => {
    expect(['Aaa', 'Aa3', 'A1', 'A3', 'Baa1', 'Baa3', 'Ba1', 'B3', 'Caa1', 'Caa3', 'Ca', 'C'].map(ratingOnScale)).toEqual([
      'AAA', 'AA-', 'A+', 'A-', 'BBB+', 'BBB-', 'BB+', 'B-', 'CCC+', 'CCC-', 'CC', 'C',
    ]);
    expect(['AAA', 'A-', ' BBB+ ', 'D'].map(ratingOnScale)).toEqual(['AAA', 'A-', 'BBB+', 'D']);
    expect(['aaa', 'Baa4', '', 'NR'].map(ratingOnScale)).toEqual([null, null, null, null]);
  });

  it("keeps the scale's order on Moody's side, one symbol per notch but C and D", () => {
    const moodys = CREDIT_RATINGS.map((rating) => MOODYS_EQUIVALENT[rating]);
    expect(new Set(moodys).size).toBe(CREDIT_RATINGS.length - 1);
    for (const rating of CREDIT_RATINGS) if (rating !== 'D') expect(ratingOnScale(MOODYS_EQUIVALENT[rating])).toBe(rating);
  });

  it('names each floor in both vocabularies and offers 無評等 last', () => {
    expect(RATING_FLOOR_OPTIONS.find((option) => option.value === 'A-')?.label).toBe('A-／A3 以上');
    expect(RATING_FLOOR_OPTIONS.at(-1)).toEqual({ value: NOT_RATED, label: '無評等' });
  });

  it('keeps a bond only when every agency rates it at the floor or better; 無評等 keeps only the unrated', () => {
    expect(meetsRatingFloor(bond('A-'), 'A-')).toBe(true);
    expect(meetsRatingFloor(bond('A'), 'A-')).toBe(true);
    expect(meetsRatingFloor(bond('BBB+'), 'A-')).toBe(false);
    // split ratings: the lower decides
    expect(meetsRatingFloor(bond('A', ['BBB+']), 'A-')).toBe(false);
    expect(meetsRatingFloor(bond('BBB+', ['A']), 'BBB+')).toBe(true);
    expect(meetsRatingFloor(bond(NOT_RATED), 'D')).toBe(false);
    expect(meetsRatingFloor(bond(NOT_RATED), NOT_RATED)).toBe(true);
    expect(meetsRatingFloor(bond('D'), NOT_RATED)).toBe(false);
  });

  it('filters the symbol list by the floor of the request, and reads an absent floor as none', () => {
    const data = v.parse(SymbolListDataSchema, { type: '3', kind: '2' });
    expect(data.ratingFloor).toBe('');
    expect(() => v.parse(SymbolListDataSchema, { type: '3', kind: '2', ratingFloor: 'A3' })).toThrow();
    const rated = { ...bond('A', ['BBB+']) };
    const filters = { ...EMPTY_FILTERS, ratingFloor: 'BBB+' as const };
    expect(bondMatchesFilters(rated as never, EMPTY_FILTERS)).toBe(true);
    expect(bondMatchesFilters(rated as never, filters)).toBe(true);
    expect(bondMatchesFilters(rated as never, { ...filters, ratingFloor: 'A-' })).toBe(false);
  });
});
