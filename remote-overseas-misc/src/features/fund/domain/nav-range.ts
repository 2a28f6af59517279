import { Decimal, roundHalfUp } from 'shared/money';
import { addMonths, formatYyyymmdd, parseYyyymmdd } from 'shared/calendar';

/** The NAV chart's ranges (rule FND-2). */
export const NAV_RANGES = [
  { value: '1M', label: '1個月', months: 1 },
  { value: '1Y', label: '1年', months: 12 },
  { value: '3Y', label: '3年', months: 36 },
] as const;

/** A range of the NAV chart. */
export type NavRange = (typeof NAV_RANGES)[number]['value'];

/** One published NAV. */
export interface NavPoint {
  readonly date: string;
  readonly nav: string;
}

/** What the chart says in words, for everyone who does not see it. */
export interface NavSummary {
  readonly first: NavPoint;
  readonly last: NavPoint;
  readonly high: NavPoint;
  readonly low: NavPoint;
  /** Change of the NAV over the range in percent, 2 decimals half-up (distributions not added back). */
  readonly changePercent: string;
}

/** The points of `history` (oldest first) within the range ending at its last point. */
export function pointsInRange(history: readonly NavPoint[], range: NavRange): NavPoint[] {
  const last = history.at(-1);
  if (last === undefined) return [];
  const months = NAV_RANGES.find((entry) => entry.value === range)?.months ?? 12;
  const from = formatYyyymmdd(addMonths(parseYyyymmdd(last.date), -months));
  return history.filter((point) => point.date >= from);
}

/** First, last, highest and lowest NAV of the points and the change, computed exactly; `undefined` for no points. */
export function summarizeNavs(points: readonly NavPoint[]): NavSummary | undefined {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return undefined;
  let high = first;
  let low = first;
  for (const point of points) {
    if (new Decimal(point.nav).gt(high.nav)) high = point;
    if (new Decimal(point.nav).lt(low.nav)) low = point;
  }
  const change = new Decimal(first.nav).eq(0) ? new Decimal(0) : new Decimal(last.nav).div(first.nav).minus(1).times(100);
  return { first, last, high, low, changePercent: roundHalfUp(change, 2).toFixed(2) };
}

/** Seconds since 1970 of a `YYYYMMDD` at 00:00 UTC, the chart's time axis. */
export function chartTime(date: string): number {
  return parseYyyymmdd(date) * 86_400;
}
