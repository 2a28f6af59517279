import type { MarginMovementsData } from '../contracts/margin-movements';

/**
 * Query keys of this package's contracts, one factory per contract: every read of a contract goes under its
 * root, so a page, a remote's `./preload` and a save that must refresh a list all name the same entry, and a
 * whole contract can be invalidated at once. The keys hold the request's own data (or the customer and
 * account it is for), never the token.
 */

/** `KGItwMarginBalance`: the margin deposit balance of one customer's account (orders refresh it after a hold). */
export const marginBalanceKeys = {
  all: ['margin-balance'] as const,
  balance: (idno: string, accountNo: string) => ['margin-balance', idno, accountNo] as const,
};

/** `KGItwMarginMovements`: one page of a margin account's movements, keyed by the request's filters and page. */
export const marginMovementsKeys = {
  all: ['margin-movements'] as const,
  page: (idno: string, data: MarginMovementsData) => ['margin-movements', idno, data] as const,
};

/** `KGItwMarginTransfers`: a margin account's transfers and daily limits (polled while visible). */
export const marginTransfersKeys = {
  all: ['margin-transfers'] as const,
  account: (idno: string, accountNo: string) => ['margin-transfers', idno, accountNo] as const,
};
