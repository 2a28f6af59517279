import { useCallback } from 'react';
import { hideLoading, MAX_CART_ITEMS, showLoading, type Bond } from 'shared';
import { toCartLine } from '../domain';
import { useCart } from './use-cart';

/** What adding a bond to the cart came to, in words for the customer. */
export type AddToCartResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Adds a bond to the selected account's cart with its minimum face value and the reference buy price,
 * and saves the cart. A bond already in the cart is not added twice; the customer is told so. If the
 * save fails the bond is taken out again and the customer is told why.
 */
export function useAddToCart(): (bond: Bond) => Promise<AddToCartResult> {
  const { items, change } = useCart();
  return useCallback(async (bond: Bond): Promise<AddToCartResult> => {
    if (items.some((item) => item.isin === bond.isin)) return { ok: false, message: `${bond.bondName} 已在購物車中。` };
    if (items.length >= MAX_CART_ITEMS) return { ok: false, message: `購物車最多 ${MAX_CART_ITEMS} 檔，請先移除部分債券。` };
    const line = toCartLine(bond);
    showLoading('加入購物車中…');
    try {
      const outcome = await change({ type: 'add', item: { isin: bond.isin, faceValue: line.faceValue, price: line.price, selectCurrency: line.selectCurrency } }, false);
      return outcome.ok ? { ok: true, message: `已將 ${bond.bondName} 加入購物車。` } : { ok: false, message: `加入購物車未成功，請稍後再試。${outcome.message}` };
    } finally {
      hideLoading();
    }
  }, [items, change]);
}
