import { isApiError, queryOptions, savedListKeys, type CartItem } from 'shared';
import { fetchCartItems } from '../../saved-lists/saved-lists-api';
import { receiveCartItems } from '../stores/cart.store';

/**
 * The saved cart of one customer's account (KGItwInfFavoritesRSPList, DataKind 3), the one way it is
 * read: the header's cart button counts it, the cart page opens it. Without an account there is nothing
 * to ask, and a refused caller (a guest, no session) has an empty cart rather than an error. What it
 * reads also goes to the cart page's store, which works on the cart from there.
 */
export function cartQuery(idno: string, account: string) {
  return queryOptions({
    queryKey: savedListKeys.cart(idno, account),
    queryFn: async ({ signal }): Promise<CartItem[]> => {
      let items: CartItem[] = [];
      try {
        if (account !== '') items = await fetchCartItems(account, { signal, loading: '購物車更新中…' });
      } catch (error) {
        if (!isApiError(error, 'unauthenticated') && !isApiError(error, 'permission')) throw error;
      }
      receiveCartItems(account, items);
      return items;
    },
  });
}
