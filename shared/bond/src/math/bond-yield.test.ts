import fc from 'fast-check';
import { accruedInterest, bondTerms, cleanPrice, solveYield, type BondTerms } from './bond-yield';
import { dayNumberOf as dayFromParts, formatYyyymmdd } from 'shared/calendar';
import type { DayCount } from './day-count';

type CouponFrequency = 0 | 1 | 2 | 4;
type DayCountConvention = DayCount;

/** Terms of a bond issued long ago: coupon in percent, maturity a day number. */
function terms(faceRate: number, cpnFreq: CouponFrequency, maturity: number, dayCount: DayCountConvention): BondTerms {
  return bondTerms({ faceRate, cpnFreq, dayCount, issueDate: '19900101', maturityDate: formatYyyymmdd(maturity) });
}

describe('bond pricing', () => {
  // Excel's documented PRICE/YIELD example (30/360 US, semi-annual): an outside check of the conventions.
  const excelBond = terms(5.75, 2, dayFromParts(2017, 11, 15), '30/360');
  const excelSettlement = dayFromParts(2008, 2, 15);

  it('matches the Excel PRICE example', () => {
    expect(cleanPrice(excelBond, excelSettlement, 0.065)).toBeCloseTo(94.634361, 5);
  });

  it('matches the Excel YIELD example', () => {
    const bond = terms(5.75, 2, dayFromParts(2016, 11, 15), '30/360');
    expect(solveYield(bond, excelSettlement, 95.04287)).toBeCloseTo(0.065, 6);
  });

  it('prices a bond at par when the yield equals the coupon on a coupon date', () => {
    const bond = terms(4, 2, dayFromParts(2035, 5, 15), 'ACT/ACT');
    expect(cleanPrice(bond, dayFromParts(2025, 5, 15), 0.04)).toBeCloseTo(100, 10);
    expect(accruedInterest(bond, dayFromParts(2025, 5, 15))).toBe(0);
  });

  it('accrues half a semi-annual coupon half-way through an ACT/ACT period', () => {
    const bond = terms(5, 2, dayFromParts(2030, 12, 31), 'ACT/ACT');
    // 2025-06-30 to 2025-12-31 is 184 days; 92 days in is exactly half.
    expect(accruedInterest(bond, dayFromParts(2025, 6, 30) + 92)).toBeCloseTo(1.25, 12);
  });

  it('prices a zero-coupon bond by annual compounding', () => {
    const bond = terms(0, 0, dayFromParts(2030, 7, 1), 'ACT/365');
    const settlement = dayFromParts(2030, 7, 1) - 365 * 5;
    expect(cleanPrice(bond, settlement, 0.08)).toBeCloseTo(100 / 1.08 ** 5, 10);
  });

  const frequencies: CouponFrequency[] = [0, 1, 2, 4];
  const dayCounts: DayCountConvention[] = ['ACT/ACT', '30/360', 'ACT/360', 'ACT/365'];
  const bondArb = fc.record({
    coupon: fc.double({ min: 0, max: 15, noNaN: true }),
    frequency: fc.constantFrom(...frequencies),
    dayCount: fc.constantFrom(...dayCounts),
    maturity: fc.integer({ min: dayFromParts(2026, 1, 1), max: dayFromParts(2060, 12, 31) }),
    daysBefore: fc.integer({ min: 1, max: 365 * 30 }),
    yieldRate: fc.double({ min: -0.01, max: 0.25, noNaN: true }),
  });

  it('gives back the price within 1e-6 when priced at the solved yield', () => {
    fc.assert(
      fc.property(bondArb, ({ coupon, frequency, dayCount, maturity, daysBefore, yieldRate }) => {
        const bond = terms(frequency === 0 ? 0 : coupon, frequency, maturity, dayCount);
        const settlement = maturity - daysBefore;
        // A quoted price has 3 decimals; derive one from a plausible yield so a solution exists.
        const price = Math.round(cleanPrice(bond, settlement, yieldRate) * 1000) / 1000;
        const y = solveYield(bond, settlement, price);
        expect(Math.abs(cleanPrice(bond, settlement, y) - price)).toBeLessThan(1e-6);
      }),
      { numRuns: 1000 },
    );
  });

  it('solves any price between 60 and 140 for bonds with a year or more to run', () => {
    fc.assert(
      fc.property(
        bondArb.filter(({ daysBefore }) => daysBefore >= 365),
        fc.double({ min: 60, max: 140, noNaN: true }),
        ({ coupon, frequency, dayCount, maturity, daysBefore }, price) => {
          const bond = terms(frequency === 0 ? 0 : coupon, frequency, maturity, dayCount);
          const settlement = maturity - daysBefore;
          expect(Math.abs(cleanPrice(bond, settlement, solveYield(bond, settlement, price)) - price)).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('solves to a call date at the call price', () => {
    const bond = terms(6, 2, dayFromParts(2040, 3, 1), '30/360');
    const settlement = dayFromParts(2025, 7, 1);
    const call = { date: dayFromParts(2030, 3, 1), price: 100 };
    const ytc = solveYield(bond, settlement, 103.5, call);
    expect(cleanPrice(bond, settlement, ytc, call)).toBeCloseTo(103.5, 9);
    // A premium bond yields less to an early call at par than to maturity.
    expect(ytc).toBeLessThan(solveYield(bond, settlement, 103.5));
  });
});
