import { couponPeriodAround, pricing } from '@shared/bond/math';
import { formatYyyymmdd } from 'shared/calendar';
import type { BondDefinition } from './generate-universe';
import { curveYield, spreadTermFactor } from './daily-curve';

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { max, min, round: roundInteger } = Math;

/** The time of day (Taipei) the sandbox's broker publishes the day's indicative quotes (rule BND-17). */
export const QUOTE_TIME = '08:00';

/** A bond maturing within this many calendar days after the settlement date is no longer offered (rule BND-17). */
export const LAST_MONTH_DAYS = 30;

/** What the issuer pays per 100 face when it calls a bond (every call of the sandbox's universe is at par). */
export const CALL_PRICE = 100;

/** The lowest yield (percent) the sandbox quotes a bond at: its curves never go negative. */
const YIELD_FLOOR = 0.05;

/** One bond's indicative quote on one day: what every figure that reads the bond's price uses (rule BND-17). */
export interface BondQuote {
  /** Clean price per 100 face the customer buys at, 3 decimals. */
  readonly ask: number;
  /** Clean price per 100 face the customer sells at, 3 decimals, below the ask. */
  readonly bid: number;
  /** The mid clean price, unrounded. */
  readonly mid: number;
  /** The yield (percent) the day's curve, the bond's spread and its own offset give it: the mid's yield. */
  readonly yieldPercent: number;
  /** The yield to maturity at the ask for the settlement date, percent, unrounded (the list's `dYtm`). */
  readonly askYield: number;
  /** The yield to the next call date at the ask, percent, unrounded; null when not callable then. */
  readonly askYieldToCall: number | null;
  /** The next call date (a day number) on or after the settlement date; null when not callable then. */
  readonly callDay: number | null;
  /** When the quote was published: {@link QUOTE_TIME} of the price date, ISO 8601 with +08:00. */
  readonly time: string;
}

function round3(value: number): number {
  return roundInteger(value * 1000) / 1000;
}

/** The next date the issuer may call on or after `day`: the first call date, then any later coupon date before maturity. */
export function nextCallDay(definition: BondDefinition, day: number): number | null {
  const first = definition.firstCallDay;
  if (first === null) return null;
  if (first > day) return first;
  const { maturity, cpnFreq } = definition.terms;
  const next = couponPeriodAround(maturity, cpnFreq, day)?.next;
  return next !== undefined && next < maturity ? next : null;
}

/**
 * Whether a bond is in its last month for a trade settling on `settlementDay` (a day number): it matures
 * on or before the settlement date plus {@link LAST_MONTH_DAYS} calendar days, so it is no longer offered
 * (rule BND-17).
 */
export function inLastMonth(definition: BondDefinition, settlementDay: number): boolean {
  return definition.terms.maturity - settlementDay <= LAST_MONTH_DAYS;
}

/** The instant a quote of `asOfDay` was published, ISO 8601 with +08:00. */
export function quoteTimeOf(asOfDay: number): string {
  const date = formatYyyymmdd(asOfDay);
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${QUOTE_TIME}:00+08:00`;
}

/**
 * The one price of a bond on `asOfDay` for a trade settling on `settlementDay` (day numbers), rule BND-17:
 * the currency's curve that day (its base curve moved by the day's seeded walk) at the bond's years to
 * redemption, plus the issuer's credit spread for that term and the bond's own stable offset, gives a
 * yield; the mid is the clean price at that yield for the settlement date (a callable bond's the lower of
 * the prices to maturity and to its next call date: its price to worst); the ask and bid are the mid ± the
 * bond's half-spread, which narrows in the last year before the nearest redemption date (maturity or
 * the next call date) as dealers' price spreads do (a spread of about constant yield). Because the yield
 * follows the curve and the term, the price pulls to par as the bond nears redemption. Null once the
 * trade would settle on or after maturity. The list, detail, history, cart, order book and holdings all
 * read the price from here.
 */
export function bondQuote(definition: BondDefinition, asOfDay: number, settlementDay: number): BondQuote | null {
  const { terms } = definition;
  if (settlementDay >= terms.maturity) return null;
  const years = (terms.maturity - settlementDay) / 365.25;
  const yieldPercent = max(YIELD_FLOOR, curveYield(definition.issueCurrency, asOfDay, years) + definition.creditSpread * spreadTermFactor(years) + definition.yieldNoise);
  const toMaturity = pricing(terms, settlementDay);
  let mid = toMaturity.cleanPrice(yieldPercent / 100);
  const callDay = nextCallDay(definition, settlementDay);
  const toCall = callDay === null ? null : pricing(terms, settlementDay, { date: callDay, price: CALL_PRICE });
  if (toCall !== null) {
    // a callable bond trades at its price to worst
    const callPrice = toCall.cleanPrice(yieldPercent / 100);
    if (callPrice < mid) mid = callPrice;
  }
  // narrower in the last year before the nearest redemption date (so the yields to it stay those of the
  // mid's neighbourhood); never less than half a tick at 3 decimals either side: the ask stays above the bid
  const nearest = callDay ?? terms.maturity;
  const half = max(0.005, definition.halfSpread * min(1, (nearest - settlementDay) / 365.25));
  const ask = round3(max(0.002, mid + half));
  return {
    ask,
    bid: round3(max(0.001, mid - half)),
    mid,
    yieldPercent,
    askYield: toMaturity.solveYield(ask, yieldPercent / 100) * 100,
    askYieldToCall: toCall === null ? null : toCall.solveYield(ask, yieldPercent / 100) * 100,
    callDay,
    time: quoteTimeOf(asOfDay),
  };
}
