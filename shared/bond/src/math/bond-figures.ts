import { accrualPeriod, accruedInterestPer100, type AccrualTerms } from './accrued-interest';
import { bondTerms, cleanPrice, solveYield, toMaturity, type BondTerms, type Redemption } from './bond-yield';
import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { bondCouponPeriod, couponFraction, exCouponDateOf, followingPeriod, tradesExCoupon } from './bond-schedule';
import { Decimal, roundHalfUp, type DecimalSource, type DecimalValue } from 'shared/money';
import { exCouponStatus } from './ex-coupon';

/**
 * The figures a customer reads about a bond at a price, rounded once to what the pages show, the same
 * way for the page and the sandbox (rule BND-2):
 * - prices per 100 face: 3 decimals, half-up ({@link PRICE_DECIMALS});
 * - yields in percent: 4 decimals, half-up ({@link YIELD_DECIMALS});
 * - accrued interest per 100 face: exact, rounded half-up to 6 decimals ({@link ACCRUED_DECIMALS}), the
 *   wire's precision; the dirty price is the clean price plus it, exactly.
 */

/** Decimals of a shown price per 100 face. */
export const PRICE_DECIMALS = 3;
/** Decimals of a shown yield, in percent. */
export const YIELD_DECIMALS = 4;
/** Decimals of accrued interest per 100 face (and so of a dirty price). */
export const ACCRUED_DECIMALS = 6;

/** One date the issuer may redeem early, at a price per 100 face (a decimal string). */
export interface CallDate {
  /** `YYYYMMDD`. */
  readonly date: string;
  /** Clean price per 100 face, decimal string (`"100"`). */
  readonly price: string;
}

/** The bond fields the figures need, with the bond contract's names (any `Bond` is one). */
export type YieldTermsSource = AccrualTerms;

/** {@link BondTerms} of a bond's fields. @throws RangeError on an invalid date. */
export function yieldTermsOf(bond: YieldTermsSource): BondTerms {
  return bondTerms({
    faceRate: bond.faceRate,
    cpnFreq: bond.cpnFreq,
    dayCount: bond.dayCount,
    issueDate: bond.issueDate,
    maturityDate: bond.maturityDate,
    firstCouponDate: bond.firstCouponDate,
    penultimateCouponDate: bond.penultimateCouponDate,
    exCouponDays: bond.exCouponDays,
    exCouponBusinessDays: bond.exCouponBusinessDays,
    issueCurrency: bond.issueCurrency,
    couponByDays: bond.couponByDays,
  });
}

/** The redemptions still ahead at `settlementDate`: each later call date at its price, then maturity at 100. */
function redemptionsAfter(terms: BondTerms, settlementDate: string, calls: readonly CallDate[]): { call: Redemption[]; all: Redemption[] } {
  const settlement = parseYyyymmdd(settlementDate);
  const call = calls
    .map((entry) => ({ date: parseYyyymmdd(entry.date), price: Number(entry.price) }))
    .filter((entry) => entry.date > settlement && entry.date < terms.maturity)
    .sort((a, b) => a.date - b.date);
  return { call, all: [...call, toMaturity(terms)] };
}

/** A yield (decimal, e.g. 0.0425) as the pages show it: percent, 4 decimals, half-up. */
function shownYield(yieldRate: number): DecimalValue {
  return roundHalfUp(new Decimal(yieldRate).times(100), YIELD_DECIMALS);
}

/** What a clean price means on a settlement date. */
export interface PriceFigures {
  /** The settlement date the figures are for, `YYYYMMDD`. */
  readonly settlementDate: string;
  /** The clean price itself, 3 decimals. */
  readonly cleanPrice: DecimalValue;
  /** Accrued interest per 100 face, 6 decimals. */
  readonly accruedInterest: DecimalValue;
  /** Days of accrual by the bond's day count; 0 when nothing accrues; negative when ex-coupon. */
  readonly accruedDays: number;
  /** True when the trade is ex-coupon: the coming coupon goes to the seller (rule BND-11). */
  readonly exCoupon: boolean;
  /** Clean price + accrued interest, exactly. */
  readonly dirtyPrice: DecimalValue;
  /** Yield to maturity, percent, 4 decimals. */
  readonly ytm: DecimalValue;
  /** Yield to the next call date, percent, 4 decimals; null without a call date ahead. */
  readonly ytc: DecimalValue | null;
  /** The next call date, `YYYYMMDD`; null without one. */
  readonly nextCallDate: string | null;
  /** Yield to worst (the lowest of the yields to maturity and to every call date ahead), percent, 4 decimals. */
  readonly ytw: DecimalValue;
  /** The redemption date the yield to worst assumes, `YYYYMMDD`. */
  readonly worstDate: string;
}

