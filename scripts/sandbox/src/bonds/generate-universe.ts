import { readFileSync } from 'node:fs';
import {
  isInvestmentGrade,
  NOT_RATED,
  isinCheckDigit,
  type Bond,
  type CouponFrequency,
  type CurrencyCode,
  type InvestorRestriction,
} from '../shared-contracts';
import { addMonths, datePartsOf, dayNumberOf, formatYyyymmdd, isMonthEnd, parseYyyymmdd } from 'shared/calendar';
import { bondTerms, couponDateBefore, type BondTerms } from '@shared/bond/math';
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

/** The fixed "today" the universe is built around: issue dates before it, maturities after (prices move with every day, see `bond-quote.ts`). */
export const UNIVERSE_REFERENCE_DATE = '20250701';

/** How many bonds the universe holds (a small share is withdrawn, the rest is on offer at the reference date). */
export const UNIVERSE_SIZE = 5_400;

/**
 * The fields of the bond contract that {@link priceBond} computes: those that depend on the pricing date
 * (the day's quote among them), and the other agencies' ratings (derived from the ISIN, so the
 * generator's sequence stays as it was).
 */
export type PricedBondField =
  | 'remainingTerm'
  | 'callable'
  | 'callDate'
  | 'refPriceBuyNumber'
  | 'refPriceSellNumber'
  | 'accruedInterest'
  | 'dYtm'
  | 'dYtc'
  | 'priceDate'
  | 'priceTime'
  | 'OtherRatings';

/**
 * A bond as generated: every field of the bond contract (`Bond`, inferred from its schema) that does
 * not depend on the pricing date, plus what pricing needs. Day numbers ride along for speed.
 */
export type BondDefinition = Omit<Bond, PricedBondField> & {
  /** First date the issuer may call (a coupon date), then every coupon date after it; null when not callable. */
  readonly firstCallDate: string | null;
  /** No longer offered (quotes suspended): kept so that saved favourites and carts can name it. */
  readonly withdrawn: boolean;
  /** The issuer's credit spread over its currency's curve for long paper, percentage points (rule BND-17). */
  readonly creditSpread: number;
  /** The bond's own stable offset from where its issuer and term put it, percentage points. */
  readonly yieldNoise: number;
  /** Half the broker's bid/ask spread in price points for paper a year or more from redemption. */
  readonly halfSpread: number;
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
  let regularIssueDay = addMonths(maturity, -12 * tenor, endOfMonth);
  while (regularIssueDay > referenceDay) {
    tenor += 1;
    regularIssueDay = addMonths(maturity, -12 * tenor, endOfMonth);
  }

  const zeroCoupon = prng.chance(issuer.stockClass === 'SUPRA' && currency === 'ZAR' ? 0.3 : 0.02);
  const frequency: CouponFrequency = zeroCoupon ? 0 : couponFrequencyFor(currency, issuer.stockClass, prng);
  const dayCount = dayCountFor(currency, issuer.stockClass, prng);
  const spread = creditSpreadBp(issuer, currency) / 100;
  const yieldNoise = prng.normal() * 0.12;

  let coupon = 0;
  if (!zeroCoupon) {
    // Coupons were set when rates were different: the older the bond, the further from today's yield.
    const yearsSinceIssue = (referenceDay - regularIssueDay) / 365.25;
    const atIssue = baseYield(currency, tenor) + spread + prng.normal() * (0.25 + 0.12 * yearsSinceIssue);
    const step = currency === 'JPY' ? 0.05 : 0.125;
    coupon = min(15, max(step, roundInteger(atIssue / step) * step));
  }
  const regularTerms = bondTerms({ faceRate: coupon, cpnFreq: frequency, dayCount, issueDate: formatYyyymmdd(regularIssueDay), maturityDate: formatYyyymmdd(maturity), issueCurrency: currency });

  const callable = !issuer.sovereign && issuer.stockClass !== 'GOV' && issuer.stockClass !== 'SUPRA' && remaining >= 1.5 && prng.chance(0.3);
  const firstCallDay = callable ? pickCallDate(regularTerms, referenceDay, prng) : null;

  const half = halfSpread(issuer.stockClass, isInvestmentGrade(issuer.rating), prng);
  const { faceValue, increment } = denominationFor(currency, issuer.stockClass, prng);
  const restriction = investorRestriction(issuer, firstCallDay !== null, prng);
  const withdrawn = prng.chance(0.015);

  let body = isinBody(issuer, currency, prng);
  while (usedIsins.has(body)) body = isinBody(issuer, currency, prng);
  usedIsins.add(body);
  const isin = `${body}${isinCheckDigit(body)}`;
  const conventions = marketConventions(isin, issuer, currency, regularTerms, firstCallDay !== null, referenceDay);
  const terms = bondTerms({ ...regularTerms, ...conventions.fields, issueDate: formatYyyymmdd(conventions.issueDay) });
  const issueDay = conventions.issueDay;

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
    ...conventions.fields,
    withdrawn,
    creditSpread: spread,
    yieldNoise,
    halfSpread: half,
    terms,
    issueDay,
    firstCallDay,
  };
}

