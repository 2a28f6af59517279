import {
  buildFavoritesQuery,
  buildFavoritesSave,
  DataKind,
  parseAccount,
  parseFavoritesAnswer,
  postQuery,
  readAuthVerify,
  type CartItem,
  type DataKindValue,
  type QueryOptions,
  type SavedLists,
} from 'shared';

function idno(): string {
  return readAuthVerify()?.postData.idno ?? '';
}

/**
 * The `Version` of each account's list as this page last read or saved it: a save names the version
 * it started from, and the server refuses it (ApiError `conflict`) when someone saved in between.
 */
const versions = new Map<string, number>();

function versionKey(account: string, dataKind: DataKindValue): string {
  return `${dataKind}:${account}`;
}

function remember<C>(account: string, dataKind: DataKindValue, answer: SavedLists<C>): C | undefined {
  versions.set(versionKey(account, dataKind), answer.version);
  return answer.lists.find((list) => parseAccount(list.account) === account)?.content;
}

/** The favourites (ISINs) saved for one account (FunId KGItwInfFavoritesRSPList, DataKind 5). */
export async function fetchFavorites(account: string, options: QueryOptions = {}): Promise<string[]> {
  const answer = await postQuery(buildFavoritesQuery(idno(), account, DataKind.Favorites), (json) => parseFavoritesAnswer(json, DataKind.Favorites), options);
  return [...(remember(account, DataKind.Favorites, answer)?.isinList ?? [])];
}

/** The cart saved for one account (DataKind 3); an answer without an entry is an empty cart (spec 4). */
export async function fetchCartItems(account: string, options: QueryOptions = {}): Promise<CartItem[]> {
  const answer = await postQuery(buildFavoritesQuery(idno(), account, DataKind.Cart), (json) => parseFavoritesAnswer(json, DataKind.Cart), options);
  return [...(remember(account, DataKind.Cart, answer)?.carDataList ?? [])];
}

/**
 * Replaces the saved favourites of one account (our own save contract) and returns what is now stored.
 * @throws ApiError `conflict` when the list was saved elsewhere since this page read it.
 */
export async function saveFavorites(account: string, isinList: readonly string[], options: QueryOptions = {}): Promise<string[]> {
  const version = versions.get(versionKey(account, DataKind.Favorites)) ?? 0;
  const answer = await postQuery(
    buildFavoritesSave(idno(), account, { dataKind: DataKind.Favorites, isinList }, version),
    (json) => parseFavoritesAnswer(json, DataKind.Favorites),
    options,
  );
  return [...(remember(account, DataKind.Favorites, answer)?.isinList ?? isinList)];
}

/**
 * Replaces the saved cart of one account and returns what is now stored.
 * @throws ApiError `conflict` when the cart was saved elsewhere since this page read it.
 */
export async function saveCartItems(account: string, carDataList: readonly CartItem[], options: QueryOptions = {}): Promise<CartItem[]> {
  const version = versions.get(versionKey(account, DataKind.Cart)) ?? 0;
  const answer = await postQuery(
    buildFavoritesSave(idno(), account, { dataKind: DataKind.Cart, carDataList }, version),
    (json) => parseFavoritesAnswer(json, DataKind.Cart),
    options,
  );
  return [...(remember(account, DataKind.Cart, answer)?.carDataList ?? carDataList)];
}
