import type { CreditRating } from '@shared/bond';

/** How far apart the rungs are: one a year, or one every half-year (rule BND-18). */
export type LadderSpacing = 'year' | 'half';

/** What the customer asks of a ladder (rule BND-18). */
export interface LadderCriteria {
  /** The budget in TWD, a whole number above 0. */
  readonly budgetTwd: number;
  /** First year of the span, 1 for "maturing within the first year from today". */
  readonly fromYear: number;
  /** Last year of the span, at least {@link LadderCriteria.fromYear}. */
  readonly toYear: number;
  readonly spacing: LadderSpacing;
  /** Issue currencies allowed, ISO 4217 codes; none allowed gives no bond. */
  readonly currencies: readonly string[];
  /** The lowest rating allowed (every agency's rating at least this), or `any` for every bond, 無評等 included. */
  readonly ratingFloor: CreditRating | 'any';
}

/** The longest span the page offers, in years. */
export const MAX_LADDER_YEARS = 10;

/** The rating floors the page offers, best first, then 不限（含無評等）. */
export const RATING_FLOORS: readonly { readonly value: CreditRating | 'any'; readonly label: string }[] = [
  { value: 'AA-', label: 'AA- 以上' },
  { value: 'A-', label: 'A- 以上' },
  { value: 'BBB-', label: 'BBB- 以上（投資等級）' },
  { value: 'any', label: '不限（含無評等）' },
];

/** What the page starts with: TWD 2,000,000 (a USD bond's 10,000 minimum is about TWD 320,000) over years 1–5, a rung a year, USD and AUD, investment grade. */
export const DEFAULT_LADDER_CRITERIA: LadderCriteria = {
  budgetTwd: 2_000_000,
  fromYear: 1,
  toYear: 5,
  spacing: 'year',
  currencies: ['USD', 'AUD'],
  ratingFloor: 'BBB-',
};
