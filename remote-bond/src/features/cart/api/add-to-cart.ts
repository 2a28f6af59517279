import { useCallback } from 'react';
import { failureMessage, hideLoading, showLoading, useAccounts, useLogin, useQueryClient } from 'shared';
import { MAX_CART_ITEMS, type Bond } from '@shared/bond';
import { taipeiDate } from 'shared/calendar';
import { CART, currentItems, saveChange } from '../../saved-lists';
import { toCartLine } from '../domain';
import { buyRefusalOf, customerProfileQuery } from './buy-refusal';

/** What adding a bond to the cart came to, in words for the customer. */
export type AddToCartResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Adds a bond to the selected account's cart with its minimum face value and the reference buy price,
 * and saves the cart. A bond already in the cart is not added twice; the customer is told so. If the
 * save fails the bond is taken out again and the customer is told why. A bond the customer may not buy
 * (rule ORD-5) is refused with the reason before anything is saved. The cart is looked at only when
 * the customer adds (the header's button keeps it fresh), so the bond list asks nothing for it.
 */
export function useAddToCart(): (bond: Bond) => Promise<AddToCartResult> {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  const queryClient = useQueryClient();
  return useCallback(
    async (bond: Bond): Promise<AddToCartResult> => {
      showLoading('加入購物車中…');
      try {
        // a bond the customer may not buy never goes into the cart (rule ORD-5), whichever button was pressed
        const refusal = buyRefusalOf(await queryClient.fetchQuery(customerProfileQuery(idno)), bond, taipeiDate());
        if (refusal !== null) return { ok: false, message: `無法將 ${bond.bondName} 加入購物車：${refusal}` };
        const items = await currentItems(CART, idno, selectAccount);
        if (items.some((item) => item.isin === bond.isin)) return { ok: false, message: `${bond.bondName} 已在購物車中。` };
        if (items.length >= MAX_CART_ITEMS) return { ok: false, message: `購物車最多 ${MAX_CART_ITEMS} 檔，請先移除部分債券。` };
        const line = toCartLine(bond);
        const item = { isin: bond.isin, faceValue: line.faceValue, price: line.price, selectCurrency: line.selectCurrency };
        const outcome = await saveChange(CART, idno, selectAccount, { type: 'add', item }, false);
        return outcome.ok ? { ok: true, message: `已將 ${bond.bondName} 加入購物車。` } : { ok: false, message: `加入購物車未成功，請稍後再試。${outcome.message}` };
      } catch (error) {
        return { ok: false, message: `加入購物車未成功，請稍後再試。${failureMessage(error, '')}` };
      } finally {
        hideLoading();
      }
    },
    [idno, selectAccount, queryClient],
  );
}
