import { BOND_CUTOFF } from '@shared/bond/math';
import type { BondTradeRules } from '../shared-contracts';

/**
 * The sandbox bond desk's rules (rules ORD-7, ORD-9, ORD-11): cut-off 15:00 Taipei time, 長效 orders at
 * most 30 calendar days, a trading fee of 0.1 % of the clean amount with a minimum of roughly US$30 in
 * each currency. Plausible, not anyone's tariff.
 */
export const TRADE_RULES: BondTradeRules = {
  effectiveDate: '20250101',
  cutoffTime: BOND_CUTOFF,
  maxValidityDays: 30,
  fees: [
    { currency: 'USD', feeRate: '0.1', feeMin: '30' },
    { currency: 'EUR', feeRate: '0.1', feeMin: '28' },
    { currency: 'GBP', feeRate: '0.1', feeMin: '24' },
    { currency: 'AUD', feeRate: '0.1', feeMin: '45' },
    { currency: 'NZD', feeRate: '0.1', feeMin: '50' },
    { currency: 'CNH', feeRate: '0.1', feeMin: '210' },
    { currency: 'JPY', feeRate: '0.1', feeMin: '4500' },
    { currency: 'ZAR', feeRate: '0.12', feeMin: '550' },
  ],
};

/** The fee entry of a currency. */
export function tradeFeeOf(currency: string): { readonly feeRate: string; readonly feeMin: string } {
  return TRADE_RULES.fees.find((fee) => fee.currency === currency) ?? { feeRate: '0.1', feeMin: '30' };
}
