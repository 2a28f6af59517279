import { Decimal } from 'shared/money';
import { dayNumberOf } from 'shared/calendar';
import { MARKET_FACTS, isTradingDay, localClockOf, marketInstant, marketStateAt, minuteAfterTraded, minutesPerDay, tickSizeAt, tradedMinutes, type StockMarket } from '@shared/stock/market';
import { createPrng } from '../bonds/prng';
import { taipeiIsoTime, type StockQuote } from '../shared-contracts';
import type { SandboxStock } from './stock-universe';

/**
 * Simulated prices, deterministic in the stock and the moment: each trading day's close follows a random
 * walk from the stock's base price on 2024-01-02 (seeded by symbol), and the day's intraday path is a
 * Brownian bridge from the previous close to that close (seeded by symbol and day), one point per traded
 * minute. Every price is rounded to the market's tick. So a quote, the intraday chart and the one-year
 * chart agree with each other at any moment, and a test that pins the clock gets the same figures on
 * every run.
 */

/** The first simulated trading day (local day number). */
const FIRST_DAY = dayNumberOf(2024, 1, 2);

/** `items[index]`, which the caller knows is there. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item ${index}`);
  return item;
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619) >>> 0;
  return h;
}

/** `price` rounded half-up to the tick of the market at that price (the table's last tick above it). */
export function roundToTick(market: StockMarket, price: number): string {
  const tick = tickSizeAt(market, price) ?? tickSizeAt(market, 1) ?? '0.01';
  const rounded = new Decimal(price).div(tick).round(0, 1).times(tick);
  return (rounded.gt(0) ? rounded : new Decimal(tick)).toFixed();
}

/** One stock's simulated history: trading days and closes, grown on demand. */
interface History {
  readonly days: number[];
  readonly closes: number[];
  readonly prng: ReturnType<typeof createPrng>;
}

const histories = new Map<string, History>();

function historyUntil(stock: SandboxStock, day: number): History {
  const { market, symbol } = stock.listing;
  let history = histories.get(symbol);
  if (history === undefined) {
    history = { days: [], closes: [], prng: createPrng(hash(symbol)) };
    histories.set(symbol, history);
  }
  let next = history.days.length === 0 ? FIRST_DAY : at(history.days, history.days.length - 1) + 1;
  while (next <= day) {
    if (isTradingDay(market, next)) {
      const previous = history.closes.length === 0 ? stock.basePrice : at(history.closes, history.closes.length - 1);
      const step = stock.suspended ? 0 : stock.volatility * history.prng.normal();
      // a slow pull back to the base price keeps a stock within a plausible range over the years
      const drift = -0.002 * Math.log(previous / stock.basePrice);
      history.days.push(next);
      history.closes.push(history.closes.length === 0 ? stock.basePrice : previous * Math.exp(drift + step));
    }
    next += 1;
  }
  return history;
}

/** The index in the history of the latest trading day on or before `day`. */
function indexOnOrBefore(history: History, day: number): number {
  let low = 0;
  let high = history.days.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (at(history.days, mid) <= day) low = mid;
    else high = mid - 1;
  }
  return low;
}

const paths = new Map<string, number[]>();

/** The intraday path of trading day `index` (prices per traded minute, 0 = the open), cached for the latest few days. */
function intradayPath(stock: SandboxStock, history: History, index: number): number[] {
  const key = `${stock.listing.symbol}|${index}`;
  const cached = paths.get(key);
  if (cached !== undefined) return cached;
  const minutes = minutesPerDay(stock.listing.market);
  const from = Math.log(index === 0 ? stock.basePrice : at(history.closes, index - 1));
  const to = Math.log(at(history.closes, index));
  const prng = createPrng(hash(key));
  const walk = [0];
  const sigma = stock.suspended ? 0 : stock.volatility / Math.sqrt(minutes);
  for (let m = 1; m <= minutes; m += 1) walk.push(at(walk, m - 1) + sigma * prng.normal());
  const end = at(walk, minutes);
  const path = walk.map((w, m) => Math.exp(from + ((to - from) * m) / minutes + (w - (end * m) / minutes)));
  if (paths.size > 2_000) paths.clear();
  paths.set(key, path);
  return path;
}


