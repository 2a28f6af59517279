import type { CartItem } from '@shared/bond';

/**
 * What the customer changed in a saved list, as an operation rather than as the whole list: a save
 * applies the operations to the list the server holds at that moment, so a change made in another tab
 * in between is kept, and a save refused as stale can apply them again to the list read afresh. Each
 * operation gives the same list when applied twice.
 */
export type FavoriteChange = { readonly type: 'add'; readonly isin: string } | { readonly type: 'remove'; readonly isin: string };

/** A change of the cart: add a line, remove lines, or set a line's face value and limit price. */
export type CartChange =
  | { readonly type: 'add'; readonly item: CartItem }
  | { readonly type: 'remove'; readonly isins: readonly string[] }
  | { readonly type: 'update'; readonly isin: string; readonly faceValue: number; readonly price: number };

/** The favourites after `change`: an ISIN already there is not added twice. */
export function applyFavoriteChange(isins: readonly string[], change: FavoriteChange): string[] {
  if (change.type === 'add') return isins.includes(change.isin) ? [...isins] : [...isins, change.isin];
  return isins.filter((isin) => isin !== change.isin);
}

/** The cart after `change`: a bond already in it is not added twice; a change of a line no longer there changes nothing. */
export function applyCartChange(items: readonly CartItem[], change: CartChange): CartItem[] {
  switch (change.type) {
    case 'add':
      return items.some((item) => item.isin === change.item.isin) ? [...items] : [...items, change.item];
    case 'remove':
      return items.filter((item) => !change.isins.includes(item.isin));
    case 'update':
      return items.map((item) => (item.isin === change.isin ? { ...item, faceValue: change.faceValue, price: change.price } : item));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isCartItem(value: unknown): value is CartItem {
  if (!isRecord(value) || typeof value['isin'] !== 'string') return false;
  const { faceValue, price, selectCurrency } = value;
  return (faceValue === undefined || isFiniteNumber(faceValue)) && (price === undefined || isFiniteNumber(price)) && (selectCurrency === undefined || typeof selectCurrency === 'string');
}

/** True when `value` (read back from session storage, so untrusted) is a {@link CartChange}. */
export function isCartChange(value: unknown): value is CartChange {
  if (!isRecord(value)) return false;
  switch (value['type']) {
    case 'add':
      return isCartItem(value['item']);
    case 'remove':
      return Array.isArray(value['isins']) && value['isins'].every((isin) => typeof isin === 'string');
    case 'update':
      return typeof value['isin'] === 'string' && isFiniteNumber(value['faceValue']) && isFiniteNumber(value['price']);
    default:
      return false;
  }
}

/** True when `value` (untrusted) is a {@link FavoriteChange}. */
export function isFavoriteChange(value: unknown): value is FavoriteChange {
  return isRecord(value) && (value['type'] === 'add' || value['type'] === 'remove') && typeof value['isin'] === 'string';
}
