import { success, type QueryAnswer } from '../answers';
import type { CarListEntry } from '../shared-contracts';
import type { StoredList } from '../list-store';
import { checkListRequest } from './list-request';
import type { QueryContext } from './query-context';

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
