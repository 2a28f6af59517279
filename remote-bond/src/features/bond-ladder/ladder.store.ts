import { proxy, useSnapshot } from 'valtio';
import { DEFAULT_LADDER_CRITERIA, type LadderCriteria } from './domain/ladder-criteria';

/**
 * The ladder the customer is building (rule BND-18): the criteria and the bond picked on each rung. Kept for
 * the tab's life, so going to the cart and back finds the same ladder; a change of criteria drops the picks
 * (the rungs are new).
 */
export interface LadderState {
  criteria: LadderCriteria;
  /** Rung key → ISIN picked by the customer; a rung without one shows its default bond. */
  picks: Record<string, string>;
}

/** The ladder of the tab. */
export const ladderStore = proxy<LadderState>({ criteria: DEFAULT_LADDER_CRITERIA, picks: {} });

/** New criteria: the picks go, since the rungs change. */
export function setLadderCriteria(criteria: LadderCriteria): void {
  ladderStore.criteria = criteria;
  ladderStore.picks = {};
}

/** The customer swaps the bond of one rung. */
export function pickRungBond(rungKey: string, isin: string): void {
  ladderStore.picks = { ...ladderStore.picks, [rungKey]: isin };
}

/** Back to the start (tests, logout). */
export function resetLadder(): void {
  ladderStore.criteria = DEFAULT_LADDER_CRITERIA;
  ladderStore.picks = {};
}

/** The ladder, for a component. */
export function useLadder(): { readonly criteria: LadderCriteria; readonly picks: Readonly<Record<string, string>> } {
  const snapshot = useSnapshot(ladderStore);
  return { criteria: snapshot.criteria as LadderCriteria, picks: snapshot.picks };
}
