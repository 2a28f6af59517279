import {
  buildFavoritesQuery,
  buildFavoritesSave,
  DataKind,
  parseAccount,
  parseFavoritesAnswer,
  postQuery,
  readAuthVerify,
  type CartItem,
  type QueryOptions,
} from 'shared';

function idno(): string {
  return readAuthVerify()?.postData.idno ?? '';
}

/** The favourites (ISINs) saved for one account (FunId KGItwInfFavoritesRSPList, DataKind 5). */
export async function fetchFavorites(account: string, options: QueryOptions = {}): Promise<string[]> {
  const lists = await postQuery(buildFavoritesQuery(idno(), account, DataKind.Favorites), (json) => parseFavoritesAnswer(json, DataKind.Favorites), options);
  return [...(lists.find((list) => parseAccount(list.account) === account)?.content.isinList ?? [])];
}

/** The cart saved for one account (DataKind 3); an answer without an entry is an empty cart (spec 4). */
export async function fetchCartItems(account: string, options: QueryOptions = {}): Promise<CartItem[]> {
  const lists = await postQuery(buildFavoritesQuery(idno(), account, DataKind.Cart), (json) => parseFavoritesAnswer(json, DataKind.Cart), options);
  return [...(lists.find((list) => parseAccount(list.account) === account)?.content.carDataList ?? [])];
}

/** Replaces the saved favourites of one account (our own save contract) and returns what is now stored. */
export async function saveFavorites(account: string, isinList: readonly string[], options: QueryOptions = {}): Promise<string[]> {
  const lists = await postQuery(
    buildFavoritesSave(idno(), account, { dataKind: DataKind.Favorites, isinList }),
    (json) => parseFavoritesAnswer(json, DataKind.Favorites),
    options,
  );
  return [...(lists.find((list) => parseAccount(list.account) === account)?.content.isinList ?? isinList)];
}

/** Replaces the saved cart of one account and returns what is now stored. */
export async function saveCartItems(account: string, carDataList: readonly CartItem[], options: QueryOptions = {}): Promise<CartItem[]> {
  const lists = await postQuery(
    buildFavoritesSave(idno(), account, { dataKind: DataKind.Cart, carDataList }),
    (json) => parseFavoritesAnswer(json, DataKind.Cart),
    options,
  );
  return [...(lists.find((list) => parseAccount(list.account) === account)?.content.carDataList ?? carDataList)];
}
