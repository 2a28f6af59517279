import type { DecimalValue } from 'shared/money';
import { buyCost, type CartCurrencyFee, type EstimateBond, type TradeFee } from '../../cart';
import { twdOf } from '../../orders';

/** What the budget rule reads of a bond: its coupon terms, currency and reference buy price. */
export type BudgetBond = EstimateBond & { readonly refPriceBuyNumber: number; readonly faceRate: number };

/** What the smallest purchase is costed with, besides the bond: the cart's and the order's inputs. */
export interface BudgetTerms {
  /** The bond's minimum nominal (rule CRT-5). */
  readonly minimumNominal: number;
  /** The fee schedule's entry of the currency (settlement days, custody fee). */
  readonly fee: CartCurrencyFee | undefined;
  /** The desk's trading fee of the currency. */
  readonly tradeFee: TradeFee | undefined;
  /** The trade date of an order sent now, `YYYYMMDD` (rule BND-16). */
  readonly tradeDate: string;
  /** TWD per unit of the currency, today's indicative rate; undefined when there is none. */
  readonly twdRate: string | undefined;
}

/**
 * The all-in cost in TWD of the smallest purchase of a bond (rule BND-7, 「預算內」): the cart's and the
 * order's one cost of buying a line ({@link buyCost}: minimum nominal at the reference buy price, accrued
 * interest to the settlement date and the trading fee, each rounded to the currency's minor unit) at
 * today's indicative TWD rate, the order page's TWD equivalent ({@link twdOf}). Null when the currency has
 * no rate (the bond cannot be judged).
 */
export function minimumCostTwd(bond: BudgetBond, terms: BudgetTerms): DecimalValue | null {
  if (terms.twdRate === undefined) return null;
  const cost = buyCost({ bond, faceValue: terms.minimumNominal, price: bond.refPriceBuyNumber, fee: terms.fee, tradeFee: terms.tradeFee, tradeDate: terms.tradeDate });
  return twdOf(cost.total, terms.twdRate);
}

/** True when the smallest purchase fits the budget (cost ≤ budget); a bond whose cost is unknown does not. */
export function withinBudget(costTwd: DecimalValue | null, budgetTwd: number): boolean {
  return costTwd !== null && costTwd.lte(budgetTwd);
}

/** Where a bond's {@link minimumCostTwd} must lie, in TWD, read in plain numbers without its coupon schedule. */
export interface CostBounds {
  readonly low: number;
  readonly high: number;
}

/**
 * Bounds of {@link minimumCostTwd}, cheap enough to take for every bond on offer: the gross and the trading
 * fee are the cart's, and the accrued interest, which needs the coupon schedule, lies within one year's
 * coupon either way (a bond bought ex-coupon carries negative accrued, rule BND-10); a TWD of slack covers
 * the roundings. The budget rule works out the exact cost only for a bond its bounds cannot settle, so a
 * first budget over thousands of bonds costs a few hundred exact sums instead of thousands. Null without a rate.
 */
export function minimumCostBounds(bond: BudgetBond, terms: BudgetTerms): CostBounds | null {
  if (terms.twdRate === undefined) return null;
  const rate = Number(terms.twdRate);
  const gross = (terms.minimumNominal * bond.refPriceBuyNumber) / 100;
  const fee = terms.tradeFee === undefined ? 0 : Math.max(Number(terms.tradeFee.feeMin), (gross * Number(terms.tradeFee.feeRate)) / 100);
  const coupon = (terms.minimumNominal * Math.max(0, bond.faceRate)) / 100;
  const slack = 1 + (gross + coupon + fee) * rate * 1e-9;
  return { low: (gross - coupon + fee) * rate - slack, high: (gross + coupon + fee) * rate + slack };
}

/**
 * Whether the smallest purchase fits the budget, asking the exact cost (rule BND-7) only when the bounds
 * leave it open: the same answer as {@link withinBudget} of {@link minimumCostTwd}, for far less work.
 */
export function fitsBudget(bounds: CostBounds | null, exact: () => DecimalValue | null, budgetTwd: number): boolean {
  if (bounds === null) return false;
  if (bounds.high <= budgetTwd) return true;
  if (bounds.low > budgetTwd) return false;
  return withinBudget(exact(), budgetTwd);
}
