import { accruedInterestPer100, couponPeriodAround, formatYyyymmdd, toNumber } from 'shared/bond-math';
import type { Bond } from '../shared-contracts';
import { solveYield } from './bond-pricing';
import type { BondDefinition } from './generate-universe';

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { round: roundInteger } = Math;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return roundInteger(value * factor) / factor;
}

/** The next date the issuer may call on or after `asOfDay`: the first call date, then any later coupon date before maturity. */
function nextCallDay(definition: BondDefinition, asOfDay: number): number | null {
  const first = definition.firstCallDay;
  if (first === null) return null;
  if (first > asOfDay) return first;
  const { maturity, cpnFreq } = definition.terms;
  const next = couponPeriodAround(maturity, cpnFreq, asOfDay)?.next;
  return next !== undefined && next < maturity ? next : null;
}

/**
 * The bond as the API shows it on `asOfDay`: remaining term, accrued interest and yields computed for
 * that date from the fixed reference prices. Null when the bond is not on offer that day (withdrawn,
 * not yet issued, or matured).
 */
export function priceBond(definition: BondDefinition, asOfDay: number): Bond | null {
  const { terms } = definition;
  if (definition.withdrawn || asOfDay < definition.issueDay || asOfDay >= terms.maturity) return null;
  const price = definition.refPriceBuyNumber;
  const asOf = formatYyyymmdd(asOfDay);
  const callDay = nextCallDay(definition, asOfDay);
  const dYtc = callDay === null ? null : round(solveYield(terms, asOfDay, price, { date: callDay, price: 100 }) * 100, 4);
  return {
    isin: definition.isin,
    bondName: definition.bondName,
    bondNameEn: definition.bondNameEn,
    issuerName: definition.issuerName,
    issuerNameEn: definition.issuerNameEn,
    issuerCountry: definition.issuerCountry,
    issueCurrency: definition.issueCurrency,
    stockClass: definition.stockClass,
    faceRate: definition.faceRate,
    cpnFreq: definition.cpnFreq,
    issueDate: definition.issueDate,
    maturityDate: definition.maturityDate,
    remainingTerm: round((terms.maturity - asOfDay) / 365.25, 2),
    callable: callDay !== null,
    callDate: callDay === null ? null : formatYyyymmdd(callDay),
    creditRating: definition.creditRating,
    ratingAgency: definition.ratingAgency,
    investorRestriction: definition.investorRestriction,
    faceValue: definition.faceValue,
    faceValueIncrement: definition.faceValueIncrement,
    dayCount: definition.dayCount,
    refPriceBuyNumber: price,
    refPriceSellNumber: definition.refPriceSellNumber,
    // The same exact accrual as the cart's estimate, rounded half-up to the wire's 6 decimals.
    accruedInterest: toNumber(accruedInterestPer100(terms, asOf, 6)),
    dYtm: round(solveYield(terms, asOfDay, price) * 100, 4),
    dYtc,
    priceDate: asOf,
  };
}
