import { failure, rejectField, success, type QueryAnswer } from '../answers';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../request-limits';
import { FavoritesSaveDataSchema, StatusCode, isRecord } from '../shared-contracts';
import { savedListData } from './favorites-list';
import { checkListRequest } from './list-request';
import type { QueryContext } from './query-context';

/** Refuses a DataContent nested too deep before any JSON.parse of it, so nothing recursive downstream meets it. */
function refuseDeepContent(data: Record<string, unknown>): void {
  const carList = data.CarList;
  const entry: unknown = Array.isArray(carList) ? carList[0] : undefined;
  const text = isRecord(entry) ? entry.DataContent : undefined;
  if (typeof text === 'string' && jsonTooDeep(text)) rejectField('CarList[0].DataContent', `JSON 巢狀層數最多 ${MAX_JSON_DEPTH} 層`);
}

/**
 * FunId KGItwInfFavoritesRSPSave (our own contract): when `Version` is still the stored list's version,
 * replaces the stored list of the account and kind and answers it like the list call does, with the
 * new version; otherwise stores nothing and answers 4091. The content stored is the schema's output:
 * checked, and without keys the contract does not define.
 */
export async function favoritesSave(data: Record<string, unknown>, context: QueryContext): Promise<QueryAnswer> {
  const request = checkListRequest(FavoritesSaveDataSchema, data, context, refuseDeepContent);
  const entry = request.CarList[0];
  const list = { account: entry.Account, dataKind: request.DataKind, savedAt: new Date(context.now()).toISOString(), content: entry.DataContent };
  const outcome = await context.lists.saveIfVersion(list, request.accountNo, request.Version);
  if (!outcome.saved) return failure(StatusCode.VersionConflict);
  return success(savedListData(entry.Account, outcome.list));
}
