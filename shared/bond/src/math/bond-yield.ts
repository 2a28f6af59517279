import { accrualDays, accrualScheduleOf, type AccrualTerms } from './accrued-interest';
import {
  bondCouponPeriod,
  couponFraction,
  days30,
  followingPeriod,
  periodFraction,
  tradesExCoupon,
  type AccrualSchedule,
  type BondCouponPeriod,
} from './bond-schedule';
import { addMonths, isMonthEnd } from 'shared/calendar';
import { daysNoLeap, type DayCount } from './day-count';

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made the sandbox's universe ten times slower there than under Node; the sandbox
// prices its 5,400 bonds through here, and the bond detail page its calculator.
const { abs } = Math;
const { isFinite } = Number;

/**
 * Price ↔ yield of a fixed-coupon bond, once for the platform: the sandbox prices its universe and
 * answers the bond detail's figures with it, and the bond detail page's calculator uses it, so page and
 * server agree to the last shown decimal. Discounting and the yield solver are binary floating point
 * (a yield is no amount of money); what is shown is rounded once, and amounts stay exact decimals
 * (see `bond-figures.ts`).
 *
 * Street convention (ICMA, SIFMA; rule BND-13): cash flows are discounted at the yield compounded at the
 * coupon frequency, the first period's exponent the share of the current coupon period still to run; a
 * US bond in its final period at simple interest; a zero-coupon bond compounds semi-annually in USD and
 * annually elsewhere.
 */

/**
 * What pricing needs to know about a fixed-coupon bond: the bond's own fields (as in the contract) and,
 * for speed, its dates as day numbers (the {@link AccrualSchedule}). Dates, day counts, the coupon
 * schedule and the accrual are the same maths as the cart's estimate.
 */
export interface BondTerms extends AccrualTerms, AccrualSchedule {
  /** Coupon payments per year: 0 (zero-coupon), 1, 2 or 4. */
  readonly cpnFreq: number;
  readonly dayCount: DayCount;
  /** `issueDate` as a day number. */
  readonly issue: number;
  /** `maturityDate` as a day number. */
  readonly maturity: number;
  readonly issueCurrency?: string | undefined;
}

/** Builds {@link BondTerms} from a bond's fields. @throws RangeError on an invalid date. */
export function bondTerms(fields: Omit<BondTerms, 'issue' | 'maturity' | 'firstCoupon' | 'penultimate'>): BondTerms {
  return { ...fields, ...accrualScheduleOf(fields) };
}

/** Where the cash flows stop: maturity at 100, or a call date (a coupon date) at the call price. */
export interface Redemption {
  readonly date: number;
  readonly price: number;
}

/** The coupon rate as a decimal (0.04125 for 4.125 %): the yield solver's first guess and the coupons' scale. */
function couponRate(terms: BondTerms): number {
  return terms.faceRate / 100;
}

/**
 * Accrued interest per 100 face at `settlement` (a day number) in binary floating point, for the
 * discounting: the shared day-count fraction times the coupon. What the API shows is the exact figure
 * (`accruedInterestPer100`, see `price-bond.ts`); the two differ by a few units in the last place at most.
 */
export function accruedInterest(terms: BondTerms, settlement: number): number {
  if (terms.faceRate === 0) return 0;
  const accrual = accrualDays(terms, settlement);
  return accrual === null ? 0 : 100 * couponRate(terms) * (accrual.numerator / accrual.basis);
}

interface CashFlow {
  readonly amount: number;
  /** Discounting exponent in coupon periods (or compounding periods for a zero-coupon bond). */
  readonly periods: number;
}

interface Flows {
  readonly flows: CashFlow[];
  /** Compounding periods a year. */
  readonly perYear: number;
  /** True when the only flow left is discounted at simple interest (a US bond in its final period, SIFMA). */
  readonly simple: boolean;
}

/**
 * Compounding periods from `settlement` to `end` for a zero-coupon bond (rule BND-13): ACT/ACT counts
 * actual years (whole notional periods back from the redemption, and the share of the notional period
 * containing settlement); the other day counts their own years.
 */
