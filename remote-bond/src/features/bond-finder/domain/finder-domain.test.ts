import fc from 'fast-check';
import { COUPON_FREQUENCIES, CREDIT_RATINGS, DAY_COUNT_OPTIONS, NOT_RATED, ratingRank, type CreditRating } from '@shared/bond';
import { makeBond } from '../../../test/bond-fixtures';
import { buyCost } from '../../cart';
import { twdOf } from '../../orders';
import { ratingBucketOf, rowOf, termRows } from './buckets';
import { fitsBudget, minimumCostBounds, minimumCostTwd, withinBudget } from './budget';
import { findBonds, gridRows, matchCell, passOthers, sortFinderBonds, toFinderBond, type FinderBond } from './finder-bonds';
import { NO_CRITERIA, dropCriterion, readCriteria, readYears, writeCriteria, type FinderCriteria } from './finder-criteria';

const NO_CONTEXT = { costOf: () => null, suitableOf: () => null };
const DEFAULT_ROWS = termRows(null, null);

describe('grid rows follow the maturity range (rule BND-6)', () => {
  it('without a range: < 1, 1–3, 3–5, 5–10, 10+, a bound in the row it starts', () => {
    expect(DEFAULT_ROWS.map((row) => row.label)).toEqual(['未滿 1 年', '1–3 年', '3–5 年', '5–10 年', '10 年以上']);
    expect([0.2, 0.99, 1, 2.99, 3, 5, 9.99, 10, 30].map((years) => rowOf(DEFAULT_ROWS, years))).toEqual([0, 0, 1, 1, 2, 3, 3, 4, 4]);
  });

  it('lays a range over at most five rows of a round step, the last ending at its upper bound', () => {
    expect(termRows(3, 7).map((row) => row.label)).toEqual(['3–4 年', '4–5 年', '5–6 年', '6–7 年']);
    expect(termRows(1, 30).map((row) => row.label)).toEqual(['1–11 年', '11–21 年', '21–30 年']);
    expect(termRows(null, 5).map((row) => row.label)).toEqual(['未滿 1 年', '1–2 年', '2–3 年', '3–4 年', '4–5 年']);
    expect(termRows(2, 3).map((row) => row.label)).toEqual(['2–2.25 年', '2.25–2.5 年', '2.5–2.75 年', '2.75–3 年']);
    expect(termRows(5, null).map((row) => row.label)).toEqual(['5–7 年', '7–9 年', '9–11 年', '11–13 年', '13 年以上']);
    expect(termRows(4, 4).map((row) => row.label)).toEqual(['4 年']);
  });

  it('never has more than five rows nor a row outside the range (property)', () => {
    const bound = fc.integer({ min: 0, max: 5000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(bound, bound, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const rows = termRows(from, to);
        expect(rows.length).toBeGreaterThanOrEqual(1);
        expect(rows.length).toBeLessThanOrEqual(5);
        expect(rows[0]?.from).toBe(from);
        expect(rows.at(-1)?.to).toBe(to);
        for (const row of rows) expect(row.to === null || row.to >= row.from).toBe(true);
      }),
    );
  });

  it('turns a date range into years from today for the rows', () => {
    const rows = gridRows({ maturity: { kind: 'dates', from: '2029-11-27', to: '2033-11-27' } }, '20261127');
    expect(rows.map((row) => row.label)).toEqual(['3–4 年', '4–5 年', '5–6 年', '6–7 年']);
  });
});

describe('rating columns (rule BND-6)', () => {
  it('puts ratings in their columns, unrated apart, split ratings in the lower', () => {
    expect((['AAA', 'AA-', 'A+', 'A-', 'BBB+', 'BBB-', 'BB+', 'D'] as CreditRating[]).map((rating) => ratingBucketOf([rating]))).toEqual(['aa', 'aa', 'a', 'a', 'bbb', 'bbb', 'hy', 'hy']);
    expect(ratingBucketOf([])).toBe('nr');
    expect(ratingBucketOf(['AA-', 'A+'])).toBe('a');
    const unrated = toFinderBond(makeBond(2, { creditRating: NOT_RATED, ratingAgency: '' }), NO_CONTEXT);
    expect([unrated.rating, unrated.ratingRank]).toEqual(['nr', 99]);
  });

  it('never places a bond above any of its ratings, whatever the split (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CREDIT_RATINGS), { minLength: 1, maxLength: 3 }), (ratings) => {
        const worst = Math.max(...ratings.map(ratingRank));
        expect(ratingBucketOf(ratings)).toBe(ratingBucketOf([CREDIT_RATINGS[worst] as CreditRating]));
      }),
    );
  });
});

