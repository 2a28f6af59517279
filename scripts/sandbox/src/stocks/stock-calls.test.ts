import { body, query, sandboxPerTest } from '../test-support';
import {
  StatusCode,
  buildStockChartRequest,
  buildStockFeeScheduleRequest,
  buildStockQuoteRequest,
  buildStockSearchRequest,
  buildWatchlistQuery,
  buildWatchlistSave,
  parseStockChartAnswer,
  parseStockFeeScheduleAnswer,
  parseStockQuoteAnswer,
  parseStockSearchAnswer,
  parseWatchlistAnswer,
} from '../shared-contracts';
import { isOnTick } from '@shared/stock/market';
import { stockUniverse } from './stock-universe';

/** The stock calls through the real Query route, at a market clock the test sets. */

// Tuesday 2025-07-01 22:00 Taipei = 10:00 New York (daylight time): New York open, Hong Kong and Tokyo closed.
const US_OPEN = '2025-07-01T22:00:00+08:00';
// Wednesday 2025-07-02 10:00 Taipei: Hong Kong open, Tokyo open (11:00 JST), New York closed.
const ASIA_MORNING = '2025-07-02T10:00:00+08:00';

const sandbox = sandboxPerTest('A123456789');

async function setMarketTime(marketTime: string | null): Promise<void> {
  const response = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/config', payload: { marketTime } });
  expect(response.statusCode).toBe(200);
}

async function quotes(symbols: string[]) {
  return parseStockQuoteAnswer(body(await query(sandbox.app, sandbox.token, buildStockQuoteRequest(symbols))));
}

describe('the stock universe', () => {
  it('has a few hundred US, Hong Kong and Japan listings, unique symbols, lots by market', () => {
    const { stocks } = stockUniverse();
    const count = (market: string) => stocks.filter((stock) => stock.listing.market === market).length;
    expect(stocks.length).toBeGreaterThanOrEqual(300);
    expect(count('US')).toBeGreaterThan(100);
    expect(count('HK')).toBeGreaterThan(80);
    expect(count('JP')).toBeGreaterThan(60);
    expect(new Set(stocks.map((stock) => stock.listing.symbol)).size).toBe(stocks.length);
    for (const { listing } of stocks) {
      if (listing.market === 'US') expect(listing.lotSize).toBe(1);
      if (listing.market === 'JP') expect(listing.lotSize).toBe(100);
      if (listing.market === 'HK') expect([100, 200, 400, 500, 1000, 2000]).toContain(listing.lotSize);
    }
  });
});

describe('search', () => {
  it.each([
    ['AAPL', 'AAPL.US'],
    ['aapl', 'AAPL.US'],
    ['蘋果', 'AAPL.US'],
    ['apple', 'AAPL.US'],
    ['700', '0700.HK'],
    ['騰訊', '0700.HK'],
    ['豐田', '7203.JP'],
  ])('finds %s first as %s', async (text, symbol) => {
    const stocks = parseStockSearchAnswer(body(await query(sandbox.app, sandbox.token, buildStockSearchRequest(text))));
    expect(stocks[0]?.symbol).toBe(symbol);
  });

  it('refuses an empty search text naming the field', async () => {
    const answer = body(await query(sandbox.app, sandbox.token, buildStockSearchRequest('  ')));
    expect(answer.StatusCode).toBe(StatusCode.InvalidField);
    expect(answer.Message).toContain('searchText');
  });
});

describe('quotes', () => {
  it('are delayed, on tick, and say the market is open with a bid and ask while New York trades', async () => {
    await setMarketTime(US_OPEN);
    const [aapl] = await quotes(['AAPL.US']);
    expect(aapl?.quote).toMatchObject({ marketState: 'open', delayMinutes: 15, asOf: '2025-07-01T21:45:00+08:00', live: true, nextOpen: '' });
    expect(isOnTick('US', aapl?.quote.last ?? '0')).toBe(true);
    expect(aapl?.quote.bid).not.toBe('');
  });

  it('are the same at the same moment and move as the clock moves', async () => {
    await setMarketTime(US_OPEN);
    const first = await quotes(['AAPL.US', '0700.HK']);
    expect(await quotes(['AAPL.US', '0700.HK'])).toEqual(first);
    await setMarketTime('2025-07-01T23:30:00+08:00');
    const later = await quotes(['AAPL.US']);
    expect(later[0]?.quote.asOf).toBe('2025-07-01T23:15:00+08:00');
  });

  it('say closed with the next open, without bid and ask, when the market is shut; holiday on a holiday', async () => {
    // 2025-07-01 is the Hong Kong SAR Establishment Day holiday; the evening after is an ordinary close
    await setMarketTime(US_OPEN);
    expect((await quotes(['0700.HK']))[0]?.quote).toMatchObject({ marketState: 'holiday', nextOpen: '2025-07-02T09:30:00+08:00' });
    await setMarketTime('2025-07-02T22:00:00+08:00');
    const [tencent] = await quotes(['0700.HK']);
    expect(tencent?.quote).toMatchObject({ marketState: 'closed', bid: '', ask: '', nextOpen: '2025-07-03T09:30:00+08:00', asOf: '2025-07-02T16:00:00+08:00' });
    expect(isOnTick('HK', tencent?.quote.last ?? '0')).toBe(true);
    // 2025-07-04: Independence Day, New York shut all day
    await setMarketTime('2025-07-04T22:00:00+08:00');
    const [aapl] = await quotes(['AAPL.US']);
    expect(aapl?.quote).toMatchObject({ marketState: 'holiday', nextOpen: '2025-07-07T21:30:00+08:00' });
  });

  it('follow Hong Kong and Tokyo in the Taiwan morning, and leave unknown symbols out', async () => {
    await setMarketTime(ASIA_MORNING);
    const answer = await quotes(['0700.HK', '7203.JP', 'ZZZZ.US']);
    expect(answer.map((entry) => [entry.listing.symbol, entry.quote.marketState])).toEqual([
      ['0700.HK', 'open'],
      ['7203.JP', 'open'],
    ]);
  });
});

