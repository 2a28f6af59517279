import { dayNumberOf, dayOfWeek, datePartsOf, formatYyyymmdd } from 'shared/calendar';
import type { StockMarket } from './markets';

/**
 * When each market trades (rule STK-2): its sessions in its own local time, its holidays, and the
 * state it is in at a moment, for the customer in Taiwan. Local time is computed from fixed offsets
 * (Hong Kong UTC+8, Tokyo UTC+9) and US Eastern time's daylight-saving rule (second Sunday of March to
 * first Sunday of November, 02:00 local), so the answer is the same in the browser, in jsdom and in the
 * sandbox, without time-zone data.
 */

/** A session, minutes after local midnight: [start, end). */
export type Session = readonly [start: number, end: number];

/** Regular sessions: New York 09:30–16:00; Hong Kong 09:30–12:00 and 13:00–16:00; Tokyo 09:00–11:30 and 12:30–15:30. */
export const MARKET_SESSIONS: Readonly<Record<StockMarket, readonly Session[]>> = {
  US: [[570, 960]],
  HK: [
    [570, 720],
    [780, 960],
  ],
  JP: [
    [540, 690],
    [750, 930],
  ],
};

/**
 * Full-day market holidays of 2025 to 2028 (exchange calendars: NYSE, HKEX, JPX; 2027 and 2028 apply each
 * exchange's published rules and agree with the Hong Kong and Tokyo bank tables of `shared/calendar`; a
 * date outside these years has only weekends closed, and a test fails a year ahead of that). Half days
 * are traded as full days in this product.
 */
export const MARKET_HOLIDAYS: Readonly<Record<StockMarket, ReadonlySet<string>>> = {
  US: new Set([
    '20250101', '20250109', '20250120', '20250217', '20250418', '20250526', '20250619', '20250704', '20250901', '20251127', '20251225',
    '20260101', '20260119', '20260216', '20260403', '20260525', '20260619', '20260703', '20260907', '20261126', '20261225',
    // 2027: Juneteenth (Sat) on Fri 06-18, Independence Day (Sun) on Mon 07-05, Christmas (Sat) on Fri 12-24
    '20270101', '20270118', '20270215', '20270326', '20270531', '20270618', '20270705', '20270906', '20271125', '20271224',
    // 2028: New Year's Day is a Saturday and NYSE does not close the Friday before
    '20280117', '20280221', '20280414', '20280529', '20280619', '20280704', '20280904', '20281123', '20281225',
  ]),
  HK: new Set([
    '20250101', '20250129', '20250130', '20250131', '20250404', '20250418', '20250421', '20250501', '20250505', '20250701', '20251001', '20251007', '20251029', '20251225', '20251226',
    '20260101', '20260217', '20260218', '20260219', '20260403', '20260406', '20260407', '20260501', '20260525', '20260619', '20260701', '20261001', '20261019', '20261225', '20261226',
    '20270101', '20270208', '20270209', '20270326', '20270329', '20270405', '20270513', '20270609', '20270701', '20270916', '20271001', '20271008', '20271227',
    '20280126', '20280127', '20280128', '20280404', '20280414', '20280417', '20280501', '20280502', '20280529', '20281002', '20281004', '20281026', '20281225', '20281226',
  ]),
  JP: new Set([
    '20250101', '20250102', '20250103', '20250113', '20250211', '20250224', '20250320', '20250429', '20250505', '20250506', '20250721', '20250811', '20250915', '20250923', '20251013', '20251103', '20251124', '20251231',
    '20260101', '20260102', '20260112', '20260211', '20260223', '20260320', '20260429', '20260504', '20260505', '20260506', '20260720', '20260811', '20260921', '20260922', '20260923', '20261012', '20261103', '20261123', '20261231',
    '20270101', '20270111', '20270211', '20270223', '20270322', '20270429', '20270503', '20270504', '20270505', '20270719', '20270811', '20270920', '20270923', '20271011', '20271103', '20271123', '20271231',
    '20280103', '20280110', '20280211', '20280223', '20280320', '20280503', '20280504', '20280505', '20280717', '20280811', '20280918', '20280922', '20281009', '20281103', '20281123',
  ]),
};

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The n-th Sunday (1-based) of a month as a day number. */
function nthSunday(year: number, month: number, n: number): number {
  const first = dayNumberOf(year, month, 1);
  const offset = (7 - dayOfWeek(first)) % 7;
  return first + offset + (n - 1) * 7;
}

/** Minutes east of UTC of the market's local time at `at` (epoch ms). */
export function utcOffsetMinutes(market: StockMarket, at: number): number {
  if (market === 'HK') return 480;
  if (market === 'JP') return 540;
  // US Eastern: daylight time from 02:00 EST on the 2nd Sunday of March (07:00 UTC) to 02:00 EDT on the 1st Sunday of November (06:00 UTC).
  const { year } = datePartsOf(Math.floor(at / DAY));
  const start = nthSunday(year, 3, 2) * DAY + 7 * 3_600_000;
  const end = nthSunday(year, 11, 1) * DAY + 6 * 3_600_000;
  return at >= start && at < end ? -240 : -300;
}

