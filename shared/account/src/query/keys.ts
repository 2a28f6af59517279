/**
 * Query keys of this package's contracts, one factory per contract: every read of a contract goes under its
 * root, so a page, a remote's `./preload` and a save that must refresh a list all name the same entry, and a
 * whole contract can be invalidated at once. The keys hold the request's own data (or the customer and
 * account it is for), never the token.
 */

/** `KGItwCustomerProfile`: the signed-in customer's profile (investor class, KYC, W-8BEN, settlement accounts). */
export const customerProfileKeys = {
  all: ['customer-profile'] as const,
  profile: (idno: string) => ['customer-profile', idno] as const,
};

/** `KGItwPubFxRates`: today's indicative FX rates, the same for everyone. */
export const fxRatesKeys = {
  all: ['fx-rates'] as const,
  rates: () => ['fx-rates'] as const,
};
