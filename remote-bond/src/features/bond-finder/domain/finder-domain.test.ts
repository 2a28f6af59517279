import fc from 'fast-check';
import { CREDIT_RATINGS, NOT_RATED, type CreditRating } from '@shared/bond';
import { makeBond } from '../../../test/bond-fixtures';
import { ratingBucketOf, ratingRank, termBucketOf } from './buckets';
import { minimumCostTwd, withinBudget } from './budget';
import { findBonds, matchCell, passOthers, sortFinderBonds, toFinderBond } from './finder-bonds';
import { NO_CRITERIA, dropCriterion, readCriteria, writeCriteria, type FinderCriteria } from './finder-criteria';

describe('grid buckets (rule BND-6)', () => {
  it('puts a remaining term in its row, a bound in the row it starts', () => {
    expect([0.2, 0.99, 1, 2.99, 3, 5, 9.99, 10, 30].map(termBucketOf)).toEqual(['t0', 't0', 't1', 't1', 't3', 't5', 't5', 't10', 't10']);
  });

  it('puts ratings in their columns, unrated apart', () => {
    expect((['AAA', 'AA-', 'A+', 'A-', 'BBB+', 'BBB-', 'BB+', 'D'] as CreditRating[]).map((rating) => ratingBucketOf([rating]))).toEqual(['aa', 'aa', 'a', 'a', 'bbb', 'bbb', 'hy', 'hy']);
    expect(ratingBucketOf([])).toBe('nr');
    const unrated = toFinderBond(makeBond(2, { creditRating: NOT_RATED, ratingAgency: '' }), { costOf: () => null, suitableOf: () => null });
    expect([unrated.rating, unrated.ratingRank]).toEqual(['nr', 99]);
  });

  it('places a bond with split ratings in the lower bucket', () => {
    expect(ratingBucketOf(['AA-', 'A+'])).toBe('a');
    expect(ratingBucketOf(['BB+', 'BBB-'])).toBe('hy');
    const bond = toFinderBond(makeBond(1, { creditRating: 'A-', OtherRatings: [{ agency: 'Fitch', rating: 'BBB+' }] }), { costOf: () => null, suitableOf: () => null });
    expect(bond.rating).toBe('bbb');
  });

  it('never places a bond above any of its ratings, whatever the split (property)', () => {
    const rating = fc.constantFrom(...CREDIT_RATINGS);
    fc.assert(
      fc.property(fc.array(rating, { minLength: 1, maxLength: 3 }), (ratings) => {
        const column = ratingBucketOf(ratings);
        const worst = Math.max(...ratings.map(ratingRank));
        expect(column).toBe(ratingBucketOf([CREDIT_RATINGS[worst] as CreditRating]));
      }),
    );
  });
});

describe('the budget rule (rule BND-7)', () => {
  const fee = { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 };

  it('costs the minimum nominal at the dirty price plus the custody fee, in TWD, rounded up', () => {
    // 10,000 × 98.765 / 100 = 9,876.50; accrued 10,000 × 0.5 / 100 = 50; fee max(10, 19.753) = 19.753
    // (9,876.50 + 50 + 19.753) × 32.15 = 319,772.03… → 319,773
    const cost = minimumCostTwd({ issueCurrency: 'USD', refPriceBuyNumber: 98.765, accruedInterest: 0.5 }, 10_000, fee, '32.15');
    expect(cost?.toFixed()).toBe('319773');
    expect(withinBudget(cost, 319_773)).toBe(true);
    expect(withinBudget(cost, 319_772)).toBe(false);
  });

  it('charges the minimum fee on a small consideration and judges no bond without a rate', () => {
    const cost = minimumCostTwd({ issueCurrency: 'USD', refPriceBuyNumber: 1, accruedInterest: 0 }, 10_000, fee, '30');
    expect(cost?.toFixed()).toBe('3300');
    expect(withinBudget(minimumCostTwd({ issueCurrency: 'USD', refPriceBuyNumber: 1, accruedInterest: 0 }, 10_000, fee, undefined), 1e12)).toBe(false);
  });
});

