import { lowestOf, ratingRank, type CreditRating } from '@shared/bond';

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

/** The rating column of a bond's ratings: by the lowest of them (split ratings go to the lower bucket); unrated without any. */
export function ratingBucketOf(ratings: readonly CreditRating[]): RatingBucket {
  const lowest = lowestOf(ratings);
  if (lowest === null) return 'nr';
  const rank = ratingRank(lowest);
  for (const column of RATING_BUCKETS) if (column.worst !== null && rank <= ratingRank(column.worst)) return column.key;
  return 'hy';
}

/**
 * One row of the yield grid: remaining terms from `from` (inclusive) up to `to` (exclusive), the last
 * row's `to` inclusive (the range's upper bound, rule BND-7), or open (`null`) above.
 */
export interface TermRow {
  readonly key: TermBucket;
  readonly label: string;
  readonly from: number;
  readonly to: number | null;
}

/** A term row's key: its place in the grid, `r0` the shortest. */
export type TermBucket = 'r0' | 'r1' | 'r2' | 'r3' | 'r4';

/** Every term row key, shortest first. */
export const TERM_KEYS: readonly TermBucket[] = ['r0', 'r1', 'r2', 'r3', 'r4'];

/** The grid's rows without a maturity range: < 1, 1–3, 3–5, 5–10, 10+ years (a bound belongs to the row it starts). */
const DEFAULT_BOUNDS: readonly number[] = [0, 1, 3, 5, 10];

/** Steps a grid row may span, in years: the smallest that fits the range in at most five rows. */
const STEPS: readonly number[] = [0.25, 0.5, 1, 2, 3, 5, 10, 20];

/** How many years an open range above its start is laid out over before its last, open row. */
const OPEN_SPAN = 8;

/** Years as the grid names them: up to two decimals, no trailing zeros. */
function yearsText(years: number): string {
  return String(Math.round(years * 100) / 100);
}

function rowsOf(bounds: readonly number[], to: number | null): TermRow[] {
  return bounds.map((from, index) => {
    const key = TERM_KEYS[index] ?? 'r4';
    const next = bounds[index + 1];
    const upper = next ?? to;
    const label = upper === null ? `${yearsText(from)} 年以上` : from === 0 ? `未滿 ${yearsText(upper)} 年` : `${yearsText(from)}–${yearsText(upper)} 年`;
    return { key, label, from, to: upper };
  });
}

/**
 * The grid's rows for a range of remaining terms in years (rule BND-6): without one, the five fixed rows;
 * otherwise at most five rows of the smallest step in {@link STEPS} that covers the range, from its lower
 * bound, the last row ending at its upper bound (shorter when the step does not divide it) or, with no
 * upper bound, four rows of two years and a last one open above. `3–7` gives 3–4, 4–5, 5–6, 6–7; `1–30` gives 1–11,
 * 11–21, 21–30.
 */
export function termRows(from: number | null, to: number | null): readonly TermRow[] {
  if ((from === null || from <= 0) && to === null) return rowsOf(DEFAULT_BOUNDS, null);
  const lo = Math.max(0, from ?? 0);
  const hi = to === null ? lo + OPEN_SPAN : Math.max(lo, to);
  const span = hi - lo;
  if (span === 0) return [{ key: 'r0', label: `${yearsText(lo)} 年`, from: lo, to: hi }];
  const step = STEPS.find((candidate) => span / candidate <= (to === null ? 4 : 5) + 1e-9) ?? span / 5;
  const bounds: number[] = [];
  for (let bound = lo; bound < hi - 1e-9 && bounds.length < 5; bound += step) bounds.push(Math.round(bound * 100) / 100);
  if (to === null) bounds.push(hi);
  return rowsOf(bounds.slice(0, 5), to === null ? null : hi);
}

/** The row of a remaining term among `rows` (the last whose start it reaches; terms outside go to the nearest row). */
export function rowOf(rows: readonly TermRow[], years: number): number {
  let index = 0;
  for (let i = 1; i < rows.length; i += 1) if (years >= (rows[i]?.from ?? Infinity)) index = i;
  return index;
}
