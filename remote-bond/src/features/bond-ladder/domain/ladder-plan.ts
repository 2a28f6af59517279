import { meetsRatingFloor, type Bond } from '@shared/bond';
import { projectedCashFlows, settlementOfTrade } from '@shared/bond/math';
import { addMonths, formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { Decimal, twdTotal, twdValue, type DecimalValue } from 'shared/money';
import {
  buyCost,
  cartTradeDate,
  DEFAULT_SETTLEMENT_DAYS,
  estimateLine,
  roundToMinorUnit,
  toCartLine,
  totalsByCurrency,
  type BuyCost,
  type CartCurrencyFee,
  type CurrencyTotals,
  type LineEstimate,
  type TradeFee,
} from '../../cart';
import { custodyFeeOfPayment } from '../../orders';
import type { LadderCriteria } from './ladder-criteria';

/**
 * The bond ladder's maths (rules BND-18, BND-19): which bonds may stand on which rung, which one stands
 * there by default, the face each rung buys within its share of the budget, and what the ladder pays back
 * year by year. Every cost is the cart's `buyCost` (the cart, order entry and the ladder show the same
 * figures, rule ORD-7), every cash flow `projectedCashFlows` (the bond detail's), every custody fee the
 * cash-flow calendar's `custodyFeeOfPayment` (rule ORD-16) and every TWD figure `twdValue`/`twdTotal`
 * (rule ACC-4). Pure: the clock, the fee schedule, the trade rules, the rates and the customer's
 * suitability come in as {@link LadderMarket}.
 */

/** How far the FX rates are moved either way to show the ladder's currency risk (rule BND-19). */
export const FX_SHIFT = '0.05';

/** How many bonds a rung's choice list offers at most: the highest-yielding ones (rule BND-18). */
export const MAX_RUNG_CHOICES = 30;

/** What the ladder reads besides the bonds: today, the fee schedule, the desk's trading fees, the rates, the customer. */
export interface LadderMarket {
  /** Today in Taipei, `YYYYMMDD`: the rungs' windows start here. */
  readonly today: string;
  /** The moment the page opened (epoch ms): every line's trade date is an order's sent then (rule BND-16), as in the cart. */
  readonly now: number;
  readonly feeOf: (currency: string) => CartCurrencyFee | undefined;
  readonly tradeFeeOf: (currency: string) => TradeFee | undefined;
  /** TWD per unit of the currency (today's indicative rate), undefined when there is none. */
  readonly rateOf: (currency: string) => string | undefined;
  /** True when the customer may buy the bond today (rule ORD-5). */
  readonly suitable: (bond: Bond) => boolean;
}

/** A bond that may stand on a rung. */
export interface RungCandidate {
  readonly bond: Bond;
  /** Yield to worst at the reference buy price, percent: the lower of YTM and YTC (as the finder reads it). */
  readonly yield: number;
}

/** One rung of the ladder: a window of maturity dates and the bonds maturing in it. */
export interface LadderRung {
  /** `y3` (the third year) or `h5` (the fifth half-year): stable while the criteria stay. */
  readonly key: string;
  /** 第 3 年 or 第 5 個半年. */
  readonly label: string;
  /** The window: maturing after `after` and on or before `until` (both `YYYYMMDD`). */
  readonly after: string;
  readonly until: string;
  /** Every bond that may stand on it, highest yield first (then earlier maturity, then ISIN). */
  readonly candidates: readonly RungCandidate[];
}

/** The settlement date of a purchase in `currency` sent at `now`, the cart's (rules BND-16, CRT-7). */
function settlementOf(currency: string, market: LadderMarket): string {
  const fee = market.feeOf(currency);
  return settlementOfTrade(cartTradeDate(market.now, currency, fee), currency, fee?.settlementDays ?? DEFAULT_SETTLEMENT_DAYS).settlementDate;
}

function byYield(a: RungCandidate, b: RungCandidate): number {
  return b.yield - a.yield || a.bond.maturityDate.localeCompare(b.bond.maturityDate) || a.bond.isin.localeCompare(b.bond.isin);
}

/**
 * The rungs of the criteria's span (rule BND-18): one a year (or a half-year), the window of year `n` being
 * the maturities after today + n−1 years up to today + n years; each with the bonds that may stand on it:
 * in an allowed currency with a TWD rate, every agency's rating at the floor or better (無評等 only with
 * 不限), bought by the customer without refusal (rule ORD-5), with a reference buy price, maturing in the
 * window and after the purchase would settle.
 */
export function ladderRungs(bonds: readonly Bond[], criteria: LadderCriteria, market: LadderMarket): LadderRung[] {
  const months = criteria.spacing === 'year' ? 12 : 6;
  const perYear = 12 / months;
  const today = parseYyyymmdd(market.today);
  const first = (criteria.fromYear - 1) * perYear + 1;
  const last = criteria.toYear * perYear;
  const rungs: { key: string; label: string; after: string; until: string; candidates: RungCandidate[] }[] = [];
  for (let index = first; index <= last; index += 1) {
    rungs.push({
      key: `${criteria.spacing === 'year' ? 'y' : 'h'}${index}`,
      label: criteria.spacing === 'year' ? `第 ${index} 年` : `第 ${index} 個半年`,
      after: formatYyyymmdd(addMonths(today, (index - 1) * months)),
      until: formatYyyymmdd(addMonths(today, index * months)),
      candidates: [],
    });
  }
  const lowestFirst = rungs[0]?.after ?? market.today;
  const highestLast = rungs.at(-1)?.until ?? market.today;
  const allowed = new Set(criteria.currencies);
  const floor = criteria.ratingFloor === 'any' ? null : criteria.ratingFloor;
  const settlements = new Map<string, string>();
  for (const bond of bonds) {
    const maturity = bond.maturityDate;
    if (maturity <= lowestFirst || maturity > highestLast) continue;
    const currency = bond.issueCurrency;
    if (!allowed.has(currency) || market.rateOf(currency) === undefined || !(bond.refPriceBuyNumber > 0)) continue;
    // the one rating scale's floor, as the finder and the list read it (rule BND-20)
    if (floor !== null && !meetsRatingFloor(bond, floor)) continue;
    let settlement = settlements.get(currency);
    if (settlement === undefined) {
      settlement = settlementOf(currency, market);
      settlements.set(currency, settlement);
    }
    if (maturity <= settlement || !market.suitable(bond)) continue;
    const rung = rungs.find((entry) => maturity > entry.after && maturity <= entry.until);
    rung?.candidates.push({ bond, yield: bond.dYtc === null ? bond.dYtm : Math.min(bond.dYtm, bond.dYtc) });
  }
  for (const rung of rungs) rung.candidates.sort(byYield);
  return rungs;
}

/** One year's (or half-year's) payments of the ladder in one currency, after custody fees. */
export interface CurrencyFlow {
  readonly currency: string;
  /** Coupons, each rounded to the minor unit as the bond detail shows it. */
  readonly coupons: DecimalValue;
  /** Redemptions at maturity. */
  readonly principal: DecimalValue;
  /** Custody fees taken with these payments (rule ORD-16). */
  readonly custodyFee: DecimalValue;
  /** coupons + principal − custody fee. */
  readonly net: DecimalValue;
}

/** What the ladder pays back in one calendar year, per currency and in TWD at today's rates and at rates 5 % lower and higher. */
export interface YearFlow {
  /** `YYYY`. */
  readonly year: string;
  readonly currencies: readonly CurrencyFlow[];
  /** Coupons net of custody fees in TWD at today's rates, cents (`twdTotal`). */
  readonly couponsTwd: string;
  /** Principal in TWD at today's rates. */
  readonly principalTwd: string;
  /** All of it (net) in TWD at today's rates. */
  readonly netTwd: string;
  /** The same at rates 5 % lower (a stronger TWD). */
  readonly netTwdLow: string;
  /** The same at rates 5 % higher (a weaker TWD). */
  readonly netTwdHigh: string;
}

/** A rung with its bond and what it buys. */
export interface PlannedRung {
  readonly rung: LadderRung;
  /** The bond standing on the rung; null when no bond matches its window. */
  readonly chosen: RungCandidate | null;
  /** The choice list: the {@link MAX_RUNG_CHOICES} highest-yielding candidates (the chosen one always among them). */
  readonly choices: readonly RungCandidate[];
  /**
   * `ok`: the rung buys `face`; `short`: the rung's share of the budget does not buy the bond's minimum
   * (`minimumTwd` says what it would take), nothing is bought; `empty`: no bond.
   */
  readonly status: 'ok' | 'short' | 'empty';
  /** Face bought, in the bond's currency; 0 unless `ok`. */
  readonly face: number;
  /** The cart's cost of the purchase; null unless `ok`. */
  readonly cost: BuyCost | null;
  /** The same as the cart line's estimate (for the per-currency totals). */
  readonly estimate: LineEstimate | null;
  /** The cost in TWD at today's rate, cents. */
  readonly costTwd: string | null;
  /** What the bond's minimum face would cost in TWD (shown when `short`). */
  readonly minimumTwd: string | null;
  /** The bond's TWD rate. */
  readonly rate: string | null;
  /** Settlement date of the purchase, `YYYYMMDD`. */
  readonly settlementDate: string | null;
}

/** The whole ladder. */
export interface LadderPlan {
  readonly rungs: readonly PlannedRung[];
  /** Each rung's share of the budget: the budget ÷ the rungs that have a bond, whole TWD, rounded down. */
  readonly shareTwd: number;
  /** Per settlement currency, the cart's totals of the ladder's purchases (the cart shows the same, rule CRT-6). */
  readonly totals: readonly CurrencyTotals[];
  /** Every purchase in TWD at today's rates, cents (`twdTotal`). */
  readonly totalTwd: string;
  /** Budget − total: what is left unspent, TWD. */
  readonly leftoverTwd: string;
  /** What the ladder pays back, calendar year by year. */
  readonly years: readonly YearFlow[];
}

/** The cart's cost of `face` of `bond` at its reference buy price (what the cart line will hold). */
function costOf(bond: Bond, face: number, market: LadderMarket): BuyCost {
  const currency = bond.issueCurrency;
  const fee = market.feeOf(currency);
  return buyCost({ bond, faceValue: face, price: bond.refPriceBuyNumber, fee, tradeFee: market.tradeFeeOf(currency), tradeDate: cartTradeDate(market.now, currency, fee) });
}

/**
 * The largest face of `bond` the share buys (rule BND-19): the bond's minimum (the cart's, rule CRT-5) plus a
 * whole number of increments, whose cart cost in TWD at `rate` (cents, `twdValue`) is at most `shareTwd`;
 * null when even the minimum costs more. The cost grows with the face, so a first guess from the marginal
 * cost is walked up or down an increment at a time.
 */
export function faceWithin(bond: Bond, shareTwd: DecimalValue, rate: string, market: LadderMarket): { face: number; cost: BuyCost } | null {
  const minimum = toCartLine(bond).minFaceValue;
  const step = bond.faceValueIncrement;
  const twdOf = (cost: BuyCost) => new Decimal(twdValue(cost.total, rate));
  const atMinimum = costOf(bond, minimum, market);
  if (twdOf(atMinimum).gt(shareTwd)) return null;
  if (!(step > 0)) return { face: minimum, cost: atMinimum };
  const probeSteps = 100;
  const probe = costOf(bond, minimum + probeSteps * step, market);
  const perStep = twdOf(probe).minus(twdOf(atMinimum)).div(probeSteps);
  let steps = perStep.gt(0) ? Math.max(0, Math.floor(Number(shareTwd.minus(twdOf(atMinimum)).div(perStep).toFixed(0, 0)))) : 0;
  let cost = steps === 0 ? atMinimum : costOf(bond, minimum + steps * step, market);
  while (steps > 0 && twdOf(cost).gt(shareTwd)) {
    steps -= 1;
    cost = steps === 0 ? atMinimum : costOf(bond, minimum + steps * step, market);
  }
  for (;;) {
    const next = costOf(bond, minimum + (steps + 1) * step, market);
    if (twdOf(next).gt(shareTwd)) break;
    steps += 1;
    cost = next;
  }
  return { face: minimum + steps * step, cost };
}

/**
 * The bond a rung starts with (rule BND-18): the highest-yielding candidate whose minimum purchase fits the
 * rung's share; when none fits, the one whose minimum costs least in TWD (the rung then says what it needs).
 */
export function defaultChoice(candidates: readonly RungCandidate[], shareTwd: DecimalValue, market: LadderMarket): RungCandidate | null {
  let cheapest: { candidate: RungCandidate; twd: DecimalValue } | null = null;
  for (const candidate of candidates.slice(0, MAX_RUNG_CHOICES)) {
    const rate = market.rateOf(candidate.bond.issueCurrency);
    if (rate === undefined) continue;
    const twd = new Decimal(twdValue(costOf(candidate.bond, toCartLine(candidate.bond).minFaceValue, market).total, rate));
    if (twd.lte(shareTwd)) return candidate;
    if (cheapest === null || twd.lt(cheapest.twd)) cheapest = { candidate, twd };
  }
  return cheapest?.candidate ?? null;
}

/** The rung's choice list: the highest-yielding candidates, and the chosen one if it is not among them. */
function choicesOf(rung: LadderRung, chosen: RungCandidate | null): readonly RungCandidate[] {
  const top = rung.candidates.slice(0, MAX_RUNG_CHOICES);
  return chosen === null || top.includes(chosen) ? top : [...top, chosen];
}

/** The share of each rung: the budget split equally over the rungs with a bond, whole TWD, rounded down. */
export function shareOf(budgetTwd: number, rungs: readonly LadderRung[]): number {
  const filled = rungs.filter((rung) => rung.candidates.length > 0).length;
  return filled === 0 ? 0 : Math.floor(budgetTwd / filled);
}

/** One rung planned: its bond (the customer's pick if still a candidate, else the default) and what it buys. */
export function planRung(rung: LadderRung, shareTwd: number, picked: string | undefined, market: LadderMarket): PlannedRung {
  const share = new Decimal(shareTwd);
  const chosen = rung.candidates.find((candidate) => candidate.bond.isin === picked) ?? defaultChoice(rung.candidates, share, market);
  const none = { face: 0, cost: null, estimate: null, costTwd: null, minimumTwd: null, rate: null, settlementDate: null };
  if (chosen === null) return { rung, chosen: null, choices: [], status: 'empty', ...none };
  const choices = choicesOf(rung, chosen);
  const { bond } = chosen;
  const rate = market.rateOf(bond.issueCurrency);
  if (rate === undefined) return { rung, chosen, choices, status: 'empty', ...none };
  const bought = faceWithin(bond, share, rate, market);
  if (bought === null) {
    const minimum = costOf(bond, toCartLine(bond).minFaceValue, market);
    return { rung, chosen, choices, status: 'short', ...none, minimumTwd: twdValue(minimum.total, rate), rate, settlementDate: minimum.settlementDate };
  }
  const { face, cost } = bought;
  const estimate = estimateLine({ bond, faceValue: face, price: bond.refPriceBuyNumber, fee: market.feeOf(bond.issueCurrency), tradeFee: market.tradeFeeOf(bond.issueCurrency), tradeDate: cartTradeDate(market.now, bond.issueCurrency, market.feeOf(bond.issueCurrency)) });
  return { rung, chosen, choices, status: 'ok', face, cost, estimate, costTwd: twdValue(cost.total, rate), minimumTwd: null, rate, settlementDate: cost.settlementDate };
}

/**
 * What the bought rungs pay back by calendar year (rule BND-19): each bond's coupons and redemption from the
 * bond detail's `projectedCashFlows` on its face from its settlement date (a coupon already ex goes to the
 * seller, rule BND-11), each coupon rounded to the minor unit, less the custody fee taken with it (rule
 * ORD-16); per currency, and in TWD at today's rates and at rates 5 % lower and higher (`twdTotal`).
 */
export function yearFlows(rungs: readonly PlannedRung[], market: LadderMarket): YearFlow[] {
  const cells = new Map<string, Map<string, { coupons: DecimalValue; principal: DecimalValue; custodyFee: DecimalValue }>>();
  const rates = new Map<string, string>();
  for (const planned of rungs) {
    if (planned.status !== 'ok' || planned.chosen === null || planned.settlementDate === null || planned.rate === null) continue;
    const { bond } = planned.chosen;
    const currency = bond.issueCurrency;
    rates.set(currency, planned.rate);
    const fee = market.feeOf(currency);
    const frequency = bond.faceRate === 0 ? 0 : bond.cpnFreq;
    for (const flow of projectedCashFlows(bond, planned.settlementDate, planned.face)) {
      const year = flow.date.slice(0, 4);
      const byCurrency = cells.get(year) ?? new Map<string, { coupons: DecimalValue; principal: DecimalValue; custodyFee: DecimalValue }>();
      cells.set(year, byCurrency);
      const cell = byCurrency.get(currency) ?? { coupons: new Decimal(0), principal: new Decimal(0), custodyFee: new Decimal(0) };
      const coupon = roundToMinorUnit(flow.coupon, currency);
      byCurrency.set(currency, {
        coupons: cell.coupons.plus(coupon),
        principal: cell.principal.plus(flow.redemption),
        custodyFee: cell.custodyFee.plus(custodyFeeOfPayment(planned.face, frequency, coupon, currency, fee)),
      });
    }
  }
  const low = new Decimal(1).minus(FX_SHIFT);
  const high = new Decimal(1).plus(FX_SHIFT);
  return [...cells.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, byCurrency]) => {
      const currencies = [...byCurrency.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, cell]) => ({ currency, ...cell, net: cell.coupons.plus(cell.principal).minus(cell.custodyFee) }));
      const at = (pick: (flow: CurrencyFlow) => DecimalValue, factor: DecimalValue) =>
        twdTotal(currencies.map((flow) => ({ amount: pick(flow), rate: new Decimal(rates.get(flow.currency) ?? '0').times(factor) })));
      const one = new Decimal(1);
      return {
        year,
        currencies,
        couponsTwd: at((flow) => flow.coupons.minus(flow.custodyFee), one),
        principalTwd: at((flow) => flow.principal, one),
        netTwd: at((flow) => flow.net, one),
        netTwdLow: at((flow) => flow.net, low),
        netTwdHigh: at((flow) => flow.net, high),
      };
    });
}

