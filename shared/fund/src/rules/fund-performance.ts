import { addMonths, formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';

// The comparison's performance and risk figures (rule FND-11), from a class's published NAVs and its
// distributions. Statistics, not money: computed in floating point and rounded only to be shown (2
// decimals); no order or amount is ever worked out from them.

/** One published NAV (`YYYYMMDD`, decimal string). */
export interface NavInput {
  readonly date: string;
  readonly nav: string;
}

/** One distribution: its ex-dividend date and the amount paid per unit. */
export interface DistributionInput {
  readonly exDate: string;
  readonly amountPerUnit: string;
}

/** The comparison's periods (rule FND-11). */
export const GROWTH_PERIODS = [
  { value: '1Y', label: '1年', months: 12 },
  { value: '3Y', label: '3年', months: 36 },
  { value: '5Y', label: '5年', months: 60 },
] as const;

/** A period of the comparison. */
export type GrowthPeriod = (typeof GROWTH_PERIODS)[number]['value'];

/** Volatility and drawdown are measured over this period. */
export const RISK_PERIOD: GrowthPeriod = '3Y';

/** Dealing days a year by which the daily volatility is annualised (√252). */
export const DEALING_DAYS_A_YEAR = 252;

/** At most this many calendar days between a period's start and its first NAV (a weekend or a holiday run). */
const START_SLACK_DAYS = 7;

/** One point of a total-return index: the NAV's date and the index (1 at the first NAV). */
export interface IndexPoint {
  readonly date: string;
  readonly value: number;
}

/**
 * The total-return index of a class, distributions reinvested at the ex-date's NAV: 1 at the first NAV,
 * then each day × (NAV + the distribution going ex that day) ÷ the previous NAV. For an accumulating class
 * (no distributions) this is the NAV rebased. A distribution whose ex-date is no NAV date counts on the
 * next NAV; one before the first NAV is ignored.
 */
export function totalReturnIndex(history: readonly NavInput[], distributions: readonly DistributionInput[]): IndexPoint[] {
  const paid = [...distributions].sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  const first = history[0];
  if (first === undefined) return [];
  let next = paid.findIndex((entry) => entry.exDate > first.date);
  if (next === -1) next = paid.length;
  const out: IndexPoint[] = [{ date: first.date, value: 1 }];
  let value = 1;
  for (let i = 1; i < history.length; i += 1) {
    const point = history[i] as NavInput;
    const previous = Number((history[i - 1] as NavInput).nav);
    let distributed = 0;
    while (next < paid.length && (paid[next] as DistributionInput).exDate <= point.date) {
      distributed += Number((paid[next] as DistributionInput).amountPerUnit);
      next += 1;
    }
    if (previous > 0) value *= (Number(point.nav) + distributed) / previous;
    out.push({ date: point.date, value });
  }
  return out;
}

/** The index points of a period ending at the last NAV, or why there are none. */
export type PeriodWindow = { readonly ok: true; readonly points: readonly IndexPoint[] } | { readonly ok: false; readonly since: string | undefined };

/**
 * The points of `index` within `period` ending at its last point: from the last point on or before the
 * period's start (the same day months earlier), or the first after it within a week. A class launched after
 * the start, or whose history does not reach back to it, has not enough history for the period (`ok:
 * false`, with the date its history begins), never a shorter window.
 */
export function periodWindow(index: readonly IndexPoint[], period: GrowthPeriod, launchDate: string): PeriodWindow {
  const last = index.at(-1);
  const first = index[0];
  if (last === undefined || first === undefined) return { ok: false, since: undefined };
  const months = GROWTH_PERIODS.find((entry) => entry.value === period)?.months ?? 12;
  const startDay = addMonths(parseYyyymmdd(last.date), -months);
  const start = formatYyyymmdd(startDay);
  const since = launchDate > first.date ? launchDate : first.date;
  if (launchDate > start) return { ok: false, since };
  let base = -1;
  for (let i = 0; i < index.length; i += 1) {
    if ((index[i] as IndexPoint).date <= start) base = i;
    else break;
  }
  if (base === -1 && parseYyyymmdd(first.date) - startDay <= START_SLACK_DAYS) base = 0;
  if (base === -1) return { ok: false, since };
  return { ok: true, points: index.slice(base) };
}

/** The window's points rebased to 100 at its first point. */
export function rebased(points: readonly IndexPoint[]): IndexPoint[] {
  const base = points[0]?.value ?? 1;
  return points.map((point) => ({ date: point.date, value: (point.value / base) * 100 }));
}

/**
 * Annualised volatility in percent: the sample standard deviation (n − 1) of the daily log returns
 * ln(Iₜ ÷ Iₜ₋₁) of the total-return index, × √252 × 100. `undefined` with fewer than 2 returns.
 */
export function annualisedVolatility(points: readonly IndexPoint[]): number | undefined {
  const returns: number[] = [];
  for (let i = 1; i < points.length; i += 1) returns.push(Math.log((points[i] as IndexPoint).value / (points[i - 1] as IndexPoint).value));
  if (returns.length < 2) return undefined;
  const mean = returns.reduce((sum, entry) => sum + entry, 0) / returns.length;
  const variance = returns.reduce((sum, entry) => sum + (entry - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(DEALING_DAYS_A_YEAR) * 100;
}

/** The largest fall of the index from a previous high, in percent (0 or negative), with the high's and the low's dates. */
export interface Drawdown {
  readonly percent: number;
  readonly peakDate: string;
  readonly troughDate: string;
}

/** Maximum drawdown: min over t of (Iₜ ÷ max of I up to t − 1) × 100. `undefined` for no points. */
export function maxDrawdown(points: readonly IndexPoint[]): Drawdown | undefined {
  const first = points[0];
  if (first === undefined) return undefined;
  let peak = first;
  let worst: Drawdown = { percent: 0, peakDate: first.date, troughDate: first.date };
  for (const point of points) {
    if (point.value > peak.value) peak = point;
    const fall = (point.value / peak.value - 1) * 100;
    if (fall < worst.percent) worst = { percent: fall, peakDate: peak.date, troughDate: point.date };
  }
  return worst;
}

/** A figure as the page shows it: 2 decimals, half away from zero (`-0.00` reads `0.00`). */
export function figureText(value: number): string {
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  return `${value < 0 && rounded !== 0 ? '-' : ''}${rounded.toFixed(2)}`;
}

/** What the comparison shows of one class over one period. */
export type PeriodFigures =
  | { readonly ok: true; readonly rebased: readonly IndexPoint[]; readonly growth: number; readonly volatility: number | undefined; readonly drawdown: Drawdown | undefined }
  | { readonly ok: false; readonly since: string | undefined };

/** The rebased growth, volatility and maximum drawdown of a class over `period` (rule FND-11). */
export function periodFigures(fund: { readonly navHistory: readonly NavInput[]; readonly distributions: readonly DistributionInput[]; readonly launchDate: string }, period: GrowthPeriod): PeriodFigures {
  const window = periodWindow(totalReturnIndex(fund.navHistory, fund.distributions), period, fund.launchDate);
  if (!window.ok) return window;
  const points = rebased(window.points);
  return { ok: true, rebased: points, growth: (points.at(-1)?.value ?? 100) - 100, volatility: annualisedVolatility(points), drawdown: maxDrawdown(points) };
}

/**
 * The distributions that went ex within the `months` before `navDate` (after the same day `months`
 * earlier), in their own order: the pages' 「近 3 年」 figures, whatever span the detail carries.
 */
export function distributionsWithin<T extends DistributionInput>(distributions: readonly T[], navDate: string, months: number): T[] {
  const from = formatYyyymmdd(addMonths(parseYyyymmdd(navDate), -months));
  return distributions.filter((entry) => entry.exDate > from && entry.exDate <= navDate);
}
