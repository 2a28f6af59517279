import { isApiError, MAX_CART_ITEMS, type Bond } from 'shared';
import { saveCartItems } from '../../saved-lists/saved-lists-api';
import { toCartLine } from '../domain';
import { cartStore, setCartItems } from '../stores/cart.store';

/** What adding a bond to the cart came to, in words for the customer. */
export type AddToCartResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Adds a bond to the selected account's cart with its minimum face value and the reference buy price,
 * and saves the cart. A bond already in the cart is not added twice; the customer is told so.
 */
export async function addToCart(account: string, bond: Bond): Promise<AddToCartResult> {
  if (cartStore.items.some((item) => item.isin === bond.isin)) return { ok: false, message: `${bond.bondName} 已在購物車中。` };
  if (cartStore.items.length >= MAX_CART_ITEMS) return { ok: false, message: `購物車最多 ${MAX_CART_ITEMS} 檔，請先移除部分債券。` };
  const line = toCartLine(bond);
  const item = { isin: bond.isin, faceValue: line.faceValue, price: line.price, selectCurrency: line.selectCurrency };
  const before = [...cartStore.items];
  setCartItems(account, [...before, item]);
  try {
    setCartItems(account, await saveCartItems(account, [...before, item], { loading: '加入購物車中…' }));
    return { ok: true, message: `已將 ${bond.bondName} 加入購物車。` };
  } catch (error) {
    setCartItems(account, before);
    return { ok: false, message: `加入購物車未成功，請稍後再試。${isApiError(error) ? error.message : ''}` };
  }
}