/** The trading day and traded minutes a moment shows: today's so far, or the last full day before it. */
function tradedAt(stock: SandboxStock, moment: number): { history: History; index: number; traded: number } {
  const { market } = stock.listing;
  const { day, minute } = localClockOf(market, moment);
  const history = historyUntil(stock, day);
  const index = indexOnOrBefore(history, day);
  const traded = at(history.days, index) === day ? tradedMinutes(market, minute) : minutesPerDay(market);
  if (traded === 0 && index > 0) return { history, index: index - 1, traded: minutesPerDay(market) };
  return { history, index, traded };
}

/** The delayed quote of `stock` at `now` (rule STK-2). */
export function quoteOf(stock: SandboxStock, now: number): StockQuote {
  const { market, symbol } = stock.listing;
  const facts = MARKET_FACTS[market];
  const delayed = now - facts.delayMinutes * 60_000;
  const state = marketStateAt(market, now);
  const { history, index, traded } = tradedAt(stock, delayed);
  const path = intradayPath(stock, history, index).slice(0, traded + 1);
  const previousClose = roundToTick(market, index === 0 ? stock.basePrice : at(history.closes, index - 1));
  const last = roundToTick(market, at(path, path.length - 1));
  const change = new Decimal(last).minus(previousClose);
  const open = state.state === 'open' && !stock.suspended;
  const tick = tickSizeAt(market, last) ?? '0.01';
  const yearFrom = Math.max(0, index - 250);
  const year = [...history.closes.slice(yearFrom, index), ...path];
  const dayNumber = at(history.days, index);
  const asOf = Math.min(delayed, marketInstant(market, dayNumber, minuteAfterTraded(market, traded)));
  const volume = Math.round((stock.dailyVolume * traded) / minutesPerDay(market) / stock.listing.lotSize) * stock.listing.lotSize;
  return {
    symbol,
    last,
    previousClose,
    change: change.toFixed(),
    changePercent: change.times(100).div(previousClose).round(2, 1).toFixed(2),
    bid: open ? new Decimal(last).minus(tick).toFixed() : '',
    ask: open ? new Decimal(last).plus(tick).toFixed() : '',
    volume: stock.suspended ? 0 : volume,
    dayHigh: roundToTick(market, Math.max(...path)),
    dayLow: roundToTick(market, Math.min(...path)),
    yearHigh: roundToTick(market, Math.max(...year)),
    yearLow: roundToTick(market, Math.min(...year)),
    asOf: taipeiIsoTime(asOf),
    delayMinutes: facts.delayMinutes,
    marketState: state.state,
    nextOpen: state.nextOpen === null ? '' : taipeiIsoTime(state.nextOpen),
    live: !stock.suspended && at(history.days, index) === localClockOf(market, delayed).day,
  };
}

/** The intraday chart: a point every 5 traded minutes (and the last), delayed like the quote. */
export function intradayPoints(stock: SandboxStock, now: number): { time: string; price: string }[] {
  const { market } = stock.listing;
  const delayed = now - MARKET_FACTS[market].delayMinutes * 60_000;
  const { history, index, traded } = tradedAt(stock, delayed);
  const path = intradayPath(stock, history, index);
  const points: { time: string; price: string }[] = [];
  for (let m = 0; ; m = Math.min(m + 5, traded)) {
    points.push({ time: taipeiIsoTime(marketInstant(market, at(history.days, index), minuteAfterTraded(market, m))), price: roundToTick(market, at(path, m)) });
    if (m === traded) break;
  }
  return points;
}

/** The one-year chart: the closes of the last 250 trading days up to the last one traded (today's price last, while it trades). */
export function yearPoints(stock: SandboxStock, now: number): { time: string; price: string }[] {
  const { market } = stock.listing;
  const delayed = now - MARKET_FACTS[market].delayMinutes * 60_000;
  const { history, index, traded } = tradedAt(stock, delayed);
  const close = minuteAfterTraded(market, minutesPerDay(market));
  const points: { time: string; price: string }[] = [];
  for (let i = Math.max(0, index - 249); i < index; i += 1) {
    points.push({ time: taipeiIsoTime(marketInstant(market, at(history.days, i), close)), price: roundToTick(market, at(history.closes, i)) });
  }
  const path = intradayPath(stock, history, index);
  points.push({ time: taipeiIsoTime(marketInstant(market, at(history.days, index), minuteAfterTraded(market, traded))), price: roundToTick(market, at(path, traded)) });
  return points;
}
