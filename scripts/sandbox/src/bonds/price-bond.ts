import { accruedInterestPer100 } from '@shared/bond/math';
import { formatYyyymmdd } from 'shared/calendar';
import { toNumber } from 'shared/money';
import { BOND_ENTRIES, type Bond } from '../shared-contracts';
import { otherRatingsOf } from './agency-ratings';
import { bondQuote, CALL_PRICE, inLastMonth } from './bond-quote';
import type { BondDefinition, PricedBondField } from './generate-universe';

// Module-level aliases of Math: under Jest's vm context every global lookup goes through an
// interceptor, which made building the universe ten times slower there than under Node.
const { round: roundInteger } = Math;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return roundInteger(value * factor) / factor;
}

/**
 * The bond as the API shows it on `asOfDay`, for a trade settling on `settlementDay` (rule BND-16):
 * remaining term from the price date; the day's quote (rule BND-17); accrued interest and yields at the
 * ask for that settlement date, the one the detail, the cart and the order use too. Null when the bond has
 * no price that day (withdrawn, not yet issued, or settling on or after maturity). A bond in its last
 * month is priced (holdings value it) but not offered: see {@link offeredBond}.
 */
export function priceBond(definition: BondDefinition, asOfDay: number, settlementDay: number): Bond | null {
  const { terms } = definition;
  if (definition.withdrawn || asOfDay < definition.issueDay || asOfDay >= terms.maturity) return null;
  const quote = bondQuote(definition, asOfDay, settlementDay);
  if (quote === null) return null;
  const { callDay, askYieldToCall } = quote;
  const priced: Pick<Bond, PricedBondField> = {
    remainingTerm: round((terms.maturity - asOfDay) / 365.25, 2),
    callable: callDay !== null,
    callDate: callDay === null ? null : formatYyyymmdd(callDay),
    refPriceBuyNumber: quote.ask,
    refPriceSellNumber: quote.bid,
    // The same exact accrual as the cart's estimate, rounded half-up to the wire's 6 decimals.
    accruedInterest: toNumber(accruedInterestPer100(terms, formatYyyymmdd(settlementDay), 6)),
    dYtm: round(quote.askYield, 4),
    // only while the ask is at or above the call price: below it the issuer has no reason to call, and the
    // yield if called (thousands of percent with a call days ahead) would mislead (rule BND-17)
    dYtc: askYieldToCall === null || quote.ask < CALL_PRICE ? null : round(askYieldToCall, 4),
    priceDate: formatYyyymmdd(asOfDay),
    priceTime: quote.time,
    OtherRatings: otherRatingsOf(definition),
  };
  return contractBond(definition, priced);
}

/** Whether a priced bond is on offer for a trade settling on `settlementDay`: not in its last month (rule BND-17). */
export function offeredBond(definition: BondDefinition, settlementDay: number): boolean {
  return !inLastMonth(definition, settlementDay);
}

/** The bond contract's field names, in the schema's order: the order the answer sends them in. */
const BOND_FIELDS = Object.keys(BOND_ENTRIES) as (keyof Bond)[];

/**
 * The answer's bond, built from the bond schema's own field list: the contract's fields in its order,
 * none of the generator's own (terms, day numbers, withdrawn). Not parsed here (5,000 bonds per
 * pricing date); the universe test checks every priced bond against the schema.
 */
function contractBond(definition: BondDefinition, priced: Pick<Bond, PricedBondField>): Bond {
  const source: Bond = { ...definition, ...priced };
  const bond: Partial<Record<keyof Bond, unknown>> = {};
  for (const field of BOND_FIELDS) bond[field] = source[field];
  return bond as Bond;
}