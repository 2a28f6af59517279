import { useCallback } from 'react';
import { bondHoldingsQuery, type BondHoldings } from '@shared/bond';
import { usePolledQuery } from 'shared';
import { taipeiDate } from 'shared/calendar';
import { REFRESH_MS } from '../api/account-queries';
import type { ProductHoldings } from '../domain/portfolio';
import type { Viewer } from '../domain/viewer';
import { bondRows } from './bond-positions';
import { useProductHoldings } from './use-product-holdings';

/** The bond positions of the selected account, valued in their currency and in TWD (rules ACC-3, ACC-4). */
export function useBondHoldings(viewer: Viewer): ProductHoldings {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const query = usePolledQuery({ ...bondHoldingsQuery(customer?.idno ?? '', customer?.account ?? '', REFRESH_MS), enabled: customer !== undefined });
  const toRows = useCallback((data: BondHoldings, rateOf: (currency: string) => string | undefined) => bondRows(data, taipeiDate(), rateOf, Date.now()), []);
  return useProductHoldings('bond', query, toRows);
}
