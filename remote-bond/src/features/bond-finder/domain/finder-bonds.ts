import { agencyRatingsOf, lowestOf, meetsRatingFloor, ratingRank, type Bond, type CreditRating } from '@shared/bond';
import type { DecimalValue } from 'shared/money';
import { ratingBucketOf, rowOf, RATING_BUCKETS, termRows, type RatingBucket, type TermRow } from './buckets';
import { fitsBudget, type CostBounds } from './budget';
import { rangeProblem, type CriterionName, type FinderCriteria, type FinderSort, type MaturityRange } from './finder-criteria';

/** A bond as the finder reads it: what every criterion and sort needs, worked out once when the data is in. */
export interface FinderBond {
  readonly bond: Bond;
  readonly rating: RatingBucket;
  /** Rank of the lowest rating (split ratings at the lower), larger is lower; 99 when unrated. */
  readonly ratingRank: number;
  /** Yield to worst at the ask: the lower of YTM and YTC, percent. */
  readonly yield: number;
  /** Issuer names in lower case, for the issuer text. */
  readonly issuerText: string;
  /**
   * The smallest purchase's all-in cost in TWD (rule BND-7), null when it cannot be judged: worked out the
   * first time it is asked for (a budget, the cost sort, a result shown) and kept, since the cart's cost
   * (coupon schedule, settlement date) is too dear to work out for every bond on offer when the data comes in.
   */
  readonly costTwd: () => DecimalValue | null;
  /** Where {@link FinderBond.costTwd} lies, cheap: the budget asks the exact cost only when these leave it open. */
  readonly costBounds: () => CostBounds | null;
  /** Whether the customer may buy it (rule ORD-5); null while the profile is not in. */
  readonly suitable: boolean | null;
}

/** What {@link toFinderBond} needs besides the bond. */
export interface FinderContext {
  readonly costOf: (bond: Bond) => DecimalValue | null;
  readonly boundsOf?: (bond: Bond) => CostBounds | null;
  readonly suitableOf: (bond: Bond) => boolean | null;
}

/** Every agency's rating of a bond: none for an unrated one (rule BND-6). */
export function ratingsOf(bond: Bond): CreditRating[] {
  return agencyRatingsOf(bond);
}

/** `read` called at most once, its answer kept. */
function once<T>(read: () => T): () => T {
  let known = false;
  let value: T | undefined;
  return () => {
    if (!known) {
      value = read();
      known = true;
    }
    return value as T;
  };
}

/** Works a bond out for the finder (once per answer, profile and rates, never per keystroke). */
export function toFinderBond(bond: Bond, context: FinderContext): FinderBond {
  const ratings = ratingsOf(bond);
  const lowest = lowestOf(ratings);
  return {
    bond,
    rating: ratingBucketOf(ratings),
    ratingRank: lowest === null ? 99 : ratingRank(lowest),
    yield: bond.dYtc === null ? bond.dYtm : Math.min(bond.dYtm, bond.dYtc),
    issuerText: `${bond.issuerName} ${bond.issuerNameEn}`.toLowerCase(),
    costTwd: once(() => context.costOf(bond)),
    costBounds: once(() => (context.boundsOf === undefined ? null : context.boundsOf(bond))),
    suitable: context.suitableOf(bond),
  };
}

/** Whole days from `YYYY-MM-DD` or `YYYYMMDD` `a` to `b`. */
function daysBetween(a: string, b: string): number {
  const at = (text: string) => {
    const digits = text.replace(/-/g, '');
    return Date.UTC(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)) - 1, Number(digits.slice(6, 8)));
  };
  return Math.round((at(b) - at(a)) / 86_400_000);
}

/**
 * The range in remaining years the grid lays its rows over (rule BND-6): the years as given, or a date
 * range's bounds as years from `today` (`YYYYMMDD`, actual days / 365.25).
 */
export function rangeInYears(range: MaturityRange, today: string): { from: number | null; to: number | null } {
  if (rangeProblem(range) !== '') return { from: null, to: null };
  if (range.kind === 'years') return { from: range.from, to: range.to };
  const years = (date: string | null) => (date === null ? null : Math.max(0, Math.round((daysBetween(today, date) / 365.25) * 100) / 100));
  return { from: years(range.from), to: years(range.to) };
}

/** The grid's rows for the criteria's maturity range, as of `today` (`YYYYMMDD`). */
export function gridRows(criteria: Pick<FinderCriteria, 'maturity'>, today: string): readonly TermRow[] {
  const { from, to } = rangeInYears(criteria.maturity, today);
  return termRows(from, to);
}

