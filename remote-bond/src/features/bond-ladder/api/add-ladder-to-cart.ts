import { useCallback } from 'react';
import { failureMessage, hideLoading, showLoading, useAccounts, useLogin } from 'shared';
import { MAX_CART_ITEMS } from '@shared/bond';
import { CART, currentItems, saveChange, type CartChange } from '../../saved-lists';
import type { PlannedRung } from '../domain/ladder-plan';

/** What adding the ladder to the cart came to, in words for the customer. */
export type AddLadderResult = { readonly ok: boolean; readonly message: string };

/**
 * 全部加入購物車 (rule BND-18): every rung that buys something goes into the selected account's cart with the
 * ladder's face and the reference buy price (the price the ladder was costed at), in one save. A bond
 * already in the cart gets the ladder's face and price instead of a second line, so the cart's total is
 * the ladder's. Refused, before anything is saved, when the cart would hold more than it may.
 */
export function useAddLadderToCart(): (rungs: readonly PlannedRung[]) => Promise<AddLadderResult> {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  return useCallback(
    async (rungs: readonly PlannedRung[]): Promise<AddLadderResult> => {
      const lines = rungs.flatMap((planned) => (planned.status === 'ok' && planned.chosen !== null ? [{ bond: planned.chosen.bond, face: planned.face }] : []));
      if (lines.length === 0) return { ok: false, message: '階梯中沒有可加入購物車的債券。' };
      showLoading('加入購物車中…');
      try {
        const items = await currentItems(CART, idno, selectAccount);
        const held = new Set(items.map((item) => item.isin));
        const added = lines.filter((line) => !held.has(line.bond.isin)).length;
        if (items.length + added > MAX_CART_ITEMS) return { ok: false, message: `購物車最多 ${MAX_CART_ITEMS} 檔，請先移除部分債券。` };
        const changes: CartChange[] = lines.map(({ bond, face }) =>
          held.has(bond.isin)
            ? { type: 'update', isin: bond.isin, faceValue: face, price: bond.refPriceBuyNumber }
            : { type: 'add', item: { isin: bond.isin, faceValue: face, price: bond.refPriceBuyNumber, selectCurrency: bond.issueCurrency } },
        );
        // queued together, the changes go to the back end in one save
        const outcomes = await Promise.all(changes.map((change) => saveChange(CART, idno, selectAccount, change, false)));
        const failed = outcomes.find((outcome) => !outcome.ok);
        if (failed !== undefined && !failed.ok) return { ok: false, message: `加入購物車未成功，請稍後再試。${failed.message}` };
        const updated = lines.length - added;
        return { ok: true, message: `已將階梯的 ${lines.length} 檔債券加入購物車${updated > 0 ? `（其中 ${updated} 檔原已在購物車中，面額已改為階梯的面額）` : ''}。` };
      } catch (error) {
        return { ok: false, message: `加入購物車未成功，請稍後再試。${failureMessage(error, '')}` };
      } finally {
        hideLoading();
      }
    },
    [idno, selectAccount],
  );
}
