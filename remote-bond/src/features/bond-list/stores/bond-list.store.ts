import { proxy, ref, useSnapshot, type Snapshot } from 'valtio';
import { isApiError, PAGE_SIZE, postQuery, readSymbolListItems } from 'shared';
import type { ListRequestPlan } from '../api/plan-list-request';
import { BondAnswer } from '../bond-answer';

/** The bond list's data: the answer (kept out of the proxy: thousands of bonds need no tracking) and how the load went. */
export interface BondListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  answer: BondAnswer;
  /** zh-TW message of the last failure. */
  error: string;
  /** Identifies the answer shown. */
  answerId: number;
  /** The request the answer shown belongs to (JSON of its plan), so a page can tell a current answer from a stale one. */
  answerKey: string;
}

/** The bond list store: read with {@link useBondList}, written only by {@link loadBondList} and {@link resetBondList}. */
export const bondListStore = proxy<BondListState>({ status: 'idle', answer: ref(BondAnswer.of([])), error: '', answerId: 0, answerKey: '' });

let current: AbortController | undefined;

function fail(error: unknown): void {
  Object.assign(bondListStore, { status: 'error', error: isApiError(error) ? error.message : '債券資料暫時無法取得，請稍後再試。' });
}

/**
 * Loads the list for a plan; a newer load cancels an older one still in flight, so a slow answer never
 * overwrites a newer one. The first page is checked before it is shown, the rest right after.
 */
export async function loadBondList(plan: ListRequestPlan): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const answerKey = JSON.stringify(plan);
  if (!plan.call) {
    Object.assign(bondListStore, { status: 'ready', answer: ref(BondAnswer.of([])), error: '', answerId: bondListStore.answerId + 1, answerKey });
    return;
  }
  bondListStore.status = 'loading';
  let answer: BondAnswer;
  try {
    answer = new BondAnswer(await postQuery(plan.request, readSymbolListItems, { signal: controller.signal, loading: '債券資料載入中…' }));
    answer.slice(0, PAGE_SIZE);
  } catch (error) {
    if (!controller.signal.aborted) fail(error);
    return;
  }
  if (controller.signal.aborted) return;
  Object.assign(bondListStore, { status: 'ready', answer: ref(answer), error: '', answerId: bondListStore.answerId + 1, answerKey });
  try {
    await answer.settle(controller.signal);
  } catch (error) {
    if (!controller.signal.aborted) fail(error);
  }
}

/** Back to the initial state (tests). */
export function resetBondList(): void {
  current?.abort();
  Object.assign(bondListStore, { status: 'idle', answer: ref(BondAnswer.of([])), error: '', answerId: 0, answerKey: '' });
}

/** The list state, re-rendering on change. */
export function useBondList(): Snapshot<BondListState> {
  return useSnapshot(bondListStore);
}
