/** How often figures that move on their own (rates, balances) are read again while the page is visible (rule ORD-2). */
export const REFRESH_MS = 60_000;

/** The signed-in customer's profile (rule ORD-4): the one read every page shares. */
export { customerProfileQuery } from '@shared/account';

/** The account's margin deposit balance: the one read every page shares. */
export { marginBalanceQuery } from '@shared/margin';

/**
 * Today's indicative FX rates (`KGItwPubFxRates`): the one read every page shares, asked without a token
 * when there is none (rule API-11), so the overseas home shows them to anyone (rules ACC-1, ACC-4).
 */
export { fxRatesQuery } from '@shared/account';
