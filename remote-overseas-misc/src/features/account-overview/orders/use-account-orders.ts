import { useMemo } from 'react';
import type { Viewer } from '../domain/viewer';
import type { ProductOrders } from './account-orders';
import { useBondOrders } from './use-bond-orders';
import { useFundOrders } from './use-fund-orders';
import { useStockOrders } from './use-stock-orders';

/** Each product's orders of the selected account, each read on its own (rules ACC-3, ACC-12): bonds, stocks, funds. */
export function useAccountOrders(viewer: Viewer): readonly ProductOrders[] {
  const bond = useBondOrders(viewer);
  const stock = useStockOrders(viewer);
  const fund = useFundOrders(viewer);
  return useMemo(() => [bond, stock, fund], [bond, stock, fund]);
}
