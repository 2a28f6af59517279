import { CURRENCY_OPTIONS, isInvestmentGrade, type Bond, type CurrencyCode } from '../shared-contracts';

/** How many picks each currency gets: USD, the main market, gets more; 8 + 7 × 4 = 36. */
export const PICKS_PER_CURRENCY: Readonly<Record<CurrencyCode, number>> = {
  USD: 8,
  EUR: 4,
  GBP: 4,
  AUD: 4,
  NZD: 4,
  CNH: 4,
  JPY: 4,
  ZAR: 4,
};

/** True for a bond a general customer can buy and hold without surprises: the pick rule's filter. */
export function isPickEligible(bond: Bond): boolean {
  return (
    isInvestmentGrade(bond.creditRating) &&
    bond.investorRestriction === 'ALL' &&
    bond.remainingTerm >= 2 &&
    bond.remainingTerm <= 10
  );
}

/**
 * 凱基選, the broker's picks. Rule: among offered bonds that are investment grade (BBB- or better),
 * open to every investor (not PI) and 2 to 10 years from maturity, take per currency the highest
 * yields to maturity, at most one bond per issuer, {@link PICKS_PER_CURRENCY} of them. Ordered by
 * currency (the filter panel's order), then by YTM, highest first. A currency with fewer eligible
 * issuers gives fewer picks.
 */
export function selectBrokerPicks(offered: readonly Bond[]): Bond[] {
  const picks: Bond[] = [];
  for (const { value: currency } of CURRENCY_OPTIONS) {
    const ranked = offered
      .filter((bond) => bond.issueCurrency === currency && isPickEligible(bond))
      .sort((a, b) => b.dYtm - a.dYtm || a.isin.localeCompare(b.isin));
    const issuers = new Set<string>();
    for (const bond of ranked) {
      if (issuers.size >= PICKS_PER_CURRENCY[currency]) break;
      if (issuers.has(bond.issuerNameEn)) continue;
      issuers.add(bond.issuerNameEn);
      picks.push(bond);
    }
  }
  return picks;
}