/** The governments whose bonds go ex-coupon in their home market, and how (rule BND-11). */
const EX_COUPON_RULES: Readonly<Record<string, { readonly currency: CurrencyCode; readonly days: number; readonly businessDays: boolean }>> = {
  // UK DMO: a gilt goes ex-dividend 7 business days before the coupon date
  UKT: { currency: 'GBP', days: 7, businessDays: true },
  // AOFM: Treasury Bonds go ex-interest 7 calendar days before the interest payment date
  ACGB: { currency: 'AUD', days: 7, businessDays: false },
  // NZDM: New Zealand Government Bonds go ex-interest 10 calendar days before the interest payment date
  NZGB: { currency: 'NZD', days: 10, businessDays: false },
  // National Treasury / JSE: RSA bonds' books close 10 calendar days before the interest payment date
  SAGB: { currency: 'ZAR', days: 10, businessDays: false },
};

/** The contract fields of a bond's market conventions (rules BND-10 to BND-12), absent where regular. */
interface ConventionFields {
  firstCouponDate?: string;
  penultimateCouponDate?: string;
  couponByDays?: true;
  exCouponDays?: number;
  exCouponBusinessDays?: true;
}

/**
 * A bond's market conventions beyond the regular schedule: the ex-coupon rule of its government market
 * (rule BND-11), whether it pays by actual days (some CNH notes, rule BND-10), and an odd first or last
 * period for a few (rule BND-12): a short first period (issued between two coupon dates), a long one
 * (issued up to a period before the regular date that would start it), or an odd last period (the
 * schedule rolled back from a date short of a period before maturity). Derived from the ISIN, so the
 * generator's sequence, and every ISIN, stays as it was.
 */
function marketConventions(
  isin: string,
  issuer: IssuerProfile,
  currency: CurrencyCode,
  regular: BondTerms,
  callable: boolean,
  referenceDay: number,
): { fields: ConventionFields; issueDay: number } {
  const fields: ConventionFields = {};
  const rule = EX_COUPON_RULES[issuer.ticker];
  if (rule !== undefined && rule.currency === currency && regular.cpnFreq !== 0) {
    fields.exCouponDays = rule.days;
    if (rule.businessDays) fields.exCouponBusinessDays = true;
  }
  if (regular.cpnFreq === 0) return { fields, issueDay: regular.issue };
  const hash = hashOf(`${isin}:schedule`);
  if (currency === 'CNH' && !issuer.sovereign && hash % 3 === 0) fields.couponByDays = true;
  if (issuer.sovereign || issuer.stockClass === 'GOV') return { fields, issueDay: regular.issue };
  const step = 12 / regular.cpnFreq;
  const endOfMonth = isMonthEnd(regular.maturity);
  const secondCoupon = addMonths(regular.issue, step, endOfMonth);
  const periodDays = secondCoupon - regular.issue;
  const shift = 10 + ((hash >>> 8) % max(1, periodDays - 20));
  const kind = (hash >>> 4) % 25;
  if (kind === 0 && regular.issue + shift <= referenceDay) {
    // short first period: issued after the regular date that would have started it
    return { fields, issueDay: regular.issue + shift };
  }
  if (kind === 1) {
    // long first period: issued before that date, first paying at the regular date after it
    return { fields: { ...fields, firstCouponDate: formatYyyymmdd(secondCoupon) }, issueDay: regular.issue - shift };
  }
  if (kind === 2 && !callable) {
    // odd last period: the schedule rolls back from a date short of a whole period before maturity
    const regularPenultimate = addMonths(regular.maturity, -step, endOfMonth);
    // never a month end: that would put the whole schedule on month ends
    const shifted = regularPenultimate - min(shift, 60);
    const penultimate = isMonthEnd(shifted) ? shifted - 1 : shifted;
    const periods = roundInteger((regular.maturity - regular.issue) / 30.4375 / step) - 1;
    const issueDay = addMonths(penultimate, -periods * step, isMonthEnd(penultimate));
    if (issueDay <= referenceDay && issueDay < penultimate) return { fields: { ...fields, penultimateCouponDate: formatYyyymmdd(penultimate) }, issueDay };
  }
  return { fields, issueDay: regular.issue };
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

/**
 * The variable naming a file with the default universe as JSON, written once per run by the unit tests'
 * global set-up (jest/global-setup.ts) with {@link generateUniverse}, so that each test file's sandbox
 * reads it instead of generating the 5,000 bonds again.
 */
export const UNIVERSE_FILE_VARIABLE = 'SANDBOX_UNIVERSE_FILE';

function universeOfFile(path: string | undefined): BondDefinition[] | undefined {
  if (path === undefined || path === '') return undefined;
  const read: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(read) || read.length !== UNIVERSE_SIZE) throw new Error(`${UNIVERSE_FILE_VARIABLE}=${path} holds no universe of ${UNIVERSE_SIZE} bonds`);
  return read as BondDefinition[];
}

/** The default universe, generated on first use (or read from the tests' file) and kept for the life of the process. */
export function defaultUniverse(): readonly BondDefinition[] {
  cached ??= universeOfFile(process.env[UNIVERSE_FILE_VARIABLE]) ?? generateUniverse();
  return cached;
}
