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
  /**
   * While a long answer downloads: the bonds received so far (its first page already checked), for
   * the request `previewKey`, so that the page lays out its first rows during the download instead of
   * after the last byte. Not an answer: it may still fail. Null when there is none.
   */
  preview: BondAnswer | null;
  previewKey: string;
}

/** The bond list store: read with {@link useBondList}, written only by {@link loadBondList} and {@link resetBondList}. */
export const bondListStore = proxy<BondListState>(initialState());

function initialState(): BondListState {
  return { status: 'idle', answer: ref(BondAnswer.of([])), error: '', answerId: 0, answerKey: '', preview: null, previewKey: '' };
}

let current: AbortController | undefined;

function fail(error: unknown): void {
  Object.assign(bondListStore, { status: 'error', error: isApiError(error) ? error.message : '債券資料暫時無法取得，請稍後再試。', preview: null, previewKey: '' });
}

/** An answer being downloaded, followed by {@link followDownload}. */
interface Download {
  /** `postQuery`'s `onListProgress`. */
  onListProgress(items: readonly unknown[]): void;
  /** The finished answer's list read as a {@link BondAnswer}: the one followed, when it is that list. */
  answer(items: readonly unknown[]): BondAnswer;
}

/**
 * Follows an answer as it downloads: once a first page of bonds has arrived and checks out, publishes
 * it as the store's preview. The finished answer is then read through the same {@link BondAnswer}, so
 * its checked bonds (and the rows made from them) are kept rather than made again after the last byte.
 */
function followDownload(answerKey: string, signal: AbortSignal): Download {
  let live: BondAnswer | undefined;
  let settled = false; // published, or given up on a wrong bond (the finished answer reports it)
  return {
    onListProgress(items) {
      if (signal.aborted || settled) return;
      live ??= new BondAnswer(items);
      if (items.length < PAGE_SIZE) return;
      settled = true;
      try {
        live.slice(0, PAGE_SIZE);
      } catch {
        return;
      }
      Object.assign(bondListStore, { preview: ref(live), previewKey: answerKey });
    },
    answer(items) {
      return live?.reads(items) === true ? live : new BondAnswer(items);
    },
  };
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
    Object.assign(bondListStore, { status: 'ready', answer: ref(BondAnswer.of([])), error: '', answerId: bondListStore.answerId + 1, answerKey, preview: null, previewKey: '' });
    return;
  }
  Object.assign(bondListStore, { status: 'loading', preview: null, previewKey: '' });
  const download = followDownload(answerKey, controller.signal);
  let answer: BondAnswer;
  try {
    const { onListProgress } = download;
    answer = download.answer(await postQuery(plan.request, readSymbolListItems, { signal: controller.signal, loading: '債券資料載入中…', onListProgress }));
    answer.slice(0, PAGE_SIZE);
  } catch (error) {
    if (!controller.signal.aborted) fail(error);
    return;
  }
  if (controller.signal.aborted) return;
  Object.assign(bondListStore, { status: 'ready', answer: ref(answer), error: '', answerId: bondListStore.answerId + 1, answerKey, preview: null, previewKey: '' });
  try {
    await answer.settle(controller.signal);
  } catch (error) {
    if (!controller.signal.aborted) fail(error);
  }
}

/** Back to the initial state (tests). */
export function resetBondList(): void {
  current?.abort();
  Object.assign(bondListStore, initialState());
}

/** The list state, re-rendering on change. */
export function useBondList(): Snapshot<BondListState> {
  return useSnapshot(bondListStore);
}
