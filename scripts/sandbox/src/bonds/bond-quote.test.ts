import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { solveYield } from '@shared/bond/math';
import type { Bond } from '../shared-contracts';
import { buildCatalog, type BondCatalog } from './bond-catalog';
import { bondQuote, LAST_MONTH_DAYS, nextCallDay } from './bond-quote';
import { defaultUniverse, type BondDefinition } from './generate-universe';

const universe = defaultUniverse();
const FIRST_DAY = '20250701';
const LAST_DAY = '20271231';

/** A yield a customer can believe (percent): rule BND-17's range. */
const plausible = (value: number) => value >= -1 && value <= 25;

/** What is wrong with one offered bond's yields, or null. */
function implausible(bond: Bond, catalog: BondCatalog): string | null {
  if (!plausible(bond.dYtm)) return `${catalog.asOf} ${bond.isin} dYtm ${bond.dYtm}`;
  if (bond.dYtc !== null && !plausible(bond.dYtc)) return `${catalog.asOf} ${bond.isin} dYtc ${bond.dYtc} at ${bond.refPriceBuyNumber}`;
  // a yield to call only while the ask is at or above the call price
  if (bond.callable && (bond.dYtc === null) !== (bond.refPriceBuyNumber < 100)) return `${catalog.asOf} ${bond.isin} dYtc ${bond.dYtc} at ${bond.refPriceBuyNumber}`;
  return null;
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = parseYyyymmdd(from); day <= parseYyyymmdd(to); day += 1) days.push(formatYyyymmdd(day));
  return days;
}

/** The bonds of the universe whose maturity or next call is within `days` of `date`: where absurd yields come from. */
function nearRedemption(date: string, days: number): BondDefinition[] {
  const day = parseYyyymmdd(date);
  return universe.filter((definition) => {
    const call = nextCallDay(definition, day);
    return definition.terms.maturity - day <= days || (call !== null && call - day <= days);
  });
}