/** Whether a bond's maturity falls in the range (rule BND-7): both bounds inclusive. */
function inMaturity(range: MaturityRange): ((bond: FinderBond) => boolean) | null {
  if (rangeProblem(range) !== '' || (range.from === null && range.to === null)) return null;
  if (range.kind === 'years') {
    const { from, to } = range;
    return (entry) => (from === null || entry.bond.remainingTerm >= from) && (to === null || entry.bond.remainingTerm <= to);
  }
  const from = range.from?.replace(/-/g, '') ?? null;
  const to = range.to?.replace(/-/g, '') ?? null;
  return (entry) => (from === null || entry.bond.maturityDate >= from) && (to === null || entry.bond.maturityDate <= to);
}

/**
 * The chosen criteria but the cell as tests, in the order they narrow the result (rule BND-8): currency,
 * maturity, rating floor, issuer type, issuer, coupon type, call feature, suitability, budget (last, so
 * that only the bonds every other criterion kept have their cost worked out).
 */
function tests(criteria: FinderCriteria): { name: CriterionName; test: (bond: FinderBond) => boolean }[] {
  const out: { name: CriterionName; test: (bond: FinderBond) => boolean }[] = [];
  if (criteria.currencies.length > 0) {
    const currencies: readonly string[] = criteria.currencies;
    out.push({ name: 'currency', test: (entry) => currencies.includes(entry.bond.issueCurrency) });
  }
  const maturity = inMaturity(criteria.maturity);
  if (maturity !== null) out.push({ name: 'maturity', test: maturity });
  const { floor } = criteria;
  if (floor !== '') out.push({ name: 'floor', test: (entry) => meetsRatingFloor(entry.bond, floor) });
  if (criteria.issuerTypes.length > 0) {
    const types: readonly string[] = criteria.issuerTypes;
    out.push({ name: 'issuerType', test: (entry) => types.includes(entry.bond.stockClass) });
  }
  const issuer = criteria.issuer.trim().toLowerCase();
  if (issuer !== '') out.push({ name: 'issuer', test: (entry) => entry.issuerText.includes(issuer) });
  if (criteria.coupon !== '') {
    const zero = criteria.coupon === 'zero';
    out.push({ name: 'coupon', test: (entry) => (entry.bond.cpnFreq === 0) === zero });
  }
  if (criteria.call !== '') {
    const callable = criteria.call === 'callable';
    out.push({ name: 'call', test: (entry) => entry.bond.callable === callable });
  }
  if (criteria.suitable) out.push({ name: 'suitable', test: (entry) => entry.suitable === true });
  const { budget } = criteria;
  if (budget !== null) out.push({ name: 'budget', test: (entry) => fitsBudget(entry.costBounds(), entry.costTwd, budget) });
  return out;
}

/** One cell of the grid: how many bonds match there and the best (highest) yield to worst among them. */
export interface GridCell {
  readonly count: number;
  readonly bestYield: number | null;
}

/** A grid row's cells by rating column. */
export type GridRow = Readonly<Record<RatingBucket, GridCell>>;

/** The finder's answer to criteria: the grid over every criterion but the cell, the matches, and what emptied them. */
export interface FinderResult {
  /** The grid's rows (they follow the maturity range). */
  readonly rows: readonly TermRow[];
  /** `grid[row][rating]`, a row per {@link rows}. */
  readonly grid: readonly GridRow[];
  /** Bonds matching every criterion, sorted. */
  readonly matches: readonly FinderBond[];
  /**
   * When there are none though some bonds exist: the criterion after which nothing was left (rule BND-8).
   * Worked out the first time it is read (a pass over every bond): the finder reads it only for an empty
   * result, in the render after the tap's frame.
   */
  readonly emptiedBy: CriterionName | null;
}

/** Bonds with less than this many years left come after the others in the suggested order (rule BND-7). */
export const SHORT_YEARS = 1;

const byMaturity = (a: FinderBond, b: FinderBond) => (a.bond.maturityDate < b.bond.maturityDate ? -1 : a.bond.maturityDate > b.bond.maturityDate ? 1 : 0);

function compareBy(sort: FinderSort): (a: FinderBond, b: FinderBond) => number {
  switch (sort) {
    case 'suggested':
      return (a, b) => Number(a.bond.remainingTerm < SHORT_YEARS) - Number(b.bond.remainingTerm < SHORT_YEARS) || b.yield - a.yield;
    case 'ytm-desc':
      return (a, b) => b.bond.dYtm - a.bond.dYtm;
    case 'ytw-desc':
      return (a, b) => b.yield - a.yield;
    case 'maturity-asc':
      return byMaturity;
    case 'maturity-desc':
      return (a, b) => byMaturity(b, a);
    case 'cost-asc':
      // a bond whose cost cannot be judged comes last
      return (a, b) => {
        const [x, y] = [a.costTwd(), b.costTwd()];
        return x === null ? (y === null ? 0 : 1) : y === null ? -1 : x.cmp(y);
      };
  }
}

