import { buildFavoritesQuery, buildFavoritesSave, DataKind, parseAccount, parseFavoritesAnswer, type CartItem } from '@shared/bond';
import { postQuery, type QueryOptions } from 'shared';

/**
 * One saved list of one account as the server holds it: its items and its version. The version is what
 * a save names as the list it started from, so that a save made on a list another tab or device has
 * changed since is refused as a conflict instead of overwriting it.
 */
export interface SavedList<T> {
  readonly version: number;
  readonly items: readonly T[];
}

/** The favourites (ISINs) saved for one account (FunId KGItwInfFavoritesRSPList, DataKind 5). */
export async function fetchFavorites(idno: string, account: string, options: QueryOptions = {}): Promise<SavedList<string>> {
  const answer = await postQuery(buildFavoritesQuery(idno, account, DataKind.Favorites), (json) => parseFavoritesAnswer(json, DataKind.Favorites), options);
  return { version: answer.version, items: [...(answer.lists.find((list) => parseAccount(list.account) === account)?.content.isinList ?? [])] };
}

/** The cart saved for one account (DataKind 3); an answer without an entry is an empty cart (rule CRT-2). */
export async function fetchCart(idno: string, account: string, options: QueryOptions = {}): Promise<SavedList<CartItem>> {
  const answer = await postQuery(buildFavoritesQuery(idno, account, DataKind.Cart), (json) => parseFavoritesAnswer(json, DataKind.Cart), options);
  return { version: answer.version, items: [...(answer.lists.find((list) => parseAccount(list.account) === account)?.content.carDataList ?? [])] };
}

/**
 * Replaces the saved favourites of one account, if the server still holds `version`, and returns what
 * is now stored with its new version. @throws ApiError `conflict` when the list changed since `version`.
 */
export async function saveFavorites(idno: string, account: string, isinList: readonly string[], version: number, options: QueryOptions = {}): Promise<SavedList<string>> {
  const answer = await postQuery(
    buildFavoritesSave(idno, account, { dataKind: DataKind.Favorites, isinList }, version),
    (json) => parseFavoritesAnswer(json, DataKind.Favorites),
    options,
  );
  return { version: answer.version, items: [...(answer.lists.find((list) => parseAccount(list.account) === account)?.content.isinList ?? isinList)] };
}

/** Replaces the saved cart of one account, if the server still holds `version`; as {@link saveFavorites}. */
export async function saveCart(idno: string, account: string, carDataList: readonly CartItem[], version: number, options: QueryOptions = {}): Promise<SavedList<CartItem>> {
  const answer = await postQuery(
    buildFavoritesSave(idno, account, { dataKind: DataKind.Cart, carDataList }, version),
    (json) => parseFavoritesAnswer(json, DataKind.Cart),
    options,
  );
  return { version: answer.version, items: [...(answer.lists.find((list) => parseAccount(list.account) === account)?.content.carDataList ?? carDataList)] };
}
