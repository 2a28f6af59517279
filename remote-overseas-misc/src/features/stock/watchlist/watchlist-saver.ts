import { failureMessage, isApiError, postQuery, queryClient, queryOptions } from 'shared';
import { buildWatchlistQuery, buildWatchlistSave, parseWatchlistAnswer, stockKeys, type Watchlist } from '@shared/stock';
import { applyWatchlistChange, type WatchlistChange } from './watchlist-changes';
import { addPending, dropPending } from './watchlist.store';

/** How many times a save refused as stale is made again on the list read afresh before the customer is told. */
export const WATCHLIST_SAVE_ATTEMPTS = 3;

/** The watchlist of one account as the server holds it (read without the overlay). */
export function watchlistQuery(idno: string, account: string) {
  return queryOptions({
    queryKey: stockKeys.watchlist(idno, account),
    queryFn: ({ signal }) => postQuery(buildWatchlistQuery(account), parseWatchlistAnswer, { signal, loading: false }),
  });
}

/** What became of one change. */
export type WatchlistSaveOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

const CONFLICT_MESSAGE = '自選股已在其他視窗或裝置同時更新，重試後仍未能儲存，請稍後再試。';

function messageOf(error: unknown): string {
  if (isApiError(error, 'conflict')) return CONFLICT_MESSAGE;
  return failureMessage(error);
}

/** The mutation key of one account's watchlist saves. */
function watchlistSaveKey(idno: string, account: string) {
  return ['watchlist-save', idno, account] as const;
}

/**
 * Stores one change: applied to the list as the server holds it and saved naming that list's version; a
 * save refused as stale (another tab or device saved in between) reads the list again and applies the
 * change again, up to {@link WATCHLIST_SAVE_ATTEMPTS} times.
 */
async function store(idno: string, account: string, change: WatchlistChange): Promise<void> {
  const query = watchlistQuery(idno, account);
  let server: Watchlist = await queryClient.ensureQueryData(query);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const symbols = applyWatchlistChange(server.symbols, change);
      const stored = await postQuery(buildWatchlistSave(account, symbols, server.version), parseWatchlistAnswer, { loading: false });
      queryClient.setQueryData(query.queryKey, stored);
      return;
    } catch (error) {
      if (!isApiError(error, 'conflict') || attempt >= WATCHLIST_SAVE_ATTEMPTS) throw error;
      server = await queryClient.fetchQuery({ ...query, staleTime: 0 });
    }
  }
}

/**
 * Changes the watchlist at once on the page (rule STK-6) and saves it as a mutation scoped to the list:
 * saves of one list run one after another, in the order they were made, so each starts from the version
 * the one before it stored. A failed save takes the change back (the page shows the server's list again)
 * and says why.
 */
export async function changeWatchlist(idno: string, account: string, change: WatchlistChange): Promise<WatchlistSaveOutcome> {
  const key = `${idno}|${account}`;
  const id = addPending(key, change);
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: watchlistSaveKey(idno, account),
    scope: { id: `watchlist|${key}` },
    mutationFn: () => store(idno, account, change),
  });
  const outcome = await mutation.execute(undefined).then(
    (): WatchlistSaveOutcome => ({ ok: true }),
    (error: unknown): WatchlistSaveOutcome => ({ ok: false, message: messageOf(error) }),
  );
  dropPending(key, id);
  return outcome;
}
