import { NOT_RATED, type Bond, type CreditRating } from '@shared/bond';
import type { DecimalValue } from 'shared/money';
import { ratingBucketOf, ratingRank, termBucketOf, lowestRating, type RatingBucket, type TermBucket } from './buckets';
import { withinBudget } from './budget';
import type { CriterionName, FinderCriteria, FinderSort } from './finder-criteria';

/** A bond as the finder reads it: what every criterion and sort needs, worked out once when the data is in. */
export interface FinderBond {
  readonly bond: Bond;
  readonly term: TermBucket;
  readonly rating: RatingBucket;
  /** Rank of the lowest rating (split ratings at the lower), larger is lower; 99 when unrated. */
  readonly ratingRank: number;
  /** Yield at the ask the grid and sort use: the lower of YTM and YTC (to worst), percent. */
  readonly yield: number;
  /** Issuer names in lower case, for the issuer text. */
  readonly issuerText: string;
  /** The smallest purchase in TWD (rule BND-7), null when it cannot be judged. */
  readonly costTwd: DecimalValue | null;
  /** Whether the customer may buy it (rule ORD-5); null while the profile is not in. */
  readonly suitable: boolean | null;
}

/** What {@link toFinderBond} needs besides the bond. */
export interface FinderContext {
  readonly costOf: (bond: Bond) => DecimalValue | null;
  readonly suitableOf: (bond: Bond) => boolean | null;
}

/** Every agency's rating of a bond: none for an unrated one (rule BND-6). */
export function ratingsOf(bond: Bond): CreditRating[] {
  const others = (bond.OtherRatings ?? []).map((entry) => entry.rating);
  return bond.creditRating === NOT_RATED ? others : [bond.creditRating, ...others];
}

/** Works a bond out for the finder (once per answer, profile and rates, never per keystroke). */
export function toFinderBond(bond: Bond, context: FinderContext): FinderBond {
  const ratings = ratingsOf(bond);
  const lowest = lowestRating(ratings);
  return {
    bond,
    term: termBucketOf(bond.remainingTerm),
    rating: ratingBucketOf(ratings),
    ratingRank: lowest === null ? 99 : ratingRank(lowest),
    yield: bond.dYtc === null ? bond.dYtm : Math.min(bond.dYtm, bond.dYtc),
    issuerText: `${bond.issuerName} ${bond.issuerNameEn}`.toLowerCase(),
    costTwd: context.costOf(bond),
    suitable: context.suitableOf(bond),
  };
}

/**
 * The chosen criteria as tests, in the order they narrow the result: the grid cell first (the customer
 * starts from a cell and narrows it), then issuer, call feature, suitability and budget.
 */
function tests(criteria: FinderCriteria): { name: CriterionName; test: (bond: FinderBond) => boolean }[] {
  const out: { name: CriterionName; test: (bond: FinderBond) => boolean }[] = [];
  if (criteria.term !== '' && criteria.rating !== '') {
    const { term, rating } = criteria;
    out.push({ name: 'cell', test: (bond) => bond.term === term && bond.rating === rating });
  }
  const issuer = criteria.issuer.trim().toLowerCase();
  if (issuer !== '') out.push({ name: 'issuer', test: (bond) => bond.issuerText.includes(issuer) });
  if (criteria.call !== '') {
    const callable = criteria.call === 'callable';
    out.push({ name: 'call', test: (bond) => bond.bond.callable === callable });
  }
  if (criteria.suitable) out.push({ name: 'suitable', test: (bond) => bond.suitable === true });
  const { budget } = criteria;
  if (budget !== null) out.push({ name: 'budget', test: (bond) => withinBudget(bond.costTwd, budget) });
  return out;
}

/** One cell of the grid: how many bonds match there and the best (highest) yield among them. */
export interface GridCell {
  readonly count: number;
  readonly bestYield: number | null;
}

/** The finder's answer to criteria: the grid over every criterion but the cell, the matches, and what emptied them. */
export interface FinderResult {
  /** `grid[term][rating]`. */
  readonly grid: Readonly<Record<TermBucket, Readonly<Record<RatingBucket, GridCell>>>>;
  /** Bonds matching every criterion, sorted. */
  readonly matches: readonly FinderBond[];
  /** When there are none though some bonds exist: the criterion after which nothing was left (rule BND-8). */
  readonly emptiedBy: CriterionName | null;
}

function emptyGrid(): Record<TermBucket, Record<RatingBucket, { count: number; bestYield: number | null }>> {
  const row = () => ({ aa: { count: 0, bestYield: null }, a: { count: 0, bestYield: null }, bbb: { count: 0, bestYield: null }, hy: { count: 0, bestYield: null }, nr: { count: 0, bestYield: null } });
  return { t0: row(), t1: row(), t3: row(), t5: row(), t10: row() };
}

