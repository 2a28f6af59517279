import type { SuccessAnswer } from './envelope';
import { expectArray, expectRecord, malformed, own, readStringArray } from './guards';

/** `Data.DataKind` of the favourites/cart calls (spec §9). */
export const DataKind = {
  /** 自選: the favourites list, `DataContent` = `{"isinList":[...]}`. */
  Favorites: '5',
  /** 購物車: the cart, `DataContent` = `{"carDataList":[{ "isin": ... }]}`. */
  Cart: '3',
} as const;

/** One of the {@link DataKind} values. */
export type DataKindValue = (typeof DataKind)[keyof typeof DataKind];

/** The fixed head of `CarList[].Account`: the letter O and four spaces (spec §3). */
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

/** Parsed `DataContent` of DataKind 5. */
export interface FavoritesContent {
  readonly isinList: readonly string[];
}

/**
 * One cart line as saved. Only `isin` is required. `faceValue` (face amount to buy, issue currency)
 * and `price` (limit price per 100 face) are the customer's choices; `selectCurrency` is the chosen
 * settlement currency. The computed cart fields of spec §3 (max, min, minFaceValue,
 * GrossConSiDeration, Custodyfee, TotalAmount) are derived on load and not saved.
 */
export interface CartItem {
  readonly isin: string;
  readonly faceValue?: number;
  readonly price?: number;
  readonly selectCurrency?: string;
}

/** Parsed `DataContent` of DataKind 3. */
export interface CartContent {
  readonly carDataList: readonly CartItem[];
}

/** One `CarList` entry as it travels: `DataContent` is a JSON string, not an object. */
export interface CarListEntry {
  readonly Account: string;
  readonly DataContent: string;
}

/** The answer of the list call and of our save call: the stored entry, or none when nothing was saved. */
export type FavoritesAnswer = SuccessAnswer<{ readonly CarList: readonly CarListEntry[] }>;

/** A parsed `CarList` entry: the Account value as sent and its parsed content. */
export interface SavedList<C> {
  readonly account: string;
  readonly content: C;
}

function optionalFiniteNumber(item: Record<string, unknown>, key: string, path: string): number | undefined {
  const value = own(item, key);
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : malformed(`${path}.${key}`, 'a finite number');
}

function parseCartItem(json: unknown, path: string): CartItem {
  const item = expectRecord(json, path);
  const isin = own(item, 'isin');
  if (typeof isin !== 'string') return malformed(`${path}.isin`, 'a string');
  const faceValue = optionalFiniteNumber(item, 'faceValue', path);
  const price = optionalFiniteNumber(item, 'price', path);
  const selectCurrency = own(item, 'selectCurrency');
  if (selectCurrency !== undefined && typeof selectCurrency !== 'string') malformed(`${path}.selectCurrency`, 'a string');
  return {
    isin,
    ...(faceValue === undefined ? {} : { faceValue }),
    ...(price === undefined ? {} : { price }),
    ...(typeof selectCurrency === 'string' ? { selectCurrency } : {}),
  };
}

function decodeJson(text: unknown, path: string): unknown {
  if (typeof text !== 'string') return malformed(path, 'a JSON string');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return malformed(path, 'valid JSON text', error);
  }
}

/** Parses a `DataContent` string of DataKind 5. @throws ApiError `malformed` for broken JSON or a wrong shape. */
export function parseFavoritesContent(text: unknown, path = 'DataContent'): FavoritesContent {
  const record = expectRecord(decodeJson(text, path), path);
  return { isinList: readStringArray(record, 'isinList', path) };
}

/** Parses a `DataContent` string of DataKind 3. @throws ApiError `malformed` for broken JSON or a wrong shape. */
export function parseCartContent(text: unknown, path = 'DataContent'): CartContent {
  const record = expectRecord(decodeJson(text, path), path);
  const items = expectArray(own(record, 'carDataList'), `${path}.carDataList`);
  return { carDataList: items.map((item, index) => parseCartItem(item, `${path}.carDataList[${index}]`)) };
}

/** The `DataContent` string for favourites. */
export function encodeFavoritesContent(content: FavoritesContent): string {
  return JSON.stringify({ isinList: content.isinList });
}

/** The `DataContent` string for a cart. */
export function encodeCartContent(content: CartContent): string {
  return JSON.stringify({ carDataList: content.carDataList });
}
