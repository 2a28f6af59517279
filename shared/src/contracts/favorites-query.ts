import { FunId, type QueryRequest } from './endpoints';
import { expectSuccess } from './envelope';
import {
  DataKind,
  formatAccount,
  parseCartContent,
  parseFavoritesContent,
  type CartContent,
  type DataKindValue,
  type FavoritesContent,
  type SavedList,
} from './favorites';
import { expectArray, expectRecord, own, readString } from './guards';

/**
 * `Data` of the favourites/cart list request (broker contract, spec §3): `LOGID` and `CustID` are
 * both the user's id number and must be the token's user; `CarList` names one account.
 */
export interface FavoritesQueryData {
  readonly LOGID: string;
  readonly CustID: string;
  readonly DataKind: DataKindValue;
  readonly CarList: readonly [{ readonly Account: string }];
}

/** The favourites/cart list request body. */
export type FavoritesQueryRequest = QueryRequest<typeof FunId.FavoritesList, FavoritesQueryData>;

/** Builds the list request for one account; `accountNo` is the bare number, the `O    ` prefix is added here. */
export function buildFavoritesQuery(idno: string, accountNo: string, dataKind: DataKindValue): FavoritesQueryRequest {
  return {
    FunId: FunId.FavoritesList,
    Data: { LOGID: idno, CustID: idno, DataKind: dataKind, CarList: [{ Account: formatAccount(accountNo) }] },
  };
}

/**
 * Parses the answer of the list call (or of our save call, which answers the same shape) and the
 * `DataContent` JSON string inside each entry. An empty `CarList` (nothing saved) gives an empty array.
 * @throws ApiError `session`/`permission`/`business` for a non-zero StatusCode; `malformed` for a wrong
 * shape, including a `DataContent` that is not JSON or not of the asked kind.
 */
export function parseFavoritesAnswer(json: unknown, dataKind: '5'): SavedList<FavoritesContent>[];
export function parseFavoritesAnswer(json: unknown, dataKind: '3'): SavedList<CartContent>[];
export function parseFavoritesAnswer(json: unknown, dataKind: DataKindValue): SavedList<FavoritesContent | CartContent>[];
export function parseFavoritesAnswer(json: unknown, dataKind: DataKindValue): SavedList<FavoritesContent | CartContent>[] {
  const answer = expectSuccess(json);
  const data = expectRecord(own(answer, 'Data'), 'answer.Data');
  const entries = expectArray(own(data, 'CarList'), 'answer.Data.CarList');
  return entries.map((entry, index) => {
    const path = `answer.Data.CarList[${index}]`;
    const record = expectRecord(entry, path);
    const account = readString(record, 'Account', path);
    const text = own(record, 'DataContent');
    const content =
      dataKind === DataKind.Favorites
        ? parseFavoritesContent(text, `${path}.DataContent`)
        : parseCartContent(text, `${path}.DataContent`);
    return { account, content };
  });
}