function compareBy(sort: FinderSort): (a: FinderBond, b: FinderBond) => number {
  switch (sort) {
    case 'yield-desc':
      return (a, b) => b.yield - a.yield;
    case 'yield-asc':
      return (a, b) => a.yield - b.yield;
    case 'maturity-asc':
      return (a, b) => (a.bond.maturityDate < b.bond.maturityDate ? -1 : a.bond.maturityDate > b.bond.maturityDate ? 1 : 0);
    case 'maturity-desc':
      return (a, b) => (a.bond.maturityDate < b.bond.maturityDate ? 1 : a.bond.maturityDate > b.bond.maturityDate ? -1 : 0);
    case 'price-asc':
      return (a, b) => a.bond.refPriceBuyNumber - b.bond.refPriceBuyNumber;
    case 'price-desc':
      return (a, b) => b.bond.refPriceBuyNumber - a.bond.refPriceBuyNumber;
    case 'rating-desc':
      return (a, b) => a.ratingRank - b.ratingRank || b.yield - a.yield;
    case 'rating-asc':
      return (a, b) => b.ratingRank - a.ratingRank || b.yield - a.yield;
  }
}

/** The bonds in the order of a sort key: worked out once per key and answer, so a criterion never sorts (rule BND-9). */
export function sortFinderBonds(bonds: readonly FinderBond[], sort: FinderSort): readonly FinderBond[] {
  return [...bonds].sort(compareBy(sort));
}

/** The bonds passing every criterion but the cell, by grid cell, with the grid's counts and best yields. */
export interface FinderBase {
  readonly grid: FinderResult['grid'];
  /** `cells[term][rating]`: the passing bonds of each cell, in the order they came (the sort's). */
  readonly cells: Readonly<Record<TermBucket, Readonly<Record<RatingBucket, readonly FinderBond[]>>>>;
  /** Every passing bond, in the order they came. */
  readonly passing: readonly FinderBond[];
}

function emptyCells(): Record<TermBucket, Record<RatingBucket, FinderBond[]>> {
  const row = () => ({ aa: [], a: [], bbb: [], hy: [], nr: [] });
  return { t0: row(), t1: row(), t3: row(), t5: row(), t10: row() };
}

/**
 * The first of the finder's two passes (rules BND-6, BND-9): every criterion but the cell, once over the
 * bonds, filing each passing bond under its cell. A new cell never runs it again: choosing a cell only reads
 * that cell's list ({@link matchCell}); a criterion or the sort runs it once.
 */
export function passOthers(bonds: readonly FinderBond[], criteria: FinderCriteria): FinderBase {
  const others = tests(criteria).filter((entry) => entry.name !== 'cell');
  const grid = emptyGrid();
  const cells = emptyCells();
  const passing: FinderBond[] = [];
  for (const bond of bonds) {
    let ok = true;
    for (const entry of others) {
      if (!entry.test(bond)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    const target = grid[bond.term][bond.rating];
    target.count += 1;
    if (target.bestYield === null || bond.yield > target.bestYield) target.bestYield = bond.yield;
    cells[bond.term][bond.rating].push(bond);
    passing.push(bond);
  }
  return { grid, cells, passing };
}

/**
 * The second pass: the matches are the chosen cell's list (or every passing bond without a cell), sorted
 * unless `sorted` says the bonds came in the sort's order; when nothing matches though bonds exist, the
 * criteria are applied again one by one over `bonds` to name the one that left nothing (rule BND-8).
 */
export function matchCell(base: FinderBase, bonds: readonly FinderBond[], criteria: FinderCriteria, sorted = false): FinderResult {
  const chosen = criteria.term !== '' && criteria.rating !== '' ? base.cells[criteria.term][criteria.rating] : base.passing;
  const matches = sorted ? chosen : [...chosen].sort(compareBy(criteria.sort));
  let emptiedBy: CriterionName | null = null;
  if (matches.length === 0 && bonds.length > 0) {
    let left: readonly FinderBond[] = bonds;
    for (const entry of tests(criteria)) {
      left = left.filter(entry.test);
      if (left.length === 0) {
        emptiedBy = entry.name;
        break;
      }
    }
  }
  return { grid: base.grid, matches, emptiedBy };
}

/**
 * Applies the criteria to the bonds (rules BND-6 to BND-8): each bond is counted in its grid cell when it
 * passes every criterion but the cell, and is a match when it passes the cell too. `sorted` says the bonds
 * are already in the order of `criteria.sort` ({@link sortFinderBonds}).
 */
export function findBonds(bonds: readonly FinderBond[], criteria: FinderCriteria, sorted = false): FinderResult {
  return matchCell(passOthers(bonds, criteria), bonds, criteria, sorted);
}
