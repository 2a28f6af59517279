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

/** The body of every {@link ApiPath.OffShoreBondQuery} request. */
export interface QueryRequest<F extends FunIdValue, D> {
  readonly FunId: F;
  readonly Data: D;
}