describe('charts', () => {
  it('draw today so far, every 5 minutes, ending at the quote, and a year of closes', async () => {
    await setMarketTime(US_OPEN);
    const [aapl] = await quotes(['AAPL.US']);
    const intraday = parseStockChartAnswer(body(await query(sandbox.app, sandbox.token, buildStockChartRequest('AAPL.US', '1D'))));
    expect(intraday.points[0]?.time).toBe('2025-07-01T21:30:00+08:00');
    expect(intraday.points.at(-1)).toEqual({ time: '2025-07-01T21:45:00+08:00', price: aapl?.quote.last });
    expect(intraday.points).toHaveLength(4);
    const year = parseStockChartAnswer(body(await query(sandbox.app, sandbox.token, buildStockChartRequest('AAPL.US', '1Y'))));
    expect(year.points.length).toBeGreaterThan(240);
    expect(year.points.at(-1)?.price).toBe(aapl?.quote.last);
  });
});

describe('fee schedule', () => {
  it('gives a commission rate and minimum for each market', async () => {
    const schedule = parseStockFeeScheduleAnswer(body(await query(sandbox.app, sandbox.token, buildStockFeeScheduleRequest())));
    expect(schedule.markets.map((entry) => entry.market)).toEqual(['US', 'HK', 'JP']);
  });
});

describe('watchlist', () => {
  it('starts empty at version 0, saves from the version read, and refuses a save from an older version with 4091', async () => {
    const empty = parseWatchlistAnswer(body(await query(sandbox.app, sandbox.token, buildWatchlistQuery('1234567'))));
    expect(empty).toEqual({ account: '1234567', version: 0, symbols: [] });
    const saved = parseWatchlistAnswer(body(await query(sandbox.app, sandbox.token, buildWatchlistSave('1234567', ['AAPL.US', '0700.HK'], 0))));
    expect(saved).toEqual({ account: '1234567', version: 1, symbols: ['AAPL.US', '0700.HK'] });
    const stale = body(await query(sandbox.app, sandbox.token, buildWatchlistSave('1234567', ['AAPL.US'], 0)));
    expect(stale.StatusCode).toBe(StatusCode.VersionConflict);
    const held = parseWatchlistAnswer(body(await query(sandbox.app, sandbox.token, buildWatchlistQuery('1234567'))));
    expect(held.symbols).toEqual(['AAPL.US', '0700.HK']);
  });

  it('refuses another customer\'s account, unknown symbols and duplicates', async () => {
    expect(body(await query(sandbox.app, sandbox.token, buildWatchlistQuery('2345678'))).StatusCode).toBe(StatusCode.AccountNotOwned);
    expect(body(await query(sandbox.app, sandbox.token, buildWatchlistSave('1234567', ['ZZZZ.US'], 0))).StatusCode).toBe(StatusCode.InvalidField);
    expect(body(await query(sandbox.app, sandbox.token, buildWatchlistSave('1234567', ['AAPL.US', 'AAPL.US'], 0))).StatusCode).toBe(StatusCode.InvalidField);
  });
});

describe('the guest', () => {
  const guest = sandboxPerTest('VISIT');
  it('may search and quote but has no watchlist', async () => {
    expect(body(await query(guest.app, guest.token, buildStockSearchRequest('AAPL'))).StatusCode).toBe(StatusCode.Success);
    expect(body(await query(guest.app, guest.token, buildWatchlistQuery('1234567'))).StatusCode).toBe(StatusCode.GuestForbidden);
  });
});