/** The market's local calendar day (day number) and minute of the day at `at`. */
export function localClockOf(market: StockMarket, at: number): { readonly day: number; readonly minute: number } {
  const local = at + utcOffsetMinutes(market, at) * MINUTE;
  const day = Math.floor(local / DAY);
  return { day, minute: Math.floor((local - day * DAY) / MINUTE) };
}

/** True when the market trades on local day `day` (a weekday and not a holiday). */
export function isTradingDay(market: StockMarket, day: number): boolean {
  const weekday = dayOfWeek(day);
  return weekday !== 0 && weekday !== 6 && !MARKET_HOLIDAYS[market].has(formatYyyymmdd(day));
}

/** The instant (epoch ms) of a local day and minute. */
function instantOf(market: StockMarket, day: number, minute: number): number {
  const guess = day * DAY + minute * MINUTE;
  // the offset at the instant itself; a session never starts within hours of a DST change (02:00 local)
  return guess - utcOffsetMinutes(market, guess - utcOffsetMinutes(market, guess) * MINUTE) * MINUTE;
}

function firstStart(sessions: readonly Session[]): number {
  return sessions.reduce((earliest, [start]) => Math.min(earliest, start), 24 * 60);
}

function lastEnd(sessions: readonly Session[]): number {
  return sessions.reduce((latest, [, end]) => Math.max(latest, end), 0);
}

/** 交易中, 午休, 已收盤 (or not yet open), 休市 (holiday or weekend). */
export type MarketStateValue = 'open' | 'break' | 'closed' | 'holiday';

/** The market's state at a moment. */
export interface MarketState {
  readonly market: StockMarket;
  readonly state: MarketStateValue;
  /** The local trading day it is in the market (`YYYYMMDD`). */
  readonly localDate: string;
  /** When the market opens next (epoch ms): the next session's start, null while a session runs. */
  readonly nextOpen: number | null;
  /** When the running session ends (epoch ms), null when none runs. */
  readonly closesAt: number | null;
}

/** The first session start after `at`, looking up to three weeks ahead (long holidays included). */
function nextOpenAfter(market: StockMarket, at: number): number {
  const { day, minute } = localClockOf(market, at);
  for (let next = day; next < day + 21; next += 1) {
    if (!isTradingDay(market, next)) continue;
    const session = MARKET_SESSIONS[market].find(([start]) => next > day || start > minute);
    if (session !== undefined) return instantOf(market, next, session[0]);
  }
  throw new RangeError(`no session within three weeks of ${new Date(at).toISOString()}`);
}

/** The state of `market` at `at` (epoch ms), for the customer wherever they are (rule STK-2). */
export function marketStateAt(market: StockMarket, at: number): MarketState {
  const { day, minute } = localClockOf(market, at);
  const localDate = formatYyyymmdd(day);
  if (!isTradingDay(market, day)) return { market, state: 'holiday', localDate, nextOpen: nextOpenAfter(market, at), closesAt: null };
  const sessions = MARKET_SESSIONS[market];
  const running = sessions.find(([start, end]) => minute >= start && minute < end);
  if (running !== undefined) return { market, state: 'open', localDate, nextOpen: null, closesAt: instantOf(market, day, running[1]) };
  const inBreak = minute >= firstStart(sessions) && minute < lastEnd(sessions);
  return { market, state: inBreak ? 'break' : 'closed', localDate, nextOpen: nextOpenAfter(market, at), closesAt: null };
}

/**
 * Minutes traded on the local day up to `minute` (0 before the open, the whole day after the close):
 * the position of a moment on the day's intraday price path.
 */
export function tradedMinutes(market: StockMarket, minute: number): number {
  return MARKET_SESSIONS[market].reduce((sum, [start, end]) => sum + Math.max(0, Math.min(minute, end) - start), 0);
}

/** The trading minutes of a full day. */
export function minutesPerDay(market: StockMarket): number {
  return tradedMinutes(market, 24 * 60);
}

/** The local minute of the day at which `traded` minutes of trading have passed (inverse of {@link tradedMinutes}, at session ends it gives the end). */
export function minuteAfterTraded(market: StockMarket, traded: number): number {
  let left = traded;
  for (const [start, end] of MARKET_SESSIONS[market]) {
    if (left <= end - start) return start + left;
    left -= end - start;
  }
  return lastEnd(MARKET_SESSIONS[market]);
}

/** The instant of a local day and minute of a market (epoch ms). */
export function marketInstant(market: StockMarket, day: number, minute: number): number {
  return instantOf(market, day, minute);
}
