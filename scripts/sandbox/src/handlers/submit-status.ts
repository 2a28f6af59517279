import { AnswerError, failure, success, type QueryAnswer } from '../answers';
import type { ClientKeyRegistry } from '../client-keys';
import { parseRequest } from '../request-fields';
import { isGuest } from '../sample-users';
import { StatusCode, SubmitStatusDataSchema } from '../shared-contracts';
import type { QueryHandler } from './query-context';

/**
 * FunId KGItwSubmitStatus (our own contract, rule ORD-18): what became of one of the customer's keyed
 * changes. The key's first answer when it was received; else `NOT_RECEIVED`, and the key is void from then
 * on, so that the answer stays true.
 */
export function submitStatusHandler(keys: ClientKeyRegistry): QueryHandler {
  return (data, context): QueryAnswer => {
    if (isGuest(context.user.idno)) throw new AnswerError(failure(StatusCode.GuestForbidden));
    const request = parseRequest(SubmitStatusDataSchema, data);
    if (!context.user.accounts.some((owned) => owned.account === request.account)) throw new AnswerError(failure(StatusCode.AccountNotOwned));
    return success(keys.status(context.user.idno, request.kind, request.ClientKey));
  };
}
