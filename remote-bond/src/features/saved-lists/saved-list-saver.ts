import { failureMessage, isApiError, queryClient, useIsMutating, useQuery } from 'shared';
import { type CartItem } from '@shared/bond';
import { useMemo } from 'react';
import { applyCartChange, applyFavoriteChange, type CartChange, type FavoriteChange } from './list-changes';
import { cartQuery, favoritesQuery, type SavedListQuery } from './saved-list-queries';
import { saveCart, saveFavorites, type SavedList } from './saved-lists-api';
import { addChange, changesOf, discardChanges, listKeyOf, markFailed, markSaved, useListChanges, type PendingChange } from './unsaved-changes.store';

/** How a saved list is read, saved and changed. */
export interface ListKind<T, C> {
  readonly kind: 'cart' | 'favorites';
  readonly query: (idno: string, account: string) => SavedListQuery<T>;
  readonly save: (idno: string, account: string, items: readonly T[], version: number) => Promise<SavedList<T>>;
  readonly apply: (items: readonly T[], change: C) => T[];
}

/** The cart: lines of bonds with the customer's face value and limit price. */
export const CART: ListKind<CartItem, CartChange> = {
  kind: 'cart',
  query: cartQuery,
  save: (idno, account, items, version) => saveCart(idno, account, items, version, { loading: false }),
  apply: applyCartChange,
};

/** The favourites: ISINs. */
export const FAVORITES: ListKind<string, FavoriteChange> = {
  kind: 'favorites',
  query: favoritesQuery,
  save: (idno, account, items, version) => saveFavorites(idno, account, items, version, { loading: false }),
  apply: applyFavoriteChange,
};

/** How many times a save refused as stale is made again on the list read afresh before the customer is told. */
export const SAVE_ATTEMPTS = 3;

/** What became of one change. */
export type SaveOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

const CONFLICT_MESSAGE = '清單已在其他視窗或裝置同時更新，重試後仍未能儲存，請稍後再試。';

function messageOf(error: unknown): string {
  if (isApiError(error, 'conflict')) return CONFLICT_MESSAGE;
  return failureMessage(error);
}

/** The mutation key of one list's saves (its scope too: saves of one list run one after another). */
export function saveMutationKey(kind: 'cart' | 'favorites', idno: string, account: string) {
  return ['saved-list-save', kind, idno, account] as const;
}

const waiters = new Map<string, (outcome: SaveOutcome) => void>();

function settle(ids: readonly string[], outcome: SaveOutcome): void {
  for (const id of ids) {
    waiters.get(id)?.(outcome);
    waiters.delete(id);
  }
}

function itemsOf<T, C>(list: ListKind<T, C>, server: readonly T[], changes: readonly PendingChange[]): T[] {
  return changes.reduce<T[]>((items, entry) => list.apply(items, entry.change as C), [...server]);
}

/**
 * Stores every change of the list that is waiting now: applied, in the order they were made, to the list
 * as the server holds it, and saved naming that list's version. A save refused as stale (another tab or
 * device saved in between) reads the list again and applies the changes again, up to {@link SAVE_ATTEMPTS}
 * times. Only once the server has answered with the stored list are the changes marked saved.
 */
async function storeChanges<T, C>(list: ListKind<T, C>, idno: string, account: string): Promise<void> {
  const key = listKeyOf(list.kind, idno, account);
  const taken = changesOf(key);
  if (taken.length === 0) return;
  const ids = taken.map((entry) => entry.id);
  const query = list.query(idno, account);
  try {
    let server = await queryClient.ensureQueryData<SavedList<T>>(query);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const stored = await list.save(idno, account, itemsOf(list, server.items, taken), server.version);
        queryClient.setQueryData<SavedList<T>>(query.queryKey, stored);
        break;
      } catch (error) {
        if (!isApiError(error, 'conflict') || attempt >= SAVE_ATTEMPTS) throw error;
        server = await queryClient.fetchQuery<SavedList<T>>({ ...query, staleTime: 0 });
      }
    }
  } catch (error) {
    const message = messageOf(error);
    markFailed(key, ids, message);
    settle(ids, { ok: false, message });
    throw error;
  }
  markSaved(key, ids);
  settle(ids, { ok: true });
}

