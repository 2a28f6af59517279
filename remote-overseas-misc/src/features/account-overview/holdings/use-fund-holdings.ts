import { fundHoldingsQuery } from '@shared/fund';
import { usePolledQuery } from 'shared';
import { REFRESH_MS } from '../api/account-queries';
import type { ProductHoldings } from '../domain/portfolio';
import type { Viewer } from '../domain/viewer';
import { fundRows } from './fund-positions';
import { useProductHoldings } from './use-product-holdings';

/** The fund positions of the selected account, in their currency and in TWD (rules ACC-3, ACC-4). */
export function useFundHoldings(viewer: Viewer): ProductHoldings {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const query = usePolledQuery({ ...fundHoldingsQuery(customer?.idno ?? '', customer?.account ?? '', REFRESH_MS), enabled: customer !== undefined });
  return useProductHoldings('fund', query, fundRows);
}
