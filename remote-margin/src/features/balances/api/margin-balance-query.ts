/** The margin balance of the selected account: the one read every page shares (refreshed when a transfer completes; the transfers list invalidates it). */
export { marginBalanceQuery } from '@shared/margin';