/**
 * Runs a save of the list's waiting changes as a mutation scoped to the list: a save starts only when
 * the one before it has its answer, so saves reach the server in the order they were made, and the
 * later one, which carries every change still waiting, wins.
 */
function runSave<T, C>(list: ListKind<T, C>, idno: string, account: string): Promise<void> {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: saveMutationKey(list.kind, idno, account),
    scope: { id: listKeyOf(list.kind, idno, account) },
    mutationFn: () => storeChanges(list, idno, account),
  });
  return mutation.execute(undefined).catch(() => undefined);
}

/**
 * Changes a saved list at once on the page and saves it; resolves when the server has stored the change
 * (or the save failed). `keep` says what a failure does: keep the change as unsaved (typed text) or take it back.
 */
export function saveChange<T, C>(list: ListKind<T, C>, idno: string, account: string, change: C, keep: boolean): Promise<SaveOutcome> {
  const id = addChange(listKeyOf(list.kind, idno, account), change, keep);
  const outcome = new Promise<SaveOutcome>((resolve) => waiters.set(id, resolve));
  void runSave(list, idno, account);
  return outcome;
}

/**
 * The list as the customer sees it now (the server's, read if not in hand, with the waiting changes),
 * for an action that must check it without the page showing the list (adding a bond from the bond list).
 */
export async function currentItems<T, C>(list: ListKind<T, C>, idno: string, account: string): Promise<T[]> {
  const server = await queryClient.ensureQueryData<SavedList<T>>(list.query(idno, account));
  return itemsOf(list, server.items, changesOf(listKeyOf(list.kind, idno, account)));
}

/** Saves the list's unsaved changes again (重新儲存). */
export function retrySave<T, C>(list: ListKind<T, C>, idno: string, account: string): Promise<void> {
  return runSave(list, idno, account);
}

/** Gives up the list's unsaved changes (捨棄變更): the page shows the list as the server holds it. */
export function discardSave<T, C>(list: ListKind<T, C>, idno: string, account: string): void {
  discardChanges(listKeyOf(list.kind, idno, account));
}

const NONE: readonly never[] = [];

/** One saved list as the page shows it. */
export interface SavedListView<T> {
  /** The server's list with the changes not yet stored applied on top (what the customer sees). */
  readonly items: readonly T[];
  /** The list as the server holds it. */
  readonly serverItems: readonly T[];
  readonly status: 'loading' | 'error' | 'ready';
  /** Why the read failed, fit to show. */
  readonly error: string;
  readonly refetch: () => void;
  /** A save is on the wire or waiting for the one before it. */
  readonly saving: boolean;
  /** Changes the server does not hold yet. */
  readonly unsaved: number;
  /** Why the last save failed; empty when it did not. */
  readonly failure: string;
  /** The server holds every change made: the only time a page may say "saved". */
  readonly saved: boolean;
}

/**
 * A saved list of the account: the server's list (a query) with the waiting changes applied. Without a
 * customer or an account nothing is read. A read refused for want of a login or a permission is an empty list.
 */
export function useSavedList<T, C>(list: ListKind<T, C>, idno: string, account: string, enabled: boolean): SavedListView<T> {
  const query = useQuery<SavedList<T>>({ ...list.query(idno, account), enabled });
  const local = useListChanges(listKeyOf(list.kind, idno, account));
  const saving = useIsMutating({ mutationKey: saveMutationKey(list.kind, idno, account) }) > 0;
  const data = query.data;
  const refused = isApiError(query.error, 'unauthenticated') || isApiError(query.error, 'permission');
  const serverItems = data?.items ?? NONE;
  const items = useMemo(() => itemsOf(list, serverItems, local.changes), [list, serverItems, local.changes]);
  const status = !enabled || data !== undefined || refused ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    items,
    serverItems: serverItems as readonly T[],
    status,
    error: status === 'error' ? messageOf(query.error) : '',
    refetch: () => void query.refetch(),
    saving,
    unsaved: local.changes.length,
    failure: local.failure,
    saved: local.saved && !saving && local.changes.length === 0,
  };
}
