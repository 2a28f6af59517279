import fc from 'fast-check';
import { applyWatchlistChange, type WatchlistChange } from './watchlist-changes';

const symbols = fc.uniqueArray(fc.constantFrom('AAPL.US', 'MSFT.US', '0700.HK', '0005.HK', '7203.JP', '6758.JP'), { maxLength: 6 });
const change: fc.Arbitrary<WatchlistChange> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), symbol: fc.constantFrom('AAPL.US', '0700.HK', '9988.HK') }),
  fc.record({ type: fc.constant('remove' as const), symbol: fc.constantFrom('AAPL.US', '0700.HK', '9988.HK') }),
  fc.record({ type: fc.constant('move' as const), symbol: fc.constantFrom('AAPL.US', '0700.HK'), before: fc.constantFrom(null, 'MSFT.US', '7203.JP') }),
);

describe('watchlist changes (rule STK-6)', () => {
  it('give the same list applied twice, never hold a symbol twice, and keep the other symbols', () => {
    fc.assert(
      fc.property(symbols, change, (list, next) => {
        const once = applyWatchlistChange(list, next);
        expect(applyWatchlistChange(once, next)).toEqual(once);
        expect(new Set(once).size).toBe(once.length);
        expect(once.filter((symbol) => symbol !== next.symbol)).toEqual(list.filter((symbol) => symbol !== next.symbol));
      }),
    );
  });

  it('move a symbol before another, or to the end', () => {
    expect(applyWatchlistChange(['A.US', 'B.US', 'C.US'], { type: 'move', symbol: 'C.US', before: 'A.US' })).toEqual(['C.US', 'A.US', 'B.US']);
    expect(applyWatchlistChange(['A.US', 'B.US', 'C.US'], { type: 'move', symbol: 'A.US', before: null })).toEqual(['B.US', 'C.US', 'A.US']);
  });
});
