import { AnswerError, failure, success, type QueryAnswer } from '../answers';
import { profileOf } from '../customer-profiles';
import { parseRequest } from '../request-fields';
import { isGuest } from '../sample-users';
import { CustomerProfileDataSchema, StatusCode } from '../shared-contracts';
import type { QueryContext } from './query-context';

/**
 * FunId KGItwCustomerProfile (our own contract, rule ORD-4): the token's customer's profile. The guest has
 * none (4030); `Data` must be an object and is otherwise ignored, so no one can ask for another's profile.
 */
export function customerProfile(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  if (isGuest(context.user.idno)) throw new AnswerError(failure(StatusCode.GuestForbidden));
  parseRequest(CustomerProfileDataSchema, data);
  const profile = profileOf(context.user.idno);
  if (profile === undefined) throw new AnswerError(failure(StatusCode.GuestForbidden, '查無此客戶的基本資料。'));
  return success(profile);
}
