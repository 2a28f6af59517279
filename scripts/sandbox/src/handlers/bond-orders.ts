import { AnswerError, failure, success, type QueryAnswer } from '../answers';
import { OrderRequestError, type BondOrderBook } from '../bond-orders/order-book';
import { TRADE_RULES } from '../bond-orders/trade-rules';
import { profileOf } from '../customer-profiles';
import { parseRequest } from '../request-fields';
import { isGuest } from '../sample-users';
import {
  BondHoldingsDataSchema,
  OrderCancelDataSchema,
  OrderDetailDataSchema,
  OrderListDataSchema,
  OrderPlaceDataSchema,
  StatusCode,
  type CustomerProfile,
} from '../shared-contracts';
import type { QueryContext, QueryHandler } from './query-context';

/** The customer's profile, or 4030 for the guest (who has none). */
function customerOf(context: QueryContext): CustomerProfile {
  const profile = isGuest(context.user.idno) ? undefined : profileOf(context.user.idno);
  if (profile === undefined) throw new AnswerError(failure(StatusCode.GuestForbidden));
  return profile;
}

/** 4032 unless the account is one of the token user's. */
function checkOwned(context: QueryContext, account: string): void {
  if (!context.user.accounts.some((owned) => owned.account === account)) throw new AnswerError(failure(StatusCode.AccountNotOwned));
}

/** The book's answer; a refusal with its StatusCode, and anything else the book let through as 5010, never an HTTP 500. */
function run<T>(book: () => T): QueryAnswer {
  try {
    return success(book());
  } catch (error) {
    if (error instanceof OrderRequestError) return { StatusCode: error.code, Message: error.message };
    return failure(StatusCode.OrderBookFailure);
  }
}

/** FunId KGItwPubOltsBondTradeRules (our own contract): cut-off, longest validity and trading fees, for everyone. */
export const bondTradeRules: QueryHandler = () => success(TRADE_RULES);

/** The order handlers over one sandbox's order book. */
export function bondOrderHandlers(orders: () => BondOrderBook): Record<'place' | 'list' | 'detail' | 'cancel' | 'holdings', QueryHandler> {
  return {
    /** FunId KGItwBondOrderPlace: every rule is checked here again (rules ORD-5 … ORD-11); the same key answers the first result. */
    place: (data, context) => {
      const profile = customerOf(context);
      const request = parseRequest(OrderPlaceDataSchema, data);
      checkOwned(context, request.account);
      return run(() => orders().place(context.user.idno, profile, request));
    },
    /** FunId KGItwBondOrderList. */
    list: (data, context) => {
      customerOf(context);
      const request = parseRequest(OrderListDataSchema, data);
      checkOwned(context, request.account);
      if (request.fromDate > request.toDate) throw new AnswerError(failure(StatusCode.InvalidField, '請求欄位不正確：fromDate（不可晚於 toDate）。'));
      return run(() => orders().list(request));
    },
    /** FunId KGItwBondOrderDetail. */
    detail: (data, context) => {
      customerOf(context);
      const request = parseRequest(OrderDetailDataSchema, data);
      checkOwned(context, request.account);
      return run(() => orders().detail(request.account, request.orderNo));
    },
    /** FunId KGItwBondOrderCancel (rule ORD-13). */
    cancel: (data, context) => {
      customerOf(context);
      const request = parseRequest(OrderCancelDataSchema, data);
      checkOwned(context, request.account);
      return run(() => orders().cancel(context.user.idno, request.account, request.orderNo, request.ClientKey));
    },
    /** FunId KGItwBondHoldings (rule ORD-15). */
    holdings: (data, context) => {
      customerOf(context);
      const request = parseRequest(BondHoldingsDataSchema, data);
      checkOwned(context, request.account);
      return run(() => orders().positions(request.account));
    },
  };
}
