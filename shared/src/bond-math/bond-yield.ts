import { accrualDays, type AccrualTerms } from './accrued-interest';
import { parseYyyymmdd } from './calendar-date';
import { couponSchedule } from './coupon-schedule';
import { dayCountFraction, days360, type DayCount } from './day-count';

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
 * Street convention: cash flows are discounted at the yield compounded at the coupon frequency, the
 * first period's exponent the share of the current coupon period still to run; a zero-coupon bond
 * compounds annually over the convention's year fraction.
 */

/**
 * What pricing needs to know about a fixed-coupon bond: the bond's own fields (as in the contract) and,
 * for speed, its issue and maturity dates as day numbers. Dates, day counts, the coupon schedule and the
 * accrual are the same maths as the cart's estimate.
 */
export interface BondTerms extends AccrualTerms {
  /** Coupon payments per year: 0 (zero-coupon), 1, 2 or 4. */
  readonly cpnFreq: number;
  readonly dayCount: DayCount;
  /** `issueDate` as a day number. */
  readonly issue: number;
  /** `maturityDate` as a day number: the anchor of the regular coupon schedule. */
  readonly maturity: number;
}

/** Builds {@link BondTerms} from a bond's fields. @throws RangeError on an invalid date. */
export function bondTerms(fields: Omit<BondTerms, 'issue' | 'maturity'>): BondTerms {
  return { ...fields, issue: parseYyyymmdd(fields.issueDate), maturity: parseYyyymmdd(fields.maturityDate) };
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

/** Share of the current coupon period still to run, the exponent offset of street-convention discounting. */
function remainingShare(dayCount: DayCount, settlement: number, previous: number, next: number): number {
  if (dayCount === '30/360') {
    const whole = days360(previous, next);
    return whole === 0 ? 0 : days360(settlement, next) / whole;
  }
  return (next - settlement) / (next - previous);
}

/**
 * Accrued interest per 100 face at `settlement` (a day number) in binary floating point, for the
 * discounting: the shared day-count fraction times the coupon. What the API shows is the exact figure
 * (`accruedInterestPer100`, see `price-bond.ts`); the two differ by a few units in the last place at most.
 */
export function accruedInterest(terms: BondTerms, settlement: number): number {
  if (terms.faceRate === 0) return 0;
  const accrual = accrualDays(terms, settlement);
  return accrual === null ? 0 : 100 * couponRate(terms) * (accrual.days / accrual.basis);
}

interface CashFlow {
  readonly amount: number;
  /** Discounting exponent in coupon periods (or years for a zero-coupon bond). */
  readonly periods: number;
}

function cashFlows(terms: BondTerms, settlement: number, redemption: Redemption): CashFlow[] {
  if (terms.cpnFreq === 0) {
    // Zero-coupon: annual compounding over the convention's year fraction; ACT/ACT counts a 365-day year.
    const years =
      terms.dayCount === '30/360'
        ? days360(settlement, redemption.date) / 360
        : (redemption.date - settlement) / (terms.dayCount === 'ACT/360' ? 360 : 365);
    return [{ amount: redemption.price, periods: years }];
  }
  const { previous, upcoming } = couponSchedule(terms.maturity, terms.cpnFreq, settlement, redemption.date);
  const first = upcoming[0];
  if (first === undefined) return [];
  const share = remainingShare(terms.dayCount, settlement, previous, first);
  const rate = couponRate(terms);
  let start = previous;
  return upcoming.map((date, index) => {
    const { days, basis } = dayCountFraction(terms.dayCount, start, date, { start, end: date, frequency: terms.cpnFreq });
    const coupon = 100 * rate * (days / basis);
    start = date;
    const amount = index === upcoming.length - 1 ? coupon + redemption.price : coupon;
    return { amount, periods: index + share };
  });
}

function discountBase(terms: BondTerms, yieldRate: number): number {
  return terms.cpnFreq === 0 ? 1 + yieldRate : 1 + yieldRate / terms.cpnFreq;
}

function dirtyAndSlope(flows: readonly CashFlow[], terms: BondTerms, yieldRate: number): { price: number; slope: number } {
  const base = discountBase(terms, yieldRate);
  const perYear = terms.cpnFreq === 0 ? 1 : terms.cpnFreq;
  let price = 0;
  let slope = 0;
  for (const flow of flows) {
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

/** Clean price per 100 face at `settlement` for an annual yield (decimal, compounded at the coupon frequency). */
export function cleanPrice(terms: BondTerms, settlement: number, yieldRate: number, redemption = toMaturity(terms)): number {
  const flows = cashFlows(terms, settlement, redemption);
  return dirtyAndSlope(flows, terms, yieldRate).price - accruedInterest(terms, settlement);
}

/** The solver stops when the yield's price is within this of the target, per 100 face. */
export const YIELD_PRICE_TOLERANCE = 1e-11;

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
  const flows = cashFlows(terms, settlement, redemption);
  if (flows.length === 0) throw new RangeError('no cash flows after settlement');
  const target = price + accruedInterest(terms, settlement);
  const perYear = terms.cpnFreq === 0 ? 1 : terms.cpnFreq;
  const floor = -perYear * 0.99;
  const gap = (y: number): number => dirtyAndSlope(flows, terms, y).price - target;

  const rate = couponRate(terms);
  let y = rate > 0 ? rate : 0.05;
  for (let i = 0; i < 50; i += 1) {
    const { price: p, slope } = dirtyAndSlope(flows, terms, y);
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
