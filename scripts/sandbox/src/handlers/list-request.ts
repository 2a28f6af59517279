import { AnswerError, failure, rejectField } from '../answers';
import { requireOneOf, requireString } from '../request-fields';
import { DataKind, StatusCode, isRecord, parseAccount, type DataKindValue } from '../shared-contracts';
import { isGuest } from '../sample-users';
import type { QueryContext } from './query-context';

/** The checked common part of the favourites/cart list and save requests. */
export interface ListRequest {
  readonly dataKind: DataKindValue;
  /** `CarList[0].Account` as sent (`O    1234567`). */
  readonly account: string;
  readonly accountNo: string;
  /** `CarList[0]`, for the save call's `DataContent`. */
  readonly entry: Record<string, unknown>;
}

/**
 * Checks, in this order: guest (4030), the fields (4001), LOGID/CustID are the token's user (4031),
 * the account is one of the user's (4032). Guest first: a guest gets the same clear answer whatever
 * it sent.
 */
export function checkListRequest(data: Record<string, unknown>, context: QueryContext): ListRequest {
  if (isGuest(context.user.idno)) throw new AnswerError(failure(StatusCode.GuestForbidden));
  const logId = requireString(data, 'LOGID');
  const custId = requireString(data, 'CustID');
  const dataKind = requireOneOf(data, 'DataKind', [DataKind.Favorites, DataKind.Cart]);
  const carList = Object.prototype.hasOwnProperty.call(data, 'CarList') ? data.CarList : undefined;
  if (!Array.isArray(carList) || carList.length !== 1) return rejectField('CarList', '必須是只含一個帳號的陣列');
  const entry: unknown = carList[0];
  if (!isRecord(entry)) return rejectField('CarList[0]', '必須是物件');
  const account = requireString(entry, 'Account', 'CarList[0].Account');
  const accountNo = parseAccount(account);
  if (accountNo === null) return rejectField('CarList[0].Account', "格式必須是 'O' 加四個空白加帳號");

  const idno = context.user.idno;
  if (logId.trim().toUpperCase() !== idno || custId.trim().toUpperCase() !== idno) {
    throw new AnswerError(failure(StatusCode.IdentityMismatch));
  }
  if (!context.user.accounts.some((owned) => owned.account === accountNo)) {
    throw new AnswerError(failure(StatusCode.AccountNotOwned));
  }
  return { dataKind, account, accountNo, entry };
}
