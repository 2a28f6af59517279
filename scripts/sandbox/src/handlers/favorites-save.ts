import { failure, rejectField, success, type QueryAnswer } from '../answers';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../request-limits';
import { profileOf } from '../customer-profiles';
import { DataKind, FavoritesSaveDataSchema, StatusCode, bondBuyRefusals, isRecord } from '../shared-contracts';
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

/** ISINs of a stored or saved cart's lines. */
function cartIsins(content: unknown): ReadonlySet<string> {
  const lines: unknown = isRecord(content) ? content.carDataList : undefined;
  return new Set(Array.isArray(lines) ? lines.flatMap((line: unknown) => (isRecord(line) && typeof line.isin === 'string' ? [line.isin] : [])) : []);
}

/**
 * Refuses (4220) a cart save that adds a bond the customer may not buy (rule ORD-5), by the rule order
 * entry uses; lines already in the cart stay, so a customer whose KYC ran out can still tidy the cart.
 */
async function refuseUnsuitableLines(accountNo: string, content: unknown, context: QueryContext): Promise<QueryAnswer | null> {
  const profile = profileOf(context.user.idno);
  if (profile === undefined) return null;
  const before = cartIsins((await context.lists.read(accountNo, DataKind.Cart))?.content);
  const catalog = context.catalog();
  for (const isin of cartIsins(content)) {
    const bond = before.has(isin) ? undefined : catalog.byIsin.get(isin);
    const refusal = bond === undefined ? undefined : bondBuyRefusals(profile, bond, context.today())[0];
    if (bond !== undefined && refusal !== undefined) return failure(StatusCode.OrderRefused, `無法將 ${bond.bondName} 加入購物車：${refusal.message}`);
  }
  return null;
}

/**
 * FunId KGItwInfFavoritesRSPSave (our own contract): when `Version` is still the stored list's version,
 * replaces the stored list of the account and kind and answers it like the list call does, with the
 * new version; otherwise stores nothing and answers 4091. The content stored is the schema's output:
 * checked, and without keys the contract does not define. A cart that gains a bond the customer may not
 * buy is refused with 4220 and the reason (rule ORD-5).
 */
export async function favoritesSave(data: Record<string, unknown>, context: QueryContext): Promise<QueryAnswer> {
  const request = checkListRequest(FavoritesSaveDataSchema, data, context, refuseDeepContent);
  const entry = request.CarList[0];
  if (request.DataKind === DataKind.Cart) {
    const refused = await refuseUnsuitableLines(request.accountNo, entry.DataContent, context);
    if (refused !== null) return refused;
  }
  const list = { account: entry.Account, dataKind: request.DataKind, savedAt: new Date(context.now()).toISOString(), content: entry.DataContent };
  const outcome = await context.lists.saveIfVersion(list, request.accountNo, request.Version);
  if (!outcome.saved) return failure(StatusCode.VersionConflict);
  return success(savedListData(entry.Account, outcome.list));
}
