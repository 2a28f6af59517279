import { couponDateBefore, priceFigures, type CallDate, type TradeAndSettlement } from '@shared/bond/math';
import { formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { roundHalfUp } from 'shared/money';
import { NOT_RATED, type AgencyRating, type Bond, type BondDetailSchema, type ContractInput } from '../shared-contracts';
import { quoteTimeOf } from './bond-quote';
import type { BondDefinition } from './generate-universe';

/** The call dates ahead of `asOfDay`: the first call date, then every coupon date before maturity, at par. */
export function callScheduleOf(definition: Pick<BondDefinition, 'terms' | 'firstCallDay'>, asOfDay: number): CallDate[] {
  if (definition.firstCallDay === null) return [];
  const { maturity, cpnFreq } = definition.terms;
  const out: CallDate[] = [];
  for (let k = 1; k < 400; k += 1) {
    const date = couponDateBefore(maturity, cpnFreq, k);
    if (date < definition.firstCallDay) break;
    if (date > asOfDay) out.push({ date: formatYyyymmdd(date), price: '100' });
  }
  return out.reverse();
}

/**
 * The detail of an offered bond on its price date (rule BND-1, BND-2): the ratings, the call schedule
 * ahead, the reference prices as the indicative quote with the time it was published (rule BND-17), the
 * trade and settlement dates of a trade sent now (`dates`, the catalog's, rule BND-16) and the ask's
 * figures on that settlement date, computed by `@shared/bond/math` as the page's calculator computes
 * them, so they are the list's. Null when the trade would settle on or after maturity: the bond is no longer offered.
 */
export function bondDetailOf(definition: Pick<BondDefinition, 'terms' | 'firstCallDay'>, bond: Bond, dates: TradeAndSettlement): ContractInput<typeof BondDetailSchema> | null {
  const asOfDay = parseYyyymmdd(bond.priceDate);
  const settlement = dates.settlementDate;
  if (parseYyyymmdd(settlement) >= definition.terms.maturity) return null;
  const callSchedule = callScheduleOf(definition, Math.max(asOfDay, parseYyyymmdd(settlement)));
  const ask = roundHalfUp(bond.refPriceBuyNumber, 3).toFixed(3);
  const figures = priceFigures(bond, settlement, ask, callSchedule);
  // an unrated bond has none (rule BND-6)
  const ratings: AgencyRating[] =
    bond.creditRating === NOT_RATED || bond.ratingAgency === '' ? [] : [{ agency: bond.ratingAgency, rating: bond.creditRating }, ...(bond.OtherRatings ?? [])];
  return {
    bond,
    ratings,
    callSchedule,
    quote: { bid: roundHalfUp(bond.refPriceSellNumber, 3).toFixed(3), ask, time: bond.priceTime ?? quoteTimeOf(asOfDay) },
    settlementDate: settlement,
    tradeDate: dates.tradeDate,
    preOrder: dates.preOrder,
    figures: {
      accruedInterest: figures.accruedInterest.toFixed(6),
      accruedDays: figures.accruedDays,
      exCoupon: figures.exCoupon,
      dirtyPrice: figures.dirtyPrice.toFixed(6),
      ytm: figures.ytm.toFixed(4),
      // the list's rule: no yield to call while the ask is below the call price (rule BND-17)
      ytc: figures.ytc === null || bond.dYtc === null ? null : figures.ytc.toFixed(4),
      nextCallDate: figures.nextCallDate,
      ytw: figures.ytw.toFixed(4),
      worstDate: figures.worstDate,
    },
  };
}
