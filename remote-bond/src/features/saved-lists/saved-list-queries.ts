import { queryClient, type QueryKey } from 'shared';
import { savedListKeys, type CartItem } from '@shared/bond';
import { fetchCart, fetchFavorites, type SavedList } from './saved-lists-api';

/**
 * A read that set out before a save and answers after it carries the older version: the list the save
 * put in the cache is newer, and stays.
 */
function newest<T>(queryKey: QueryKey, fetched: SavedList<T>): SavedList<T> {
  const held = queryClient.getQueryData<SavedList<T>>(queryKey);
  return held !== undefined && held.version > fetched.version ? held : fetched;
}

/** The read of one saved list: its key (one per contract, from shared) and how it is asked. */
export interface SavedListQuery<T> {
  readonly queryKey: QueryKey;
  readonly queryFn: (context: { signal: AbortSignal }) => Promise<SavedList<T>>;
}

/** The favourites of one customer's account, as the server holds them (read without the overlay). */
export function favoritesQuery(idno: string, account: string): SavedListQuery<string> {
  const queryKey = savedListKeys.favorites(idno, account);
  return {
    queryKey,
    queryFn: async ({ signal }) => newest(queryKey, await fetchFavorites(idno, account, { signal, loading: false })),
  };
}

/** The cart of one customer's account, as the server holds it (rule CRT-2: reloaded each time the header is shown). */
export function cartQuery(idno: string, account: string): SavedListQuery<CartItem> {
  const queryKey = savedListKeys.cart(idno, account);
  return {
    queryKey,
    queryFn: async ({ signal }) => newest(queryKey, await fetchCart(idno, account, { signal, loading: '購物車更新中…' })),
  };
}
