import { CURRENCY_OPTIONS, isInvestmentGrade } from '../shared-contracts';
import { buildCatalog } from './bond-catalog';
import { PICKS_PER_CURRENCY, isPickEligible } from './broker-picks';
import { UNIVERSE_REFERENCE_DATE, generateUniverse } from './generate-universe';

describe('broker picks', () => {
  const catalog = buildCatalog(generateUniverse(), UNIVERSE_REFERENCE_DATE);
  const picks = catalog.picks;

  it('has about 36 bonds, every one passing the rule', () => {
    expect(picks.length).toBeGreaterThanOrEqual(30);
    expect(picks.length).toBeLessThanOrEqual(36);
    for (const bond of picks) {
      expect(isInvestmentGrade(bond.creditRating)).toBe(true);
      expect(bond.investorRestriction).toBe('ALL');
      expect(bond.remainingTerm).toBeGreaterThanOrEqual(2);
      expect(bond.remainingTerm).toBeLessThanOrEqual(10);
    }
  });

  it('takes the highest yields per currency, one bond per issuer, in currency order', () => {
    const order = CURRENCY_OPTIONS.map((option) => option.value);
    let lastIndex = -1;
    for (const currency of order) {
      const mine = picks.filter((bond) => bond.issueCurrency === currency);
      expect(mine.length).toBeLessThanOrEqual(PICKS_PER_CURRENCY[currency]);
      expect(new Set(mine.map((bond) => bond.issuerNameEn)).size).toBe(mine.length);
      const ytms = mine.map((bond) => bond.dYtm);
      expect([...ytms].sort((a, b) => b - a)).toEqual(ytms);
      const floor = Math.min(...ytms);
      const pickedIssuers = new Set(mine.map((bond) => bond.issuerNameEn));
      // No eligible bond of an issuer left out yields more than the weakest pick.
      const skipped = catalog.offered.filter(
        (bond) => bond.issueCurrency === currency && isPickEligible(bond) && !pickedIssuers.has(bond.issuerNameEn),
      );
      for (const bond of skipped) expect(bond.dYtm).toBeLessThanOrEqual(floor);
      for (const bond of mine) {
        const index = picks.indexOf(bond);
        expect(index).toBeGreaterThan(lastIndex);
        lastIndex = index;
      }
    }
  });
});
