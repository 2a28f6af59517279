import { isWeekend, parseYyyymmdd } from 'shared/calendar';
import type { CurrencyCode } from '../shared-contracts';
import { hashOf } from './agency-ratings';
import { baseYield } from './market';
import { createPrng, type Prng } from './prng';

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { exp, max, min } = Math;

/** The day the curves stand at their base levels (the universe's reference date): the walk starts here both ways. */
const WALK_ORIGIN = parseYyyymmdd('20250701');

/** The walk's pull back to the base curve a business day: a shift halves in about three months. */
const REVERSION = 0.011;

/** The walk's daily step, percentage points (one standard deviation): about 4 basis points. */
const DAILY_STEP = 0.04;

/** A step never exceeds three standard deviations: two days' curves differ by 12 bp and the pull back at most. */
const STEP_LIMIT = 3;

/**
 * The parallel shift of each currency's curve on each day, as a seeded mean-reverting random walk from
 * {@link WALK_ORIGIN} (forward for later days, backward for earlier ones), stepping on weekdays only: a
 * weekend keeps Friday's curve. Deterministic for a day whatever order days are asked in (the walk is
 * extended one day at a time and kept); the shift stays within about ±1 % (three standard deviations).
 */
class CurveWalk {
  private readonly forward: number[] = [0];
  private readonly backward: number[] = [0];
  private readonly forwardSteps: Prng;
  private readonly backwardSteps: Prng;

  constructor(currency: CurrencyCode) {
    this.forwardSteps = createPrng(hashOf(`${currency}:curve:forward`));
    this.backwardSteps = createPrng(hashOf(`${currency}:curve:backward`));
  }

  private step(prng: Prng): number {
    return max(-STEP_LIMIT, min(STEP_LIMIT, prng.normal())) * DAILY_STEP;
  }

  shiftOn(day: number): number {
    const offset = day - WALK_ORIGIN;
    const path = offset >= 0 ? this.forward : this.backward;
    const steps = offset >= 0 ? this.forwardSteps : this.backwardSteps;
    const direction = offset >= 0 ? 1 : -1;
    const wanted = offset >= 0 ? offset : -offset;
    while (path.length <= wanted) {
      const previous = path[path.length - 1] ?? 0;
      const walkedDay = WALK_ORIGIN + direction * path.length;
      // the step is drawn every day, so a day's shift never depends on which weekdays came before it
      const step = this.step(steps);
      path.push(isWeekend(walkedDay) ? previous : previous * (1 - REVERSION) + step);
    }
    return path[wanted] ?? 0;
  }
}

const walks = new Map<CurrencyCode, CurveWalk>();

/** The parallel shift (percentage points) of a currency's curve on `day` (a day number) from its base level. */
export function curveShift(currency: CurrencyCode, day: number): number {
  let walk = walks.get(currency);
  if (walk === undefined) {
    walk = new CurveWalk(currency);
    walks.set(currency, walk);
  }
  return walk.shiftOn(day);
}

/** The government curve's yield (percent) of a currency on `day` at `years` to maturity: the base curve moved by the day's shift. */
export function curveYield(currency: CurrencyCode, day: number, years: number): number {
  return baseYield(currency, years) + curveShift(currency, day);
}

/**
 * The share of a bond's full credit spread it trades at `years` from its redemption: credit curves rise
 * with term, so paper about to be repaid trades at about half its long spread.
 */
export function spreadTermFactor(years: number): number {
  return 0.5 + 0.5 * (1 - exp(-max(0, years) / 3));
}
