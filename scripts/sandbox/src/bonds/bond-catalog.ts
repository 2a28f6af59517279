import { bondSearchHaystack, type Bond } from '../shared-contracts';
import { BOND_CUTOFF, tradeAndSettlement, type TradeAndSettlement } from '@shared/bond/math';
import { MARKET_SETTLEMENT_DAYS, parseYyyymmdd, taipeiInstant } from 'shared/calendar';
import { selectBrokerPicks } from './broker-picks';
import { defaultUniverse, type BondDefinition } from './generate-universe';
import { offeredBond, priceBond } from './price-bond';

/** The universe as offered on one date: what the symbol-list call answers from. */
export interface BondCatalog {
  /** `YYYYMMDD` the bonds are priced on. */
  readonly asOf: string;
  /** The trade and settlement dates of a trade sent at the catalog's moment, by currency: every figure is for them (rule BND-16). */
  readonly dates: Readonly<Record<string, TradeAndSettlement>>;
  /** Every bond on offer that day, in universe order. */
  readonly offered: readonly Bond[];
  /** Offered bonds by ISIN. */
  readonly byIsin: ReadonlyMap<string, Bond>;
  /**
   * Every bond priced that day by ISIN: the offered ones and those in their last month, no longer offered
   * but still held and valued at the day's price (rule BND-17).
   */
  readonly pricedByIsin: ReadonlyMap<string, Bond>;
  /** The broker's picks that day. */
  readonly picks: readonly Bond[];
  /** Normalized search text per ISIN. */
  readonly haystacks: ReadonlyMap<string, string>;
}

/** The moment the catalog of a date is for when no other is given: 10:00 Taipei, before the cut-off. */
function morningOf(asOf: string): number {
  return taipeiInstant(asOf, '10:00');
}

/** The trade and settlement dates of a trade in each currency sent at `at` (rule BND-16), the market's lag (rule BND-15). */
export function tradeDatesAt(at: number): Readonly<Record<string, TradeAndSettlement>> {
  const dates: Record<string, TradeAndSettlement> = {};
  for (const [currency, lag] of Object.entries(MARKET_SETTLEMENT_DAYS)) dates[currency] = tradeAndSettlement(at, currency, BOND_CUTOFF, lag);
  return dates;
}

/**
 * Prices a universe on a date for a trade sent at `at` (by default 10:00 Taipei that day): every figure
 * for the settlement date of such a trade in the bond's currency (rule BND-16), at the day's quote; a bond
 * in its last month is priced but not offered (rule BND-17).
 */
export function buildCatalog(universe: readonly BondDefinition[], asOf: string, at: number = morningOf(asOf)): BondCatalog {
  const asOfDay = parseYyyymmdd(asOf);
  const dates = tradeDatesAt(at);
  const settlementDays = new Map(Object.entries(dates).map(([currency, entry]) => [currency, parseYyyymmdd(entry.settlementDate)]));
  const offered: Bond[] = [];
  const priced = new Map<string, Bond>();
  for (const definition of universe) {
    const settlementDay = settlementDays.get(definition.issueCurrency);
    if (settlementDay === undefined) throw new RangeError(`no settlement lag for ${definition.issueCurrency}`);
    const bond = priceBond(definition, asOfDay, settlementDay);
    if (bond === null) continue;
    priced.set(bond.isin, bond);
    if (offeredBond(definition, settlementDay)) offered.push(bond);
  }
  return {
    asOf,
    dates,
    offered,
    byIsin: new Map(offered.map((bond) => [bond.isin, bond])),
    pricedByIsin: priced,
    picks: selectBrokerPicks(offered),
    haystacks: new Map(offered.map((bond) => [bond.isin, bondSearchHaystack(bond)])),
  };
}

const cache = new Map<string, BondCatalog>();

/**
 * The default universe priced on `asOf` for a trade sent at `at` (by default 10:00 Taipei that day),
 * cached by date and settlement dates (before and after the cut-off differ): pricing 5,000 bonds takes
 * tens of milliseconds, and a sandbox sees a few in its life, so a small cache never needs eviction
 * beyond a cap.
 */
export function catalogFor(asOf: string, at: number = morningOf(asOf)): BondCatalog {
  const dates = tradeDatesAt(at);
  const key = `${asOf}:${Object.values(dates).map((entry) => entry.settlementDate).join(',')}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const catalog = buildCatalog(defaultUniverse(), asOf, at);
  if (cache.size >= 8) cache.clear();
  cache.set(key, catalog);
  return catalog;
}
