import { success, type QueryAnswer } from '../answers';
import type { CarListEntry } from '../sharedContracts';
import type { StoredList } from '../listStore';
import { checkListRequest } from './listRequest';
import type { QueryContext } from './queryContext';

/** The `CarList` entry of a stored list: DataContent is the content as a JSON string. */
export function toCarListEntry(account: string, stored: StoredList): CarListEntry {
  return { Account: account, DataContent: JSON.stringify(stored.content) };
}

/** FunId KGItwInfFavoritesRSPList: the saved favourites or cart of one account; nothing saved answers an empty CarList. */
export async function favoritesList(data: Record<string, unknown>, context: QueryContext): Promise<QueryAnswer> {
  const request = checkListRequest(data, context);
  const stored = await context.lists.read(request.accountNo, request.dataKind);
  return success({ CarList: stored === null ? [] : [toCarListEntry(request.account, stored)] });
}
