/** Money as the margin pages show and read it: exact decimals, grouped, in each currency's unit. */
export { amountOverLimits, parseAmountInput } from './amount-input';
export type { AmountLimits, AmountParse } from './amount-input';