describe('the day\'s bond prices (rule BND-17)', () => {
  it('prices the bonds near redemption on every day from 2025-07-01 to 2027-12-31 without a failure, every yield plausible', () => {
    // every day for the bonds within 90 days of maturity or a call (a whole catalog takes 0.15–0.5 s, too
    // slow for 914 days in a test); the whole universe on a few days below
    const problems: string[] = [];
    let priced = 0;
    for (const date of everyDay(FIRST_DAY, LAST_DAY)) {
      const catalog = buildCatalog(nearRedemption(date, 90), date);
      priced += catalog.offered.length;
      for (const bond of catalog.offered) {
        const problem = implausible(bond, catalog);
        if (problem !== null) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect(priced).toBeGreaterThan(50_000);
  });

  it('prices the whole universe on a few days across the range, every offered yield plausible', () => {
    const problems: string[] = [];
    for (const date of ['20250701', '20260401', '20261126', '20271001']) {
      const catalog = buildCatalog(universe, date);
      expect(catalog.offered.length).toBeGreaterThan(4_500);
      for (const bond of catalog.offered) {
        const problem = implausible(bond, catalog);
        if (problem !== null) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('offers no bond in its last month, but still prices it for those who hold it', () => {
    const catalog = buildCatalog(universe, '20261126');
    const expiring = [...catalog.pricedByIsin.values()].filter((bond) => !catalog.byIsin.has(bond.isin));
    expect(expiring.length).toBeGreaterThan(10);
    for (const bond of expiring) {
      const settlement = catalog.dates[bond.issueCurrency]?.settlementDate ?? '';
      expect(parseYyyymmdd(bond.maturityDate) - parseYyyymmdd(settlement)).toBeLessThanOrEqual(LAST_MONTH_DAYS);
    }
    for (const bond of catalog.offered) {
      const settlement = catalog.dates[bond.issueCurrency]?.settlementDate ?? '';
      expect(parseYyyymmdd(bond.maturityDate) - parseYyyymmdd(settlement)).toBeGreaterThan(LAST_MONTH_DAYS);
    }
  });

  it('is the same for a date whenever it is asked, and moves a little from one weekday to the next', () => {
    const monday = buildCatalog(universe, '20261123');
    const tuesday = buildCatalog(universe, '20261124');
    expect(buildCatalog(universe, '20261123').offered).toEqual(monday.offered);
    let moved = 0;
    for (const bond of tuesday.offered) {
      const before = monday.byIsin.get(bond.isin);
      if (before === undefined) continue;
      if (before.refPriceBuyNumber !== bond.refPriceBuyNumber) moved += 1;
      // a day's curve moves 12 bp at most: a 30-year bond's price about 2 points
      expect(Math.abs(bond.refPriceBuyNumber - before.refPriceBuyNumber)).toBeLessThan(2.5);
      expect(Math.abs(bond.dYtm - before.dYtm)).toBeLessThan(0.2);
    }
    expect(moved).toBeGreaterThan(tuesday.offered.length * 0.9);
  });

  it('moves the curve on weekdays only: a Saturday quotes Friday\'s yields', () => {
    const definition = universe.find((candidate) => candidate.issueCurrency === 'USD' && !candidate.withdrawn && candidate.terms.maturity > parseYyyymmdd('20300101'));
    if (definition === undefined) throw new Error('no long USD bond');
    const settlement = parseYyyymmdd('20261130');
    const friday = bondQuote(definition, parseYyyymmdd('20261127'), settlement);
    const saturday = bondQuote(definition, parseYyyymmdd('20261128'), settlement);
    const monday = bondQuote(definition, parseYyyymmdd('20261130'), settlement);
    expect(saturday?.yieldPercent).toBe(friday?.yieldPercent);
    expect(monday?.yieldPercent).not.toBe(friday?.yieldPercent);
  });

  it('pulls every price to par as maturity nears', () => {
    let checked = 0;
    let farFromPar = 0;
    let nearFromPar = 0;
    for (const definition of universe) {
      if (definition.withdrawn || definition.firstCallDay !== null) continue;
      const { maturity } = definition.terms;
      const early = maturity - 2 * 365;
      const late = maturity - LAST_MONTH_DAYS - 5;
      if (early < definition.issueDay || early < parseYyyymmdd(FIRST_DAY)) continue;
      const far = bondQuote(definition, early, early);
      const near = bondQuote(definition, late, late);
      if (far === null || near === null) throw new Error(`${definition.isin} unpriced`);
      // within 35 days of maturity the clean price is par give or take the coupon's and the yield's difference for a month
      expect(Math.abs(near.mid - 100)).toBeLessThan(1.5);
      farFromPar += Math.abs(far.mid - 100);
      nearFromPar += Math.abs(near.mid - 100);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(500);
    // two years out a bond is some points from par; a month out a tenth of that or less
    expect(nearFromPar / checked).toBeLessThan((farFromPar / checked) / 10);
  });

  it('quotes the ask above the bid, the ask\'s yield repricing the ask, published at 08:00 on the price date', () => {
    const catalog = buildCatalog(universe, '20261126');
    const byIsin = new Map(universe.map((definition) => [definition.isin, definition]));
    for (const bond of catalog.offered.slice(0, 400)) {
      const definition = byIsin.get(bond.isin);
      if (definition === undefined) throw new Error('offered bond missing from the universe');
      expect(bond.refPriceBuyNumber).toBeGreaterThan(bond.refPriceSellNumber);
      const settlement = parseYyyymmdd(catalog.dates[bond.issueCurrency]?.settlementDate ?? '');
      expect(bond.dYtm).toBeCloseTo(solveYield(definition.terms, settlement, bond.refPriceBuyNumber) * 100, 4);
      expect(bond.priceTime).toBe('2026-11-26T08:00:00+08:00');
    }
  });
});
