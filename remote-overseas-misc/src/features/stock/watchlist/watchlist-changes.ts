/**
 * A change of the watchlist as an operation, not as the whole list: a save applies the waiting operations
 * to the list the server holds at that moment, so a change made in another tab in between is kept, and a
 * save refused as stale applies them again to the list read afresh (rule STK-6). Applying one twice gives
 * the same list.
 */
export type WatchlistChange =
  | { readonly type: 'add'; readonly symbol: string }
  | { readonly type: 'remove'; readonly symbol: string }
  | { readonly type: 'move'; readonly symbol: string; readonly before: string | null };

/** The list after `change`: no symbol twice; a move puts the symbol before `before` (last when null or gone). */
export function applyWatchlistChange(symbols: readonly string[], change: WatchlistChange): string[] {
  switch (change.type) {
    case 'add':
      return symbols.includes(change.symbol) ? [...symbols] : [...symbols, change.symbol];
    case 'remove':
      return symbols.filter((symbol) => symbol !== change.symbol);
    case 'move': {
      if (!symbols.includes(change.symbol)) return [...symbols];
      const rest = symbols.filter((symbol) => symbol !== change.symbol);
      const at = change.before === null ? -1 : rest.indexOf(change.before);
      return at < 0 ? [...rest, change.symbol] : [...rest.slice(0, at), change.symbol, ...rest.slice(at)];
    }
  }
}
