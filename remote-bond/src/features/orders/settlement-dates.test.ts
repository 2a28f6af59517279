import { createSandboxFetch, SANDBOX_TODAY, type SandboxFetch } from 'sandbox/test-fetch';
import type { Bond } from '@shared/bond';
import type { CustomerProfile } from '@shared/account';
import { BOND_CUTOFF, tradeAndSettlement } from '@shared/bond/math';
import { cartTradeDate, estimateLine } from '../cart/domain';
import { viewOrderLines } from './order-lines';

// 2025-07-01 16:00 Taipei: after the 15:00 cut-off of the sandbox's pinned day
const AFTER_CUTOFF = Date.UTC(2025, 6, 1, 8, 0, 0);
const USD_FEE = { currency: 'USD' as const, custodyFeeRate: 0.2, custodyFeeMin: 10, settlementDays: 1 };
const RULES = { effectiveDate: '20250101', cutoffTime: BOND_CUTOFF, maxValidityDays: 30, fees: [{ currency: 'USD' as const, feeRate: '0.1', feeMin: '30' }] };
const PROFILE: CustomerProfile = {
  investorClass: 'PRO',
  riskType: 'A',
  kycExpiry: '20300630',
  w8benOnFile: true,
  w8benExpiry: '20291231',
  accounts: [],
  agreements: [],
};

let sandbox: SandboxFetch;
beforeEach(async () => {
  sandbox = await createSandboxFetch({ today: SANDBOX_TODAY, now: () => AFTER_CUTOFF });
  await sandbox.signIn('B223456789');
});
afterEach(() => sandbox.close());

describe('after the cut-off, the list, the cart and the order use one settlement date (rule BND-16)', () => {
  it('is the next business day\u2019s trade settled T+1, and every figure is for it', async () => {
    const bonds = await sandbox.symbolList({ kind: '2' });
    const bond = bonds.find((candidate): candidate is Bond => candidate.issueCurrency === 'USD' && candidate.faceRate > 0);
    if (bond === undefined) throw new Error('no USD coupon bond on offer');
    const dates = tradeAndSettlement(AFTER_CUTOFF, 'USD', BOND_CUTOFF, 1);
    expect(dates).toMatchObject({ tradeDate: '20250702', preOrder: true, settlementDate: '20250703' });

    // the cart: the line's estimate
    const estimate = estimateLine({ bond, faceValue: bond.faceValue, price: bond.refPriceBuyNumber, fee: USD_FEE, tradeFee: RULES.fees[0], tradeDate: cartTradeDate(AFTER_CUTOFF, 'USD', USD_FEE) });
    expect(estimate.settlementDate).toBe(dates.settlementDate);
    // the list's accrued interest is for the same settlement date
    expect(estimate.accruedPer100.toFixed(6)).toBe(bond.accruedInterest.toFixed(6));

    // the order: its cost and its dates
    const [view] = viewOrderLines({
      lines: [{ isin: bond.isin, faceText: String(bond.faceValue), priceText: bond.refPriceBuyNumber.toFixed(3) }],
      bonds: new Map([[bond.isin, bond]]),
      profile: PROFILE,
      rules: RULES,
      schedule: () => USD_FEE,
      balance: undefined,
      rates: [],
      now: AFTER_CUTOFF,
    });
    expect(view).toMatchObject({ tradeDate: dates.tradeDate, preOrder: true });
    expect(view?.cost?.settlementDate).toBe(dates.settlementDate);
    expect(view?.cost?.accrued.toNumber()).toBe(estimate.accruedInterest);
  });
});
