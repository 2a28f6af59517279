/** Paths under the runtime-configured API base address. */
export const ApiPath = {
  /** Broker contract (rule API-1): every bond query, selected by `FunId`; bearer token required. */
  OffShoreBondQuery: '/api/OffShoreBond/Query',
  /** Broker contract (rule API-7): debug log sink; the answer is ignored by the front end. */
  WriteLog: '/api/Common/WriteLog',
  /** Our own contract, not part of the known broker contract: exchanges a one-time login code for a session. */
  AuthVerify: '/api/Auth/Verify',
} as const;

/** The `FunId` values accepted at {@link ApiPath.OffShoreBondQuery}. */
export const FunId = {
  /** Broker contract: the bond symbol list (broker's picks, quotes, by ISIN, cart re-query). */
  SymbolMaster: 'KGItwPubOltsSymbolMaster',
  /** Broker contract: the saved favourites (DataKind 5) or cart (DataKind 3) of one account. */
  FavoritesList: 'KGItwInfFavoritesRSPList',
  /** Our own contract, not part of the known broker contract: replaces the saved favourites or cart of one account. */
  FavoritesSave: 'KGItwInfFavoritesRSPSave',
  /** Our own contract, not part of the known broker contract: per-currency custody fee and settlement days. */
  FeeSchedule: 'KGItwPubOltsFeeSchedule',
  /** Our own contract, not part of the known broker contract: the customer's investor class, KYC risk type, W-8BEN and settlement accounts. */
  CustomerProfile: 'KGItwCustomerProfile',
  /** Our own contract, not part of the known broker contract: the margin deposit balance of one account, per currency. */
  MarginBalance: 'KGItwMarginBalance',
  /** Our own contract, not part of the known broker contract: today's indicative FX rates (TWD per unit); guests may ask. */
  FxRates: 'KGItwPubFxRates',
} as const;

/** One of the {@link FunId} values. */
export type FunIdValue = (typeof FunId)[keyof typeof FunId];

/**
 * The calls anyone may make, signed in or not (rule API-11): the broker's picks and today's FX rates are
 * what the overseas home shows an anonymous visitor. Our own decision, not part of the known broker
 * contract (whose `Pub` names suggest as much): the API client sends them without a token when it has
 * none, and the sandbox answers them without one. Every other call needs a signed-in customer (rule SES-4).
 */
export const PUBLIC_FUN_IDS = [FunId.SymbolMaster, FunId.FxRates] as const;

/** One of the {@link PUBLIC_FUN_IDS}. */
export type PublicFunId = (typeof PUBLIC_FUN_IDS)[number];

/** True for a FunId anyone may ask without a login (rule API-11). */
export function isPublicFunId(funId: unknown): funId is PublicFunId {
  return (PUBLIC_FUN_IDS as readonly unknown[]).includes(funId);
}

/** The body of every {@link ApiPath.OffShoreBondQuery} request. */
export interface QueryRequest<F extends FunIdValue, D> {
  readonly FunId: F;
  readonly Data: D;
}
