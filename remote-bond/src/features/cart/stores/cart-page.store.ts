import { proxy, ref, useSnapshot, type Snapshot } from 'valtio';
import {
  buildFeeScheduleRequest,
  buildSymbolListRequest,
  isApiError,
  parseFeeScheduleAnswer,
  parseSymbolListAnswer,
  postQuery,
  SearchKind,
  SymbolKind,
  type Bond,
  type CartItem,
  type FeeSchedule,
} from 'shared';
import { saveCartItems } from '../../saved-lists/saved-lists-api';
import { cartStore, setCartItems } from './cart.store';

/** What the cart page knows beyond the saved items: the bonds still offered, the fee schedule, and how saving goes. */
export interface CartPageState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The cart's bonds by ISIN, from the position re-query. */
  bonds: Readonly<Record<string, Bond>>;
  feeSchedule: FeeSchedule | null;
  /** Bonds taken out of the cart because they are no longer offered, to tell the customer which. */
  withdrawn: string[];
  error: string;
  save: 'idle' | 'saving' | 'saved' | 'failed';
  saveError: string;
}

/** The cart page store: read with {@link useCartPage}, written only by the actions below. */
export const cartPageStore = proxy<CartPageState>({
  status: 'idle',
  bonds: ref<Record<string, Bond>>({}),
  feeSchedule: null,
  withdrawn: [],
  error: '',
  save: 'idle',
  saveError: '',
});

let saveSequence = 0;

/**
 * Saves the cart of `account` (every change is saved). The store shows the new items at once; if the
 * save still fails after the client's retries, the page says so and keeps everything the customer typed.
 */
export async function saveCart(account: string, items: readonly CartItem[]): Promise<boolean> {
  setCartItems(account, [...items]);
  saveSequence += 1;
  const sequence = saveSequence;
  Object.assign(cartPageStore, { save: 'saving', saveError: '' });
  try {
    await saveCartItems(account, items, { loading: false });
    if (sequence === saveSequence) cartPageStore.save = 'saved';
    return true;
  } catch (error) {
    if (sequence === saveSequence) {
      Object.assign(cartPageStore, { save: 'failed', saveError: isApiError(error) ? error.message : '' });
    }
    return false;
  }
}

/**
 * Opens the cart (spec 4): re-queries the cart's ISINs with `searchKind` for their position, narrows
 * the cart to the bonds returned (saving it when something was removed), and loads the fee schedule.
 */
export async function openCart(account: string, items: readonly CartItem[]): Promise<void> {
  cartPageStore.status = 'loading';
  cartPageStore.error = '';
  try {
    const isins = items.map((item) => item.isin);
    const [bonds, feeSchedule] = await Promise.all([
      isins.length === 0
        ? Promise.resolve([])
        : postQuery(buildSymbolListRequest({ kind: SymbolKind.ByIsin, isins, searchKind: SearchKind.Cart }), parseSymbolListAnswer, {
            loading: '購物車債券報價更新中…',
          }),
      cartPageStore.feeSchedule === null ? postQuery(buildFeeScheduleRequest(), parseFeeScheduleAnswer, { loading: false }) : Promise.resolve(cartPageStore.feeSchedule),
    ]);
    if (cartStore.account !== account) return;
    const byIsin = Object.fromEntries(bonds.map((bond) => [bond.isin, bond]));
    const kept = items.filter((item) => byIsin[item.isin] !== undefined);
    Object.assign(cartPageStore, {
      status: 'ready',
      bonds: ref(byIsin),
      feeSchedule: ref(feeSchedule),
      withdrawn: items.filter((item) => byIsin[item.isin] === undefined).map((item) => item.isin),
    });
    if (kept.length !== items.length) await saveCart(account, kept);
  } catch (error) {
    Object.assign(cartPageStore, { status: 'error', error: isApiError(error) ? error.message : '購物車資料暫時無法取得，請稍後再試。' });
  }
}

/** Back to the initial state (tests). */
export function resetCartPage(): void {
  Object.assign(cartPageStore, { status: 'idle', bonds: ref<Record<string, Bond>>({}), feeSchedule: null, withdrawn: [], error: '', save: 'idle', saveError: '' });
}

/** The cart page's state, re-rendering on change. */
export function useCartPage(): Snapshot<CartPageState> {
  return useSnapshot(cartPageStore);
}
