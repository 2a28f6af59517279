import { rejectField, success, type QueryAnswer } from '../answers';
import { requireString } from '../request-fields';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../request-limits';
import { DataKind, MAX_CART_ITEMS, MAX_FAVORITES, isRecord, isValidIsin, type DataKindValue } from '../shared-contracts';
import { toCarListEntry } from './favorites-list';
import { checkListRequest } from './list-request';
import type { QueryContext } from './query-context';

const FIELD = 'CarList[0].DataContent';

function checkIsin(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isValidIsin(value)) return rejectField(field, '必須是有效的 ISIN（大寫、檢查碼正確）');
  return value;
}

function checkPositive(item: Record<string, unknown>, key: string, field: string): void {
  if (!Object.prototype.hasOwnProperty.call(item, key)) return;
  const value = item[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) rejectField(`${field}.${key}`, '必須是正數');
}

/**
 * The stored form of a DataContent string, checked by kind. Favourites keep only `isinList`; cart lines
 * keep every key the front end sent (it may add its own), after the known ones are checked.
 */
function readContent(text: string, dataKind: DataKindValue): Record<string, unknown> {
  if (jsonTooDeep(text)) return rejectField(FIELD, `JSON 巢狀層數最多 ${MAX_JSON_DEPTH} 層`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return rejectField(FIELD, '不是有效的 JSON 字串');
  }
  if (!isRecord(json)) return rejectField(FIELD, '必須是 JSON 物件');
  if (dataKind === DataKind.Favorites) {
    const list = json.isinList;
    if (!Array.isArray(list)) return rejectField(`${FIELD}.isinList`, '必須是陣列');
    if (list.length > MAX_FAVORITES) rejectField(`${FIELD}.isinList`, `最多 ${MAX_FAVORITES} 筆`);
    return { isinList: list.map((isin: unknown, index) => checkIsin(isin, `${FIELD}.isinList[${index}]`)) };
  }
  const lines = json.carDataList;
  if (!Array.isArray(lines)) return rejectField(`${FIELD}.carDataList`, '必須是陣列');
  if (lines.length > MAX_CART_ITEMS) rejectField(`${FIELD}.carDataList`, `最多 ${MAX_CART_ITEMS} 筆`);
  const carDataList = lines.map((line: unknown, index) => {
    const field = `${FIELD}.carDataList[${index}]`;
    if (!isRecord(line)) return rejectField(field, '必須是物件');
    checkIsin(line.isin, `${field}.isin`);
    checkPositive(line, 'faceValue', field);
    checkPositive(line, 'price', field);
    if (line.selectCurrency !== undefined && typeof line.selectCurrency !== 'string') rejectField(`${field}.selectCurrency`, '必須是字串');
    return line;
  });
  return { carDataList };
}

/**
 * FunId KGItwInfFavoritesRSPSave (our own contract): replaces the stored list of the account and kind,
 * then answers it like the list call does.
 */
export async function favoritesSave(data: Record<string, unknown>, context: QueryContext): Promise<QueryAnswer> {
  const request = checkListRequest(data, context);
  const content = readContent(requireString(request.entry, 'DataContent', FIELD), request.dataKind);
  const stored = { account: request.account, dataKind: request.dataKind, savedAt: new Date(context.now()).toISOString(), content };
  await context.lists.write(stored, request.accountNo);
  return success({ CarList: [toCarListEntry(request.account, stored)] });
}
