import { Decimal } from 'shared/money';
import type { Bond } from '../shared-contracts';
import { minimumNominal, type StartingPosition } from './order-book';
import { addDays } from './trading-calendar';

/** What a sample account starts with: a currency and the highest risk grade, one position each. */
const WANTED: Readonly<Record<string, readonly { currency: string; maxGrade: string; gain: boolean }[]>> = {
  // A123456789 (穩健型): two accounts
  '1234567': [
    { currency: 'USD', maxGrade: 'RR2', gain: true },
    { currency: 'AUD', maxGrade: 'RR3', gain: false },
    { currency: 'EUR', maxGrade: 'RR2', gain: true },
  ],
  '7654321': [{ currency: 'USD', maxGrade: 'RR1', gain: true }],
  // B223456789 (積極型)
  '2345678': [
    { currency: 'USD', maxGrade: 'RR5', gain: true },
    { currency: 'ZAR', maxGrade: 'RR3', gain: false },
    { currency: 'JPY', maxGrade: 'RR2', gain: true },
  ],
  // C123456789 (KYC expired): one bond bought before it ran out
  '3456789': [{ currency: 'USD', maxGrade: 'RR1', gain: false }],
};

/**
 * The positions a sample account starts with (rule ORD-15): for each wanted currency, the first offered
 * bond of it at or below the grade (the highest such grade first), three minimum lots, bought 40 days
 * ago a point below (a gain) or above (a loss) today's bid. Deterministic for a date.
 */
export function startingPositions(account: string, offered: readonly Bond[], today: string): StartingPosition[] {
  const used = new Set<string>();
  const positions: StartingPosition[] = [];
  for (const wanted of WANTED[account] ?? []) {
    const bond =
      offered.find((candidate) => candidate.issueCurrency === wanted.currency && candidate.ProductRiskGrade === wanted.maxGrade && candidate.cpnFreq !== 0 && !used.has(candidate.isin)) ??
      offered.find((candidate) => candidate.issueCurrency === wanted.currency && candidate.ProductRiskGrade <= wanted.maxGrade && !used.has(candidate.isin));
    if (bond === undefined) continue;
    used.add(bond.isin);
    const cost = new Decimal(bond.refPriceSellNumber).plus(wanted.gain ? -1.25 : 0.875).round(3, 1);
    positions.push({ isin: bond.isin, nominal: minimumNominal(bond) * 3, averageCost: cost.toNumber(), settlementDate: addDays(today, -40) });
  }
  return positions;
}
