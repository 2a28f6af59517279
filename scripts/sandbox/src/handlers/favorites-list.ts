import { success, type QueryAnswer } from '../answers';
import { FavoritesQueryDataSchema, type SavedListData } from '../shared-contracts';
import { ListStore, type StoredList } from '../list-store';
import { checkListRequest } from './list-request';
import type { QueryContext } from './query-context';

/** `Data` of the list and save answers for a stored list (or none): DataContent is the content as a JSON string. */
export function savedListData(account: string, stored: StoredList | null): SavedListData {
  return {
    CarList: stored === null ? [] : [{ Account: account, DataContent: JSON.stringify(stored.content) }],
    Version: ListStore.versionOf(stored),
  };
}

/** FunId KGItwInfFavoritesRSPList: the saved favourites or cart of one account; nothing saved answers an empty CarList and Version 0. */
export async function favoritesList(data: Record<string, unknown>, context: QueryContext): Promise<QueryAnswer> {
  const request = checkListRequest(FavoritesQueryDataSchema, data, context);
  const stored = await context.lists.read(request.accountNo, request.DataKind);
  return success(savedListData(request.CarList[0].Account, stored));
}
