import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { AccountSchema, CartDataContentSchema, DataKind, FavoritesDataContentSchema, encodeCartContent, encodeFavoritesContent, formatAccount, type CartItem } from './favorites';
import { VersionSchema } from 'shared/contracts';

function saveDataSchema<K extends string, S extends typeof FavoritesDataContentSchema | typeof CartDataContentSchema>(dataKind: K, content: S) {
  return v.object({
    LOGID: v.string(),
    CustID: v.string(),
    DataKind: v.literal(dataKind),
    Version: VersionSchema,
    CarList: v.strictTuple([v.object({ Account: AccountSchema, DataContent: content })]),
  });
}

/**
 * `Data` of the save request. Our own contract, not part of the known broker contract (the broker's contract does
 * not show saving): the list request's shape plus `DataContent`, a JSON string like the list answer's,
 * and `Version`, the version of the stored list the edit started from.
 *
 * The save replaces, whole, the stored list of that account and kind when `Version` is still the
 * stored one, and answers like the list call (the stored entry and the new `Version`); otherwise it
 * stores nothing and answers StatusCode 4091. Rules: the account must be the token user's, a guest gets
 * 4030, every ISIN must be valid (ISO 6166), at most 500 favourites and 100 cart lines, `faceValue` and
 * `price` when present are positive numbers; keys a cart line does not define are dropped.
 */
export const FavoritesSaveDataSchema = v.variant('DataKind', [
  saveDataSchema(DataKind.Favorites, FavoritesDataContentSchema),
  saveDataSchema(DataKind.Cart, CartDataContentSchema),
]);

/** `Data` of the save request as it travels. */
export type FavoritesSaveData = v.InferInput<typeof FavoritesSaveDataSchema>;

/** The save request body (our own contract). */
export type FavoritesSaveRequest = QueryRequest<typeof FunId.FavoritesSave, FavoritesSaveData>;

/** What to save: a favourites ISIN list or cart lines, tagged by DataKind. */
export type FavoritesSaveContent =
  | { readonly dataKind: typeof DataKind.Favorites; readonly isinList: readonly string[] }
  | { readonly dataKind: typeof DataKind.Cart; readonly carDataList: readonly CartItem[] };

/**
 * Builds the save request for one account; the content is encoded to the `DataContent` JSON string here.
 * `version` is the `version` of the list or save answer the edit started from (0 when nothing was saved).
 */
export function buildFavoritesSave(idno: string, accountNo: string, content: FavoritesSaveContent, version: number): FavoritesSaveRequest {
  const common = { LOGID: idno, CustID: idno, Version: version };
  const Account = formatAccount(accountNo);
  return {
    FunId: FunId.FavoritesSave,
    Data:
      content.dataKind === DataKind.Favorites
        ? { ...common, DataKind: DataKind.Favorites, CarList: [{ Account, DataContent: encodeFavoritesContent({ isinList: [...content.isinList] }) }] }
        : { ...common, DataKind: DataKind.Cart, CarList: [{ Account, DataContent: encodeCartContent({ carDataList: [...content.carDataList] }) }] },
  };
}
