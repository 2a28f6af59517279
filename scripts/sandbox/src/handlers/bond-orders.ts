import { AnswerError, failure, success, type QueryAnswer } from '../answers';
import { OrderRequestError, type BondOrderBook } from '../bond-orders/order-book';
import { TRADE_RULES } from '../bond-orders/trade-rules';
import { taipeiIso } from '../bond-orders/trading-calendar';
import { profileOf } from '../customer-profiles';
import { parseRequest } from '../request-fields';
import { isGuest } from '../sample-users';
import {
  DataKind,
  BondHoldingsDataSchema,
  OrderCancelDataSchema,
  OrderDetailDataSchema,
  OrderListDataSchema,
  OrderPlaceDataSchema,
  StatusCode,
  type CustomerProfile,
  type OrderLineResult,
  type OrderPlaceData,
  type OrderPlaceResult,
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

/** The ISINs of a stored cart's content. */
function cartIsins(content: Record<string, unknown> | undefined): ReadonlySet<string> {
  const items = Array.isArray(content?.carDataList) ? content.carDataList : [];
  return new Set(items.flatMap((item: unknown) => (typeof item === 'object' && item !== null && typeof (item as { isin?: unknown }).isin === 'string' ? [(item as { isin: string }).isin] : [])));
}

/**
 * Places the lines of a cart's order (rule ORD-19) that are still in the cart: one no longer there was
 * ordered from another tab or device (or taken out), so it is refused, not ordered twice.
 */
function placeFromCart(book: BondOrderBook, context: QueryContext, profile: CustomerProfile, request: OrderPlaceData, inCart: ReadonlySet<string>): OrderPlaceResult {
  const present = request.lines.filter((line) => inCart.has(line.isin));
  const placed = present.length === 0 ? undefined : book.place(context.user.idno, profile, { ...request, lines: present });
  const results = request.lines.map((line): OrderLineResult => {
    const result = placed?.results.find((candidate) => candidate.isin === line.isin);
    return result ?? { isin: line.isin, accepted: false, orderNo: '', message: '此債券已不在購物車中（可能已於其他視窗或裝置下單），未送出。', preOrder: false, tradeDate: context.today() };
  });
  return { placedAt: placed?.placedAt ?? taipeiIso(context.now()), results };
}

/** FunId KGItwPubOltsBondTradeRules (our own contract): cut-off, longest validity and trading fees, for everyone. */
export const bondTradeRules: QueryHandler = () => success(TRADE_RULES);

/** The order handlers over one sandbox's order book. */
export function bondOrderHandlers(orders: () => BondOrderBook): Record<'place' | 'list' | 'detail' | 'cancel' | 'holdings', QueryHandler> {
  return {
    /** FunId KGItwBondOrderPlace: every rule is checked here again (rules ORD-5 … ORD-11); the same key answers the first result. */
    place: async (data, context) => {
      const profile = customerOf(context);
      const request = parseRequest(OrderPlaceDataSchema, data);
      checkOwned(context, request.account);
      if (request.fromCart !== true) return run(() => orders().place(context.user.idno, profile, request));
      return context.lists.update(request.account, DataKind.Cart, (cart) => {
        let placed: OrderPlaceResult | undefined;
        const answer = run(() => (placed = placeFromCart(orders(), context, profile, request, cartIsins(cart?.content))));
        const accepted = placed === undefined ? [] : placed.results.filter((line) => line.accepted).map((line) => line.isin);
        if (cart === null || accepted.length === 0) return { value: answer };
        const items = Array.isArray(cart.content.carDataList) ? cart.content.carDataList : [];
        const kept = items.filter((item: unknown) => !(typeof item === 'object' && item !== null && accepted.includes(String((item as { isin?: unknown }).isin))));
        return { content: { ...cart.content, carDataList: kept }, value: answer };
      });
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
