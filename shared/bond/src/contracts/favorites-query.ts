import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { AccountSchema, CartDataContentSchema, DataKind, FavoritesDataContentSchema, formatAccount, type CartContent, type DataKindValue, type FavoritesContent } from './favorites';
import { VersionSchema } from 'shared/contracts';

/**
 * `Data` of the favourites/cart list request (broker contract, rule FAV-1): `LOGID` and `CustID` are
 * both the user's id number and must be the token's user; `CarList` names exactly one account.
 */
export const FavoritesQueryDataSchema = v.object({
  LOGID: v.string(),
  CustID: v.string(),
  DataKind: v.picklist([DataKind.Favorites, DataKind.Cart]),
  CarList: v.strictTuple([v.object({ Account: AccountSchema })]),
});

/** `Data` of the favourites/cart list request. */
export type FavoritesQueryData = v.InferInput<typeof FavoritesQueryDataSchema>;

/** The favourites/cart list request body. */
export type FavoritesQueryRequest = QueryRequest<typeof FunId.FavoritesList, FavoritesQueryData>;

/** Builds the list request for one account; `accountNo` is the bare number, the `O    ` prefix is added here. */
export function buildFavoritesQuery(idno: string, accountNo: string, dataKind: DataKindValue): FavoritesQueryRequest {
  return {
    FunId: FunId.FavoritesList,
    Data: { LOGID: idno, CustID: idno, DataKind: dataKind, CarList: [{ Account: formatAccount(accountNo) }] },
  };
}

/** A parsed `CarList` entry: the Account value as sent and its parsed content. */
export interface SavedList<C> {
  readonly account: string;
  readonly content: C;
}

/**
 * What the list and save answers say, in the client's names: the stored list's `version` (0 while
 * nothing was saved) and its entries (none while nothing was saved, else the one asked for).
 */
export interface SavedLists<C> {
  readonly version: number;
  readonly lists: readonly SavedList<C>[];
}

function listDataSchema<S extends typeof FavoritesDataContentSchema | typeof CartDataContentSchema>(content: S) {
  return v.object({
    CarList: v.array(v.object({ Account: v.string(), DataContent: content })),
    Version: VersionSchema,
  });
}

/**
 * `Data` of the list answer and of our save answer (the same shape): the stored entry, or none when
 * nothing was saved, and the stored list's `Version` (our own addition, see `VersionSchema`).
 * `DataContent` is a JSON string; the schema parses it defensively.
 */
export const FavoritesListDataSchema = listDataSchema(FavoritesDataContentSchema);

/** `Data` of the cart's list and save answers. */
export const CartListDataSchema = listDataSchema(CartDataContentSchema);

/** `Data` of a list or save answer as it travels (the sandbox builds it). */
export type SavedListData = v.InferInput<typeof FavoritesListDataSchema>;

/** The answer of the list call and of our save call, as it travels. */
export const FavoritesAnswerSchema = successSchema(FavoritesListDataSchema);

/** The answer of the list call and of our save call, as it travels. */
export type FavoritesAnswer = v.InferInput<typeof FavoritesAnswerSchema>;

function toSavedLists<C>(data: { CarList: { Account: string; DataContent: C }[]; Version: number }): SavedLists<C> {
  return { version: data.Version, lists: data.CarList.map((entry) => ({ account: entry.Account, content: entry.DataContent })) };
}

/**
 * Parses the answer of the list call (or of our save call, which answers the same shape) and the
 * `DataContent` JSON string inside each entry.
 * @throws ApiError `session`/`permission`/`conflict`/`business` for a non-zero StatusCode; `malformed`
 * for a wrong shape, including a `DataContent` that is not JSON or not of the asked kind.
 */
export function parseFavoritesAnswer(json: unknown, dataKind: '5'): SavedLists<FavoritesContent>;
export function parseFavoritesAnswer(json: unknown, dataKind: '3'): SavedLists<CartContent>;
export function parseFavoritesAnswer(json: unknown, dataKind: DataKindValue): SavedLists<FavoritesContent | CartContent>;
export function parseFavoritesAnswer(json: unknown, dataKind: DataKindValue): SavedLists<FavoritesContent | CartContent> {
  return dataKind === DataKind.Favorites
    ? toSavedLists(parseSuccess(json, FavoritesListDataSchema))
    : toSavedLists(parseSuccess(json, CartListDataSchema));
}
