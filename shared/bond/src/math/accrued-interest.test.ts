import fc from 'fast-check';
import { accrualPeriod, accruedInterestOn, accruedInterestPer100, type AccrualTerms } from './accrued-interest';
import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { DAY_COUNTS } from './day-count';
import { Decimal, toNumber } from 'shared/money';

/** Accrued interest per 100 face as the nearest number. */
function accruedInterest(terms: AccrualTerms, settlementDate: string): number {
  return toNumber(accruedInterestPer100(terms, settlementDate));
}

/** The 4.125 % semi-annual ACT/ACT bond maturing 2034-05-15 (a US Treasury note). */
const t4125: AccrualTerms = { faceRate: 4.125, cpnFreq: 2, dayCount: 'ACT/ACT', issueDate: '20240515', maturityDate: '20340515' };

function terms(overrides: Partial<AccrualTerms>): AccrualTerms {
  return { ...t4125, issueDate: '20000101', ...overrides };
}

describe('accruedInterest, hand-computed cases', () => {
  it('ACT/ACT (ICMA): days over the actual coupon period × frequency', () => {
    // 2026-05-15 → 2026-11-15 has 184 days; 8 accrued
    expect(accrualPeriod(t4125, '20260523')).toEqual({
      accrualStart: '20260515',
      previousCoupon: '20260515',
      nextCoupon: '20261115',
      days: 8,
      numerator: 8,
      basis: 368,
      exCoupon: false,
    });
    expect(accruedInterest(t4125, '20260523')).toBeCloseTo((4.125 / 2) * (8 / 184), 14);
    // 2026-11-15 → 2027-05-15 has 181 days, so settling 2026-11-23 accrues 8 of 181 (not of 184)
    expect(accrualPeriod(t4125, '20261123')).toMatchObject({ previousCoupon: '20261115', nextCoupon: '20270515', days: 8, basis: 362 });
    expect(accruedInterest(t4125, '20261123')).toBeCloseTo((4.125 / 2) * (8 / 181), 14);
  });

  it('ACT/ACT over a leap year and with a quarterly end-of-month schedule', () => {
    // annual 2.5 %, 2028-02-10 → 2029-02-10 is 366 days, 20 accrued
    expect(accruedInterest(terms({ faceRate: 2.5, cpnFreq: 1, maturityDate: '20330210' }), '20280301')).toBeCloseTo((2.5 * 20) / 366, 14);
    // quarterly 4 %, maturity Feb 28 (a month end): 2026-02-28 → 2026-05-31 is 92 days, 41 accrued
    const quarterly = terms({ faceRate: 4, cpnFreq: 4, maturityDate: '20300228' });
    expect(accrualPeriod(quarterly, '20260410')).toMatchObject({ previousCoupon: '20260228', nextCoupon: '20260531', days: 41, basis: 368 });
    expect(accruedInterest(quarterly, '20260410')).toBeCloseTo((4 / 4) * (41 / 92), 14);
  });

  it('30/360 (US bond basis)', () => {
    const bond = terms({ faceRate: 5, dayCount: '30/360', maturityDate: '20300831' });
    // 2026-02-28 → 2026-03-15: 30 × 1 + (15 − 28) = 17 days (no end-of-February adjustment)
    expect(accrualPeriod(bond, '20260315')).toMatchObject({ previousCoupon: '20260228', days: 17, basis: 360 });
    expect(accruedInterest(bond, '20260315')).toBeCloseTo((5 * 17) / 360, 14);
    // from a 30th (Sept 30, month end) to a 31st: the 31st counts as 30 → 30 days
    const march = terms({ faceRate: 5, dayCount: '30/360', maturityDate: '20290331' });
    expect(accrualPeriod(march, '20251031')).toMatchObject({ previousCoupon: '20250930', days: 30 });
    expect(accruedInterest(march, '20251031')).toBeCloseTo((5 * 30) / 360, 14);
    // a full 30/360 period accrues exactly the coupon
    expect(accruedInterest(terms({ faceRate: 6, dayCount: '30/360', maturityDate: '20300115' }), '20260714')).toBeCloseTo((6 * 179) / 360, 14);
  });

  it('30E/360 (Eurobond basis): a 31st at the end counts as a 30th', () => {
    const bond = terms({ faceRate: 5, dayCount: '30E/360', maturityDate: '20300115' });
    // 2026-01-15 → 2026-07-31: 6 × 30 + (30 − 15) = 195 days (the US basis counts 196)
    expect(accrualPeriod(bond, '20260731')).toMatchObject({ previousCoupon: '20260715', days: 15, basis: 360 });
    expect(accrualPeriod({ ...bond, cpnFreq: 1 }, '20260731')).toMatchObject({ previousCoupon: '20260115', days: 195 });
    expect(accrualPeriod({ ...bond, cpnFreq: 1, dayCount: '30/360' }, '20260731')).toMatchObject({ days: 196 });
  });

  it('ACT/360 and ACT/365 (Fixed)', () => {
    // annual 3.5 %, 2025-06-15 → 2026-01-01 is 200 days
    expect(accruedInterest(terms({ faceRate: 3.5, cpnFreq: 1, dayCount: 'ACT/360', maturityDate: '20280615' }), '20260101')).toBeCloseTo(
      (3.5 * 200) / 360,
      14,
    );
    // semi-annual 0.8 % JGB-like: 2026-03-20 → 2026-09-01 is 165 days; 2026-09-20 → 2026-09-29 is 9
    const jgb = terms({ faceRate: 0.8, dayCount: 'ACT/365', maturityDate: '20310320' });
    expect(accrualPeriod(jgb, '20260901')).toMatchObject({ previousCoupon: '20260320', days: 165, basis: 365 });
    expect(accruedInterest(jgb, '20260901')).toBeCloseTo((0.8 * 165) / 365, 14);
    expect(accruedInterest(jgb, '20260929')).toBeCloseTo((0.8 * 9) / 365, 14);
  });

  it('JGBs count their days without 29 February (NL/365, rule BND-14)', () => {
    const jgb = terms({ faceRate: 0.8, dayCount: 'NL/365', maturityDate: '20320320' });
    // 2027-09-20 → 2028-03-15 is 177 actual days, 176 without 29 February
    expect(accrualPeriod(jgb, '20280315')).toMatchObject({ previousCoupon: '20270920', days: 176, basis: 365 });
    expect(accruedInterestPer100(jgb, '20280315', 10).toFixed(10)).toBe('0.3857534247');
    expect(accrualPeriod(jgb, '20280229')?.days).toBe(accrualPeriod(jgb, '20280228')?.days);
    expect(accrualPeriod({ ...jgb, dayCount: 'ACT/365' }, '20280315')?.days).toBe(177);
  });

  it('starts a short first period at the issue date', () => {
    const late = { ...t4125, issueDate: '20240601' }; // notional period 2024-05-15 → 2024-11-15, 184 days
    expect(accrualPeriod(late, '20240611')).toMatchObject({ accrualStart: '20240601', previousCoupon: '20240515', days: 10, basis: 368 });
    expect(accruedInterest(late, '20240611')).toBeCloseTo((4.125 * 10) / 368, 14);
    expect(accrualPeriod({ ...late, dayCount: '30/360' }, '20240611')).toMatchObject({ days: 10, basis: 360 });
  });

  it('accrues nothing on a coupon date, on the issue date, before issue, or from maturity on', () => {
    expect(accruedInterest(t4125, '20261115')).toBe(0);
    expect(accrualPeriod(t4125, '20261115')).toMatchObject({ days: 0 });
    expect(accruedInterest(t4125, '20240515')).toBe(0);
    expect(accruedInterest(t4125, '20240514')).toBe(0);
    expect(accrualPeriod(t4125, '20240514')).toBeNull();
    expect(accruedInterest(t4125, '20340515')).toBe(0);
    expect(accruedInterest(t4125, '20350101')).toBe(0);
    expect(accruedInterest(t4125, '20340514')).toBeCloseTo((4.125 * 180) / 362, 14);
  });

  it('accrues nothing on a zero-coupon bond', () => {
    expect(accruedInterest({ ...t4125, cpnFreq: 0, faceRate: 0 }, '20261123')).toBe(0);
    expect(accruedInterest({ ...t4125, cpnFreq: 0 }, '20261123')).toBe(0);
    expect(accruedInterest({ ...t4125, faceRate: 0 }, '20261123')).toBe(0);
    expect(accrualPeriod({ ...t4125, cpnFreq: 0 }, '20261123')).toBeNull();
  });

  it('is exact: the day-count fraction times the rate, one division', () => {
    expect(accruedInterestPer100(t4125, '20261123').eq(new Decimal('4.125').times(8).div(362))).toBe(true);
    // 4.125 × 8 / 362 = 0.0911602209944…: to the wire's 6 decimals, rounded once
    expect(accruedInterestPer100(t4125, '20261123', 6).toString()).toBe('0.09116');
    expect(accruedInterestPer100(terms({ faceRate: 4, cpnFreq: 4, maturityDate: '20300228' }), '20260410', 6).toString()).toBe('0.445652');
    // on a face amount the division comes last: no rounded per-100 figure is multiplied up
    expect(accruedInterestOn(250_000, t4125, '20261123').toFixed(10)).toBe('227.9005524862');
    expect(accruedInterestOn(250_000, t4125, '20240514').toFixed()).toBe('0');
  });

  it('refuses invalid dates and frequencies', () => {
    expect(() => accruedInterest(t4125, '2026-11-23')).toThrow(RangeError);
    expect(() => accruedInterest({ ...t4125, maturityDate: '20340231' }, '20261123')).toThrow(RangeError);
    expect(() => accruedInterest({ ...t4125, cpnFreq: 5 }, '20261123')).toThrow(RangeError);
    const unknownDayCount = { ...t4125, dayCount: 'ACT/364' } as unknown as AccrualTerms;
    expect(() => accruedInterest(unknownDayCount, '20261123')).toThrow(RangeError);
  });
});

