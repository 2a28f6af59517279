import { useMemo } from 'react';
import { FUND_ORDER_STATUS_OPTIONS, fundOrdersQuery, type FundOrder } from '@shared/fund';
import { labelOf } from 'shared/contracts';
import { usePolledQuery, formatMoney, formatQuantity } from 'shared';
import type { Viewer } from '../domain/viewer';
import type { AccountOrderRow, ProductOrders } from './account-orders';
import { ORDERS_REFRESH_MS } from './use-bond-orders';

/**
 * Fund orders as common rows: a subscription by what it debits, fees included (扣款合計, the figure 我的基金
 * shows, rule ACC-13), a redemption by its units; working while 待確認淨值.
 */
export function fundOrderRows(orders: readonly FundOrder[]): { rows: AccountOrderRow[]; working: number } {
  const rows = orders.map(
    (order): AccountOrderRow => ({
      product: 'fund',
      orderNo: order.orderNo,
      name: order.fundName,
      side: order.side === 'SUB' ? '申購' : '贖回',
      state: labelOf(FUND_ORDER_STATUS_OPTIONS, order.status),
      working: order.status === 'PENDING_NAV',
      quantity:
        order.side === 'SUB'
          ? order.total === ''
            ? `申購金額 ${formatMoney(order.amount, order.currency)}（不含手續費）`
            : `扣款合計 ${formatMoney(order.total, order.currency)}（含手續費）`
          : formatQuantity(order.units, '單位'),
      placedAt: order.placedAt,
      href: '/overseas/fund/holdings',
    }),
  );
  return { rows, working: rows.filter((row) => row.working).length };
}

/** The selected account's fund orders as a block shows them (rules ACC-3, ACC-12). */
export function useFundOrders(viewer: Viewer): ProductOrders {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const { data, failure, retry } = usePolledQuery({ ...fundOrdersQuery(customer?.idno ?? '', customer?.account ?? '', ORDERS_REFRESH_MS), enabled: customer !== undefined });
  return useMemo((): ProductOrders => {
    if (data !== undefined) return { status: 'ready', product: 'fund', ...fundOrderRows(data), href: '/overseas/fund/holdings' };
    return failure !== null ? { status: 'error', product: 'fund', message: failure, retry } : { status: 'loading', product: 'fund' };
  }, [data, failure, retry]);
}
