import { CREDIT_RATINGS, isInvestmentGrade, type CreditRating, type CurrencyCode, type DayCountConvention, type InvestorRestriction, type ProductRiskGrade, type StockClass } from '../shared-contracts';
import type { Prng } from './prng';

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { exp } = Math;

interface Curve {
  /** Yield at the short end, percent. */
  readonly short: number;
  /** Yield at the long end, percent. */
  readonly long: number;
}

// Mid-2025 government curves, roughly; enough for yields that look right next to each other.
const CURVES: Readonly<Record<CurrencyCode, Curve>> = {
  USD: { short: 4.0, long: 4.9 },
  EUR: { short: 1.9, long: 3.2 },
  GBP: { short: 3.9, long: 5.3 },
  AUD: { short: 3.4, long: 4.9 },
  NZD: { short: 3.2, long: 4.8 },
  CNH: { short: 1.4, long: 2.2 },
  JPY: { short: 0.5, long: 2.9 },
  // The rand curve here is the AAA supranational one; South Africa itself trades above it.
  ZAR: { short: 7.0, long: 9.6 },
};

/** Base yield (percent) of a currency at `years` to maturity: a smooth rise from the short to the long end. */
export function baseYield(currency: CurrencyCode, years: number): number {
  const curve = CURVES[currency];
  return curve.short + (curve.long - curve.short) * (1 - exp(-years / 5));
}

const RATING_SPREAD_BP: Readonly<Partial<Record<CreditRating, number>>> = {
  AAA: 20, 'AA+': 30, AA: 38, 'AA-': 48, 'A+': 62, A: 75, 'A-': 90,
  'BBB+': 115, BBB: 135, 'BBB-': 165, 'BB+': 230, BB: 280, 'BB-': 340,
  'B+': 420, B: 500, 'B-': 600, 'CCC+': 850,
};

/** Credit spread (basis points) of a rating, for issuers without their own. */
export function ratingSpreadBp(rating: CreditRating): number {
  return RATING_SPREAD_BP[rating] ?? 1200;
}

/** Half the bid/ask spread in price points: tight for governments, wide for high yield. */
export function halfSpread(stockClass: StockClass, investmentGrade: boolean, prng: Prng): number {
  if (stockClass === 'GOV' || stockClass === 'SUPRA') return prng.uniform(0.05, 0.2);
  if (!investmentGrade) return prng.uniform(0.35, 0.8);
  return prng.uniform(0.15, 0.45);
}

/** The day-count convention the market uses for the currency and class. */
export function dayCountFor(currency: CurrencyCode, stockClass: StockClass, prng: Prng): DayCountConvention {
  switch (currency) {
    case 'USD':
      return stockClass === 'GOV' ? 'ACT/ACT' : '30/360';
    case 'EUR':
    case 'GBP':
    case 'NZD':
      return 'ACT/ACT';
    case 'AUD':
      return stockClass === 'GOV' ? 'ACT/ACT' : prng.chance(0.5) ? 'ACT/365' : 'ACT/ACT';
    case 'CNH':
      return prng.chance(0.3) ? 'ACT/360' : 'ACT/365';
    case 'JPY':
      // Japanese government bonds count their days without 29 February (rule BND-14)
      return stockClass === 'GOV' ? 'NL/365' : 'ACT/365';
    case 'ZAR':
      return 'ACT/365';
  }
}

/** Coupons per year the market uses for the currency and class (zero-coupon bonds are decided elsewhere). */
export function couponFrequencyFor(currency: CurrencyCode, stockClass: StockClass, prng: Prng): 1 | 2 | 4 {
  switch (currency) {
    case 'USD':
    case 'JPY':
    case 'ZAR':
    case 'NZD':
      return 2;
    case 'EUR':
      return 1;
    case 'GBP':
      return stockClass === 'GOV' ? 2 : 1;
    case 'AUD':
      return stockClass === 'GOV' || !prng.chance(0.3) ? 2 : 4;
    case 'CNH':
      return prng.chance(0.6) ? 1 : 2;
  }
}

/** Rule CRT-5: the smallest face value the cart accepts per currency; every bond's minimum is at least this. */
export const CURRENCY_MINIMUM_FACE: Readonly<Record<CurrencyCode, number>> = {
  USD: 10_000,
  EUR: 10_000,
  GBP: 10_000,
  AUD: 10_000,
  NZD: 10_000,
  CNH: 10_000,
  JPY: 1_000_000,
  ZAR: 100_000,
};

/** Minimum denomination and increment: the currency minimum for public-sector bonds, often institutional sizes otherwise. */
export function denominationFor(currency: CurrencyCode, stockClass: StockClass, prng: Prng): { faceValue: number; increment: number } {
  const minimum = CURRENCY_MINIMUM_FACE[currency];
  if (currency === 'JPY') return { faceValue: minimum, increment: 100_000 };
  if (currency === 'ZAR') return { faceValue: prng.chance(0.1) ? 1_000_000 : minimum, increment: 10_000 };
  if (stockClass === 'GOV' || stockClass === 'SUPRA') return { faceValue: minimum, increment: 1_000 };
  if (currency === 'USD') return { faceValue: prng.chance(0.5) ? 200_000 : minimum, increment: 1_000 };
  if (currency === 'EUR' || currency === 'GBP') return { faceValue: prng.chance(0.4) ? 100_000 : minimum, increment: 1_000 };
  return { faceValue: minimum, increment: 1_000 };
}

/** What the product risk grade depends on. */
export interface RiskGradeInput {
  readonly rating: CreditRating;
  readonly stockClass: StockClass;
  readonly restriction: InvestorRestriction;
  readonly currency: CurrencyCode;
  readonly remainingYears: number;
}

function atLeast(grade: ProductRiskGrade, floor: ProductRiskGrade): ProductRiskGrade {
  return grade > floor ? grade : floor;
}

/**
 * The product risk grade the sandbox's broker gives a bond (rule ORD-5), from its terms alone (no
 * randomness, so the universe's ISINs and prices stay as they were): high yield RR5; professional-only
 * and emerging-market paper RR4; top-rated governments and supranationals RR1 (RR2 beyond ten years);
 * other investment grade RR2 or RR3 by rating and term; rand paper at least RR3 for its currency risk.
 */
export function productRiskGradeFor(input: RiskGradeInput): ProductRiskGrade {
  if (!isInvestmentGrade(input.rating)) return 'RR5';
  if (input.restriction === 'PI' || input.stockClass === 'EM') return 'RR4';
  const rank = CREDIT_RATINGS.indexOf(input.rating);
  let grade: ProductRiskGrade;
  if (input.stockClass === 'GOV' || input.stockClass === 'SUPRA') {
    if (rank <= CREDIT_RATINGS.indexOf('AA-')) grade = input.remainingYears <= 10 ? 'RR1' : 'RR2';
    else grade = rank <= CREDIT_RATINGS.indexOf('A-') ? 'RR2' : 'RR3';
  } else {
    grade = rank <= CREDIT_RATINGS.indexOf('A-') && input.remainingYears <= 7 ? 'RR2' : 'RR3';
  }
  return input.currency === 'ZAR' ? atLeast(grade, 'RR3') : grade;
}
