import { stockHoldingsQuery } from '@shared/stock';
import { usePolledQuery } from 'shared';
import { REFRESH_MS } from '../api/account-queries';
import type { ProductHoldings } from '../domain/portfolio';
import type { Viewer } from '../domain/viewer';
import { stockRows } from './stock-positions';
import { useProductHoldings } from './use-product-holdings';

/** The stock positions of the selected account, in their currency and in TWD (rules ACC-3, ACC-4). */
export function useStockHoldings(viewer: Viewer): ProductHoldings {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const query = usePolledQuery({ ...stockHoldingsQuery(customer?.idno ?? '', customer?.account ?? '', REFRESH_MS), enabled: customer !== undefined });
  return useProductHoldings('stock', query, stockRows);
}