describe('accruedInterest properties', () => {
  const start = parseYyyymmdd('20240101');
  const arbitraryTerms = fc.record({
    faceRate: fc.integer({ min: 1, max: 120 }).map((eighths) => eighths / 8),
    cpnFreq: fc.constantFrom(1, 2, 4),
    dayCount: fc.constantFrom(...DAY_COUNTS),
    maturityOffset: fc.integer({ min: 1, max: 365 * 40 }),
    settlementOffset: fc.integer({ min: 0, max: 365 * 40 }),
  });

  it('ACT/ACT accrues at least 0 and less than one coupon; others at most a coupon plus a few days', () => {
    fc.assert(
      fc.property(arbitraryTerms, ({ faceRate, cpnFreq, dayCount, maturityOffset, settlementOffset }) => {
        const bond: AccrualTerms = { faceRate, cpnFreq, dayCount, issueDate: '20000101', maturityDate: formatYyyymmdd(start + maturityOffset) };
        const value = accruedInterest(bond, formatYyyymmdd(start + settlementOffset));
        const coupon = faceRate / cpnFreq;
        expect(value).toBeGreaterThanOrEqual(0);
        if (dayCount === 'ACT/ACT') expect(value).toBeLessThan(coupon);
        else expect(value).toBeLessThanOrEqual(coupon * 1.03);
        if (settlementOffset >= maturityOffset) expect(value).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });
});
