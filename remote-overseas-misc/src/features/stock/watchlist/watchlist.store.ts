import { proxy, useSnapshot } from 'valtio';
import type { WatchlistChange } from './watchlist-changes';

/** One change of a watchlist the server has not answered yet. */
export interface PendingWatchlistChange {
  readonly id: number;
  readonly change: WatchlistChange;
}

/**
 * The watchlist changes waiting for the server, by `idno|account`: the page shows the server's list with
 * these applied, so a star or a removal shows at once (rule STK-6). Client state of this tab only: a
 * change is dropped when its save has an answer, stored or refused.
 */
export const watchlistStore = proxy<{ pending: Record<string, PendingWatchlistChange[]> }>({ pending: {} });

let lastId = 0;

/** Adds a waiting change; returns its id. */
export function addPending(key: string, change: WatchlistChange): number {
  lastId += 1;
  const list = watchlistStore.pending[key] ?? [];
  watchlistStore.pending[key] = [...list, { id: lastId, change }];
  return lastId;
}

/** The save of change `id` has an answer. */
export function dropPending(key: string, id: number): void {
  watchlistStore.pending[key] = (watchlistStore.pending[key] ?? []).filter((entry) => entry.id !== id);
}

/** Back to the initial state (tests). */
export function resetWatchlistStore(): void {
  watchlistStore.pending = {};
}

/** The waiting changes of one list, re-rendering on change. */
export function usePendingChanges(key: string): readonly PendingWatchlistChange[] {
  return useSnapshot(watchlistStore).pending[key] ?? [];
}
