import { useMemo } from 'react';
import { OPEN_ORDER_STATES, ORDER_STATE_OPTIONS } from '@shared/account';
import { bondOrderListQuery, type OrderList, type OrderListData } from '@shared/bond';
import { labelOf } from 'shared/contracts';
import { usePolledQuery, formatQuantity } from 'shared';
import { addDays, taipeiDate } from 'shared/calendar';
import type { Viewer } from '../domain/viewer';
import type { AccountOrderRow, ProductOrders } from './account-orders';

/** Working orders refresh this often while the page is visible (rule ORD-2): a fill or an expiry shows on its own. */
export const ORDERS_REFRESH_MS = 15_000;

/**
 * The trade dates a bond order may still be working in: a 長效 order lives at most 30 days after its trade
 * date (rule ORD-9), a pre-order's trade date is the next business day (ORD-11); a margin of days either side.
 */
export function workingBondRange(today: string): { fromDate: string; toDate: string } {
  return { fromDate: addDays(today, -40), toDate: addDays(today, 14) };
}

/** The bond orders of one account in that range, the newest page (our own `KGItwBondOrderList`), the same entry the bond area reads. */
export function bondOrdersQuery(idno: string, account: string, today: string) {
  const data: OrderListData = { account, state: '', ...workingBondRange(today), page: 1 };
  return bondOrderListQuery(idno, data, ORDERS_REFRESH_MS);
}

/** A bond order list as common rows; the working count is the list's own counts (every page, not only this one). */
export function bondOrderRows(list: OrderList): { rows: AccountOrderRow[]; working: number } {
  const rows = list.orders.map(
    (order): AccountOrderRow => ({
      product: 'bond',
      orderNo: order.orderNo,
      name: order.bondName,
      side: order.side === 'B' ? '買進' : '賣出',
      state: labelOf(ORDER_STATE_OPTIONS, order.state),
      working: OPEN_ORDER_STATES.includes(order.state),
      quantity: `面額 ${formatQuantity(order.nominal, order.currency)}`,
      placedAt: order.placedAt,
      href: '/overseas/bond/marketorder',
    }),
  );
  const working = OPEN_ORDER_STATES.reduce((sum, state) => sum + list.counts[state], 0);
  return { rows, working };
}

/** The selected account's bond orders as a block shows them (rules ACC-3, ACC-12). */
export function useBondOrders(viewer: Viewer): ProductOrders {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const { data, failure, retry } = usePolledQuery({ ...bondOrdersQuery(customer?.idno ?? '', customer?.account ?? '', taipeiDate()), enabled: customer !== undefined });
  return useMemo((): ProductOrders => {
    if (data !== undefined) return { status: 'ready', product: 'bond', ...bondOrderRows(data), href: '/overseas/bond/marketorder' };
    return failure !== null ? { status: 'error', product: 'bond', message: failure, retry } : { status: 'loading', product: 'bond' };
  }, [data, failure, retry]);
}
