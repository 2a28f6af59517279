import { proxy, useSnapshot, type Snapshot } from 'valtio';
import { queryClient, readAuthVerify, savedListKeys, type CartItem } from 'shared';

/** The cart of the selected account, as last loaded or saved. */
export interface CartState {
  items: CartItem[];
  /** The account the items belong to. */
  account: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

/** The cart store: read with {@link useCart}, written only by the actions below. */
export const cartStore = proxy<CartState>({ items: [], account: '', status: 'idle' });

/** Takes the cart's items for an account as its query read them (see cart-query.ts). */
export function receiveCartItems(account: string, items: CartItem[]): void {
  cartStore.account = account;
  cartStore.items = items;
  cartStore.status = 'ready';
}

/**
 * Replaces the cart's items for an account (after a save, or at once while one is under way), in this
 * store and in the cart's query, which the header's badge counts.
 */
export function setCartItems(account: string, items: CartItem[]): void {
  receiveCartItems(account, items);
  queryClient.setQueryData(savedListKeys.cart(readAuthVerify()?.postData.idno ?? '', account), items);
}

/** Marks a load in flight. */
export function markCartLoading(): void {
  cartStore.status = 'loading';
}

/** Marks a failed load; the items last known stay. */
export function markCartFailed(): void {
  cartStore.status = 'error';
}

/** Empties the cart (spec 4: a cart answer without entries empties it). */
export function clearCart(): void {
  cartStore.items = [];
}

/** Back to the initial state (tests, logout). */
export function resetCart(): void {
  cartStore.items = [];
  cartStore.account = '';
  cartStore.status = 'idle';
}

/** The cart, re-rendering on change. */
export function useCart(): Snapshot<CartState> {
  return useSnapshot(cartStore);
}