function zeroPeriods(terms: BondTerms, settlement: number, end: number, perYear: number): number {
  const step = 12 / perYear;
  switch (terms.dayCount) {
    case 'ACT/ACT': {
      const endOfMonth = isMonthEnd(end);
      let k = 0;
      let previous = end;
      let next = end;
      while (previous > settlement) {
        next = previous;
        k += 1;
        previous = addMonths(end, -k * step, endOfMonth);
      }
      return k - 1 + (next - settlement) / (next - previous);
    }
    case '30/360':
    case '30E/360':
      return (days30(terms, settlement, end) / 360) * perYear;
    case 'ACT/360':
      return ((end - settlement) / 360) * perYear;
    case 'NL/365':
      return (daysNoLeap(settlement, end) / 365) * perYear;
    default:
      return ((end - settlement) / 365) * perYear;
  }
}

/**
 * The share of the current coupon period still to run, in periods: ICMA's ACT/ACT fraction × frequency
 * for the actual-day counts (an odd first period split into its notional periods), and for 30/360 the
 * 30/360 days to the coupon date over 360 ÷ frequency (SIFMA's DSC / E, rule BND-13).
 */
function firstShare(terms: BondTerms, period: BondCouponPeriod, settlement: number): number {
  if (terms.dayCount === '30/360' || terms.dayCount === '30E/360') return (days30(terms, settlement, period.end) * terms.cpnFreq) / 360;
  const actual = { ...terms, dayCount: 'ACT/ACT' as const };
  const { numerator, denominator } = periodFraction(actual, period, settlement, period.end);
  return (numerator * terms.cpnFreq) / denominator;
}

/** A whole period's length in periods: 1 when regular, ICMA's share for an odd one. */
function periodLength(terms: BondTerms, period: BondCouponPeriod): number {
  if (period.regular) return 1;
  const actual = { ...terms, dayCount: 'ACT/ACT' as const };
  const { numerator, denominator } = periodFraction(actual, period, period.start, period.end);
  return (numerator * terms.cpnFreq) / denominator;
}

/**
 * The cash flows a buyer settling on `settlement` receives up to the redemption, each with its
 * discounting exponent: the coupon of an ex-coupon period goes to the seller (rule BND-11); each coupon
 * is what its period pays (rule BND-10); the exponents are ICMA's (rule BND-13).
 */
function cashFlows(terms: BondTerms, settlement: number, redemption: Redemption): Flows {
  const usd = terms.issueCurrency === 'USD';
  if (terms.cpnFreq === 0) {
    // US zeros are quoted on a semi-annual yield like the coupon bonds; elsewhere annual (rule BND-13)
    const perYear = usd ? 2 : 1;
    if (redemption.date <= settlement) return { flows: [], perYear, simple: false };
    return { flows: [{ amount: redemption.price, periods: zeroPeriods(terms, settlement, redemption.date, perYear) }], perYear, simple: false };
  }
  const flows: CashFlow[] = [];
  let period = bondCouponPeriod(terms, settlement);
  if (period === null) return { flows, perYear: terms.cpnFreq, simple: false };
  const rate = couponRate(terms);
  let periods = firstShare(terms, period, settlement);
  let first = true;
  while (period !== null && period.end <= redemption.date) {
    const paysBuyer = !(first && tradesExCoupon(terms, period, settlement));
    const fraction = couponFraction(terms, period);
    const coupon = paysBuyer ? (100 * rate * fraction.numerator) / fraction.denominator : 0;
    const amount = period.end === redemption.date ? coupon + redemption.price : coupon;
    if (amount !== 0) flows.push({ amount, periods });
    if (period.end === redemption.date) break;
    period = followingPeriod(terms, period);
    if (period !== null) periods += periodLength(terms, period);
    first = false;
  }
  // SIFMA: in its final coupon period a US bond yields simple interest; ICMA keeps compounding
  return { flows, perYear: terms.cpnFreq, simple: usd && flows.length === 1 };
}

function dirtyAndSlope(cash: Flows, yieldRate: number): { price: number; slope: number } {
  const { perYear } = cash;
  const base = 1 + yieldRate / perYear;
  let price = 0;
  let slope = 0;
  for (const flow of cash.flows) {
    if (cash.simple) {
      const factor = 1 + (yieldRate * flow.periods) / perYear;
      price += flow.amount / factor;
      slope -= (flow.amount * flow.periods) / perYear / (factor * factor);
      continue;
    }
    const pv = flow.amount * base ** -flow.periods;
    price += pv;
    slope -= (flow.periods / perYear) * (pv / base);
  }
  return { price, slope };
}

