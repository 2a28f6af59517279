import { accrualPeriod, accruedInterestPer100, type AccrualTerms } from './accrued-interest';
import { isExCoupon, nextCouponOf, priceFigures, projectedCashFlows } from './bond-figures';
import { toNumber } from 'shared/money';

/** The coupons per 100 face a buyer settling on `settlement` receives, as [date, amount] to 6 decimals. */
function coupons(bond: AccrualTerms, settlement: string): [string, string][] {
  return projectedCashFlows(bond, settlement, 100).map((flow) => [flow.date, flow.coupon.toFixed(6)]);
}

describe('coupon amounts (rule BND-10)', () => {
  // ZAR 8.5 % semi-annual ACT/365 maturing 2027-01-14 (an RSA-style bond)
  const zar: AccrualTerms = { faceRate: 8.5, cpnFreq: 2, dayCount: 'ACT/365', issueDate: '20170114', maturityDate: '20270114', issueCurrency: 'ZAR' };

  it('pays rate ÷ frequency a regular period whatever the day count, and accrues by the day count', () => {
    // 2026-07-14 → 2027-01-14 has 184 days: rate × 184 / 365 would be 4.284932
    expect(coupons(zar, '20261127')).toEqual([['20270114', '4.250000']]);
    // accrued is still rate × actual days / 365: 136 days
    expect(accruedInterestPer100(zar, '20261127', 6).toFixed(6)).toBe('3.167123');
  });

  it('pays rate ÷ frequency on a month-end 30/360 schedule too', () => {
    // 2026-08-31 → 2027-02-28 counts 178 days on the bond basis: 178 / 360 × 5 would be 2.472222
    const monthEnd: AccrualTerms = { faceRate: 5, cpnFreq: 2, dayCount: '30/360', issueDate: '20240229', maturityDate: '20300228' };
    expect(coupons(monthEnd, '20261001').slice(0, 2)).toEqual([
      ['20270228', '2.500000'],
      ['20270831', '2.500000'],
    ]);
  });

  it('pays by actual days only where the terms say so', () => {
    const cnh: AccrualTerms = { faceRate: 3, cpnFreq: 1, dayCount: 'ACT/365', issueDate: '20240320', maturityDate: '20290320', issueCurrency: 'CNH', couponByDays: true };
    // 2027-03-20 → 2028-03-20 has 366 days
    expect(coupons(cnh, '20261201').slice(0, 2)).toEqual([
      ['20270320', '3.000000'],
      ['20280320', '3.008219'],
    ]);
  });
});

describe('ex-coupon trading (rule BND-11)', () => {
  // 4.75 % gilt maturing 2030-06-04: ex-dividend 7 London business days before 2026-12-04, i.e. from 2026-11-25
  const gilt: AccrualTerms = {
    faceRate: 4.75,
    cpnFreq: 2,
    dayCount: 'ACT/ACT',
    issueDate: '20200604',
    maturityDate: '20300604',
    issueCurrency: 'GBP',
    exCouponDays: 7,
    exCouponBusinessDays: true,
  };

  it('charges negative accrued interest inside the window (UK DMO)', () => {
    // 7 days from 2026-11-27 to 2026-12-04 of the 183-day period: −2.375 × 7 / 183
    expect(accruedInterestPer100(gilt, '20261127', 6).toFixed(6)).toBe('-0.090847');
    expect(accrualPeriod(gilt, '20261127')).toMatchObject({ days: -7, exCoupon: true, nextCoupon: '20261204' });
    expect(isExCoupon(gilt, '20261125')).toBe(true);
    // the day before the ex-dividend date is cum: 173 days
    expect(isExCoupon(gilt, '20261124')).toBe(false);
    expect(accruedInterestPer100(gilt, '20261124', 6).toFixed(6)).toBe('2.245219');
    expect(nextCouponOf(gilt, '20261120')).toEqual({ date: '20261204', exCouponDate: '20261125' });
  });

  it('leaves the coming coupon to the seller in the projected cash flows and the yield', () => {
    expect(coupons(gilt, '20261127')[0]).toEqual(['20270604', '2.375000']);
    expect(coupons(gilt, '20261124')[0]).toEqual(['20261204', '2.375000']);
    const figures = priceFigures(gilt, '20261127', '103.5');
    expect(figures.exCoupon).toBe(true);
    expect(figures.dirtyPrice.toFixed(6)).toBe('103.409153');
  });

  it('counts calendar days where the market does (Australia: 7)', () => {
    const acgb: AccrualTerms = { faceRate: 3, cpnFreq: 2, dayCount: 'ACT/ACT', issueDate: '20200421', maturityDate: '20330421', issueCurrency: 'AUD', exCouponDays: 7 };
    expect(isExCoupon(acgb, '20261013')).toBe(false);
    expect(isExCoupon(acgb, '20261014')).toBe(true);
    expect(isExCoupon(acgb, '20261021')).toBe(false);
  });
});

describe('odd periods (rule BND-12)', () => {
  it('accrues a short first period from the issue date', () => {
    // EUR 5 % semi-annual issued 2026-03-01, first coupon 2026-08-15: 167 days of the notional 181
    const short: AccrualTerms = { faceRate: 5, cpnFreq: 2, dayCount: 'ACT/ACT', issueDate: '20260301', maturityDate: '20310815', issueCurrency: 'EUR' };
    expect(coupons(short, '20260301')[0]).toEqual(['20260815', '2.306630']);
    expect(toNumber(accruedInterestPer100(short, '20260305'))).toBeCloseTo((2.5 * 4) / 181, 12);
  });

  it('splits a long first period into its notional periods (ICMA)', () => {
    // issued 2025-11-01, first coupon 2026-08-15: 106 days of the notional 184 to 2026-02-15, then a whole period
    const long: AccrualTerms = { faceRate: 6, cpnFreq: 2, dayCount: 'ACT/ACT', issueDate: '20251101', maturityDate: '20300815', firstCouponDate: '20260815', issueCurrency: 'EUR' };
    expect(coupons(long, '20251101')[0]).toEqual(['20260815', '4.728261']);
    expect(accrualPeriod(long, '20260301')).toMatchObject({ accrualStart: '20251101', nextCoupon: '20260815', days: 120 });
    expect(accruedInterestPer100(long, '20260301', 6).toFixed(6)).toBe('1.960305');
  });

  it('pays an odd last period by its day-count fraction', () => {
    const oddLast: AccrualTerms = { faceRate: 4, cpnFreq: 2, dayCount: '30/360', issueDate: '20250110', maturityDate: '20300301', penultimateCouponDate: '20290710' };
    // 2029-07-10 → 2030-03-01 counts 231 days on the bond basis
    expect(coupons(oddLast, '20291001')).toEqual([['20300301', '2.566667']]);
    expect(accruedInterestPer100(oddLast, '20291110', 6).toFixed(6)).toBe('1.333333');
  });
});
