import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccrualTerms } from '../accrued-interest';
import { accrualPeriod, accruedInterestPer100 } from '../accrued-interest';
import { nextCouponOf, priceFigures, projectedCashFlows, yieldTermsOf } from '../bond-figures';
import { cleanPrice } from '../bond-yield';
import { parseYyyymmdd } from 'shared/calendar';
import { toNumber } from 'shared/money';

/**
 * The bond maths against an independent reference: figures computed with QuantLib 1.29 under each
 * market's conventions (rules BND-10 to BND-14) by `scripts/golden/make-bond-golden.py`, held to a bond
 * desk's tolerances: accrued interest and coupons 0.0001 per 100, yields 0.5 bp, prices 0.001 per 100,
 * dates exact. The sandbox prices with these same functions (`priceFigures`, `solveYield`), so its
 * answers stand or fall with them.
 */

interface GoldenCase {
  readonly id: string;
  readonly covers: readonly string[];
  readonly bond: AccrualTerms;
  readonly settlementDate: string;
  readonly cleanPrice: string;
  readonly expected: {
    readonly accruedInterest: number;
    /** Accrued days by the day count, where the case pins them (JGBs, rule BND-14). */
    readonly accruedDays?: number;
    readonly exCoupon: boolean;
    readonly nextCouponDate: string | null;
    readonly coupons: readonly (readonly [string, number])[];
    readonly ytm: number;
    readonly priceAtYield: { readonly yield: number; readonly cleanPrice: number };
    readonly call?: { readonly date: string; readonly price: number; readonly ytc: number };
  };
}

interface GoldenFile {
  readonly source: string;
  readonly quantlibVersion: string;
  readonly tolerances: { readonly accruedPer100: number; readonly couponPer100: number; readonly yieldPercent: number; readonly pricePer100: number };
  readonly cases: readonly GoldenCase[];
}

const golden = JSON.parse(readFileSync(join(__dirname, 'quantlib-1.29.json'), 'utf8')) as GoldenFile;
const { tolerances } = golden;
// a shown yield is rounded to 4 decimals of a percent: half a unit on top of the desk's 0.5 bp
const YIELD_TOLERANCE = tolerances.yieldPercent + 0.00005;

describe(`golden cases from ${golden.source}`, () => {
  it('are QuantLib 1.29 figures, at least 150 of them, covering every rule they stand for', () => {
    expect(golden.quantlibVersion).toBe('1.29');
    expect(golden.cases.length).toBeGreaterThanOrEqual(150);
    const covered = new Set(golden.cases.flatMap((entry) => entry.covers.map((rule) => rule.slice(0, 6))));
    expect([...covered].sort()).toEqual(['BND-10', 'BND-11', 'BND-12', 'BND-13', 'BND-14']);
  });

  it.each(golden.cases.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
    const { bond, settlementDate, expected } = entry;
    const accrued = toNumber(accruedInterestPer100(bond, settlementDate));
    expect(Math.abs(accrued - expected.accruedInterest)).toBeLessThanOrEqual(tolerances.accruedPer100);
    expect(accrualPeriod(bond, settlementDate)?.exCoupon ?? false).toBe(expected.exCoupon);
    if (expected.accruedDays !== undefined) expect(accrualPeriod(bond, settlementDate)?.days).toBe(expected.accruedDays);
    expect(nextCouponOf(bond, settlementDate)?.date ?? null).toBe(expected.nextCouponDate);

    if (bond.cpnFreq !== 0) {
      const flows = projectedCashFlows(bond, settlementDate, 100).map((flow) => [flow.date, toNumber(flow.coupon)] as const);
      expect(flows.map(([date]) => date)).toEqual(expected.coupons.map(([date]) => date));
      flows.forEach(([, amount], index) => expect(Math.abs(amount - (expected.coupons[index]?.[1] ?? NaN))).toBeLessThanOrEqual(tolerances.couponPer100));
    }

    const calls = expected.call === undefined ? [] : [{ date: expected.call.date, price: String(expected.call.price) }];
    const figures = priceFigures(bond, settlementDate, entry.cleanPrice, calls);
    expect(Math.abs(toNumber(figures.ytm) - expected.ytm)).toBeLessThanOrEqual(YIELD_TOLERANCE);
    if (expected.call !== undefined) expect(Math.abs(toNumber(figures.ytc ?? figures.ytm) - expected.call.ytc)).toBeLessThanOrEqual(YIELD_TOLERANCE);

    const price = cleanPrice(yieldTermsOf(bond), parseYyyymmdd(settlementDate), expected.priceAtYield.yield / 100);
    expect(Math.abs(price - expected.priceAtYield.cleanPrice)).toBeLessThanOrEqual(tolerances.pricePer100);
  });
});
