import { CREDIT_RATINGS, type CreditRating } from '@shared/bond';

/** Remaining-term rows of the yield grid (rule BND-6), each from its lower bound up to (not including) the next. */
export const TERM_BUCKETS = [
  { key: 't0', label: '1 年以下', from: 0 },
  { key: 't1', label: '1–3 年', from: 1 },
  { key: 't3', label: '3–5 年', from: 3 },
  { key: 't5', label: '5–10 年', from: 5 },
  { key: 't10', label: '10 年以上', from: 10 },
] as const;

/** A term row's key. */
export type TermBucket = (typeof TERM_BUCKETS)[number]['key'];

/** Rating columns of the yield grid (rule BND-6), best first. */
export const RATING_BUCKETS = [
  { key: 'aa', label: 'AAA–AA', worst: 'AA-' },
  { key: 'a', label: 'A', worst: 'A-' },
  { key: 'bbb', label: 'BBB', worst: 'BBB-' },
  { key: 'hy', label: 'BBB 以下', worst: 'D' },
  { key: 'nr', label: '無評等', worst: null },
] as const;

/** A rating column's key. */
export type RatingBucket = (typeof RATING_BUCKETS)[number]['key'];

/** The term row of a remaining term in years: `< 1`, `1–3`, `3–5`, `5–10`, `10+` (a bound belongs to the row it starts). */
export function termBucketOf(years: number): TermBucket {
  let bucket: TermBucket = 't0';
  for (const row of TERM_BUCKETS) if (years >= row.from) bucket = row.key;
  return bucket;
}

/** Rank of a rating on the scale, 0 for AAA; the larger, the lower. */
export function ratingRank(rating: CreditRating): number {
  return CREDIT_RATINGS.indexOf(rating);
}

/**
 * The lowest of a bond's ratings (the agencies' split ratings count at the lower one, rule BND-6), or null
 * when no agency rates it.
 */
export function lowestRating(ratings: readonly CreditRating[]): CreditRating | null {
  let lowest: CreditRating | null = null;
  for (const rating of ratings) if (lowest === null || ratingRank(rating) > ratingRank(lowest)) lowest = rating;
  return lowest;
}

/** The rating column of a bond's ratings: by the lowest of them (split ratings go to the lower bucket); unrated without any. */
export function ratingBucketOf(ratings: readonly CreditRating[]): RatingBucket {
  const lowest = lowestRating(ratings);
  if (lowest === null) return 'nr';
  const rank = ratingRank(lowest);
  for (const column of RATING_BUCKETS) if (column.worst !== null && rank <= ratingRank(column.worst)) return column.key;
  return 'hy';
}
