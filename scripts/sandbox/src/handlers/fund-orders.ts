import { AnswerError, failure, success, type QueryAnswer } from '../answers';
import { parseRequest } from '../request-fields';
import { isGuest } from '../sample-users';
import { FundAccountDataSchema, FundOrderCancelDataSchema, FundOrderDataSchema, StatusCode } from '../shared-contracts';
import type { QueryContext } from './query-context';

/** Guest (4030), then the account must be the user's (4032). */
function checkAccount(account: string, context: QueryContext): void {
  if (!context.user.accounts.some((owned) => owned.account === account)) throw new AnswerError(failure(StatusCode.AccountNotOwned));
}

function refuseGuest(context: QueryContext): void {
  if (isGuest(context.user.idno)) throw new AnswerError(failure(StatusCode.GuestForbidden));
}

/**
 * FunId KGItwInfFundOrderPlace (our own contract): a subscription or redemption. Checked here whatever the
 * page checked (rule API-5): suitability (ORD-5), the minimum (FND-5), the buying power in the margin
 * ledger (FND-6, 4251 as for any order or transfer short of money), the units not being redeemed (FND-8);
 * any other refusal is 4220 with the reason. A repeated ClientKey gets the first answer (ORD-1).
 */
export function fundOrderPlace(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  refuseGuest(context);
  const request = parseRequest(FundOrderDataSchema, data);
  checkAccount(request.account, context);
  const result = context.funds.place({
    idno: context.user.idno,
    account: request.account,
    fundId: request.fundId,
    side: request.side,
    quantity: request.side === 'SUB' ? request.amount : request.units,
    clientKey: request.ClientKey,
  });
  if (result.ok) return success(result.order);
  return failure(result.code === 'insufficient' ? StatusCode.MarginInsufficient : StatusCode.OrderRefused, result.message);
}

/**
 * FunId KGItwInfFundOrderCancel (our own contract): cancels a waiting order before the cut-off of its trade
 * date (FND-9); too late is an answer, not an error (as for bond orders, ORD-13); an unknown order is 4042.
 * A repeated ClientKey gets the first answer (ORD-1).
 */
export function fundOrderCancel(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  refuseGuest(context);
  const request = parseRequest(FundOrderCancelDataSchema, data);
  checkAccount(request.account, context);
  const result = context.funds.cancel(context.user.idno, request.account, request.orderNo, request.ClientKey);
  if (!result.ok) return failure(StatusCode.OrderNotFound);
  return success({ outcome: result.outcome, message: result.message, order: result.order });
}

/** FunId KGItwInfFundOrderList (our own contract): the account's fund orders, newest first. */
export function fundOrderList(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  refuseGuest(context);
  const { account } = parseRequest(FundAccountDataSchema, data);
  checkAccount(account, context);
  return success({ orders: context.funds.ordersOf(account) });
}

/** FunId KGItwInfFundHoldings (our own contract): the account's fund positions. */
export function fundHoldings(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  refuseGuest(context);
  const { account } = parseRequest(FundAccountDataSchema, data);
  checkAccount(account, context);
  return success({ holdings: context.funds.holdingsOf(account) });
}