/**
 * The figures of a clean price (per 100 face) on `settlementDate`: accrued interest and its days, the
 * dirty price, and the yields to maturity, to the next call and to worst (rule BND-2).
 * @throws RangeError when no yield gives the price or the bond has no cash flows left.
 */
export function priceFigures(bond: YieldTermsSource, settlementDate: string, price: DecimalSource, calls: readonly CallDate[] = []): PriceFigures {
  const terms = yieldTermsOf(bond);
  const settlement = parseYyyymmdd(settlementDate);
  const clean = roundHalfUp(price, PRICE_DECIMALS);
  const cleanNumber = Number(clean.toFixed());
  const accrued = accruedInterestPer100(terms, settlementDate, ACCRUED_DECIMALS);
  const period = accrualPeriod(terms, settlementDate);
  const { call, all } = redemptionsAfter(terms, settlementDate, calls);
  const yields = all.map((redemption) => ({ date: redemption.date, rate: solveYield(terms, settlement, cleanNumber, redemption) }));
  const ytm = yields[yields.length - 1];
  if (ytm === undefined) throw new RangeError('no redemption ahead');
  let worst = ytm;
  for (const entry of yields) if (entry.rate < worst.rate) worst = entry;
  const next = call[0];
  const nextYield = next === undefined ? undefined : yields[0];
  return {
    settlementDate,
    cleanPrice: clean,
    accruedInterest: accrued,
    accruedDays: period?.days ?? 0,
    exCoupon: period?.exCoupon ?? false,
    dirtyPrice: clean.plus(accrued),
    ytm: shownYield(ytm.rate),
    ytc: nextYield === undefined ? null : shownYield(nextYield.rate),
    nextCallDate: next === undefined ? null : formatYyyymmdd(next.date),
    ytw: shownYield(worst.rate),
    worstDate: formatYyyymmdd(worst.date),
  };
}

/**
 * The clean price (per 100 face, 3 decimals, half-up) at which the yield to worst on `settlementDate`
 * is `yieldPercent` (percent, e.g. `"4.25"`): the lowest of the prices to maturity and to every call date
 * ahead at that yield, so that {@link priceFigures} of the price gives the yield back (rule BND-2).
 * @throws RangeError when the bond has no cash flows left.
 */
export function priceAtYield(bond: YieldTermsSource, settlementDate: string, yieldPercent: DecimalSource, calls: readonly CallDate[] = []): DecimalValue {
  const terms = yieldTermsOf(bond);
  const settlement = parseYyyymmdd(settlementDate);
  const rate = Number(new Decimal(yieldPercent).div(100).toFixed());
  const { all } = redemptionsAfter(terms, settlementDate, calls);
  let lowest = Infinity;
  for (const redemption of all) lowest = Math.min(lowest, cleanPrice(terms, settlement, rate, redemption));
  if (!Number.isFinite(lowest)) throw new RangeError('no price at this yield');
  return roundHalfUp(lowest, PRICE_DECIMALS);
}

/** One projected payment on a nominal. */
export interface ProjectedCashFlow {
  /** Payment date, `YYYYMMDD` (the schedule's date; a holiday moves the payment, not the amount). */
  readonly date: string;
  /** Coupon on the nominal, in the bond's currency, exact (round it to the currency's minor unit). */
  readonly coupon: DecimalValue;
  /** Redemption of the nominal (at maturity), 0 on coupon dates before it. */
  readonly redemption: DecimalValue;
}

/**
 * The coupons and the redemption a buyer of `nominal` settling on `settlementDate` receives, to
 * maturity: each coupon is what its period pays (rule BND-10: rate ÷ frequency a regular period, the
 * day-count fraction of an odd one), exact; a coupon whose ex-coupon date the settlement has reached goes
 * to the seller and is not listed (rule BND-11); the last date also repays the nominal.
 * @throws RangeError on an invalid date or an unsupported coupon frequency or day count.
 */
export function projectedCashFlows(bond: YieldTermsSource, settlementDate: string, nominal: DecimalSource): ProjectedCashFlow[] {
  const terms = yieldTermsOf(bond);
  const settlement = parseYyyymmdd(settlementDate);
  const face = new Decimal(nominal);
  if (settlement >= terms.maturity) return [];
  if (terms.cpnFreq === 0 || terms.faceRate === 0) {
    return [{ date: terms.maturityDate, coupon: new Decimal(0), redemption: face }];
  }
  const flows: ProjectedCashFlow[] = [];
  let period = bondCouponPeriod(terms, Math.max(settlement, terms.issue));
  if (period !== null && tradesExCoupon(terms, period, settlement)) {
    if (period.end === terms.maturity) return [{ date: terms.maturityDate, coupon: new Decimal(0), redemption: face }];
    period = followingPeriod(terms, period);
  }
  while (period !== null) {
    const { numerator, denominator } = couponFraction(terms, period);
    flows.push({
      date: formatYyyymmdd(period.end),
      coupon: face.times(terms.faceRate).times(numerator).div(denominator * 100),
      redemption: period.end === terms.maturity ? face : new Decimal(0),
    });
    period = followingPeriod(terms, period);
  }
  return flows;
}

