import { useCallback, useMemo, useState } from 'react';
import { isGuestIdno, useAccounts, useLogin, useQuery } from 'shared';
import { MAX_WATCHLIST } from '@shared/stock';
import { applyWatchlistChange, type WatchlistChange } from './watchlist-changes';
import { usePendingChanges } from './watchlist.store';
import { changeWatchlist, watchlistQuery } from './watchlist-saver';

/** The watchlist of the selected account as the page shows it. */
export interface WatchlistView {
  /** False for a guest or without a selected account: no watchlist (rule GRD-5). */
  readonly available: boolean;
  readonly symbols: readonly string[];
  readonly status: 'loading' | 'error' | 'ready';
  readonly error: string;
  readonly refetch: () => void;
  /** The last change that did not go through, in words; empty when none. */
  readonly notice: string;
  readonly change: (change: WatchlistChange) => void;
}

/** The selected account's watchlist (rule STK-6); a guest has none and asks nothing. */
export function useWatchlist(): WatchlistView {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  const available = idno !== '' && !isGuestIdno(idno) && selectAccount !== '';
  const query = useQuery({ ...watchlistQuery(idno, selectAccount), enabled: available });
  const pending = usePendingChanges(`${idno}|${selectAccount}`);
  const [notice, setNotice] = useState('');
  const server = query.data?.symbols;
  const symbols = useMemo(() => pending.reduce<string[]>((list, entry) => applyWatchlistChange(list, entry.change), [...(server ?? [])]), [server, pending]);

  const change = useCallback(
    (next: WatchlistChange) => {
      if (next.type === 'add' && !symbols.includes(next.symbol) && symbols.length >= MAX_WATCHLIST) {
        setNotice(`自選股最多 ${MAX_WATCHLIST} 檔，請先移除部分自選股。`);
        return;
      }
      setNotice('');
      const verb = next.type === 'add' ? '加入' : next.type === 'remove' ? '移除' : '調整順序';
      void changeWatchlist(idno, selectAccount, next).then((outcome) => {
        if (!outcome.ok) setNotice(`${verb}自選股未成功，已還原。${outcome.message}`);
      });
    },
    [idno, selectAccount, symbols],
  );

  const status = query.isError ? 'error' : query.data === undefined ? 'loading' : 'ready';
  return {
    available,
    symbols,
    status,
    error: query.error instanceof Error ? query.error.message : '',
    refetch: () => void query.refetch(),
    notice,
    change,
  };
}
