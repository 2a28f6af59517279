import {
  isInvestmentGrade,
  NOT_RATED,
  isinCheckDigit,
  type Bond,
  type CouponFrequency,
  type CurrencyCode,
  type InvestorRestriction,
} from '../shared-contracts';
import { addMonths, bondTerms, cleanPrice, couponDateBefore, datePartsOf, dayNumberOf, formatYyyymmdd, isMonthEnd, parseYyyymmdd, type BondTerms } from 'shared/bond-math';
import { hashOf } from './agency-ratings';
import { cusipCheckDigit } from './cusip';
import { ISSUERS, type IssuerProfile } from './issuers';
import { baseYield, couponFrequencyFor, dayCountFor, denominationFor, halfSpread, productRiskGradeFor, ratingSpreadBp } from './market';
import { createPrng, type Prng } from './prng';

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { ceil, max, min, round: roundInteger } = Math;

/** The seed of the sandbox universe; change it and every ISIN changes. */
export const UNIVERSE_SEED = 20_250_701;

/** The fixed "today" the universe is built around: issue dates before it, maturities after, prices quoted on it. */
export const UNIVERSE_REFERENCE_DATE = '20250701';

/** How many bonds the universe holds (a small share is withdrawn, the rest is on offer at the reference date). */
export const UNIVERSE_SIZE = 5_400;

/**
 * The fields of the bond contract that {@link priceBond} computes: those that depend on the pricing date,
 * and the other agencies' ratings (derived from the ISIN, so the generator's sequence stays as it was).
 */
export type PricedBondField = 'remainingTerm' | 'callable' | 'callDate' | 'accruedInterest' | 'dYtm' | 'dYtc' | 'priceDate' | 'OtherRatings';

/**
 * A bond as generated: every field of the bond contract (`Bond`, inferred from its schema) that does
 * not depend on the pricing date, plus what pricing needs. Day numbers ride along for speed.
 */
export type BondDefinition = Omit<Bond, PricedBondField> & {
  /** First date the issuer may call (a coupon date), then every coupon date after it; null when not callable. */
  readonly firstCallDate: string | null;
  /** No longer offered (quotes suspended): kept so that saved favourites and carts can name it. */
  readonly withdrawn: boolean;
  readonly terms: BondTerms;
  readonly issueDay: number;
  readonly firstCallDay: number | null;
};

/** What {@link generateUniverse} can be told; the defaults build the sandbox universe. */
export interface UniverseOptions {
  readonly seed?: number;
  readonly referenceDate?: string;
  readonly size?: number;
}

const CURRENCY_WEIGHTS: readonly (readonly [CurrencyCode, number])[] = [
  ['USD', 40],
  ['EUR', 13],
  ['GBP', 7],
  ['AUD', 11],
  ['NZD', 6],
  ['CNH', 7],
  ['JPY', 6],
  ['ZAR', 10],
];

const ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return roundInteger(value * factor) / factor;
}

function randomDigits(prng: Prng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(prng.int(0, 9));
  return out;
}

function isinBody(issuer: IssuerProfile, currency: CurrencyCode, prng: Prng): string {
  if (currency === 'USD' && issuer.cusip !== undefined) {
    const base = issuer.cusip + prng.pick([...ALNUM]) + prng.pick([...ALNUM]);
    return `US${base}${cusipCheckDigit(base)}`;
  }
  const local = issuer.localPrefix;
  if (local !== undefined && local.currency === currency) return local.prefix + randomDigits(prng, 11 - local.prefix.length);
  // Eurobonds clear through Euroclear/Clearstream and carry XS ISINs.
  return `XS${prng.pick(['1', '2'])}${randomDigits(prng, 8)}`;
}

function formatCoupon(rate: number): string {
  return rate.toFixed(3).replace(/\.?0+$/, '');
}

function slashDate(dayNumber: number): { zh: string; en: string } {
  const { year, month, day } = datePartsOf(dayNumber);
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return { zh: `${year}/${mm}/${dd}`, en: `${mm}/${dd}/${year}` };
}

function bondNames(issuer: IssuerProfile, coupon: number, maturity: number): { bondName: string; bondNameEn: string } {
  const date = slashDate(maturity);
  const couponZh = coupon === 0 ? '零息' : `${formatCoupon(coupon)}%`;
  const bondName = issuer.sovereign ? `${issuer.labelZh} ${date.zh} ${couponZh}` : `${issuer.labelZh} ${date.zh} 到期 ${couponZh}`;
  return { bondName, bondNameEn: `${issuer.ticker} ${coupon === 0 ? '0' : formatCoupon(coupon)} ${date.en}` };
}