/** One trade of a holding: its settlement date and its nominal, negative for a sale. */
export interface HoldingTrade {
  /** `YYYYMMDD`. */
  readonly settlementDate: string;
  /** Face amount bought (positive) or sold (negative). */
  readonly nominal: DecimalSource;
}

/** One projected payment to a holder: what its trades entitle it to on one date. */
export interface HoldingCashFlow {
  /** Payment date, `YYYYMMDD`. */
  readonly date: string;
  /** The nominal the coupon is paid on: what the holder held on the record date (the ex-coupon date, or the day before payment). */
  readonly nominal: DecimalValue;
  /** Coupon on that nominal, in the bond's currency, exact. */
  readonly coupon: DecimalValue;
  /** Redemption of the nominal still held at maturity, 0 before it. */
  readonly redemption: DecimalValue;
  /** The coupon's ex-coupon date (its record date, rule BND-11), `YYYYMMDD`; null without an ex-coupon period. */
  readonly exCouponDate: string | null;
}

/**
 * What a holder whose trades are `trades` receives after `after` (`YYYYMMDD`), to maturity: each buy's
 * projected cash flows ({@link projectedCashFlows}) less each sale's, so a buy settling inside an
 * ex-coupon window does not get the coming coupon and a sale settling inside it keeps it (the seller is
 * paid, rule BND-11), and odd periods pay what they pay (rule BND-12). Dates with nothing left out.
 * @throws RangeError on an invalid date or an unsupported coupon frequency or day count.
 */
export function holdingCashFlows(bond: YieldTermsSource, trades: readonly HoldingTrade[], after: string): HoldingCashFlow[] {
  const terms = yieldTermsOf(bond);
  const byDate = new Map<string, { nominal: DecimalValue; coupon: DecimalValue; redemption: DecimalValue }>();
  for (const trade of trades) {
    const face = new Decimal(trade.nominal);
    const sign = face.lt(0) ? -1 : 1;
    for (const flow of projectedCashFlows(bond, trade.settlementDate, face.abs())) {
      if (flow.date <= after) continue;
      const sum = byDate.get(flow.date) ?? { nominal: new Decimal(0), coupon: new Decimal(0), redemption: new Decimal(0) };
      byDate.set(flow.date, {
        nominal: sum.nominal.plus(face),
        coupon: sum.coupon.plus(flow.coupon.times(sign)),
        redemption: sum.redemption.plus(flow.redemption.times(sign)),
      });
    }
  }
  const flows: HoldingCashFlow[] = [];
  for (const [date, sum] of byDate) {
    if (sum.coupon.eq(0) && sum.redemption.eq(0)) continue;
    const exDate = sum.coupon.eq(0) ? null : exCouponDateOf(terms, parseYyyymmdd(date));
    flows.push({ date, ...sum, exCouponDate: exDate === null ? null : formatYyyymmdd(exDate) });
  }
  return flows.sort((a, b) => a.date.localeCompare(b.date));
}

/** True when a trade settling on `settlementDate` is ex-coupon: the coming coupon goes to the seller (rule BND-11). */
export function isExCoupon(bond: YieldTermsSource, settlementDate: string): boolean {
  return exCouponStatus(bond, settlementDate) !== null;
}

/**
 * The coming coupon date after `date` (`YYYYMMDD`) on the bond's schedule, odd periods included, and
 * the date from which a trade no longer gets it (null without an ex-coupon period); null when no
 * coupon is left or the bond pays none.
 */
export function nextCouponOf(bond: YieldTermsSource, date: string): { readonly date: string; readonly exCouponDate: string | null } | null {
  if (bond.cpnFreq === 0) return null;
  const terms = yieldTermsOf(bond);
  const period = bondCouponPeriod(terms, Math.max(parseYyyymmdd(date), terms.issue));
  if (period === null) return null;
  const exDate = exCouponDateOf(terms, period.end);
  return { date: formatYyyymmdd(period.end), exCouponDate: exDate === null ? null : formatYyyymmdd(exDate) };
}
