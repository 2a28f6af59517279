import { useMemo } from 'react';
import type { ProductHoldings } from '../domain/portfolio';
import { useBondHoldings } from './use-bond-holdings';
import { useFundHoldings } from './use-fund-holdings';
import { useStockHoldings } from './use-stock-holdings';

/** Each product's holdings of the selected account, each read on its own (rule ACC-3): bonds, stocks, funds. */
export function useHoldings(): readonly ProductHoldings[] {
  const bond = useBondHoldings();
  const stock = useStockHoldings();
  const fund = useFundHoldings();
  return useMemo(() => [bond, stock, fund], [bond, stock, fund]);
}
