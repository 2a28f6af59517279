import type { CartBond } from '../features/cart/domain';

/**
 * A bond for the cart's tests: a 4.125 % semi-annual ACT/ACT USD bond maturing 2034-05-15, issued
 * 2024-05-15, 10,000 minimum, 1,000 increment, reference buy price 98.765; any field overridable.
 * Test support: lives under src/test, which production code may not import (lint).
 */
export function makeTestBond(overrides: Partial<CartBond> = {}): CartBond {
  return {
    isin: 'US91282CKQ32',
    issueCurrency: 'USD',
    faceRate: 4.125,
    cpnFreq: 2,
    issueDate: '20240515',
    maturityDate: '20340515',
    faceValue: 10_000,
    faceValueIncrement: 1_000,
    dayCount: 'ACT/ACT',
    refPriceBuyNumber: 98.765,
    ...overrides,
  };
}
