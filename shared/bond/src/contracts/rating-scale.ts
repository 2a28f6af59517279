import type { LabelledOption } from 'shared/contracts';
import { CREDIT_RATINGS, NOT_RATED, type CreditRating } from './bond-vocabulary';

/**
 * Moody's long-term symbols on the product's one rating scale (rule BND-20): each S&P/Fitch notch beside
 * Moody's equivalent. Moody's lowest symbol, `C`, covers both C and D (Moody's has no separate default
 * symbol), so `C` read as a Moody's rating is C on the scale.
 */
export const MOODYS_EQUIVALENT: Readonly<Record<CreditRating, string>> = {
  AAA: 'Aaa',
  'AA+': 'Aa1',
  AA: 'Aa2',
  'AA-': 'Aa3',
  'A+': 'A1',
  A: 'A2',
  'A-': 'A3',
  'BBB+': 'Baa1',
  BBB: 'Baa2',
  'BBB-': 'Baa3',
  'BB+': 'Ba1',
  BB: 'Ba2',
  'BB-': 'Ba3',
  'B+': 'B1',
  B: 'B2',
  'B-': 'B3',
  'CCC+': 'Caa1',
  CCC: 'Caa2',
  'CCC-': 'Caa3',
  CC: 'Ca',
  C: 'C',
  D: 'C',
};

const FROM_MOODYS: ReadonlyMap<string, CreditRating> = new Map(
  CREDIT_RATINGS.filter((rating) => rating !== 'D').map((rating) => [MOODYS_EQUIVALENT[rating], rating]),
);

/**
 * A rating of any agency on the one scale (rule BND-20): an S&P or Fitch symbol as it is (`A-`), a Moody's
 * symbol by its equivalent (`A3` → `A-`, `Baa1` → `BBB+`, `Ca` → `CC`); null for anything else.
 */
export function ratingOnScale(symbol: string): CreditRating | null {
  const text = symbol.trim();
  const own = CREDIT_RATINGS.find((rating) => rating === text);
  return own ?? FROM_MOODYS.get(text) ?? null;
}

/** Rank of a rating on the scale, 0 for AAA; the larger, the lower. */
export function ratingRank(rating: CreditRating): number {
  return CREDIT_RATINGS.indexOf(rating);
}

/** What a bond's ratings are read from: its rating and the other agencies'. */
export interface RatedOnScale {
  readonly creditRating: CreditRating | typeof NOT_RATED;
  readonly OtherRatings?: readonly { readonly rating: CreditRating }[] | undefined;
}

/** Every agency's rating of a bond, on the one scale: none for an unrated one (rule BND-6). */
export function agencyRatingsOf(bond: RatedOnScale): CreditRating[] {
  const others = (bond.OtherRatings ?? []).map((entry) => entry.rating);
  return bond.creditRating === NOT_RATED ? others : [bond.creditRating, ...others];
}

/** The lowest of some ratings (split ratings count at the lower one, rule BND-6), or null for none. */
export function lowestOf(ratings: readonly CreditRating[]): CreditRating | null {
  let lowest: CreditRating | null = null;
  for (const rating of ratings) if (lowest === null || ratingRank(rating) > ratingRank(lowest)) lowest = rating;
  return lowest;
}

/** A rating floor: a notch of the scale (that notch or better), or {@link NOT_RATED} (bonds no agency rates). */
export type RatingFloor = CreditRating | typeof NOT_RATED;

/**
 * The rating floors the finder and the list offer (rule BND-20), best first, each named on both
 * vocabularies (「A-／A3 以上」), then 無評等.
 */
export const RATING_FLOOR_OPTIONS: readonly LabelledOption<RatingFloor>[] = [
  ...CREDIT_RATINGS.filter((rating) => rating !== 'D').map((rating) => ({
    value: rating,
    label: MOODYS_EQUIVALENT[rating] === rating ? `${rating} 以上` : `${rating}／${MOODYS_EQUIVALENT[rating]} 以上`,
  })),
  { value: 'D', label: 'D 以上（有評等者）' },
  { value: NOT_RATED, label: '無評等' },
];

/** True for a {@link RatingFloor} value. */
export function isRatingFloor(value: unknown): value is RatingFloor {
  return RATING_FLOOR_OPTIONS.some((option) => option.value === value);
}

/**
 * Whether a bond meets a rating floor (rule BND-20): every agency that rates it rates it at the floor or
 * better (the lowest of split ratings decides, as in the grid), so an unrated bond never meets a notch;
 * the floor {@link NOT_RATED} keeps exactly the bonds no agency rates.
 */
export function meetsRatingFloor(bond: RatedOnScale, floor: RatingFloor): boolean {
  const lowest = lowestOf(agencyRatingsOf(bond));
  if (floor === NOT_RATED) return lowest === null;
  return lowest !== null && ratingRank(lowest) <= ratingRank(floor);
}
