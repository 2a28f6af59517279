import { proxy, subscribe, useSnapshot } from 'valtio';
import type { OrderPlaceResult } from '@shared/bond';

/** What the customer typed for one line of the order (kept as typed, so nothing is lost on a failed call). */
export interface DraftLine {
  isin: string;
  faceText: string;
  priceText: string;
}

/**
 * The order being prepared (rules ORD-6, ORD-10, ORD-11): the lines picked in the cart with what the
 * customer typed, the validity, the acknowledgment and the result. A submission whose answer was lost is
 * kept by shared's once-only submit (rule ORD-18), not here, so 返回修改 never forgets it. Kept in the
 * tab's session storage, which logout clears, so nothing typed is lost on a reload.
 */
export interface OrderDraft {
  /** `idno|account`: a draft belongs to one customer's account. */
  owner: string;
  lines: DraftLine[];
  validity: 'DAY' | 'GTD';
  /** `YYYY-MM-DD` as the date field gives it; `''` when none. */
  goodTillDate: string;
  acknowledged: boolean;
  step: 'edit' | 'confirm' | 'result';
  result: OrderPlaceResult | null;
}

const STORAGE_KEY = 'bond.orderDraft';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function empty(): OrderDraft {
  return { owner: '', lines: [], validity: 'DAY', goodTillDate: '', acknowledged: false, step: 'edit', result: null };
}

/** Reads the kept draft back; anything tampered with or of another shape reads as no draft. */
function restore(): OrderDraft {
  try {
    const json: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof json !== 'object' || json === null) return empty();
    const draft = json as Partial<OrderDraft>;
    if (typeof draft.owner !== 'string' || !Array.isArray(draft.lines)) return empty();
    const lines = draft.lines.filter(
      (line): line is DraftLine => typeof line === 'object' && typeof line.isin === 'string' && typeof line.faceText === 'string' && typeof line.priceText === 'string',
    );
    return {
      owner: draft.owner,
      lines,
      validity: draft.validity === 'GTD' ? 'GTD' : 'DAY',
      goodTillDate: typeof draft.goodTillDate === 'string' ? draft.goodTillDate : '',
      acknowledged: draft.acknowledged === true,
      step: draft.step === 'confirm' || draft.step === 'result' ? draft.step : 'edit',
      result: typeof draft.result === 'object' && draft.result !== null ? draft.result : null,
    };
  } catch {
    return empty();
  }
}

/** The order draft of the tab. */
export const orderDraftStore = proxy<{ draft: OrderDraft }>({ draft: restore() });

subscribe(orderDraftStore, () => {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(orderDraftStore.draft));
  } catch {
    // a full or blocked storage only loses the reload safety net
  }
});

/** Starts an order from the cart lines the customer picked (rule ORD-6). */
export function startOrder(owner: string, lines: readonly DraftLine[]): void {
  orderDraftStore.draft = { ...empty(), owner, lines: lines.map((line) => ({ ...line })) };
}

/** Changes what the customer typed in a line. */
export function editLine(isin: string, change: Partial<Pick<DraftLine, 'faceText' | 'priceText'>>): void {
  const line = orderDraftStore.draft.lines.find((candidate) => candidate.isin === isin);
  if (line !== undefined) Object.assign(line, change);
}

/** Sets the validity (rule ORD-9). */
export function setValidity(validity: 'DAY' | 'GTD', goodTillDate?: string): void {
  orderDraftStore.draft.validity = validity;
  if (goodTillDate !== undefined) orderDraftStore.draft.goodTillDate = goodTillDate;
}

/** Ticks or unticks the risk-disclosure acknowledgment (rule ORD-10). */
export function setAcknowledged(acknowledged: boolean): void {
  orderDraftStore.draft.acknowledged = acknowledged;
}

/** Goes to the confirm step, or back to editing. */
export function setStep(step: 'edit' | 'confirm'): void {
  orderDraftStore.draft.step = step;
}

/** The answer is in: the result step; the submission is done. */
export function submissionAnswered(result: OrderPlaceResult): void {
  orderDraftStore.draft.result = result;
  orderDraftStore.draft.step = 'result';
}

/** Forgets the draft (after the result, or to start again). */
export function clearOrderDraft(): void {
  orderDraftStore.draft = empty();
}

/** The draft, for a component. */
export function useOrderDraft() {
  return useSnapshot(orderDraftStore).draft;
}