describe('finding bonds (rules BND-6 to BND-8)', () => {
  const bonds = [
    makeBond(1, { remainingTerm: 2, creditRating: 'AA', dYtm: 4.1, issuerName: '美國財政部', issuerNameEn: 'United States Treasury' }),
    makeBond(2, { remainingTerm: 2, creditRating: 'AA', dYtm: 4.4, callable: true, callDate: '20270101', dYtc: 4.2 }),
    makeBond(3, { remainingTerm: 7, creditRating: 'BB', dYtm: 7.5, ProductRiskGrade: 'RR5' }),
  ].map((bond) => toFinderBond(bond, { costOf: () => null, suitableOf: (candidate) => candidate.ProductRiskGrade !== 'RR5' }));

  it('counts each cell with its best yield to worst and lists the chosen cell', () => {
    const result = findBonds(bonds, { ...NO_CRITERIA, term: 't1', rating: 'aa' });
    expect(result.grid.t1.aa).toEqual({ count: 2, bestYield: 4.2 });
    expect(result.grid.t5.hy).toEqual({ count: 1, bestYield: 7.5 });
    expect(result.matches.map((bond) => bond.bond.isin)).toEqual([bonds[1]?.bond.isin, bonds[0]?.bond.isin]);
  });

  it('finds the same, in the same order, from bonds sorted once per sort key', () => {
    for (const sort of ['yield-desc', 'price-asc', 'rating-asc', 'maturity-desc'] as const) {
      const criteria = { ...NO_CRITERIA, sort };
      expect(findBonds(sortFinderBonds(bonds, sort), criteria, true).matches).toEqual(findBonds(bonds, criteria).matches);
    }
  });

  it('answers a new cell from the first pass\'s lists, without filtering the bonds again (rule BND-9)', () => {
    const base = passOthers(bonds, { ...NO_CRITERIA, suitable: true });
    const aa = matchCell(base, bonds, { ...NO_CRITERIA, suitable: true, term: 't1', rating: 'aa' });
    expect(aa.grid).toBe(base.grid);
    expect(aa.matches).toEqual(findBonds(bonds, { ...NO_CRITERIA, suitable: true, term: 't1', rating: 'aa' }).matches);
    expect(matchCell(base, bonds, { ...NO_CRITERIA, suitable: true, term: 't1', rating: 'aa' }, true).matches).toBe(base.cells.t1.aa);
    expect(matchCell(base, bonds, { ...NO_CRITERIA, suitable: true, term: 't5', rating: 'hy' }).emptiedBy).toBe('suitable');
  });

  it('leaves out what the customer may not buy', () => {
    expect(findBonds(bonds, { ...NO_CRITERIA, suitable: true }).matches).toHaveLength(2);
  });

  it('names the criterion that emptied the result', () => {
    const result = findBonds(bonds, { ...NO_CRITERIA, call: 'callable', term: 't5', rating: 'hy' });
    expect(result.matches).toHaveLength(0);
    expect(result.emptiedBy).toBe('call');
    expect(findBonds(bonds, { ...NO_CRITERIA, suitable: true, term: 't5', rating: 'hy' }).emptiedBy).toBe('suitable');
    expect(findBonds(bonds, { ...NO_CRITERIA, term: 't0', rating: 'aa' }).emptiedBy).toBe('cell');
    expect(findBonds(bonds, { ...NO_CRITERIA, issuer: ' treasury ', call: 'callable' }).emptiedBy).toBe('call');
    expect(findBonds(bonds, { ...NO_CRITERIA, budget: 100 }).emptiedBy).toBe('budget');
  });
});

describe('criteria in the address (rule BND-7)', () => {
  it('survive a round trip and fall back on anything unknown', () => {
    const criteria: FinderCriteria = { term: 't3', rating: 'bbb', issuer: 'HSBC', call: 'bullet', suitable: true, budget: 500_000, sort: 'maturity-asc' };
    expect(readCriteria(writeCriteria(criteria))).toEqual(criteria);
    expect(readCriteria(new URLSearchParams('term=x&rating=aa&call=maybe&budget=-3&sort=nope'))).toEqual(NO_CRITERIA);
    expect(writeCriteria(dropCriterion(criteria, 'cell')).has('term')).toBe(false);
  });
});
