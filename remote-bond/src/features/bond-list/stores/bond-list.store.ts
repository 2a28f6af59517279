import { proxy, ref, useSnapshot, type Snapshot } from 'valtio';
import { isApiError, postQuery, parseSymbolListAnswer, type Bond } from 'shared';
import type { ListRequestPlan } from '../api/plan-list-request';

/** The bond list's data: the answer's bonds (kept as a plain array: thousands of them need no proxy) and how the load went. */
export interface BondListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  bonds: readonly Bond[];
  /** zh-TW message of the last failure. */
  error: string;
  /** Identifies the answer shown, so a page can tell a new answer (reset to page 1) from a re-render. */
  answerId: number;
}

/** The bond list store: read with {@link useBondList}, written only by {@link loadBondList} and {@link resetBondList}. */
export const bondListStore = proxy<BondListState>({ status: 'idle', bonds: ref([]), error: '', answerId: 0 });

let current: AbortController | undefined;

/**
 * Loads the list for a plan; a newer load cancels an older one still in flight, so a slow answer never
 * overwrites a newer one. A session failure is left to the connection-lost flow.
 */
export async function loadBondList(plan: ListRequestPlan): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  if (!plan.call) {
    Object.assign(bondListStore, { status: 'ready', bonds: ref([]), error: '', answerId: bondListStore.answerId + 1 });
    return;
  }
  bondListStore.status = 'loading';
  try {
    const bonds = await postQuery(plan.request, parseSymbolListAnswer, { signal: controller.signal, loading: '債券資料載入中…' });
    if (controller.signal.aborted) return;
    Object.assign(bondListStore, { status: 'ready', bonds: ref(bonds), error: '', answerId: bondListStore.answerId + 1 });
  } catch (error) {
    if (controller.signal.aborted) return;
    const message = isApiError(error) ? error.message : '債券資料暫時無法取得，請稍後再試。';
    Object.assign(bondListStore, { status: 'error', error: message });
  }
}

/** Back to the initial state (tests). */
export function resetBondList(): void {
  current?.abort();
  Object.assign(bondListStore, { status: 'idle', bonds: ref([]), error: '', answerId: 0 });
}

/** The list state, re-rendering on change. */
export function useBondList(): Snapshot<BondListState> {
  return useSnapshot(bondListStore);
}
