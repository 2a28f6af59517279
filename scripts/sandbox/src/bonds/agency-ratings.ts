import { CREDIT_RATINGS, NOT_RATED, type AgencyRating, type BondRating, type CreditRating, type RatingAgency } from '../shared-contracts';

/** FNV-1a of a string: a stable number per ISIN, so a bond's extra data never draws from the universe's sequence. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function shifted(rating: CreditRating, notches: number): CreditRating {
  const index = Math.min(Math.max(CREDIT_RATINGS.indexOf(rating) + notches, 0), CREDIT_RATINGS.length - 1);
  return CREDIT_RATINGS[index] ?? rating;
}

/** What the other agency's rating depends on: the bond and its first rating. */
export interface RatedBond {
  readonly isin: string;
  readonly stockClass: string;
  readonly creditRating: BondRating;
  readonly ratingAgency: RatingAgency | '';
}

/**
 * The other agency's rating of a bond, if it has one: about six bonds in ten carry a second rating, and
 * about a third of those disagree by one notch either way (split ratings, rule BND-6). Derived from the
 * ISIN alone, so the universe's ISINs and prices stay as they were.
 */
export function otherRatingsOf(bond: RatedBond): AgencyRating[] {
  const hash = hashOf(bond.isin);
  if (bond.creditRating === NOT_RATED || hash % 10 >= 6) return [];
  const agency: RatingAgency = bond.ratingAgency === 'S&P' ? 'Fitch' : 'S&P';
  const split = (hash >>> 8) % 6;
  const notches = split === 0 ? -1 : split === 1 ? 1 : 0;
  return [{ agency, rating: shifted(bond.creditRating, notches) }];
}
