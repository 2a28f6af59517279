/**
 * Business days from trade to settlement in each bond currency's market (T+n), the lag on which the
 * broker settles with its customers (rule BND-15): US bonds T+1 (Treasuries always; corporate and
 * municipal bonds since 28 May 2024, SEC Rule 15c6-1), JGBs T+1 (since May 2018), gilts T+1, South
 * African bonds T+3 (JSE), Eurobonds and the Australian, New Zealand and offshore-renminbi markets T+2.
 */
export const MARKET_SETTLEMENT_DAYS: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 2,
  GBP: 1,
  AUD: 2,
  NZD: 2,
  CNH: 2,
  JPY: 1,
  ZAR: 3,
};
