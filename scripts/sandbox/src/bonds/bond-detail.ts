import {
  couponDateBefore,
  formatYyyymmdd,
  HolidayCalendarError,
  parseYyyymmdd,
  priceFigures,
  roundHalfUp,
  settlementDate,
  weekdaySettlementDate,
  type CallDate,
} from 'shared/bond-math';
import { NOT_RATED, taipeiIsoTime, type AgencyRating, type Bond, type BondDetailSchema, type ContractInput } from '../shared-contracts';
import { FEE_SCHEDULE } from '../handlers/fee-schedule';
import type { BondDefinition } from './generate-universe';

/** The call dates ahead of `asOfDay`: the first call date, then every coupon date before maturity, at par. */
export function callScheduleOf(definition: BondDefinition, asOfDay: number): CallDate[] {
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

/** T+n of a trade on `asOf` in the bond's currency (rule CRT-7); weekdays only where the holiday tables end. */
export function settlementOf(bond: Bond, asOf: string): string {
  const days = FEE_SCHEDULE.feeList.find((fee) => fee.currency === bond.issueCurrency)?.settlementDays ?? 2;
  try {
    return settlementDate(asOf, days, bond.issueCurrency);
  } catch (error) {
    if (error instanceof HolidayCalendarError) return weekdaySettlementDate(asOf, days);
    throw error;
  }
}

/**
 * The detail of an offered bond on its price date at the instant `now` (rule BND-1, BND-2): the ratings,
 * the call schedule ahead, the reference prices as the indicative quote, the next settlement date and the
 * ask's figures on it, computed by `shared/bond-math` as the page's calculator computes them.
 * Null when the trade would settle on or after maturity: the bond is no longer offered.
 */
export function bondDetailOf(definition: BondDefinition, bond: Bond, now: number): ContractInput<typeof BondDetailSchema> | null {
  const asOfDay = parseYyyymmdd(bond.priceDate);
  const settlement = settlementOf(bond, bond.priceDate);
  if (parseYyyymmdd(settlement) >= definition.terms.maturity) return null;
  const callSchedule = callScheduleOf(definition, asOfDay);
  const ask = roundHalfUp(bond.refPriceBuyNumber, 3).toFixed(3);
  const figures = priceFigures(bond, settlement, ask, callSchedule);
  // an unrated bond has none (rule BND-6)
  const ratings: AgencyRating[] =
    bond.creditRating === NOT_RATED || bond.ratingAgency === '' ? [] : [{ agency: bond.ratingAgency, rating: bond.creditRating }, ...(bond.OtherRatings ?? [])];
  return {
    bond,
    ratings,
    callSchedule,
    quote: { bid: roundHalfUp(bond.refPriceSellNumber, 3).toFixed(3), ask, time: taipeiIsoTime(Math.floor(now / 60_000) * 60_000) },
    settlementDate: settlement,
    figures: {
      accruedInterest: figures.accruedInterest.toFixed(6),
      accruedDays: figures.accruedDays,
      exCoupon: figures.exCoupon,
      dirtyPrice: figures.dirtyPrice.toFixed(6),
      ytm: figures.ytm.toFixed(4),
      ytc: figures.ytc === null ? null : figures.ytc.toFixed(4),
      nextCallDate: figures.nextCallDate,
      ytw: figures.ytw.toFixed(4),
      worstDate: figures.worstDate,
    },
  };
}
