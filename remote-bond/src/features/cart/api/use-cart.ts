import { useCallback } from 'react';
import { isGuestIdno, useAccounts, useLogin } from 'shared';
import { CART, discardSave, retrySave, saveChange, useSavedList, type CartChange, type SavedListView, type SaveOutcome } from '../../saved-lists';
import type { CartItem } from '@shared/bond';

/** The cart of the selected account as the page shows it, and the ways to change it. */
export interface CartView extends SavedListView<CartItem> {
  readonly idno: string;
  readonly account: string;
  /** Changes the cart at once and saves it; `keep` keeps the change as unsaved if the save fails. */
  readonly change: (change: CartChange, keep: boolean) => Promise<SaveOutcome>;
  /** Saves the unsaved changes again (重新儲存). */
  readonly retry: () => void;
  /** Gives up the unsaved changes (捨棄變更). */
  readonly discard: () => void;
}

/** The selected account's cart (rule CRT-2). A guest, or a customer without an account, has an empty cart and asks nothing. */
export function useCart(): CartView {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  const customer = idno !== '' && !isGuestIdno(idno) && selectAccount !== '';
  const view = useSavedList(CART, idno, selectAccount, customer);
  const change = useCallback((cartChange: CartChange, keep: boolean) => saveChange(CART, idno, selectAccount, cartChange, keep), [idno, selectAccount]);
  const retry = useCallback(() => void retrySave(CART, idno, selectAccount), [idno, selectAccount]);
  const discard = useCallback(() => discardSave(CART, idno, selectAccount), [idno, selectAccount]);
  return { ...view, idno, account: selectAccount, change, retry, discard };
}
