import { proxy, useSnapshot, type Snapshot } from 'valtio';

/** One bond in the cart. */
export interface CartLine {
  isin: string;
}

/** The cart of the selected account. */
export interface CartState {
  lines: CartLine[];
}

/** The cart store: read with {@link useCart}, written only by the actions below. */
export const cartStore = proxy<CartState>({ lines: [] });

/** Replaces the cart's lines (after a load or a save). */
export function setCartLines(lines: CartLine[]): void {
  cartStore.lines = lines;
}

/** Empties the cart (spec 4: a cart answer without entries empties it). */
export function clearCart(): void {
  cartStore.lines = [];
}

/** The cart, re-rendering on change. */
export function useCart(): Snapshot<CartState> {
  return useSnapshot(cartStore);
}
