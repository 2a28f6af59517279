import { FunId, type QueryRequest } from './endpoints';
import {
  DataKind,
  encodeCartContent,
  encodeFavoritesContent,
  formatAccount,
  type CarListEntry,
  type CartItem,
  type DataKindValue,
} from './favorites';

/**
 * `Data` of the save request. Our own contract, not part of the known broker contract (the spec does
 * not show saving): the list request's shape plus `DataContent`, a JSON string like the list answer's.
 * The save replaces, whole, the stored list of that account and kind; the answer is the list answer
 * (`FavoritesAnswer`) echoing what is now stored, so `parseFavoritesAnswer` reads it too. Rules: the
 * account must be the token user's, a guest gets 4030, every ISIN must be valid (ISO 6166), at most 500
 * favourites and 100 cart lines, `faceValue` and `price` when present are positive numbers.
 */
export interface FavoritesSaveData {
  readonly LOGID: string;
  readonly CustID: string;
  readonly DataKind: DataKindValue;
  readonly CarList: readonly [CarListEntry];
}

/** The save request body (our own contract). */
export type FavoritesSaveRequest = QueryRequest<typeof FunId.FavoritesSave, FavoritesSaveData>;

/** What to save: a favourites ISIN list or cart lines, tagged by DataKind. */
export type FavoritesSaveContent =
  | { readonly dataKind: typeof DataKind.Favorites; readonly isinList: readonly string[] }
  | { readonly dataKind: typeof DataKind.Cart; readonly carDataList: readonly CartItem[] };

/** Most favourites one account may save. */
export const MAX_FAVORITES = 500;

/** Most cart lines one account may save. */
export const MAX_CART_ITEMS = 100;

/** Builds the save request for one account; the content is encoded to the `DataContent` JSON string here. */
export function buildFavoritesSave(idno: string, accountNo: string, content: FavoritesSaveContent): FavoritesSaveRequest {
  const dataContent =
    content.dataKind === DataKind.Favorites
      ? encodeFavoritesContent({ isinList: content.isinList })
      : encodeCartContent({ carDataList: content.carDataList });
  return {
    FunId: FunId.FavoritesSave,
    Data: {
      LOGID: idno,
      CustID: idno,
      DataKind: content.dataKind,
      CarList: [{ Account: formatAccount(accountNo), DataContent: dataContent }],
    },
  };
}
