import { polledQuery, postQuery } from 'shared';
import { buildFundHoldingsRequest, buildFundOrderListRequest, parseFundHoldingsAnswer, parseFundOrderListAnswer } from '../contracts';
import { fundAccountKeys } from './keys';

/** Orders waiting for their NAV change on their own: the order list refreshes this often while visible (rule ORD-2). */
export const FUND_ORDERS_REFRESH_MS = 15_000;

/**
 * An account's fund orders (`KGItwInfFundOrderList`), newest first, refreshed while visible (a pending order
 * turns confirmed on its own): the one read of them, by 我的基金 and the account pages alike.
 */
export function fundOrdersQuery(idno: string, account: string, intervalMs: number = FUND_ORDERS_REFRESH_MS) {
  return polledQuery({
    queryKey: fundAccountKeys.orders(idno, account),
    read: (call) => postQuery(buildFundOrderListRequest(account), parseFundOrderListAnswer, call),
    enabled: idno !== '' && account !== '',
    intervalMs,
  });
}

/** An account's fund positions (`KGItwInfFundHoldings`), refreshed with the orders (rule ORD-2). */
export function fundHoldingsQuery(idno: string, account: string, intervalMs: number = FUND_ORDERS_REFRESH_MS) {
  return polledQuery({
    queryKey: fundAccountKeys.holdings(idno, account),
    read: (call) => postQuery(buildFundHoldingsRequest(account), parseFundHoldingsAnswer, call),
    enabled: idno !== '' && account !== '',
    intervalMs,
  });
}
