import { polledQuery, postQuery } from 'shared';
import {
  buildBondHoldingsRequest,
  buildOrderDetailRequest,
  buildOrderListRequest,
  parseBondHoldingsAnswer,
  parseOrderDetailAnswer,
  parseOrderListAnswer,
  type OrderListData,
} from '../contracts';
import { bondHoldingsKeys, bondOrderKeys } from './keys';

/** How often the bond area's lists that change on their own refresh while visible (rule ORD-2): a change shows within 2 s. */
export const BOND_LIVE_REFRESH_MS = 1_000;

/**
 * One page of an account's bond orders with the counts per state (`KGItwBondOrderList`), live while visible
 * (rule ORD-2): the one read of it, by the bond area and the account pages alike; a page that needs it less
 * live (the account overview) passes its own `intervalMs`.
 */
export function bondOrderListQuery(idno: string, data: OrderListData, intervalMs: number = BOND_LIVE_REFRESH_MS) {
  return polledQuery({
    queryKey: bondOrderKeys.list(idno, data),
    read: (call) => postQuery(buildOrderListRequest(data), parseOrderListAnswer, call),
    enabled: idno !== '' && data.account !== '',
    intervalMs,
  });
}

/** One bond order's detail (`KGItwBondOrderDetail`), live while open and visible (rule ORD-2). */
export function bondOrderDetailQuery(idno: string, account: string, orderNo: string, intervalMs: number = BOND_LIVE_REFRESH_MS) {
  return polledQuery({
    queryKey: bondOrderKeys.detail(idno, account, orderNo),
    read: (call) => postQuery(buildOrderDetailRequest(account, orderNo), parseOrderDetailAnswer, call),
    enabled: idno !== '' && account !== '' && orderNo !== '',
    intervalMs,
  });
}

/**
 * An account's bond positions (`KGItwBondHoldings`, rule ORD-15), refreshed while visible so a fill shows
 * without a reload (rule ORD-2): the one read of them, by the holdings page, the home and the account overview.
 */
export function bondHoldingsQuery(idno: string, account: string, intervalMs: number = 3 * BOND_LIVE_REFRESH_MS) {
  return polledQuery({
    queryKey: bondHoldingsKeys.holdings(idno, account),
    read: (call) => postQuery(buildBondHoldingsRequest(account), parseBondHoldingsAnswer, call),
    enabled: idno !== '' && account !== '',
    intervalMs,
  });
}
