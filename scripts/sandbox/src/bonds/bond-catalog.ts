import { bondSearchHaystack, type Bond } from '../shared-contracts';
import { selectBrokerPicks } from './broker-picks';
import { parseYyyymmdd } from 'shared/bond-math';
import { defaultUniverse, type BondDefinition } from './generate-universe';
import { priceBond } from './price-bond';

/** The universe as offered on one date: what the symbol-list call answers from. */
export interface BondCatalog {
  /** `YYYYMMDD` the bonds are priced on. */
  readonly asOf: string;
  /** Every bond on offer that day, in universe order. */
  readonly offered: readonly Bond[];
  /** Offered bonds by ISIN. */
  readonly byIsin: ReadonlyMap<string, Bond>;
  /** The broker's picks that day. */
  readonly picks: readonly Bond[];
  /** Normalized search text per ISIN. */
  readonly haystacks: ReadonlyMap<string, string>;
}

/** Prices a universe on a date. */
export function buildCatalog(universe: readonly BondDefinition[], asOf: string): BondCatalog {
  const asOfDay = parseYyyymmdd(asOf);
  const offered: Bond[] = [];
  for (const definition of universe) {
    const bond = priceBond(definition, asOfDay);
    if (bond !== null) offered.push(bond);
  }
  return {
    asOf,
    offered,
    byIsin: new Map(offered.map((bond) => [bond.isin, bond])),
    picks: selectBrokerPicks(offered),
    haystacks: new Map(offered.map((bond) => [bond.isin, bondSearchHaystack(bond)])),
  };
}

const cache = new Map<string, BondCatalog>();

/**
 * The default universe priced on `asOf`, cached: pricing 5,000 bonds takes tens of milliseconds, and
 * a sandbox sees one or two dates in its life, so a small cache never needs eviction beyond a cap.
 */
export function catalogFor(asOf: string): BondCatalog {
  const hit = cache.get(asOf);
  if (hit !== undefined) return hit;
  const catalog = buildCatalog(defaultUniverse(), asOf);
  if (cache.size >= 8) cache.clear();
  cache.set(asOf, catalog);
  return catalog;
}
