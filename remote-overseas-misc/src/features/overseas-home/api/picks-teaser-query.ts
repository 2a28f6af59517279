import { buildSymbolListRequest, parseSymbolListAnswer, SymbolKind, symbolListKeys, type Bond } from '@shared/bond';
import { postPublicQuery, queryOptions } from 'shared';
import { BOND_CUTOFF, exCouponNotice, exCouponStatus, tradeAndSettlement, type ExCouponNotice } from '@shared/bond/math';
import { MARKET_SETTLEMENT_DAYS } from 'shared/calendar';

/** How many of the broker's picks the home shows (rule ACC-1); the bond list has them all. */
export const TEASER_SIZE = 4;

/** What the teaser shows of a bond: enough to interest, the rest is on the bond's page. */
export interface TeaserBond {
  readonly isin: string;
  readonly name: string;
  readonly currency: string;
  readonly ytm: number;
  readonly maturityDate: string;
  /** 除息交易中 and what it means when a trade sent `now` settles inside the bond's ex-coupon window (rule BND-11); else null. */
  readonly exCoupon: ExCouponNotice | null;
}

function teaserOf(bond: Bond, now: number): TeaserBond {
  const settlement = tradeAndSettlement(now, bond.issueCurrency, BOND_CUTOFF, MARKET_SETTLEMENT_DAYS[bond.issueCurrency] ?? 2).settlementDate;
  const status = exCouponStatus(bond, settlement);
  return { isin: bond.isin, name: bond.bondName, currency: bond.issueCurrency, ytm: bond.dYtm, maturityDate: bond.maturityDate, exCoupon: status === null ? null : exCouponNotice(status) };
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
      const now = Date.now();
      return bonds.slice(0, TEASER_SIZE).map((bond) => teaserOf(bond, now));
    },
    staleTime: 5 * 60_000,
  });
}
