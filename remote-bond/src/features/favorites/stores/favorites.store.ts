import { proxy, useSnapshot, type Snapshot } from 'valtio';
import { isApiError, MAX_FAVORITES } from 'shared';
import { fetchFavorites, saveFavorites } from '../../saved-lists/saved-lists-api';

/** The favourites of the selected account. */
export interface FavoritesState {
  account: string;
  isins: string[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last failure to save, shown next to the list; empty when none. */
  notice: string;
}

/** The favourites store: read with {@link useFavorites}, written only by the actions below. */
export const favoritesStore = proxy<FavoritesState>({ account: '', isins: [], status: 'idle', notice: '' });

let saveSequence = 0;

/** Loads the favourites of `account` (spec 6: per selected account). */
export async function loadFavorites(account: string): Promise<void> {
  favoritesStore.account = account;
  favoritesStore.status = 'loading';
  try {
    const isins = await fetchFavorites(account, { loading: false });
    if (favoritesStore.account !== account) return;
    Object.assign(favoritesStore, { isins, status: 'ready' });
  } catch (error) {
    if (favoritesStore.account !== account) return;
    Object.assign(favoritesStore, { isins: [], status: isApiError(error, 'unauthenticated') || isApiError(error, 'permission') ? 'ready' : 'error' });
  }
}

/**
 * Toggles a favourite at once and saves the new list for the account; if the save fails the star goes
 * back and the customer is told why (spec: favourites are saved per selected account).
 */
export async function toggleFavorite(isin: string): Promise<void> {
  const account = favoritesStore.account;
  const before = [...favoritesStore.isins];
  const adding = !before.includes(isin);
  if (adding && before.length >= MAX_FAVORITES) {
    favoritesStore.notice = `自選最多 ${MAX_FAVORITES} 檔，請先移除部分自選債券。`;
    return;
  }
  const after = adding ? [...before, isin] : before.filter((value) => value !== isin);
  favoritesStore.isins = after;
  favoritesStore.notice = '';
  saveSequence += 1;
  const sequence = saveSequence;
  try {
    const saved = await saveFavorites(account, after, { loading: false });
    // a later toggle has its own save in flight; its answer is the one to keep
    if (favoritesStore.account === account && sequence === saveSequence) favoritesStore.isins = saved;
  } catch (error) {
    if (favoritesStore.account !== account || sequence !== saveSequence) return;
    favoritesStore.isins = before;
    const reason = isApiError(error) ? error.message : '';
    favoritesStore.notice = `${adding ? '加入' : '移除'}自選未成功，已還原。${reason}`;
  }
}

/** Back to the initial state (tests). */
export function resetFavorites(): void {
  Object.assign(favoritesStore, { account: '', isins: [], status: 'idle', notice: '' });
}

/** The favourites, re-rendering on change. */
export function useFavorites(): Snapshot<FavoritesState> {
  return useSnapshot(favoritesStore);
}
