import { buildFundHoldingsRequest, fundAccountKeys, parseFundHoldingsAnswer } from '@shared/fund';
import { polledQuery, postQuery, usePolledQuery } from 'shared';
import { REFRESH_MS } from '../api/account-queries';
import type { ProductHoldings } from '../domain/portfolio';
import type { Viewer } from '../domain/viewer';
import { fundRows } from './fund-positions';
import { useProductHoldings } from './use-product-holdings';

/** The fund positions of one customer's account (our own call `KGItwInfFundHoldings`), the same entry the fund pages read. */
export function fundHoldingsQuery(idno: string, account: string) {
  return polledQuery({
    queryKey: fundAccountKeys.holdings(idno, account),
    read: (call) => postQuery(buildFundHoldingsRequest(account), parseFundHoldingsAnswer, call),
    intervalMs: REFRESH_MS,
  });
}

/** The fund positions of the selected account, in their currency and in TWD (rules ACC-3, ACC-4). */
export function useFundHoldings(viewer: Viewer): ProductHoldings {
  const customer = viewer.kind === 'customer' && viewer.account !== '' ? viewer : undefined;
  const query = usePolledQuery({ ...fundHoldingsQuery(customer?.idno ?? '', customer?.account ?? ''), enabled: customer !== undefined });
  return useProductHoldings('fund', query, fundRows);
}
