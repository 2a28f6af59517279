import { BOND_CUTOFF, tradeAndSettlement } from '@shared/bond/math';
import { MARKET_SETTLEMENT_DAYS, formatYyyymmdd, isWeekend, parseYyyymmdd, taipeiInstant } from 'shared/calendar';
import { roundHalfUp } from 'shared/money';
import type { Bond, BondHistorySchema, ContractInput } from '../shared-contracts';
import { bondQuote } from './bond-quote';
import type { BondDefinition } from './generate-universe';

/** Days of history the detail page can show (1Y). */
export const HISTORY_DAYS = 366;

/**
 * A bond's daily closes over the last year, weekdays, oldest first, ending on its price date at its
 * reference buy price: each day's ask from the day's quote (rule BND-17, the same function as the list's
 * price) for the settlement date of a trade sent at 10:00 that day, with its yield to maturity at that
 * ask; the last close is the list's. Days before the issue date are left out.
 */
export function bondHistoryOf(definition: BondDefinition, bond: Bond): ContractInput<typeof BondHistorySchema> {
  const end = parseYyyymmdd(bond.priceDate);
  const lag = MARKET_SETTLEMENT_DAYS[definition.issueCurrency];
  if (lag === undefined) throw new RangeError(`no settlement lag for ${definition.issueCurrency}`);
  const points: { date: string; price: string; ytm: string }[] = [];
  for (let day = end; day > end - HISTORY_DAYS && day >= definition.issueDay; day -= 1) {
    if (isWeekend(day)) continue;
    if (day === end) {
      // the last close is the list's: its price and yield for the settlement date of a trade now (rule BND-16)
      points.push({ date: bond.priceDate, price: roundHalfUp(bond.refPriceBuyNumber, 3).toFixed(3), ytm: roundHalfUp(bond.dYtm, 4).toFixed(4) });
      continue;
    }
    const date = formatYyyymmdd(day);
    const settlement = tradeAndSettlement(taipeiInstant(date, '10:00'), definition.issueCurrency, BOND_CUTOFF, lag).settlementDate;
    const quote = bondQuote(definition, day, parseYyyymmdd(settlement));
    if (quote === null) continue;
    points.push({ date, price: roundHalfUp(quote.ask, 3).toFixed(3), ytm: roundHalfUp(quote.askYield, 4).toFixed(4) });
  }
  return { isin: bond.isin, points: points.reverse() };
}
