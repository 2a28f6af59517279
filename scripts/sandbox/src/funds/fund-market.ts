import { addMonths, formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';
import { createPrng } from '../bonds/prng';
import { FUND_CURRENCY_OPTIONS, FUND_MIN_SUBSCRIPTION, NAV_HISTORY_YEARS, type ContractInput, type FundDetailSchema, type FundSummarySchema } from '../shared-contracts';
import { HISTORY_START, SERIES_END, SERIES_START, fundUniverse, type FundClassDefinition } from './fund-universe';
import { portfolioOf } from './fund-portfolio';

// NAVs, returns and distributions of the sandbox's funds. A NAV is published for every weekday (fund
// dealing days; holidays are not modelled), and the NAV of a day is the same whatever the sandbox's date,
// so history never changes under a test. On a given date the latest published NAV is the previous
// weekday's: a fund values its holdings after the markets close and publishes the next morning.

const { sqrt, max } = Math;

/** A wire fund summary. */
export type FundSummaryWire = ContractInput<typeof FundSummarySchema>;
/** A wire fund detail. */
export type FundDetailWire = ContractInput<typeof FundDetailSchema>;

/** True for Saturday and Sunday (day 0, 1970-01-01, was a Thursday). */
export function isWeekendDay(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/** Decimals of a NAV per unit: whole yen, cents otherwise. */
export function navDecimals(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

interface Paid {
  readonly exDay: number;
  readonly payDay: number;
  readonly amount: string;
  readonly rate: string;
}

/** One class's published NAVs (as strings), its total-return index, and its distributions. */
interface NavSeries {
  readonly days: readonly number[];
  /** NAVs already rounded to the class's decimals; written with toFixed only when sent. */
  readonly navs: Float64Array;
  readonly totalReturn: readonly number[];
  readonly paid: readonly Paid[];
  readonly decimals: number;
}

function navText(series: NavSeries, index: number): string {
  return (series.navs[index] ?? 0).toFixed(series.decimals);
}

const PAYMENTS_A_YEAR = { M: 12, Q: 4, S: 2, A: 1 } as const;
const PAY_MONTHS: Readonly<Record<keyof typeof PAYMENTS_A_YEAR, readonly number[]>> = {
  M: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  Q: [3, 6, 9, 12],
  S: [6, 12],
  A: [12],
};

function monthOf(day: number): number {
  return Number(formatYyyymmdd(day).slice(4, 6));
}

function nextWeekday(day: number): number {
  let out = day;
  while (isWeekendDay(out)) out += 1;
  return out;
}

function buildSeries(fund: FundClassDefinition): NavSeries {
  const prng = createPrng(fund.seed);
  const decimals = navDecimals(fund.currency);
  const amountDecimals = fund.currency === 'JPY' ? 2 : 4;
  const days: number[] = [];
  const navs: number[] = [];
  const scale = 10 ** decimals;
  const totalReturn: number[] = [];
  const paid: Paid[] = [];
  const frequency = fund.distributionFrequency;
  let nav = fund.startNav;
  let index = 1;
  let previous = -1;
  for (let day = SERIES_START; day <= SERIES_END; day += 1) {
    if (isWeekendDay(day)) continue;
    if (previous !== -1) {
      const move = max(-0.2, fund.drift / 252 + (fund.volatility / sqrt(252)) * prng.normal());
      nav *= 1 + move;
      index *= 1 + move;
      // a distributing class goes ex on the first dealing day of its paying months
      if (frequency !== '' && monthOf(day) !== monthOf(previous) && PAY_MONTHS[frequency].includes(monthOf(day))) {
        const perYear = PAYMENTS_A_YEAR[frequency];
        const amount = Number(((nav * fund.payout) / perYear).toFixed(amountDecimals));
        paid.push({ exDay: day, payDay: nextWeekday(day + 7), amount: amount.toFixed(amountDecimals), rate: ((amount * perYear * 100) / nav).toFixed(2) });
        nav -= amount;
      }
    }
    days.push(day);
    navs.push(Math.round(nav * scale) / scale);
    totalReturn.push(index);
    previous = day;
  }
  const earlier = buildEarlierSeries(fund, amountDecimals);
  return {
    days: [...earlier.days, ...days],
    navs: Float64Array.from([...earlier.navs.map((value) => Math.round(value * scale) / scale), ...navs]),
    totalReturn: [...earlier.totalReturn, ...totalReturn],
    paid: [...earlier.paid, ...paid],
    decimals,
  };
}

/**
 * The series before {@link SERIES_START}, drawn backwards from its first NAV with a source of its own (so
 * the NAVs from SERIES_START on stay what they always were): each earlier NAV is the later one undone by
 * a move of the class's drift and volatility, and a paying month's first dealing day adds back the
 * distribution that went ex on it. Oldest first, NAVs not yet rounded.
 */
function buildEarlierSeries(fund: FundClassDefinition, amountDecimals: number): { days: number[]; navs: number[]; totalReturn: number[]; paid: Paid[] } {
  const prng = createPrng((fund.seed ^ 0x2f6b_1d45) >>> 0 || 1);
  const frequency = fund.distributionFrequency;
  const days: number[] = [];
  const navs: number[] = [];
  const totalReturn: number[] = [];
  const paid: Paid[] = [];
  let later = SERIES_START;
  while (isWeekendDay(later)) later += 1;
  let nav = fund.startNav;
  let index = 1;
  for (let day = later - 1; day >= HISTORY_START; day -= 1) {
    if (isWeekendDay(day)) continue;
    // the distribution going ex on the later day (the forward series' first day included: it starts after it)
    if (frequency !== '' && monthOf(day) !== monthOf(later) && PAY_MONTHS[frequency].includes(monthOf(later))) {
      const perYear = PAYMENTS_A_YEAR[frequency];
      const rate = fund.payout / perYear;
      const amount = Number(((nav * rate) / (1 - rate)).toFixed(amountDecimals));
      nav += amount;
      paid.push({ exDay: later, payDay: nextWeekday(later + 7), amount: amount.toFixed(amountDecimals), rate: ((amount * perYear * 100) / nav).toFixed(2) });
    }
    const move = max(-0.2, fund.drift / 252 + (fund.volatility / sqrt(252)) * prng.normal());
    nav /= 1 + move;
    index /= 1 + move;
    days.push(day);
    navs.push(nav);
    totalReturn.push(index);
    later = day;
  }
  return { days: days.reverse(), navs: navs.reverse(), totalReturn: totalReturn.reverse(), paid: paid.reverse() };
}

const seriesCache = new Map<string, NavSeries>();

function seriesOf(fund: FundClassDefinition): NavSeries {
  let series = seriesCache.get(fund.fundId);
  if (series === undefined) {
    series = buildSeries(fund);
    seriesCache.set(fund.fundId, series);
  }
  return series;
}

/** Index of the last dealing day on or before `day` (−1 when before the series). */
function indexOnOrBefore(series: NavSeries, day: number): number {
  let low = 0;
  let high = series.days.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((series.days[middle] ?? Infinity) <= day) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The day whose NAV is the latest published on `today` (`YYYYMMDD`): the previous weekday. */
export function latestNavDay(today: string): number {
  let day = parseYyyymmdd(today) - 1;
  while (isWeekendDay(day)) day -= 1;
  return day;
}

/** The NAV a class publishes for `date` (`YYYYMMDD`), or `undefined` when that is no dealing day. */
export function navOn(fund: FundClassDefinition, date: string): string | undefined {
  const series = seriesOf(fund);
  const day = parseYyyymmdd(date);
  const index = indexOnOrBefore(series, day);
  return index >= 0 && series.days[index] === day ? navText(series, index) : undefined;
}

function percentChange(series: NavSeries, to: number, from: number): string {
  const end = series.totalReturn[to] ?? 1;
  const start = series.totalReturn[max(0, from)] ?? 1;
  return (((end / start) - 1) * 100).toFixed(2);
}

/** A class's list entry on `today`. */
export function summaryOf(fund: FundClassDefinition, today: string): FundSummaryWire {
  const series = seriesOf(fund);
  const navDay = latestNavDay(today);
  const at = indexOnOrBefore(series, navDay);
  return {
    fundId: fund.fundId,
    name: fund.name,
    nameEn: fund.nameEn,
    house: fund.house.code,
    houseName: fund.house.name,
    houseNameEn: fund.house.nameEn,
    type: fund.type,
    currency: fund.currency,
    shareClass: fund.shareClass,
    distributionFrequency: fund.distributionFrequency,
    nav: navText(series, at),
    navDate: formatYyyymmdd(series.days[at] ?? navDay),
    return1m: percentChange(series, at, indexOnOrBefore(series, addMonths(navDay, -1))),
    return1y: percentChange(series, at, indexOnOrBefore(series, addMonths(navDay, -12))),
    return3y: percentChange(series, at, indexOnOrBefore(series, addMonths(navDay, -36))),
    riskGrade: fund.riskGrade,
    professionalOnly: fund.professionalOnly,
    frontLoad: fund.fees.frontLoad,
    managementFee: fund.fees.managementFee,
  };
}

/**
 * A class in full on `today`: 5 years of NAVs and distributions (or since the class's launch), every fee,
 * the minimums (rule FND-5), and its size, holdings and sectors where its house reports them (rule FND-11).
 */
export function detailOf(fund: FundClassDefinition, today: string): FundDetailWire {
  const series = seriesOf(fund);
  const summary = summaryOf(fund, today);
  const navDay = parseYyyymmdd(summary.navDate);
  const from = max(addMonths(navDay, -12 * NAV_HISTORY_YEARS), parseYyyymmdd(fund.launchDate));
  const navHistory: { date: string; nav: string }[] = [];
  for (let i = max(0, indexOnOrBefore(series, from)); i < series.days.length; i += 1) {
    const day = series.days[i] ?? 0;
    if (day > navDay) break;
    if (day >= from) navHistory.push({ date: formatYyyymmdd(day), nav: navText(series, i) });
  }
  const distributions = series.paid
    .filter((entry) => entry.exDay >= from && entry.exDay <= navDay)
    .reverse()
    .map((entry) => ({ exDate: formatYyyymmdd(entry.exDay), payDate: formatYyyymmdd(entry.payDay), amountPerUnit: entry.amount, annualisedRate: entry.rate }));
  const others = FUND_CURRENCY_OPTIONS.map((option) => option.value).filter((currency) => currency !== fund.currency);
  return {
    ...summary,
    objective: fund.objective,
    launchDate: fund.launchDate,
    ...(fund.sizeMillions === undefined ? {} : { sizeMillions: fund.sizeMillions }),
    ...portfolioOf(fund, navDay),
    navHistory,
    distributions,
    custodyFee: fund.fees.custodyFee,
    switchingFee: fund.fees.switchingFee,
    redemptionFee: fund.fees.redemptionFee,
    minimums: [fund.currency, ...others].map((currency) => ({ currency, amount: FUND_MIN_SUBSCRIPTION[currency] })),
  };
}

/** The fund market on one date: every class's list entry, and the classes by id. */
export interface FundMarket {
  readonly asOf: string;
  readonly summaries: readonly FundSummaryWire[];
  readonly byId: ReadonlyMap<string, FundClassDefinition>;
}

const marketCache = new Map<string, FundMarket>();

/** The fund market on `today` (`YYYYMMDD`), built once per date. */
export function fundMarketOn(today: string): FundMarket {
  let market = marketCache.get(today);
  if (market === undefined) {
    const universe = fundUniverse();
    market = { asOf: today, summaries: universe.map((fund) => summaryOf(fund, today)), byId: new Map(universe.map((fund) => [fund.fundId, fund])) };
    if (marketCache.size > 8) marketCache.clear();
    marketCache.set(today, market);
  }
  return market;
}
