/**
 * Query keys of this package's contracts, one factory per contract: every read of a contract goes under its
 * root, so a page, a remote's `./preload` and a save that must refresh a list all name the same entry, and a
 * whole contract can be invalidated at once. The keys hold the request's own data (or the customer and
 * account it is for), never the token.
 */

/** `KGItwPubFundList` and `KGItwPubFundDetail`: the fund list (the same for everyone) and one fund's detail. */
export const fundKeys = {
  all: ['fund'] as const,
  list: () => ['fund', 'list'] as const,
  detail: (fundId: string) => ['fund', 'detail', fundId] as const,
};

/**
 * `KGItwInfFundOrderList` and `KGItwInfFundHoldings`: one customer's account's fund orders and positions;
 * a placed order invalidates `fundAccountKeys.all`.
 */
export const fundAccountKeys = {
  all: ['fund-account'] as const,
  orders: (idno: string, accountNo: string) => ['fund-account', 'orders', idno, accountNo] as const,
  holdings: (idno: string, accountNo: string) => ['fund-account', 'holdings', idno, accountNo] as const,
};
