import { Decimal, type DecimalSource } from 'shared/money';
import { MARKET_FACTS, type StockMarket } from './markets';

/**
 * The lot of a listing (rule STK-3): the market's fixed lot (US 1, JP 100), or the stock's own board lot
 * in Hong Kong.
 */
export function lotSizeOf(market: StockMarket, boardLot: number): number {
  return MARKET_FACTS[market].fixedLot ?? boardLot;
}

/** True when `quantity` is a positive whole number of lots of `lot` shares. */
export function isWholeLots(quantity: number, lot: number): boolean {
  return Number.isSafeInteger(quantity) && quantity > 0 && Number.isSafeInteger(lot) && lot > 0 && quantity % lot === 0;
}

/** One band of a tick table: prices up to `upTo` (inclusive) move by `tick`. */
interface TickBand {
  readonly upTo: string;
  readonly tick: string;
}

/**
 * Tick tables (rule STK-4). US: $0.0001 below $1, $0.01 from $1 (SEC Rule 612). Hong Kong: HKEX's spread
 * table. Japan: TSE's table for ordinary (non-TOPIX 500) stocks. A price on a band's upper bound belongs
 * to that band, the finer one.
 */
const TICK_TABLES: Readonly<Record<StockMarket, readonly TickBand[]>> = {
  US: [
    { upTo: '0.9999', tick: '0.0001' },
    { upTo: '999999', tick: '0.01' },
  ],
  HK: [
    { upTo: '0.25', tick: '0.001' },
    { upTo: '0.5', tick: '0.005' },
    { upTo: '10', tick: '0.01' },
    { upTo: '20', tick: '0.02' },
    { upTo: '100', tick: '0.05' },
    { upTo: '200', tick: '0.1' },
    { upTo: '500', tick: '0.2' },
    { upTo: '1000', tick: '0.5' },
    { upTo: '2000', tick: '1' },
    { upTo: '5000', tick: '2' },
    { upTo: '9995', tick: '5' },
  ],
  JP: [
    { upTo: '3000', tick: '1' },
    { upTo: '5000', tick: '5' },
    { upTo: '30000', tick: '10' },
    { upTo: '50000', tick: '50' },
    { upTo: '300000', tick: '100' },
    { upTo: '500000', tick: '500' },
    { upTo: '3000000', tick: '1000' },
  ],
};

/** The highest price a market's tick table covers. */
export function maxPriceOf(market: StockMarket): string {
  return TICK_TABLES[market].reduce((_, band) => band.upTo, '0');
}

/** The tick at `price` (a positive price inside the table), as a decimal string; null outside the table. */
export function tickSizeAt(market: StockMarket, price: DecimalSource): string | null {
  const value = new Decimal(price);
  if (value.lte(0)) return null;
  const band = TICK_TABLES[market].find((entry) => value.lte(entry.upTo));
  return band === undefined ? null : band.tick;
}

/** True when `price` is positive, inside the table and a whole number of ticks (rule STK-4). */
export function isOnTick(market: StockMarket, price: DecimalSource): boolean {
  const tick = tickSizeAt(market, price);
  return tick !== null && new Decimal(price).mod(tick).eq(0);
}

/**
 * The valid prices next to `price`: the highest on-tick price at or below it and the lowest at or above
 * it (equal when `price` is on tick), to suggest beside a refused price. Null outside the table.
 */
export function nearestTicks(market: StockMarket, price: DecimalSource): { readonly below: string; readonly above: string } | null {
  const tick = tickSizeAt(market, price);
  if (tick === null) return null;
  const value = new Decimal(price);
  const below = value.div(tick).round(0, 0).times(tick);
  let above = value.div(tick).round(0, 3).times(tick);
  // the price just above a band's bound moves by the next band's tick; the next on-tick price there is on it
  if (!isOnTick(market, above)) {
    const nextTick = tickSizeAt(market, above);
    if (nextTick !== null) above = above.div(nextTick).round(0, 3).times(nextTick);
  }
  return { below: below.gt(0) ? below.toFixed() : tick, above: above.toFixed() };
}