/** Maturity at par. */
export function toMaturity(terms: BondTerms): Redemption {
  return { date: terms.maturity, price: 100 };
}

/**
 * Price ↔ yield of one bond for one settlement date and redemption, its cash flows worked out once: for a
 * caller that needs both a price at a yield and a yield at a price (the sandbox prices 5,000 bonds a day),
 * so the schedule is not walked twice. The same maths as {@link cleanPrice} and {@link solveYield}.
 */
export interface Pricing {
  /** Clean price per 100 face for an annual yield (decimal, compounded at the coupon frequency). */
  cleanPrice(yieldRate: number): number;
  /**
   * The yield (decimal) whose clean price is `price`, from `guess` (by default the coupon rate).
   * @throws RangeError when there are no cash flows left or no yield gives the price.
   */
  solveYield(price: number, guess?: number): number;
}

/** {@link Pricing} of a bond settling on `settlement` (a day number) to `redemption` (maturity at par by default). */
export function pricing(terms: BondTerms, settlement: number, redemption = toMaturity(terms)): Pricing {
  const flows = cashFlows(terms, settlement, redemption);
  const accrued = accruedInterest(terms, settlement);
  return {
    cleanPrice: (yieldRate) => dirtyAndSlope(flows, yieldRate).price - accrued,
    solveYield: (price, guess) => solveFlows(flows, price + accrued, price, guess ?? initialGuess(terms)),
  };
}

/** Clean price per 100 face at `settlement` for an annual yield (decimal, compounded at the coupon frequency). */
export function cleanPrice(terms: BondTerms, settlement: number, yieldRate: number, redemption = toMaturity(terms)): number {
  return pricing(terms, settlement, redemption).cleanPrice(yieldRate);
}

/** The solver stops when the yield's price is within this of the target, per 100 face. */
export const YIELD_PRICE_TOLERANCE = 1e-11;

function initialGuess(terms: BondTerms): number {
  const rate = couponRate(terms);
  return rate > 0 ? rate : 0.05;
}

/**
 * The yield (decimal) at which the clean price at `settlement` equals `price`, to the redemption.
 * Newton on the dirty price from a coupon-rate guess; when Newton leaves the domain or stalls, bisection
 * on the bracket where the price is monotonic decides. Price is strictly decreasing in yield for
 * positive cash flows, so the root is unique.
 *
 * Tolerance ({@link YIELD_PRICE_TOLERANCE}): the solved yield prices the bond within 1e-11 per 100 face
 * of `price` (Newton), or is bracketed to 1e-15 (bisection); either is far below the 4th decimal of a
 * percent the pages show and the 3rd decimal of a price.
 * @throws RangeError when there are no cash flows left or no yield gives the price.
 */
export function solveYield(terms: BondTerms, settlement: number, price: number, redemption = toMaturity(terms)): number {
  return pricing(terms, settlement, redemption).solveYield(price);
}

/** The yield at which `flows` are worth the dirty price `target` (`price` the clean price, for the message). */
function solveFlows(flows: Flows, target: number, price: number, guess: number): number {
  if (flows.flows.length === 0) throw new RangeError('no cash flows after settlement');
  const { perYear } = flows;
  // the lowest yield that still discounts: the base stays positive (at simple interest 1 + y × t / f)
  const onlyPeriods = flows.flows[0]?.periods ?? 1;
  const floor = flows.simple && onlyPeriods > 0 ? (-perYear * 0.99) / onlyPeriods : -perYear * 0.99;
  const gap = (y: number): number => dirtyAndSlope(flows, y).price - target;

  let y = guess;
  for (let i = 0; i < 50; i += 1) {
    const { price: p, slope } = dirtyAndSlope(flows, y);
    const diff = p - target;
    if (abs(diff) < YIELD_PRICE_TOLERANCE) return y;
    const nextY = y - diff / slope;
    if (!isFinite(nextY) || nextY <= floor) break;
    if (abs(nextY - y) < 1e-15) return nextY;
    y = nextY;
  }

  let low = floor;
  let high = 1;
  while (gap(high) > 0 && high < 1e6) high *= 2;
  if (gap(low) < 0 || gap(high) > 0) throw new RangeError(`no yield gives price ${price}`);
  for (let i = 0; i < 300 && high - low > 1e-15; i += 1) {
    const mid = (low + high) / 2;
    if (gap(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
