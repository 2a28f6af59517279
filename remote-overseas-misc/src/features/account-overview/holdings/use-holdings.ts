import { useMemo } from 'react';
import type { ProductHoldings } from '../domain/portfolio';
import type { Viewer } from '../domain/viewer';
import { useBondHoldings } from './use-bond-holdings';
import { useFundHoldings } from './use-fund-holdings';
import { useStockHoldings } from './use-stock-holdings';

/** Each product's holdings of the selected account, each read on its own (rule ACC-3): bonds, stocks, funds. */
export function useHoldings(viewer: Viewer): readonly ProductHoldings[] {
  const bond = useBondHoldings(viewer);
  const stock = useStockHoldings(viewer);
  const fund = useFundHoldings(viewer);
  return useMemo(() => [bond, stock, fund], [bond, stock, fund]);
}
