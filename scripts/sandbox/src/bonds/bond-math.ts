import type { CouponFrequency, DayCountConvention } from '../shared-contracts';
import { addMonths, days360 } from './dates';

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { abs } = Math;
const { isFinite } = Number;

/** What pricing needs to know about a fixed-coupon bullet bond. Dates are day numbers. */
export interface BondTerms {
  /** Annual coupon as a decimal (0.04125 for 4.125 %). */
  readonly couponRate: number;
  readonly frequency: CouponFrequency;
  /** The anchor of the regular coupon schedule; coupons fall every 12/frequency months back from it. */
  readonly maturity: number;
  readonly dayCount: DayCountConvention;
}

/** Where the cash flows stop: maturity at 100, or a call date (a coupon date) at the call price. */
export interface Redemption {
  readonly date: number;
  readonly price: number;
}

/** Regular coupon dates around `settlement`: the last one on or before it and all later ones up to `end`. */
export interface CouponPeriod {
  readonly previous: number;
  readonly upcoming: readonly number[];
}

/** The coupon schedule seen from `settlement`, running back from `maturity` and cut at `end`. */
export function couponPeriod(terms: BondTerms, settlement: number, end: number): CouponPeriod {
  if (terms.frequency === 0) throw new RangeError('a zero-coupon bond has no coupon schedule');
  const step = 12 / terms.frequency;
  const upcoming: number[] = [];
  let k = 0;
  let date = terms.maturity;
  while (date > settlement) {
    if (date <= end) upcoming.push(date);
    k += 1;
    date = addMonths(terms.maturity, -k * step);
  }
  upcoming.reverse();
  return { previous: date, upcoming };
}

/** Year fraction between two dates under the convention; ACT/ACT is ICMA and needs the coupon period around them. */
function yearFraction(
  dayCount: DayCountConvention,
  start: number,
  end: number,
  periodStart: number,
  periodEnd: number,
  frequency: number,
): number {
  switch (dayCount) {
    case 'ACT/ACT':
      return (end - start) / (periodEnd - periodStart) / frequency;
    case '30/360':
      return days360(start, end) / 360;
    case 'ACT/360':
      return (end - start) / 360;
    case 'ACT/365':
      return (end - start) / 365;
  }
}

/** Share of the current coupon period still to run, the exponent offset of street-convention discounting. */
function remainingShare(dayCount: DayCountConvention, settlement: number, previous: number, next: number): number {
  if (dayCount === '30/360') {
    const whole = days360(previous, next);
    return whole === 0 ? 0 : days360(settlement, next) / whole;
  }
  return (next - settlement) / (next - previous);
}

/** Accrued interest per 100 face at `settlement`. */
export function accruedInterest(terms: BondTerms, settlement: number): number {
  if (terms.frequency === 0 || settlement >= terms.maturity) return 0;
  const { previous, upcoming } = couponPeriod(terms, settlement, terms.maturity);
  const next = upcoming[0] ?? terms.maturity;
  return 100 * terms.couponRate * yearFraction(terms.dayCount, previous, settlement, previous, next, terms.frequency);
}

interface CashFlow {
  readonly amount: number;
  /** Discounting exponent in coupon periods (or years for a zero-coupon bond). */
  readonly periods: number;
}

function cashFlows(terms: BondTerms, settlement: number, redemption: Redemption): CashFlow[] {
  if (terms.frequency === 0) {
    // Zero-coupon: annual compounding over the convention's year fraction; ACT/ACT counts a 365-day year.
    const years =
      terms.dayCount === '30/360'
        ? days360(settlement, redemption.date) / 360
        : (redemption.date - settlement) / (terms.dayCount === 'ACT/360' ? 360 : 365);
    return [{ amount: redemption.price, periods: years }];
  }
  const { previous, upcoming } = couponPeriod(terms, settlement, redemption.date);
  const first = upcoming[0];
  if (first === undefined) return [];
  const share = remainingShare(terms.dayCount, settlement, previous, first);
  let start = previous;
  return upcoming.map((date, index) => {
    const coupon = 100 * terms.couponRate * yearFraction(terms.dayCount, start, date, start, date, terms.frequency);
    start = date;
    const amount = index === upcoming.length - 1 ? coupon + redemption.price : coupon;
    return { amount, periods: index + share };
  });
}

function discountBase(terms: BondTerms, yieldRate: number): number {
  return terms.frequency === 0 ? 1 + yieldRate : 1 + yieldRate / terms.frequency;
}

function dirtyAndSlope(flows: readonly CashFlow[], terms: BondTerms, yieldRate: number): { price: number; slope: number } {
  const base = discountBase(terms, yieldRate);
  const perYear = terms.frequency === 0 ? 1 : terms.frequency;
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

/**
 * The yield (decimal) at which the clean price at `settlement` equals `price`, to the redemption.
 * Newton on the dirty price from a coupon-rate guess; when Newton leaves the domain or stalls, bisection
 * on the bracket where the price is monotonic decides. Price is strictly decreasing in yield for
 * positive cash flows, so the root is unique.
 * @throws RangeError when there are no cash flows left or no yield gives the price.
 */
export function solveYield(terms: BondTerms, settlement: number, price: number, redemption = toMaturity(terms)): number {
  const flows = cashFlows(terms, settlement, redemption);
  if (flows.length === 0) throw new RangeError('no cash flows after settlement');
  const target = price + accruedInterest(terms, settlement);
  const perYear = terms.frequency === 0 ? 1 : terms.frequency;
  const floor = -perYear * 0.99;
  const gap = (y: number): number => dirtyAndSlope(flows, terms, y).price - target;

  let y = terms.couponRate > 0 ? terms.couponRate : 0.05;
  for (let i = 0; i < 50; i += 1) {
    const { price: p, slope } = dirtyAndSlope(flows, terms, y);
    const diff = p - target;
    if (abs(diff) < 1e-11) return y;
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
