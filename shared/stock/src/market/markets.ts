/**
 * The three overseas stock markets the product trades and the facts about each that orders and quotes
 * depend on. Our own rules (the known broker contract shows no stock trading); plausible, and stated in
 * docs/product-rules.md (rules STK-3, STK-4).
 */

import { minorUnitDigits } from 'shared/money';

/** A stock market: New York (NYSE/Nasdaq), Hong Kong (HKEX), Tokyo (TSE). */
export type StockMarket = 'US' | 'HK' | 'JP';

/** The markets in the order the page lists them. */
export const STOCK_MARKETS: readonly StockMarket[] = ['US', 'HK', 'JP'];

/** The trading currency of each market's listings. */
export type StockCurrency = 'USD' | 'HKD' | 'JPY';

/** What the product needs to know about one market. */
export interface MarketFacts {
  readonly market: StockMarket;
  /** zh-TW name shown to the customer. */
  readonly label: string;
  readonly currency: StockCurrency;
  /** Decimals of the currency's minor unit (the one table, `minorUnitDigits`): amounts (commission, totals) are rounded to it. */
  readonly currencyDecimals: number;
  /** Quotes are delayed by this many minutes (the vendor's delayed feed; rule STK-2). */
  readonly delayMinutes: number;
  /**
   * The lot every quantity is a whole multiple of (rule STK-3): 1 share in the US, 100 in Japan; in Hong
   * Kong each stock has its own board lot, so this is null there and the listing's `lotSize` is used.
   */
  readonly fixedLot: number | null;
  /**
   * The margin deposit currency a buy is paid from and a sell credited to (rule STK-5): the trading
   * currency where the margin account holds it (USD, JPY); Hong Kong dollars are not held, so Hong Kong
   * trades settle in US dollars at {@link HKD_PER_USD}.
   */
  readonly settlementCurrency: 'USD' | 'JPY';
}

/** Hong Kong dollars per US dollar for settling Hong Kong trades: the centre of the peg's 7.75–7.85 band. */
export const HKD_PER_USD = '7.8';

/** The facts of each market. */
export const MARKET_FACTS: Readonly<Record<StockMarket, MarketFacts>> = {
  US: { market: 'US', label: '美股', currency: 'USD', currencyDecimals: minorUnitDigits('USD'), delayMinutes: 15, fixedLot: 1, settlementCurrency: 'USD' },
  HK: { market: 'HK', label: '港股', currency: 'HKD', currencyDecimals: minorUnitDigits('HKD'), delayMinutes: 15, fixedLot: null, settlementCurrency: 'USD' },
  JP: { market: 'JP', label: '日股', currency: 'JPY', currencyDecimals: minorUnitDigits('JPY'), delayMinutes: 20, fixedLot: 100, settlementCurrency: 'JPY' },
};

/** True for one of the {@link STOCK_MARKETS}. */
export function isStockMarket(value: unknown): value is StockMarket {
  return value === 'US' || value === 'HK' || value === 'JP';
}
