import { createHash } from 'node:crypto';
import { accruedInterestPer100, solveYield } from '@shared/bond/math';
import { parseYyyymmdd } from 'shared/calendar';
import { toNumber } from 'shared/money';
import {
  CURRENCY_OPTIONS,
  DAY_COUNT_OPTIONS,
  STOCK_CLASS_OPTIONS,
  isInvestmentGrade,
  isValidIsin,
  NOT_RATED,
  BondSchema,
  checkContract,
  optionValues,
} from '../shared-contracts';
import { buildCatalog } from './bond-catalog';
import { cusipCheckDigit } from './cusip';
import { UNIVERSE_REFERENCE_DATE, generateUniverse, type BondDefinition } from './generate-universe';
import { CURRENCY_MINIMUM_FACE } from './market';

function fingerprint(bonds: readonly BondDefinition[]): string {
  return createHash('sha256').update(JSON.stringify(bonds)).digest('hex');
}

describe('bond universe', () => {
  const universe = generateUniverse();
  const catalog = buildCatalog(universe, UNIVERSE_REFERENCE_DATE);

  it('is the same on every run', () => {
    expect(fingerprint(generateUniverse())).toBe(fingerprint(universe));
    expect(fingerprint(generateUniverse({ seed: 1 }))).not.toBe(fingerprint(universe));
  });

  it('holds at least 5,000 bonds, at least 5,000 of them on offer at the reference date', () => {
    expect(universe.length).toBeGreaterThanOrEqual(5_000);
    expect(catalog.offered.length).toBeGreaterThanOrEqual(5_000);
    expect(universe.some((bond) => bond.withdrawn)).toBe(true);
  });

  it('prices every bond into exactly what the bond schema accepts, field for field and in its order', () => {
    for (const date of [UNIVERSE_REFERENCE_DATE, '20260315']) {
      for (const bond of buildCatalog(universe, date).offered) {
        const checked = checkContract(BondSchema, bond);
        if (!checked.ok) throw new Error(`${bond.isin} breaks the bond contract at ${checked.path}: ${checked.issue.message}`);
        expect(JSON.stringify(checked.output)).toBe(JSON.stringify(bond));
      }
    }
  });

  it('gives every bond a unique, valid ISIN; US ISINs carry a valid CUSIP', () => {
    const isins = universe.map((bond) => bond.isin);
    expect(new Set(isins).size).toBe(isins.length);
    for (const isin of isins) expect(isValidIsin(isin)).toBe(true);
    const us = isins.filter((isin) => isin.startsWith('US'));
    expect(us.length).toBeGreaterThan(100);
    for (const isin of us) expect(cusipCheckDigit(isin.slice(2, 10))).toBe(Number(isin.charAt(10)));
  });

  it('covers every currency, class and day-count convention, and all coupon frequencies', () => {
    const has = <T>(values: readonly T[], pick: (bond: BondDefinition) => T) => {
      const seen = new Set(universe.map(pick));
      for (const value of values) expect(seen.has(value)).toBe(true);
    };
    has(optionValues(CURRENCY_OPTIONS), (bond) => bond.issueCurrency);
    has(optionValues(STOCK_CLASS_OPTIONS), (bond) => bond.stockClass);
    has(optionValues(DAY_COUNT_OPTIONS), (bond) => bond.dayCount);
    has([0, 1, 2, 4], (bond) => bond.cpnFreq);
    has(['PI', 'ALL'], (bond) => bond.investorRestriction);
    has(['RR1', 'RR2', 'RR3', 'RR4', 'RR5'], (bond) => bond.ProductRiskGrade);
    has([true, false], (bond) => bond.firstCallDate !== null);
  });

  it('keeps every bond internally consistent', () => {
    const reference = parseYyyymmdd(UNIVERSE_REFERENCE_DATE);
    const problems: string[] = [];
    const check = (bond: BondDefinition, ok: boolean, what: string) => {
      if (!ok) problems.push(`${bond.isin}: ${what}`);
    };
    for (const bond of universe) {
      const issue = parseYyyymmdd(bond.issueDate);
      const maturity = parseYyyymmdd(bond.maturityDate);
      check(bond, issue <= reference, 'issued after the reference date');
      check(bond, maturity > reference, 'matured');
      const priced = catalog.pricedByIsin.get(bond.isin);
      if (priced !== undefined) {
        check(bond, priced.refPriceBuyNumber > priced.refPriceSellNumber, 'buy price not above sell price');
        check(bond, priced.refPriceSellNumber > 0, 'sell price not positive');
        check(bond, priced.refPriceBuyNumber - priced.refPriceSellNumber < 2, 'spread of 2 points or more');
      }
      check(bond, bond.faceValue >= CURRENCY_MINIMUM_FACE[bond.issueCurrency], 'face value below the currency minimum');
      check(bond, bond.faceValue % bond.faceValueIncrement === 0, 'face value not a multiple of the increment');
      check(bond, (bond.cpnFreq === 0) === (bond.faceRate === 0), 'zero coupon without frequency 0 or the reverse');
      if (bond.firstCallDate !== null) {
        const call = parseYyyymmdd(bond.firstCallDate);
        check(bond, call > reference && call < maturity, 'call date outside (reference, maturity)');
      }
      check(bond, isInvestmentGrade(bond.creditRating) || bond.investorRestriction === 'PI', 'high yield open to all investors');
      // rule ORD-5: high yield and unrated paper is the highest grade, professional-only paper at least RR4
      check(bond, isInvestmentGrade(bond.creditRating) || bond.ProductRiskGrade === 'RR5', 'high yield below RR5');
      check(bond, bond.investorRestriction !== 'PI' || bond.ProductRiskGrade >= 'RR4', 'professional-only below RR4');
      check(bond, /\d{4}\/\d{2}\/\d{2}/.test(bond.bondName), 'name without maturity date');
    }
    expect(problems).toEqual([]);
  });

  it('brings some corporate, bank and emerging-market bonds to market unrated, never a government\'s', () => {
    const unrated = catalog.offered.filter((bond) => bond.creditRating === NOT_RATED);
    const eligible = catalog.offered.filter((bond) => bond.stockClass !== 'GOV' && bond.stockClass !== 'SUPRA');
    expect(unrated.length).toBeGreaterThan(eligible.length * 0.02);
    expect(unrated.length).toBeLessThan(eligible.length * 0.07);
    for (const bond of unrated) {
      expect([bond.stockClass, bond.ratingAgency, bond.OtherRatings ?? []]).toEqual([expect.not.stringMatching(/^(GOV|SUPRA)$/), '', []]);
      expect([bond.investorRestriction, bond.ProductRiskGrade]).toEqual(['PI', 'RR5']);
    }
    expect(catalog.offered.filter((bond) => bond.creditRating !== NOT_RATED && bond.ratingAgency === '')).toEqual([]);
  });

  it('names bonds in Traditional Chinese the way the list shows them', () => {
    const names = universe.map((bond) => bond.bondName);
    expect(names.some((name) => /^美國公債 \d{4}\/\d{2}\/\d{2} \d+(\.\d+)?%$/.test(name))).toBe(true);
    expect(names.some((name) => /^蘋果公司 \d{4}\/\d{2}\/\d{2} 到期 \d+(\.\d+)?%$/.test(name))).toBe(true);
    expect(names.some((name) => name.endsWith('零息'))).toBe(true);
  });

  it('reports yields that reprice the buy price, and accrued interest, for the settlement date of a trade that day (rule BND-16)', () => {
    const byIsin = new Map(universe.map((bond) => [bond.isin, bond]));
    for (const bond of catalog.offered) {
      const definition = byIsin.get(bond.isin);
      if (definition === undefined) throw new Error('offered bond missing from the universe');
      const settlement = catalog.dates[bond.issueCurrency]?.settlementDate ?? '';
      expect(bond.dYtm).toBeCloseTo(solveYield(definition.terms, parseYyyymmdd(settlement), bond.refPriceBuyNumber) * 100, 4);
      expect(bond.accruedInterest).toBeCloseTo(toNumber(accruedInterestPer100(definition.terms, settlement)), 5);
      // no yield to call for a bond that cannot be called, nor while the ask is below the call price (rule BND-17)
      expect(bond.dYtc === null).toBe(!bond.callable || bond.refPriceBuyNumber < 100);
      if (bond.dYtc !== null && bond.refPriceBuyNumber > 100.5) expect(bond.dYtc).toBeLessThan(bond.dYtm);
    }
  });

  it('yields sit in plausible ranges per currency', () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    const of = (currency: string) => median(catalog.offered.filter((bond) => bond.issueCurrency === currency).map((bond) => bond.dYtm));
    expect(of('USD')).toBeGreaterThan(3.5);
    expect(of('USD')).toBeLessThan(6.5);
    expect(of('JPY')).toBeLessThan(of('USD'));
    expect(of('ZAR')).toBeGreaterThan(of('USD'));
  });

  it('drops matured bonds and shortens remaining terms at a later date', () => {
    const later = buildCatalog(universe, '20280701');
    expect(later.offered.length).toBeLessThan(catalog.offered.length);
    const bond = later.offered[0];
    if (bond === undefined) throw new Error('no bonds three years on');
    const now = catalog.byIsin.get(bond.isin);
    expect(now?.remainingTerm).toBeCloseTo(bond.remainingTerm + 3, 1);
    for (const offered of later.offered) expect(parseYyyymmdd(offered.maturityDate)).toBeGreaterThan(parseYyyymmdd('20280701'));
  });
});