describe('the budget rule (rule BND-7)', () => {
  const fee = { currency: 'USD', custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 2 };
  const tradeFee = { feeRate: '0.1', feeMin: '20' };
  const bond = makeBond(1);

  it("is the cart's and the order's all-in cost of the minimum nominal, at today's rate, to the cent", () => {
    const cost = minimumCostTwd(bond, { minimumNominal: 10_000, fee, tradeFee, tradeDate: '20261127', twdRate: '32.15' });
    const line = buyCost({ bond, faceValue: 10_000, price: bond.refPriceBuyNumber, fee, tradeFee, tradeDate: '20261127' });
    // gross 9,876.50 + accrued + fee max(20, 9.8765) = 20, no custody fee (charged while held)
    expect(line.gross.toFixed(2)).toBe('9876.50');
    expect(line.tradingFee.toFixed(2)).toBe('20.00');
    expect(cost?.toFixed(2)).toBe(twdOf(line.total, '32.15').toFixed(2));
    const cents = Number(cost?.toFixed(2));
    expect(withinBudget(cost, Math.ceil(cents))).toBe(true);
    expect(withinBudget(cost, Math.floor(cents))).toBe(Math.floor(cents) === cents);
  });

  it('bounds the exact cost closely enough to settle most bonds, and always around it', () => {
    fc.assert(
      fc.property(
        fc.record({
          faceRate: fc.double({ min: 0, max: 12, noNaN: true }),
          cpnFreq: fc.constantFrom(...COUPON_FREQUENCIES),
          price: fc.double({ min: 40, max: 160, noNaN: true }),
          nominal: fc.constantFrom(1_000, 10_000, 200_000),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
          rate: fc.double({ min: 0.2, max: 40, noNaN: true }),
          dayCount: fc.constantFrom(...DAY_COUNT_OPTIONS.map((option) => option.value)),
        }),
        fc.double({ min: -0.01, max: 0.01, noNaN: true }),
        ({ faceRate, cpnFreq, price, nominal, month, day, rate, dayCount }, offset) => {
          const zero = cpnFreq === 0;
          const sample = makeBond(9, { faceRate: zero ? 0 : faceRate, cpnFreq, refPriceBuyNumber: Number(price.toFixed(3)), dayCount });
          const terms = { minimumNominal: nominal, fee, tradeFee, tradeDate: `2026${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`, twdRate: rate.toFixed(4) };
          const exact = minimumCostTwd(sample, terms);
          const bounds = minimumCostBounds(sample, terms);
          expect(exact).not.toBeNull();
          expect(bounds).not.toBeNull();
          const cost = Number(exact?.toFixed(2));
          expect(bounds?.low).toBeLessThanOrEqual(cost);
          expect(bounds?.high).toBeGreaterThanOrEqual(cost);
          // a budget near the cost: the same answer as the exact rule
          const budget = Math.max(1, Math.round(cost * (1 + offset)));
          expect(fitsBudget(bounds, () => exact, budget)).toBe(withinBudget(exact, budget));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('asks the exact cost only when the bounds leave the budget open', () => {
    const terms = { minimumNominal: 10_000, fee, tradeFee, tradeDate: '20261127', twdRate: '32.15' };
    const bounds = minimumCostBounds(bond, terms);
    const exact = jest.fn(() => minimumCostTwd(bond, terms));
    expect(fitsBudget(bounds, exact, 10_000_000)).toBe(true);
    expect(fitsBudget(bounds, exact, 1_000)).toBe(false);
    expect(exact).not.toHaveBeenCalled();
    const cost = Number(minimumCostTwd(bond, terms)?.toFixed(2));
    expect(fitsBudget(bounds, exact, Math.ceil(cost))).toBe(true);
    expect(exact).toHaveBeenCalledTimes(1);
    expect(fitsBudget(null, exact, 1e12)).toBe(false);
  });

  it('judges no bond without a rate', () => {
    const cost = minimumCostTwd(bond, { minimumNominal: 10_000, fee, tradeFee, tradeDate: '20261127', twdRate: undefined });
    expect(cost).toBeNull();
    expect(withinBudget(cost, 1e12)).toBe(false);
  });
});

describe('finding bonds (rules BND-6 to BND-8)', () => {
  const bonds = [
    makeBond(1, { remainingTerm: 2, creditRating: 'AA', dYtm: 4.1, issuerName: '美國財政部', issuerNameEn: 'United States Treasury', stockClass: 'GOV' }),
    makeBond(2, { remainingTerm: 2, creditRating: 'AA', dYtm: 4.4, callable: true, callDate: '20270101', dYtc: 4.2 }),
    makeBond(3, { remainingTerm: 7, creditRating: 'BB', dYtm: 7.5, ProductRiskGrade: 'RR5', issueCurrency: 'EUR' }),
    makeBond(4, { remainingTerm: 5, creditRating: 'A-', OtherRatings: [{ agency: 'Fitch', rating: 'A' }], dYtm: 5, faceRate: 0, cpnFreq: 0 }),
    makeBond(5, { remainingTerm: 0.1, creditRating: 'A', dYtm: 9, maturityDate: '20261231' }),
    makeBond(6, { remainingTerm: 3, creditRating: 'A', OtherRatings: [{ agency: 'Fitch', rating: 'BBB+' }], dYtm: 4.8 }),
  ].map((bond) => toFinderBond(bond, { costOf: () => null, suitableOf: (candidate) => candidate.ProductRiskGrade !== 'RR5' }));
  const isins = (list: readonly FinderBond[]) => list.map((entry) => entry.bond.isin);
  const at = (n: number) => bonds[n - 1]?.bond.isin;

  it('counts each cell with its best yield to worst and lists the chosen cell', () => {
    const result = findBonds(bonds, { ...NO_CRITERIA, term: 'r1', rating: 'aa', sort: 'ytw-desc' }, DEFAULT_ROWS);
    expect(result.grid[1]?.aa).toEqual({ count: 2, bestYield: 4.2 });
    expect(result.grid[3]?.hy).toEqual({ count: 1, bestYield: 7.5 });
    expect(isins(result.matches)).toEqual([at(2), at(1)]);
  });

  it('takes several currencies, a maturity range with both bounds inclusive and a rating floor judged by the lower rating', () => {
    const criteria: FinderCriteria = { ...NO_CRITERIA, currencies: ['USD'], maturity: { kind: 'years', from: 3, to: 5 }, floor: 'A-' };
    expect(isins(findBonds(bonds, criteria, DEFAULT_ROWS).matches)).toEqual([at(4)]);
    expect(isins(findBonds(bonds, { ...criteria, floor: 'BBB+' }, DEFAULT_ROWS).matches).sort()).toEqual([at(4), at(6)].sort());
    expect(findBonds(bonds, { ...criteria, currencies: ['USD', 'EUR'], maturity: { kind: 'years', from: 3, to: 7 }, floor: '' }, DEFAULT_ROWS).matches).toHaveLength(3);
    expect(isins(findBonds(bonds, { ...NO_CRITERIA, maturity: { kind: 'dates', from: null, to: '2026-12-31' } }, DEFAULT_ROWS).matches)).toEqual([at(5)]);
    expect(findBonds(bonds, { ...NO_CRITERIA, maturity: { kind: 'dates', from: null, to: '2026-12-30' } }, DEFAULT_ROWS).matches).toHaveLength(0);
  });

  it('takes issuer type and coupon type', () => {
    expect(isins(findBonds(bonds, { ...NO_CRITERIA, issuerTypes: ['GOV'] }, DEFAULT_ROWS).matches)).toEqual([at(1)]);
    expect(isins(findBonds(bonds, { ...NO_CRITERIA, coupon: 'zero' }, DEFAULT_ROWS).matches)).toEqual([at(4)]);
    expect(findBonds(bonds, { ...NO_CRITERIA, coupon: 'fixed' }, DEFAULT_ROWS).matches).toHaveLength(5);
  });

  it('opens with the best yield to worst among bonds with a year or more left, never one maturing within weeks', () => {
    const suggested = sortFinderBonds(bonds, 'suggested');
    expect(suggested[0]?.bond.isin).toBe(at(3));
    expect(suggested.at(-1)?.bond.isin).toBe(at(5));
    expect(sortFinderBonds(bonds, 'ytm-desc')[0]?.bond.isin).toBe(at(5));
    // yield to worst: a callable's lower of YTM and YTC
    expect(sortFinderBonds(bonds, 'ytw-desc').map((entry) => entry.yield)).toEqual([9, 7.5, 5, 4.8, 4.2, 4.1]);
  });

  it('finds the same, in the same order, from bonds sorted once per sort key', () => {
    for (const sort of ['suggested', 'ytm-desc', 'maturity-asc', 'maturity-desc', 'cost-asc'] as const) {
      const criteria = { ...NO_CRITERIA, sort };
      expect(findBonds(sortFinderBonds(bonds, sort), criteria, DEFAULT_ROWS, true).matches).toEqual(findBonds(bonds, criteria, DEFAULT_ROWS).matches);
    }
  });

  it("answers a new cell from the first pass's lists, without filtering the bonds again (rule BND-9)", () => {
    const base = passOthers(bonds, { ...NO_CRITERIA, suitable: true }, DEFAULT_ROWS);
    const aa = matchCell(base, bonds, { ...NO_CRITERIA, suitable: true, term: 'r1', rating: 'aa' });
    expect(aa.grid).toBe(base.grid);
    expect(matchCell(base, bonds, { ...NO_CRITERIA, suitable: true, term: 'r1', rating: 'aa' }, true).matches).toBe(base.cells[1]?.aa);
    expect(matchCell(base, bonds, { ...NO_CRITERIA, suitable: true, term: 'r3', rating: 'hy' }).emptiedBy).toBe('suitable');
  });

  it('works out what emptied a result only when asked, and once (rule BND-9)', () => {
    const base = passOthers(bonds, { ...NO_CRITERIA, call: 'callable' }, DEFAULT_ROWS);
    let passes = 0;
    // every bond, counting the passes made over them
    const counted = new Proxy(bonds, {
      get(target, key, receiver) {
        if (key === 'filter') passes += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const empty = matchCell(base, counted, { ...NO_CRITERIA, call: 'callable', term: 'r3', rating: 'hy' });
    expect(empty.matches).toHaveLength(0);
    expect(passes).toBe(0);
    expect(empty.emptiedBy).toBe('call');
    const asked = passes;
    expect(asked).toBeGreaterThan(0);
    expect(empty.emptiedBy).toBe('call');
    expect(passes).toBe(asked);
  });

  it('names the criterion that emptied the result', () => {
    expect(findBonds(bonds, { ...NO_CRITERIA, call: 'callable', term: 'r3', rating: 'hy' }, DEFAULT_ROWS).emptiedBy).toBe('call');
    expect(findBonds(bonds, { ...NO_CRITERIA, term: 'r0', rating: 'aa' }, DEFAULT_ROWS).emptiedBy).toBe('cell');
    expect(findBonds(bonds, { ...NO_CRITERIA, currencies: ['JPY'] }, DEFAULT_ROWS).emptiedBy).toBe('currency');
    expect(findBonds(bonds, { ...NO_CRITERIA, currencies: ['EUR'], floor: 'A-' }, DEFAULT_ROWS).emptiedBy).toBe('floor');
    expect(findBonds(bonds, { ...NO_CRITERIA, maturity: { kind: 'years', from: 20, to: null } }, DEFAULT_ROWS).emptiedBy).toBe('maturity');
    expect(findBonds(bonds, { ...NO_CRITERIA, budget: 100 }, DEFAULT_ROWS).emptiedBy).toBe('budget');
  });
});

describe('criteria in the address (rule BND-7)', () => {
  it('survive a round trip and fall back on anything unknown', () => {
    const criteria: FinderCriteria = {
      term: 'r2',
      rating: 'bbb',
      currencies: ['USD', 'AUD'],
      maturity: { kind: 'years', from: 3, to: 7.5 },
      floor: 'A-',
      issuerTypes: ['GOV', 'CORP'],
      issuer: 'HSBC',
      coupon: 'fixed',
      call: 'bullet',
      suitable: true,
      budget: 500_000,
      sort: 'maturity-asc',
    };
    expect(readCriteria(writeCriteria(criteria))).toEqual(criteria);
    const dates: FinderCriteria = { ...NO_CRITERIA, maturity: { kind: 'dates', from: '2029-01-01', to: null } };
    expect(readCriteria(writeCriteria(dates))).toEqual(dates);
    expect(readCriteria(new URLSearchParams('term=x&rating=aa&call=maybe&budget=-3&sort=nope&cur=XXX&floor=A3&type=ZZ&coupon=float&yfrom=8&yto=3'))).toEqual(NO_CRITERIA);
    expect(readCriteria(new URLSearchParams('dfrom=2029-02-30')).maturity).toEqual(NO_CRITERIA.maturity);
    expect(writeCriteria(dropCriterion(criteria, 'maturity')).has('term')).toBe(false);
  });

  it('reads a range bound in years as typed, full-width too', () => {
    expect(['3', '７', '2.5', '', '51', '-1', '3.125', 'x'].map(readYears)).toEqual([3, 7, 2.5, null, undefined, undefined, undefined, undefined]);
  });
});
