import { buildFavoritesQuery, DataKind, parseAccount, parseFavoritesAnswer, postQuery, readAuthVerify, type CartItem } from 'shared';

/**
 * The saved cart of one account (FunId KGItwInfFavoritesRSPList, DataKind 3). An answer without an
 * entry for the account means an empty cart (spec 4).
 */
export async function fetchCart(account: string, options: { signal?: AbortSignal } = {}): Promise<CartItem[]> {
  const idno = readAuthVerify()?.postData.idno ?? '';
  const lists = await postQuery(buildFavoritesQuery(idno, account, DataKind.Cart), (json) => parseFavoritesAnswer(json, DataKind.Cart), {
    signal: options.signal,
    loading: '購物車更新中…',
  });
  const entry = lists.find((list) => parseAccount(list.account) === account);
  return entry === undefined ? [] : [...entry.content.carDataList];
}
