import { useMemo } from 'react';
import { OPEN_ORDER_STATES, ORDER_STATE_OPTIONS } from '@shared/account';
import { labelOf } from 'shared/contracts';
import { usePolledQuery, formatQuantity } from 'shared';
import { stockOrdersQuery, type StockOrder } from '@shared/stock';
import type { Viewer } from '../domain/viewer';
import type { AccountOrderRow, ProductOrders } from './account-orders';

/** Stock orders as common rows: working while 委託中 or 部分成交. */
export function stockOrderRows(orders: readonly StockOrder[]): { rows: AccountOrderRow[]; working: number } {
  const rows = orders.map(
    (order): AccountOrderRow => ({
      product: 'stock',
      orderNo: order.orderNo,
      name: `${order.name}（${order.symbol}）`,
      side: order.side === 'B' ? '買進' : '賣出',
      state: labelOf(ORDER_STATE_OPTIONS, order.state),
      working: OPEN_ORDER_STATES.includes(order.state),
      quantity: formatQuantity(order.quantity, '股'),
      placedAt: order.placedAt,
      href: `/overseas/stock?symbol=${encodeURIComponent(order.symbol)}`,
    }),
  );
  return { rows, working: rows.filter((row) => row.working).length };
}

/** The selected account's stock orders as a block shows them (rules ACC-3, ACC-12). */
export function useStockOrders(viewer: Viewer): ProductOrders {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const { data, failure, retry } = usePolledQuery({ ...stockOrdersQuery(customer?.idno ?? '', customer?.account ?? ''), enabled: customer !== undefined });
  return useMemo((): ProductOrders => {
    if (data !== undefined) return { status: 'ready', product: 'stock', ...stockOrderRows(data), href: '/overseas/stock' };
    return failure !== null ? { status: 'error', product: 'stock', message: failure, retry } : { status: 'loading', product: 'stock' };
  }, [data, failure, retry]);
}
