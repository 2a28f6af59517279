import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bondTerms, type AccrualTerms } from '@shared/bond/math';
import type { Bond } from '../shared-contracts';
import { TEST_TODAY } from '../test-support';
import { catalogFor } from './bond-catalog';
import { bondDetailOf } from './bond-detail';

/**
 * The sandbox's bond detail answer against the independent reference (rule BND-13): every golden case of
 * `shared/bond/src/math/golden` (QuantLib 1.29, made by `scripts/golden/make-bond-golden.py`) priced as the
 * detail answer prices an offered bond, at the case's clean price and settlement date, held to a bond
 * desk's tolerances: accrued interest 0.0001 per 100, the yield to maturity 0.5 bp, ex-coupon exactly.
 */

interface GoldenCase {
  readonly id: string;
  readonly bond: AccrualTerms & { readonly issueCurrency: string };
  readonly settlementDate: string;
  readonly cleanPrice: string;
  readonly expected: { readonly accruedInterest: number; readonly exCoupon: boolean; readonly ytm: number };
}

const golden = JSON.parse(readFileSync(join(__dirname, '../../../../shared/bond/src/math/golden/quantlib-1.29.json'), 'utf8')) as {
  readonly tolerances: { readonly accruedPer100: number; readonly yieldPercent: number };
  readonly cases: readonly GoldenCase[];
};
// the answer writes accrued interest to 6 decimals and yields to 4: half a unit on top of the desk's tolerance
const ACCRUED_TOLERANCE = golden.tolerances.accruedPer100 + 5e-7;
const YIELD_TOLERANCE = golden.tolerances.yieldPercent + 0.00005;

/** The terms an offered bond may carry that a case does not name: left out, so each case prices its own terms only. */
const TERM_FIELDS: ReadonlySet<string> = new Set(['firstCouponDate', 'penultimateCouponDate', 'exCouponDays', 'exCouponBusinessDays', 'couponByDays']);

/** An offered bond of the sandbox made into the case's bond at the case's ask. */
function caseBond(base: Bond, golden: GoldenCase): Bond {
  const bond = Object.fromEntries(Object.entries(base).filter(([field]) => !TERM_FIELDS.has(field)));
  return { ...(bond as Bond), ...golden.bond, refPriceBuyNumber: Number(golden.cleanPrice), refPriceSellNumber: Number(golden.cleanPrice) - 0.5, dYtc: null } as Bond;
}

describe('the bond detail answer against QuantLib 1.29 (rule BND-13)', () => {
  const base = catalogFor(TEST_TODAY).offered[0];

  it('answers every golden case with the reference\'s accrued interest, ex-coupon state and yield to maturity', () => {
    if (base === undefined) throw new Error('no offered bond');
    expect(golden.cases.length).toBeGreaterThanOrEqual(150);
    const misses: string[] = [];
    for (const entry of golden.cases) {
      const bond = caseBond(base, entry);
      const detail = bondDetailOf({ terms: bondTerms(entry.bond), firstCallDay: null }, bond, { tradeDate: entry.settlementDate, preOrder: false, settlementDate: entry.settlementDate, holidaysKnown: true });
      if (detail === null) {
        misses.push(`${entry.id}: no answer`);
        continue;
      }
      const accrued = Number(detail.figures.accruedInterest);
      const ytm = Number(detail.figures.ytm);
      if (Math.abs(accrued - entry.expected.accruedInterest) > ACCRUED_TOLERANCE) misses.push(`${entry.id}: accrued ${accrued} vs ${entry.expected.accruedInterest}`);
      if (detail.figures.exCoupon !== entry.expected.exCoupon) misses.push(`${entry.id}: exCoupon ${String(detail.figures.exCoupon)}`);
      if (Math.abs(ytm - entry.expected.ytm) > YIELD_TOLERANCE) misses.push(`${entry.id}: ytm ${ytm} vs ${entry.expected.ytm}`);
    }
    expect(misses).toEqual([]);
  });
});
