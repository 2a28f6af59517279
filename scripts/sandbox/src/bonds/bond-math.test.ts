import fc from 'fast-check';
import { accruedInterest, cleanPrice, solveYield, type BondTerms } from './bond-math';
import { dayFromParts } from './dates';
import type { CouponFrequency, DayCountConvention } from '../shared-contracts';

describe('bond arithmetic', () => {
  // Excel's documented PRICE/YIELD example (30/360 US, semi-annual): an outside check of the conventions.
  const excelBond: BondTerms = { couponRate: 0.0575, frequency: 2, maturity: dayFromParts(2017, 11, 15), dayCount: '30/360' };
  const excelSettlement = dayFromParts(2008, 2, 15);

  it('matches the Excel PRICE example', () => {
    expect(cleanPrice(excelBond, excelSettlement, 0.065)).toBeCloseTo(94.634361, 5);
  });

  it('matches the Excel YIELD example', () => {
    const bond: BondTerms = { ...excelBond, maturity: dayFromParts(2016, 11, 15) };
    expect(solveYield(bond, excelSettlement, 95.04287)).toBeCloseTo(0.065, 6);
  });

  it('prices a bond at par when the yield equals the coupon on a coupon date', () => {
    const bond: BondTerms = { couponRate: 0.04, frequency: 2, maturity: dayFromParts(2035, 5, 15), dayCount: 'ACT/ACT' };
    expect(cleanPrice(bond, dayFromParts(2025, 5, 15), 0.04)).toBeCloseTo(100, 10);
    expect(accruedInterest(bond, dayFromParts(2025, 5, 15))).toBe(0);
  });

  it('accrues half a semi-annual coupon half-way through an ACT/ACT period', () => {
    const bond: BondTerms = { couponRate: 0.05, frequency: 2, maturity: dayFromParts(2030, 12, 31), dayCount: 'ACT/ACT' };
    // 2025-06-30 to 2025-12-31 is 184 days; 92 days in is exactly half.
    expect(accruedInterest(bond, dayFromParts(2025, 6, 30) + 92)).toBeCloseTo(1.25, 12);
  });

  it('prices a zero-coupon bond by annual compounding', () => {
    const bond: BondTerms = { couponRate: 0, frequency: 0, maturity: dayFromParts(2030, 7, 1), dayCount: 'ACT/365' };
    const settlement = dayFromParts(2030, 7, 1) - 365 * 5;
    expect(cleanPrice(bond, settlement, 0.08)).toBeCloseTo(100 / 1.08 ** 5, 10);
  });

  const frequencies: CouponFrequency[] = [0, 1, 2, 4];
  const dayCounts: DayCountConvention[] = ['ACT/ACT', '30/360', 'ACT/360', 'ACT/365'];
  const bondArb = fc.record({
    coupon: fc.double({ min: 0, max: 0.15, noNaN: true }),
    frequency: fc.constantFrom(...frequencies),
    dayCount: fc.constantFrom(...dayCounts),
    maturity: fc.integer({ min: dayFromParts(2026, 1, 1), max: dayFromParts(2060, 12, 31) }),
    daysBefore: fc.integer({ min: 1, max: 365 * 30 }),
    yieldRate: fc.double({ min: -0.01, max: 0.25, noNaN: true }),
  });

  it('gives back the price within 1e-6 when priced at the solved yield', () => {
    fc.assert(
      fc.property(bondArb, ({ coupon, frequency, dayCount, maturity, daysBefore, yieldRate }) => {
        const terms: BondTerms = { couponRate: frequency === 0 ? 0 : coupon, frequency, maturity, dayCount };
        const settlement = maturity - daysBefore;
        // A quoted price has 3 decimals; derive one from a plausible yield so a solution exists.
        const price = Math.round(cleanPrice(terms, settlement, yieldRate) * 1000) / 1000;
        const y = solveYield(terms, settlement, price);
        expect(Math.abs(cleanPrice(terms, settlement, y) - price)).toBeLessThan(1e-6);
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
          const terms: BondTerms = { couponRate: frequency === 0 ? 0 : coupon, frequency, maturity, dayCount };
          const settlement = maturity - daysBefore;
          expect(Math.abs(cleanPrice(terms, settlement, solveYield(terms, settlement, price)) - price)).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('solves to a call date at the call price', () => {
    const terms: BondTerms = { couponRate: 0.06, frequency: 2, maturity: dayFromParts(2040, 3, 1), dayCount: '30/360' };
    const settlement = dayFromParts(2025, 7, 1);
    const call = { date: dayFromParts(2030, 3, 1), price: 100 };
    const ytc = solveYield(terms, settlement, 103.5, call);
    expect(cleanPrice(terms, settlement, ytc, call)).toBeCloseTo(103.5, 9);
    // A premium bond yields less to an early call at par than to maturity.
    expect(ytc).toBeLessThan(solveYield(terms, settlement, 103.5));
  });
});
