import type { SymbolListRequest } from '../contracts';

/**
 * Query keys, one factory per contract: every read of a contract goes under its root, so a page, a
 * remote's `./preload` and a save that must refresh a list all name the same entry, and a whole
 * contract can be invalidated at once (`queryClient.invalidateQueries({ queryKey: savedListKeys.all })`).
 * The keys hold the request's own data (or the customer and account it is for), never the token.
 */

/** `KGItwPubOltsSymbolMaster`: a bond list, keyed by the request's `Data` (kind, search, filters). */
export const symbolListKeys = {
  all: ['symbol-list'] as const,
  list: (data: SymbolListRequest['Data']) => ['symbol-list', data] as const,
};

/** `KGItwInfFavoritesRSPList`: the saved favourites (DataKind 5) or cart (DataKind 3) of one customer's account. */
export const savedListKeys = {
  all: ['saved-list'] as const,
  favorites: (idno: string, accountNo: string) => ['saved-list', 'favorites', idno, accountNo] as const,
  cart: (idno: string, accountNo: string) => ['saved-list', 'cart', idno, accountNo] as const,
};

/** `KGItwPubOltsFeeSchedule`: the fee schedule, the same for everyone. */
export const feeScheduleKeys = {
  all: ['fee-schedule'] as const,
  schedule: () => ['fee-schedule'] as const,
};

/** `KGItwCustomerProfile`: the signed-in customer's profile (investor class, KYC, W-8BEN, settlement accounts). */
export const customerProfileKeys = {
  all: ['customer-profile'] as const,
  profile: (idno: string) => ['customer-profile', idno] as const,
};

/** `KGItwMarginBalance`: the margin deposit balance of one customer's account (orders refresh it after a hold). */
export const marginBalanceKeys = {
  all: ['margin-balance'] as const,
  balance: (idno: string, accountNo: string) => ['margin-balance', idno, accountNo] as const,
};

/** `KGItwPubFxRates`: today's indicative FX rates, the same for everyone. */
export const fxRatesKeys = {
  all: ['fx-rates'] as const,
  rates: () => ['fx-rates'] as const,
};
