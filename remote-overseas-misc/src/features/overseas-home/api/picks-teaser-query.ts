import { buildSymbolListRequest, parseSymbolListAnswer, postPublicQuery, queryOptions, SymbolKind, symbolListKeys, type Bond } from 'shared';

/** How many of the broker's picks the home shows (rule ACC-1); the bond list has them all. */
export const TEASER_SIZE = 4;

/** What the teaser shows of a bond: enough to interest, the rest is on the bond's page. */
export interface TeaserBond {
  readonly isin: string;
  readonly name: string;
  readonly currency: string;
  readonly ytm: number;
  readonly maturityDate: string;
}

function teaserOf(bond: Bond): TeaserBond {
  return { isin: bond.isin, name: bond.bondName, currency: bond.issueCurrency, ytm: bond.dYtm, maturityDate: bond.maturityDate };
}

/**
 * The first few of the broker's picks (凱基選, kind 1), asked as a public call (rule API-11) so that an
 * anonymous visitor sees them too; kept under a key of its own (the bond list keeps whole answers).
 */
export function picksTeaserQuery() {
  return queryOptions({
    queryKey: symbolListKeys.picksTeaser(),
    queryFn: async ({ signal }) => {
      const bonds = await postPublicQuery(buildSymbolListRequest({ kind: SymbolKind.BrokerPicks }), parseSymbolListAnswer, { signal, loading: false });
      return bonds.slice(0, TEASER_SIZE).map(teaserOf);
    },
    staleTime: 5 * 60_000,
  });
}