function remainingYears(prng: Prng): number {
  const bucket = prng.next();
  if (bucket < 0.6) return prng.uniform(0.3, 10);
  if (bucket < 0.85) return prng.uniform(10, 20);
  return prng.uniform(20, 30);
}

function originalTenor(issuer: IssuerProfile, remaining: number, prng: Prng): number {
  const tenors = issuer.stockClass === 'GOV' ? [2, 3, 5, 7, 10, 20, 30] : [3, 5, 7, 10, 12, 15, 20, 30];
  const index = tenors.findIndex((tenor) => tenor >= remaining);
  if (index < 0) return ceil(remaining);
  const bumped = prng.chance(0.4) ? tenors[index + 1] : undefined;
  return bumped ?? tenors[index] ?? ceil(remaining);
}

function creditSpreadBp(issuer: IssuerProfile, currency: CurrencyCode): number {
  const spread = issuer.spreadBp ?? ratingSpreadBp(issuer.rating);
  // In its home currency an emerging-market issuer's base curve already carries its country's rates.
  const home = issuer.localPrefix?.currency === currency;
  return issuer.stockClass === 'EM' && home ? spread * 0.35 : spread;
}

function pickCallDate(terms: BondTerms, referenceDay: number, prng: Prng): number | null {
  if (terms.cpnFreq === 0) return null;
  const candidates: number[] = [];
  for (let k = 1; k <= 40; k += 1) {
    const date = couponDateBefore(terms.maturity, terms.cpnFreq, k);
    if (date <= referenceDay + 180) break;
    candidates.push(date);
  }
  if (candidates.length === 0) return null;
  // Half are par calls one period before maturity (common for investment grade), half call earlier.
  return prng.chance(0.5) ? (candidates[0] ?? null) : prng.pick(candidates);
}

function investorRestriction(issuer: IssuerProfile, callable: boolean, prng: Prng): InvestorRestriction {
  if (!isInvestmentGrade(issuer.rating)) return 'PI';
  // Callable bank paper stands in for subordinated capital instruments, sold to professionals only.
  if (issuer.stockClass === 'FIN' && callable) return 'PI';
  if (issuer.stockClass === 'GOV' || issuer.stockClass === 'SUPRA') return 'ALL';
  // Some private-sector paper is sold under professional-only offering terms.
  return prng.chance(0.08) ? 'PI' : 'ALL';
}

