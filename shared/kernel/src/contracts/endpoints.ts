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
  /** Our own contract, not part of the known broker contract: the bond desk's cut-off, longest validity and trading fees. */
  BondTradeRules: 'KGItwPubOltsBondTradeRules',
  /** Our own contract, not part of the known broker contract: places buy or sell orders for 1–20 bonds under one client key. */
  BondOrderPlace: 'KGItwBondOrderPlace',
  /** Our own contract, not part of the known broker contract: an account's bond orders, counts per state, pages of 20. */
  BondOrderList: 'KGItwBondOrderList',
  /** Our own contract, not part of the known broker contract: one bond order with its fills and history. */
  BondOrderDetail: 'KGItwBondOrderDetail',
  /** Our own contract, not part of the known broker contract: cancels a working bond order under a client key. */
  BondOrderCancel: 'KGItwBondOrderCancel',
  /** Our own contract, not part of the known broker contract: an account's bond positions. */
  BondHoldings: 'KGItwBondHoldings',
  /** Our own contract, not part of the known broker contract: the margin deposit balance of one account, per currency. */
  MarginBalance: 'KGItwMarginBalance',
  /** Our own contract, not part of the known broker contract: today's indicative FX rates (TWD per unit); guests may ask. */
  FxRates: 'KGItwPubFxRates',
  /** Our own contract, not part of the known broker contract: one page of a margin account's movements. */
  MarginMovements: 'KGItwMarginMovements',
  /** Our own contract, not part of the known broker contract: a margin account's transfers and daily limits. */
  MarginTransfers: 'KGItwMarginTransfers',
  /** Our own contract, not part of the known broker contract: a firm FX quote for 換匯, valid 30 s. */
  MarginFxQuote: 'KGItwMarginFxQuote',
  /** Our own contract, not part of the known broker contract: 入金, 出金 or 換匯 (moves money; client key). */
  MarginTransfer: 'KGItwMarginTransfer',
  /** Our own contract, not part of the known broker contract: cancels a transfer still 受理中 (client key). */
  MarginTransferCancel: 'KGItwMarginTransferCancel',
  /** Our own contract, not part of the known broker contract: one bond's terms, call schedule, ratings, quote and figures for the next settlement date. */
  BondDetail: 'KGItwPubOltsBondDetail',
  /** Our own contract, not part of the known broker contract: one bond's daily price and yield over the last year. */
  BondHistory: 'KGItwPubOltsBondHistory',
  /** Our own contract, not part of the known broker contract: every offshore fund share class with its latest figures (guests may ask). */
  FundList: 'KGItwPubFundList',
  /** Our own contract, not part of the known broker contract: one fund share class in full (NAV history, distributions, fees, minimums). */
  FundDetail: 'KGItwPubFundDetail',
  /** Our own contract, not part of the known broker contract: places a fund subscription or redemption (carries a client key). */
  FundOrderPlace: 'KGItwInfFundOrderPlace',
  /** Our own contract, not part of the known broker contract: the fund orders of one account, newest first. */
  FundOrderList: 'KGItwInfFundOrderList',
  /** Our own contract, not part of the known broker contract: cancels a fund order still waiting, before its cut-off (carries a client key). */
  FundOrderCancel: 'KGItwInfFundOrderCancel',
  /** Our own contract, not part of the known broker contract: the fund positions of one account. */
  FundHoldings: 'KGItwInfFundHoldings',
  /** Our own contract, not part of the known broker contract: overseas stocks by code or English/Chinese name. */
  StockSearch: 'KGItwPubStockSearch',
  /** Our own contract, not part of the known broker contract: delayed stock quotes with the market's state. */
  StockQuote: 'KGItwPubStockQuote',
  /** Our own contract, not part of the known broker contract: a stock's intraday or one-year price chart. */
  StockChart: 'KGItwPubStockChart',
  /** Our own contract, not part of the known broker contract: the stock commission per market. */
  StockFeeSchedule: 'KGItwPubStockFeeSchedule',
  /** Our own contract, not part of the known broker contract: an account's stock watchlist with its version. */
  StockWatchlist: 'KGItwInfStockWatchlist',
  /** Our own contract, not part of the known broker contract: replaces an account's stock watchlist (compare-and-set on its version). */
  StockWatchlistSave: 'KGItwInfStockWatchlistSave',
  /** Our own contract, not part of the known broker contract: places a stock order (carries a client key). */
  StockOrderPlace: 'KGItwInfStockOrderPlace',
  /** Our own contract, not part of the known broker contract: the stock orders of one account, newest first. */
  StockOrderList: 'KGItwInfStockOrderList',
  /** Our own contract, not part of the known broker contract: cancels what has not filled of a working stock order (carries a client key). */
  StockOrderCancel: 'KGItwInfStockOrderCancel',
  /** Our own contract, not part of the known broker contract: the stock positions of one account. */
  StockHoldings: 'KGItwInfStockHoldings',
  /** Our own contract, not part of the known broker contract: what became of a keyed order, cancel or transfer whose answer was lost (rule ORD-18). */
  SubmitStatus: 'KGItwSubmitStatus',
  /** Our own contract, not part of the known broker contract: sends the customer a one-time password (簡訊驗證碼) to sign a form with (rule KYC-4). */
  OtpSend: 'KGItwInfOtpSend',
  /** Our own contract, not part of the known broker contract: signs the KYC risk questionnaire with a one-time password; the risk type and its expiry follow (carries a client key, rules KYC-1 to KYC-5). */
  KycSign: 'KGItwInfKycSign',
  /** Our own contract, not part of the known broker contract: signs a W-8BEN with a one-time password (carries a client key, rules TAX-1 to TAX-4). */
  W8benSign: 'KGItwInfW8benSign',
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
