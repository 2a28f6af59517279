import { FUND_MIN_SUBSCRIPTION, type FundSummary } from '@shared/fund';
import { checkSuitability, fundSuitabilityProduct, type CustomerProfile, type SuitabilityRefusal } from '@shared/account';
import { buyingPowerShortfall, checkSubscriptionAmount, subscriptionCost, type SubscriptionCost } from '@shared/fund';

/** What the subscription form knows before the customer confirms. */
export interface SubscriptionCheck {
  /** Why this customer may not buy this fund at all (rule ORD-5), in plain words; empty when they may. */
  readonly refusals: readonly SuitabilityRefusal[];
  /** The message beside the amount field, or `''`. */
  readonly amountError: string;
  /** The cost once the amount reads as one (rule FND-6). */
  readonly cost: SubscriptionCost | undefined;
}

/**
 * Checks a subscription the way the back end will (the page's check is for the customer's comfort, rule
 * API-5): suitability of the fund for the customer on `today`, the amount and the minimum of the fund's
 * currency (FND-5), the load on top and the total against the buying power `available` (FND-6, not
 * checked while the balance is unknown).
 */
export function checkSubscription(fund: FundSummary, profile: CustomerProfile, amountText: string, available: string | undefined, today: string): SubscriptionCheck {
  const refusals = checkSuitability(profile, fundSuitabilityProduct(fund), today);
  if (amountText.trim() === '') return { refusals, amountError: '', cost: undefined };
  const amount = checkSubscriptionAmount(amountText, fund.currency, FUND_MIN_SUBSCRIPTION[fund.currency]);
  if (!amount.ok) return { refusals, amountError: amount.message, cost: undefined };
  const cost = subscriptionCost(amount.value, fund.frontLoad, fund.currency);
  const shortfall = available === undefined ? null : buyingPowerShortfall(cost.total, available, fund.currency);
  return { refusals, amountError: shortfall ?? '', cost };
}
