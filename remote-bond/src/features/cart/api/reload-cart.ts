import { queryClient, readAuthVerify } from 'shared';
import { clearCart, markCartFailed, markCartLoading } from '../stores/cart.store';
import { cartQuery } from './cart-query';

/**
 * Reloads the cart of `account` through its query, into the store (spec 4). Without a login, for a
 * guest, or without an account, the cart is empty and nothing is asked.
 */
export async function reloadCart(account: string): Promise<void> {
  if (account === '') {
    clearCart();
    return;
  }
  markCartLoading();
  try {
    await queryClient.fetchQuery({ ...cartQuery(readAuthVerify()?.postData.idno ?? '', account), staleTime: 0 });
  } catch {
    // the session flow has its own modal; other failures keep the cart as it was
    markCartFailed();
  }
}
