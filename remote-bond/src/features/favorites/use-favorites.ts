import { useCallback, useState } from 'react';
import { isGuestIdno, useAccounts, useLogin } from 'shared';
import { MAX_FAVORITES } from '@shared/bond';
import { FAVORITES, saveChange, useSavedList } from '../saved-lists';

/** The favourites of the selected account as the bond list shows them. */
export interface FavoritesView {
  readonly isins: readonly string[];
  /** Loading, in, or failed (with {@link FavoritesView.error} and {@link FavoritesView.refetch}). */
  readonly status: 'loading' | 'error' | 'ready';
  readonly error: string;
  readonly refetch: () => void;
  /** The last toggle that did not go through, in words; empty when none. */
  readonly notice: string;
  /** Stars or unstars a bond at once and saves the favourites; a failed save takes the star back and says why. */
  readonly toggle: (isin: string) => void;
}

/** The selected account's favourites (rule FAV-1: per selected account); a guest has none and asks nothing. */
export function useFavorites(): FavoritesView {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  const customer = idno !== '' && !isGuestIdno(idno) && selectAccount !== '';
  const list = useSavedList(FAVORITES, idno, selectAccount, customer);
  const [notice, setNotice] = useState('');
  const isins = list.items;

  const toggle = useCallback((isin: string) => {
    const adding = !isins.includes(isin);
    if (adding && isins.length >= MAX_FAVORITES) {
      setNotice(`自選最多 ${MAX_FAVORITES} 檔，請先移除部分自選債券。`);
      return;
    }
    setNotice('');
    void saveChange(FAVORITES, idno, selectAccount, { type: adding ? 'add' : 'remove', isin }, false).then((outcome) => {
      if (!outcome.ok) setNotice(`${adding ? '加入' : '移除'}自選未成功，已還原。${outcome.message}`);
    });
  }, [isins, idno, selectAccount]);

  return { isins: list.items, status: list.status, error: list.error, refetch: list.refetch, notice, toggle };
}