function generateBond(prng: Prng, referenceDay: number, usedIsins: Set<string>): BondDefinition {
  const currency = prng.weighted(CURRENCY_WEIGHTS, ([, weight]) => weight)[0];
  const issuer = prng.weighted(
    ISSUERS.filter((candidate) => candidate.currencies.includes(currency)),
    (candidate) => candidate.weight,
  );

  const remaining = remainingYears(prng);
  const approx = datePartsOf(referenceDay + roundInteger(remaining * 365.25));
  const maturityDayOfMonth = issuer.ticker === 'T' && issuer.sovereign ? 15 : prng.int(1, 28);
  const maturity = dayNumberOf(approx.year, approx.month, maturityDayOfMonth);
  // Whole years back from maturity, with the coupon schedule's end-of-month rule: the issue date is a coupon date.
  const endOfMonth = isMonthEnd(maturity);
  let tenor = originalTenor(issuer, remaining, prng);
  let issueDay = addMonths(maturity, -12 * tenor, endOfMonth);
  while (issueDay > referenceDay) {
    tenor += 1;
    issueDay = addMonths(maturity, -12 * tenor, endOfMonth);
  }

  const zeroCoupon = prng.chance(issuer.stockClass === 'SUPRA' && currency === 'ZAR' ? 0.3 : 0.02);
  const frequency: CouponFrequency = zeroCoupon ? 0 : couponFrequencyFor(currency, issuer.stockClass, prng);
  const dayCount = dayCountFor(currency, issuer.stockClass, prng);
  const spread = creditSpreadBp(issuer, currency) / 100;
  const yearsToMaturity = (maturity - referenceDay) / 365.25;
  const targetYield = max(0.05, baseYield(currency, yearsToMaturity) + spread + prng.normal() * 0.12);

  let coupon = 0;
  if (!zeroCoupon) {
    // Coupons were set when rates were different: the older the bond, the further from today's yield.
    const yearsSinceIssue = (referenceDay - issueDay) / 365.25;
    const atIssue = baseYield(currency, tenor) + spread + prng.normal() * (0.25 + 0.12 * yearsSinceIssue);
    const step = currency === 'JPY' ? 0.05 : 0.125;
    coupon = min(15, max(step, roundInteger(atIssue / step) * step));
  }
  const terms = bondTerms({ faceRate: coupon, cpnFreq: frequency, dayCount, issueDate: formatYyyymmdd(issueDay), maturityDate: formatYyyymmdd(maturity) });

  const callable = !issuer.sovereign && issuer.stockClass !== 'GOV' && issuer.stockClass !== 'SUPRA' && remaining >= 1.5 && prng.chance(0.3);
  const firstCallDay = callable ? pickCallDate(terms, referenceDay, prng) : null;

  let mid = cleanPrice(terms, referenceDay, targetYield / 100);
  if (firstCallDay !== null) {
    // A callable bond trades at its price to worst.
    mid = min(mid, cleanPrice(terms, referenceDay, targetYield / 100, { date: firstCallDay, price: 100 }));
  }
  const half = halfSpread(issuer.stockClass, isInvestmentGrade(issuer.rating), prng);
  const refPriceBuyNumber = round(mid + half, 3);
  const refPriceSellNumber = round(max(0.001, mid - half), 3);
  const { faceValue, increment } = denominationFor(currency, issuer.stockClass, prng);
  const restriction = investorRestriction(issuer, firstCallDay !== null, prng);
  const withdrawn = prng.chance(0.015);

  let body = isinBody(issuer, currency, prng);
  while (usedIsins.has(body)) body = isinBody(issuer, currency, prng);
  usedIsins.add(body);
  const isin = `${body}${isinCheckDigit(body)}`;
  // Unrated paper is sold as below investment grade: professional investors only, RR5.
  const unrated = isUnrated(isin, issuer);

  return {
    isin,
    ...bondNames(issuer, coupon, maturity),
    issuerName: issuer.nameZh,
    issuerNameEn: issuer.nameEn,
    issuerCountry: issuer.country,
    issueCurrency: currency,
    stockClass: issuer.stockClass,
    faceRate: coupon,
    cpnFreq: frequency,
    issueDate: terms.issueDate,
    maturityDate: terms.maturityDate,
    firstCallDate: firstCallDay === null ? null : formatYyyymmdd(firstCallDay),
    creditRating: unrated ? NOT_RATED : issuer.rating,
    ratingAgency: unrated ? '' : issuer.agency,
    investorRestriction: unrated ? 'PI' : restriction,
    ProductRiskGrade: unrated ? 'RR5' : productRiskGradeFor({ rating: issuer.rating, stockClass: issuer.stockClass, restriction, currency, remainingYears: remaining }),
    faceValue,
    faceValueIncrement: increment,
    dayCount,
    refPriceBuyNumber,
    refPriceSellNumber,
    withdrawn,
    terms,
    issueDay,
    firstCallDay,
  };
}

/**
 * Whether a bond goes to market without a rating (its issuer's credit still prices it): about one in
 * twenty-five bonds of corporates, banks and emerging-market issuers, never a government's or an
 * international organisation's. Derived from the ISIN, so the generator's sequence stays as it was.
 */
function isUnrated(isin: string, issuer: IssuerProfile): boolean {
  if (issuer.sovereign || issuer.stockClass === 'GOV' || issuer.stockClass === 'SUPRA') return false;
  return hashOf(`${isin}:rating`) % 25 === 0;
}

/**
 * Builds the bond universe. Deterministic: the same options give the same bonds, in the same order,
 * on every run; nothing here reads the clock.
 */
export function generateUniverse(options: UniverseOptions = {}): BondDefinition[] {
  const prng = createPrng(options.seed ?? UNIVERSE_SEED);
  const referenceDay = parseYyyymmdd(options.referenceDate ?? UNIVERSE_REFERENCE_DATE);
  const size = options.size ?? UNIVERSE_SIZE;
  const usedIsins = new Set<string>();
  const bonds: BondDefinition[] = [];
  for (let i = 0; i < size; i += 1) bonds.push(generateBond(prng, referenceDay, usedIsins));
  return bonds;
}

let cached: BondDefinition[] | undefined;

/** The default universe, generated on first use and kept for the life of the process. */
export function defaultUniverse(): readonly BondDefinition[] {
  cached ??= generateUniverse();
  return cached;
}