/** The ladder's totals: the cart's per-currency sums, the TWD total at today's rates, what is left of the budget. */
export function ladderTotals(rungs: readonly PlannedRung[], budgetTwd: number): Pick<LadderPlan, 'totals' | 'totalTwd' | 'leftoverTwd'> {
  const bought = rungs.filter((planned) => planned.status === 'ok');
  const totals = totalsByCurrency(bought.flatMap((planned) => (planned.estimate === null ? [] : [planned.estimate])));
  const totalTwd = twdTotal(bought.flatMap((planned) => (planned.cost === null || planned.rate === null ? [] : [{ amount: planned.cost.total, rate: planned.rate }])));
  return { totals, totalTwd, leftoverTwd: new Decimal(budgetTwd).minus(totalTwd).toFixed(2) };
}

/** The whole ladder from its rungs and the customer's picks (rung key → ISIN). */
export function planLadder(rungs: readonly LadderRung[], criteria: LadderCriteria, picks: Readonly<Record<string, string>>, market: LadderMarket): LadderPlan {
  const shareTwd = shareOf(criteria.budgetTwd, rungs);
  const planned = rungs.map((rung) => planRung(rung, shareTwd, picks[rung.key], market));
  return { rungs: planned, shareTwd, ...ladderTotals(planned, criteria.budgetTwd), years: yearFlows(planned, market) };
}
