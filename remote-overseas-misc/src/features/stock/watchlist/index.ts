/** The stock watchlist of the selected account: read as a query, changed at once, saved with its version (rule STK-6). */
export { useWatchlist } from './use-watchlist';
export type { WatchlistView } from './use-watchlist';
export type { WatchlistChange } from './watchlist-changes';
