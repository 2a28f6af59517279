import { AnswerError, failure } from '../answers';
import { parseRequest } from '../request-fields';
import { StatusCode, parseAccount, type ContractOutput, type FavoritesQueryDataSchema, type FavoritesSaveDataSchema } from '../shared-contracts';
import { isGuest } from '../sample-users';
import type { QueryContext } from './query-context';

/** The checked `Data` of a list or save request, as its schema outputs it. */
type ListData = ContractOutput<typeof FavoritesQueryDataSchema> | ContractOutput<typeof FavoritesSaveDataSchema>;

/** The checked request and the bare account number of its `CarList[0].Account`. */
export type ListRequest<D extends ListData> = D & { readonly accountNo: string };

/**
 * Checks, in this order: guest (4030), `precheck` (limits to apply before parsing), the fields against
 * the request's contract schema (4001),
 * LOGID/CustID are the token's user (4031), the account is one of the user's (4032). Guest first: a
 * guest gets the same clear answer whatever it sent.
 */
export function checkListRequest<S extends typeof FavoritesQueryDataSchema | typeof FavoritesSaveDataSchema>(
  schema: S,
  data: Record<string, unknown>,
  context: QueryContext,
  precheck?: (data: Record<string, unknown>) => void,
): ListRequest<ContractOutput<S>> {
  if (isGuest(context.user.idno)) throw new AnswerError(failure(StatusCode.GuestForbidden));
  precheck?.(data);
  const request: ContractOutput<S> = parseRequest(schema, data);
  // The schema checked the Account's form; the number is what the store and the ownership check use.
  const accountNo = parseAccount(request.CarList[0].Account) ?? '';

  const idno = context.user.idno;
  if (request.LOGID.trim().toUpperCase() !== idno || request.CustID.trim().toUpperCase() !== idno) {
    throw new AnswerError(failure(StatusCode.IdentityMismatch));
  }
  if (!context.user.accounts.some((owned) => owned.account === accountNo)) {
    throw new AnswerError(failure(StatusCode.AccountNotOwned));
  }
  return { ...request, accountNo };
}
