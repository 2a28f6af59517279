import { proxy, useSnapshot } from 'valtio';
import type { MarginCurrency } from 'shared/money';
import type { TransferAction } from '@shared/margin';

/**
 * What the customer is filling in on the transfer page: kept outside the page, so nothing typed is lost
 * when a call fails, when the customer leaves the page and comes back, or while a quote is renewed.
 */
export interface TransferDraft {
  action: TransferAction;
  currency: MarginCurrency;
  /** The currency bought by a 換匯. */
  toCurrency: MarginCurrency;
  /** The amount field exactly as typed or pasted. */
  amountText: string;
  /** Show the field's problem (after the customer left the field or pressed 下一步). */
  checked: boolean;
}

const EMPTY: TransferDraft = { action: 'deposit', currency: 'USD', toCurrency: 'TWD', amountText: '', checked: false };

/** The transfer draft. */
export const transferDraft = proxy<TransferDraft>({ ...EMPTY });

/** Changes the action; 換匯 needs two different currencies. */
export function setAction(action: TransferAction): void {
  transferDraft.action = action;
  if (action === 'fx' && transferDraft.toCurrency === transferDraft.currency) transferDraft.toCurrency = transferDraft.currency === 'TWD' ? 'USD' : 'TWD';
}

/** Changes the currency (sold, for 換匯). */
export function setCurrency(currency: MarginCurrency): void {
  transferDraft.currency = currency;
  if (transferDraft.toCurrency === currency) transferDraft.toCurrency = currency === 'TWD' ? 'USD' : 'TWD';
}

/** Changes the currency bought by a 換匯. */
export function setToCurrency(currency: MarginCurrency): void {
  transferDraft.toCurrency = currency;
  if (transferDraft.currency === currency) transferDraft.currency = currency === 'TWD' ? 'USD' : 'TWD';
}

/** Keeps what the customer typed. */
export function setAmountText(text: string): void {
  transferDraft.amountText = text;
}

/** Shows the field's problem from now on. */
export function markChecked(): void {
  transferDraft.checked = true;
}

/** After a transfer was accepted: the amount is cleared, the choices stay. */
export function clearAmount(): void {
  transferDraft.amountText = '';
  transferDraft.checked = false;
}

/** Back to the start (tests). */
export function resetTransferDraft(): void {
  Object.assign(transferDraft, EMPTY);
}

/** The draft, re-rendering on change. */
export function useTransferDraft(): Readonly<TransferDraft> {
  return useSnapshot(transferDraft);
}
