import { isApiError } from 'shared';
import { clearCart, markCartFailed, markCartLoading, setCartItems } from '../stores/cart.store';
import { fetchCartItems } from '../../saved-lists/saved-lists-api';

/**
 * Reloads the cart of `account` into the store (spec 4: each time the header is shown in the bond
 * area). Without a login, for a guest, or without an account, the cart is empty and nothing is asked.
 */
export async function reloadCart(account: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  if (account === '') {
    clearCart();
    return;
  }
  markCartLoading();
  try {
    setCartItems(account, await fetchCartItems(account, { ...options, loading: '購物車更新中…' }));
  } catch (error) {
    if (options.signal?.aborted) return;
    if (isApiError(error, 'unauthenticated') || isApiError(error, 'permission')) {
      setCartItems(account, []);
      return;
    }
    // the session flow has its own modal; other failures keep the badge as it was
    markCartFailed();
  }
}