/** The bonds in the order of a sort key: worked out once per key and answer, so a criterion never sorts (rule BND-9). */
export function sortFinderBonds(bonds: readonly FinderBond[], sort: FinderSort): readonly FinderBond[] {
  return [...bonds].sort(compareBy(sort));
}

/** The bonds passing every criterion but the cell, by grid cell, with the grid's counts and best yields. */
export interface FinderBase {
  readonly rows: readonly TermRow[];
  readonly grid: readonly GridRow[];
  /** `cells[row][rating]`: the passing bonds of each cell, in the order they came (the sort's). */
  readonly cells: readonly Readonly<Record<RatingBucket, readonly FinderBond[]>>[];
  /** Every passing bond, in the order they came. */
  readonly passing: readonly FinderBond[];
}

/**
 * The first of the finder's two passes (rules BND-6, BND-9): every criterion but the cell, once over the
 * bonds, filing each passing bond under its cell of `rows`. A new cell never runs it again: choosing a
 * cell only reads that cell's list ({@link matchCell}); a criterion or the sort runs it once.
 */
export function passOthers(bonds: readonly FinderBond[], criteria: FinderCriteria, rows: readonly TermRow[]): FinderBase {
  const checks = tests(criteria).map((entry) => entry.test);
  const grid = rows.map(() => Object.fromEntries(RATING_BUCKETS.map((column) => [column.key, { count: 0, bestYield: null as number | null }])) as Record<RatingBucket, { count: number; bestYield: number | null }>);
  const cells = rows.map(() => Object.fromEntries(RATING_BUCKETS.map((column) => [column.key, [] as FinderBond[]])) as Record<RatingBucket, FinderBond[]>);
  const passing: FinderBond[] = [];
  for (const bond of bonds) {
    let ok = true;
    for (const check of checks) {
      if (!check(bond)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    const row = rowOf(rows, bond.bond.remainingTerm);
    const target = (grid[row] as Record<RatingBucket, { count: number; bestYield: number | null }>)[bond.rating];
    target.count += 1;
    if (target.bestYield === null || bond.yield > target.bestYield) target.bestYield = bond.yield;
    (cells[row] as Record<RatingBucket, FinderBond[]>)[bond.rating].push(bond);
    passing.push(bond);
  }
  return { rows, grid, cells, passing };
}

/**
 * The second pass: the matches are the chosen cell's list (or every passing bond without a cell), sorted
 * unless `sorted` says the bonds came in the sort's order; when nothing matches though bonds exist, the
 * criteria are applied again one by one over `bonds` to name the one that left nothing (rule BND-8), once
 * and only when `emptiedBy` is read.
 */
export function matchCell(base: FinderBase, bonds: readonly FinderBond[], criteria: FinderCriteria, sorted = false): FinderResult {
  const index = criteria.term === '' || criteria.rating === '' ? -1 : base.rows.findIndex((row) => row.key === criteria.term);
  const chosen = index < 0 || criteria.rating === '' ? base.passing : (base.cells[index]?.[criteria.rating] ?? []);
  const matches = sorted ? chosen : [...chosen].sort(compareBy(criteria.sort));
  let emptied: CriterionName | null | undefined;
  const emptiedBy = (): CriterionName | null => {
    if (matches.length === 0 && bonds.length > 0) {
      let left: readonly FinderBond[] = bonds;
      const cell: { name: CriterionName; test: (bond: FinderBond) => boolean }[] =
        index < 0 || criteria.rating === '' ? [] : [{ name: 'cell', test: (bond) => rowOf(base.rows, bond.bond.remainingTerm) === index && bond.rating === criteria.rating }];
      for (const entry of [...cell, ...tests(criteria)]) {
        left = left.filter(entry.test);
        if (left.length === 0) return entry.name;
      }
    }
    return null;
  };
  return {
    rows: base.rows,
    grid: base.grid,
    matches,
    get emptiedBy() {
      if (emptied === undefined) emptied = emptiedBy();
      return emptied;
    },
  };
}

/**
 * Applies the criteria to the bonds (rules BND-6 to BND-8) over the grid's `rows`: each bond is counted in
 * its grid cell when it passes every criterion but the cell, and is a match when it passes the cell too.
 * `sorted` says the bonds are already in the order of `criteria.sort` ({@link sortFinderBonds}).
 */
export function findBonds(bonds: readonly FinderBond[], criteria: FinderCriteria, rows: readonly TermRow[], sorted = false): FinderResult {
  return matchCell(passOthers(bonds, criteria, rows), bonds, criteria, sorted);
}
