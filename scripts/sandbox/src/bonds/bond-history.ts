import { cleanPrice, formatYyyymmdd, isWeekend, parseYyyymmdd, roundHalfUp, solveYield } from 'shared/bond-math';
import type { Bond, BondHistorySchema, ContractInput } from '../shared-contracts';
import { hashOf } from './agency-ratings';
import type { BondDefinition } from './generate-universe';
import { createPrng } from './prng';

const { max } = Math;

/** Days of history the detail page can show (1Y). */
export const HISTORY_DAYS = 366;

/**
 * A bond's daily closes over the last year, weekdays, oldest first, ending on its price date at its
 * reference buy price: a random walk of the yield (about 4 basis points a day) seeded by the ISIN, so the
 * same bond gives the same series on every run, each day's price computed from the walked yield by the
 * shared bond maths and its yield solved back from the rounded price. Days before the issue date are left out.
 */
export function bondHistoryOf(definition: BondDefinition, bond: Bond): ContractInput<typeof BondHistorySchema> {
  const { terms } = definition;
  const end = parseYyyymmdd(bond.priceDate);
  const prng = createPrng(hashOf(bond.isin));
  const endYield = solveYield(terms, end, bond.refPriceBuyNumber);
  const points: { date: string; price: string; ytm: string }[] = [];
  let yieldRate = endYield;
  for (let day = end; day > end - HISTORY_DAYS && day >= definition.issueDay; day -= 1) {
    if (isWeekend(day)) continue;
    const price = day === end ? bond.refPriceBuyNumber : max(0.001, cleanPrice(terms, day, yieldRate));
    const shown = roundHalfUp(price, 3);
    // the last close is the list's: its yield for the settlement date of a trade today (rule BND-16)
    const ytm = day === end ? roundHalfUp(bond.dYtm, 4) : roundHalfUp(solveYield(terms, day, Number(shown.toFixed())) * 100, 4);
    points.push({ date: formatYyyymmdd(day), price: shown.toFixed(3), ytm: ytm.toFixed(4) });
    yieldRate = max(-0.005, yieldRate + prng.normal() * 0.0004);
  }
  return { isin: bond.isin, points: points.reverse() };
}
