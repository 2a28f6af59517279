import { isinCheckDigit } from '../../../shared/kernel/src/contracts/isin';
import type { Bond } from '@shared/bond';

/** A valid ISIN for test bond number `n` (check digit computed, as the answer parser checks it). */
export function testIsin(n: number, country = 'US'): string {
  const body = `${country}${String(n).padStart(9, '0')}`;
  return `${body}${isinCheckDigit(body)}`;
}

/** A complete bond as the symbol list answers it; any field overridable. */
export function makeBond(n: number, overrides: Partial<Bond> = {}): Bond {
  return {
    isin: testIsin(n),
    bondName: `測試公司債 ${n} 號`,
    bondNameEn: `TEST ${n}`,
    issuerName: '測試公司',
    issuerNameEn: 'Test Corp',
    issuerCountry: 'US',
    issueCurrency: 'USD',
    stockClass: 'CORP',
    faceRate: 4.125,
    cpnFreq: 2,
    issueDate: '20240515',
    maturityDate: '20340515',
    remainingTerm: 8.5,
    callable: false,
    callDate: null,
    creditRating: 'A',
    ratingAgency: 'S&P',
    investorRestriction: 'ALL',
    ProductRiskGrade: 'RR2',
    faceValue: 10_000,
    faceValueIncrement: 1_000,
    dayCount: 'ACT/ACT',
    refPriceBuyNumber: 98.765,
    refPriceSellNumber: 98.265,
    accruedInterest: 0.5,
    dYtm: 4.3 + n / 1000,
    dYtc: null,
    priceDate: '20261120',
    ...overrides,
  };
}
