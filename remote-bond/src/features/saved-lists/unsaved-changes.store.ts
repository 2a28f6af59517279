import { proxy, subscribe, useSnapshot } from 'valtio';
import { isCartChange, isFavoriteChange } from './list-changes';

/** One change of a saved list not yet stored by the server. */
export interface PendingChange {
  readonly id: string;
  readonly change: unknown;
  /**
   * After a failed save: true keeps the change until it is saved or discarded (what the customer typed
   * on the cart page), false takes it back (a star, a bond added from the list: the customer is told).
   */
  readonly keep: boolean;
}

/** The changes of one saved list (one kind, customer and account) waiting for the server. */
export interface ListChanges {
  changes: PendingChange[];
  /** Why the last save failed, fit to show; empty when it did not. */
  failure: string;
  /** True when the last save stored every change and nothing has changed since. */
  saved: boolean;
}

/** Unsaved changes by list key (see {@link listKeyOf}); client state, kept for the tab's session. */
export const unsavedChangesStore = proxy<{ lists: Record<string, ListChanges> }>({ lists: {} });

/** The key of one saved list in {@link unsavedChangesStore}. */
export function listKeyOf(kind: 'cart' | 'favorites', idno: string, account: string): string {
  return `${kind}|${idno}|${account}`;
}

const STORAGE_KEY = 'bond.unsavedChanges';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reads the kept changes back (a tampered or stale entry reads as absent, never as a crash). */
function restore(): Record<string, ListChanges> {
  let json: unknown;
  try {
    json = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null) return {};
  const lists: Record<string, ListChanges> = {};
  for (const [key, value] of Object.entries(json)) {
    const valid = key.startsWith('cart|') ? isCartChange : key.startsWith('favorites|') ? isFavoriteChange : null;
    if (valid === null || typeof value !== 'object' || value === null) continue;
    const { changes, failure } = value as { changes?: unknown; failure?: unknown };
    if (!Array.isArray(changes)) continue;
    const kept = changes.flatMap((entry: unknown): PendingChange[] => {
      const { id, change } = (typeof entry === 'object' && entry !== null ? entry : {}) as { id?: unknown; change?: unknown };
      return typeof id === 'string' && valid(change) ? [{ id, change, keep: true }] : [];
    });
    if (kept.length > 0) lists[key] = { changes: kept, failure: typeof failure === 'string' ? failure : '', saved: false };
  }
  return lists;
}

/** Writes the changes to keep, so that leaving the page or reloading it loses nothing typed. */
function persist(): void {
  const kept: Record<string, { changes: PendingChange[]; failure: string }> = {};
  for (const [key, list] of Object.entries(unsavedChangesStore.lists)) {
    const changes = list.changes.filter((entry) => entry.keep);
    if (changes.length > 0) kept[key] = { changes: changes.map((entry) => ({ ...entry })), failure: list.failure };
  }
  try {
    if (Object.keys(kept).length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage full or disabled: the changes still live while the page does
  }
}

unsavedChangesStore.lists = restore();
subscribe(unsavedChangesStore, persist);

function listOf(key: string): ListChanges {
  const existing = unsavedChangesStore.lists[key];
  if (existing !== undefined) return existing;
  unsavedChangesStore.lists[key] = { changes: [], failure: '', saved: false };
  return unsavedChangesStore.lists[key];
}

let lastId = 0;

/** Adds a change at the end of a list's unsaved changes and returns its id. */
export function addChange(key: string, change: unknown, keep: boolean): string {
  lastId += 1;
  const id = `${Date.now().toString(36)}-${lastId}`;
  const list = listOf(key);
  list.changes.push({ id, change, keep });
  list.saved = false;
  return id;
}

/** The changes of a list as they are now (a copy: a save works on what was there when it started). */
export function changesOf(key: string): PendingChange[] {
  return [...(unsavedChangesStore.lists[key]?.changes ?? [])];
}

/** The server stored `ids`: they are no longer unsaved; the list says "saved" when nothing else waits. */
export function markSaved(key: string, ids: readonly string[]): void {
  const list = listOf(key);
  list.changes = list.changes.filter((entry) => !ids.includes(entry.id));
  list.failure = '';
  list.saved = list.changes.length === 0;
}

/** A save of `ids` failed: the changes to keep stay with the reason; the others are taken back. */
export function markFailed(key: string, ids: readonly string[], failure: string): void {
  const list = listOf(key);
  list.changes = list.changes.filter((entry) => entry.keep || !ids.includes(entry.id));
  list.failure = list.changes.some((entry) => entry.keep) ? failure : '';
  list.saved = false;
}

/** The customer gives up a list's unsaved changes. */
export function discardChanges(key: string): void {
  unsavedChangesStore.lists[key] = { changes: [], failure: '', saved: false };
}

/** Forgets "saved" (a page opened again starts without the last visit's message). */
export function forgetSaved(key: string): void {
  const list = unsavedChangesStore.lists[key];
  if (list !== undefined) list.saved = false;
}

/** Back to the initial state (tests). */
export function resetUnsavedChanges(): void {
  unsavedChangesStore.lists = {};
  storage()?.removeItem(STORAGE_KEY);
}

/** One list's unsaved changes, re-rendering on change. */
export function useListChanges(key: string): { changes: readonly PendingChange[]; failure: string; saved: boolean } {
  const snapshot = useSnapshot(unsavedChangesStore);
  const list = snapshot.lists[key];
  return { changes: list?.changes ?? [], failure: list?.failure ?? '', saved: list?.saved ?? false };
}
