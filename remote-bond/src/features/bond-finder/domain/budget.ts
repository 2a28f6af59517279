import { Decimal, type DecimalValue } from 'shared/money';
import type { Bond } from '@shared/bond';
import type { CartCurrencyFee } from '../../cart';

/** What the budget rule reads of a bond: its currency, reference buy price and accrued interest per 100 face. */
export type BudgetBond = Pick<Bond, 'issueCurrency' | 'refPriceBuyNumber' | 'accruedInterest'>;

/**
 * What the smallest purchase of a bond costs in TWD (rule BND-7, 「預算內」): the minimum nominal × the dirty
 * price (reference buy price + accrued interest, per 100 face), plus a year's custody fee on the
 * consideration (`max(minimum, consideration × rate / 100)`, the cart's fee estimate), at the currency's
 * indicative TWD rate; exact decimals, rounded up to a whole TWD so a bond "within" the budget never
 * costs a cent more. Null when the currency's rate is unknown (the bond cannot be judged).
 */
export function minimumCostTwd(bond: BudgetBond, minimumNominal: number, fee: CartCurrencyFee | undefined, twdRate: string | undefined): DecimalValue | null {
  if (twdRate === undefined) return null;
  const face = new Decimal(minimumNominal);
  const consideration = face.times(bond.refPriceBuyNumber).div(100);
  const accrued = face.times(bond.accruedInterest).div(100);
  const custody = fee === undefined ? new Decimal(0) : maxOf(new Decimal(fee.custodyFeeMin), consideration.times(fee.custodyFeeRate).div(100));
  // 3 is big.js's round-up mode: away from zero
  return consideration.plus(accrued).plus(custody).times(twdRate).round(0, 3);
}

function maxOf(a: DecimalValue, b: DecimalValue): DecimalValue {
  return a.gte(b) ? a : b;
}

/** True when the smallest purchase fits the budget (cost ≤ budget); a bond whose cost is unknown does not. */
export function withinBudget(costTwd: DecimalValue | null, budgetTwd: number): boolean {
  return costTwd !== null && costTwd.lte(budgetTwd);
}
