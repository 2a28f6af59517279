import * as v from 'valibot';
import { IsinSchema, PositiveSchema } from 'shared/contracts';

/** `Data.DataKind` of the favourites/cart calls (rules FAV-1, CRT-2). */
export const DataKind = {
  /** 自選: the favourites list, `DataContent` = `{"isinList":[...]}`. */
  Favorites: '5',
  /** 購物車: the cart, `DataContent` = `{"carDataList":[{ "isin": ... }]}`. */
  Cart: '3',
} as const;

/** One of the {@link DataKind} values. */
export type DataKindValue = (typeof DataKind)[keyof typeof DataKind];

/** The fixed head of `CarList[].Account`: the letter O and four spaces (rule FAV-1). */
export const ACCOUNT_PREFIX = 'O    ';

/** `CarList[].Account` for an account number: `'O    ' + accountNo`. */
export function formatAccount(accountNo: string): string {
  return `${ACCOUNT_PREFIX}${accountNo.trim()}`;
}

/** The account number inside a `CarList[].Account` value, or null when the value lacks the prefix or a number. */
export function parseAccount(account: string): string | null {
  if (!account.startsWith(ACCOUNT_PREFIX)) return null;
  const accountNo = account.slice(ACCOUNT_PREFIX.length);
  return /^[0-9A-Za-z]+$/.test(accountNo) ? accountNo : null;
}

/** A `CarList[].Account` value: `O`, four spaces, an alphanumeric account number. */
export const AccountSchema = v.pipe(v.string(), v.check((account) => parseAccount(account) !== null, "格式必須是 'O' 加四個空白加帳號"));

/** Most favourites one account may save. */
export const MAX_FAVORITES = 500;

/** Most cart lines one account may save. */
export const MAX_CART_ITEMS = 100;

/** `DataContent` of DataKind 5, parsed: the favourite ISINs in the customer's order. */
export const FavoritesContentSchema = v.object({
  isinList: v.pipe(v.array(IsinSchema), v.maxLength(MAX_FAVORITES)),
});

/** Parsed `DataContent` of DataKind 5. */
export type FavoritesContent = v.InferOutput<typeof FavoritesContentSchema>;

/**
 * One cart line as saved. Only `isin` is required. `faceValue` (face amount to buy, issue currency)
 * and `price` (limit price per 100 face) are the customer's choices, positive when present;
 * `selectCurrency` is the chosen settlement currency. Keys not named here are dropped, on the server
 * before storing and in the browser when reading, so a list never carries what nobody checked. The
 * computed cart fields of rule CRT-6 (max, min, minFaceValue, GrossConSiDeration, Custodyfee,
 * TotalAmount) are derived on load and not saved.
 */
export const CartItemSchema = v.object({
  isin: IsinSchema,
  faceValue: v.optional(PositiveSchema),
  price: v.optional(PositiveSchema),
  selectCurrency: v.optional(v.string()),
});

/** One cart line as saved. */
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** `DataContent` of DataKind 3, parsed. */
export const CartContentSchema = v.object({
  carDataList: v.pipe(v.array(CartItemSchema), v.maxLength(MAX_CART_ITEMS)),
});

/** Parsed `DataContent` of DataKind 3. */
export type CartContent = v.InferOutput<typeof CartContentSchema>;

/** `DataContent` as it travels: a JSON string holding `content`, parsed defensively (broken JSON is a field error). */
function dataContent<S extends typeof FavoritesContentSchema | typeof CartContentSchema>(content: S) {
  return v.pipe(v.string(), v.parseJson(), content);
}

/** `DataContent` of DataKind 5 on the wire. */
export const FavoritesDataContentSchema = dataContent(FavoritesContentSchema);

/** `DataContent` of DataKind 3 on the wire. */
export const CartDataContentSchema = dataContent(CartContentSchema);

/** The `DataContent` string for favourites. */
export function encodeFavoritesContent(content: FavoritesContent): string {
  return JSON.stringify({ isinList: content.isinList });
}

/** The `DataContent` string for a cart. */
export function encodeCartContent(content: CartContent): string {
  return JSON.stringify({ carDataList: content.carDataList });
}

