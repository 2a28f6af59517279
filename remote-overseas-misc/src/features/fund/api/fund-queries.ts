import { buildFundDetailRequest, buildFundListRequest, fundKeys, parseFundDetailAnswer, parseFundListAnswer } from '@shared/fund';
import { postQuery, queryOptions } from 'shared';

/** An account's fund orders and positions: the one read of each, every page's (rule ORD-2). */
export { fundHoldingsQuery, fundOrdersQuery } from '@shared/fund';

/** NAVs are published once a day: a list or detail read stays fresh for five minutes. */
const NAV_STALE_MS = 5 * 60_000;

/** The fund list (`KGItwPubFundList`): every class; the page filters, sorts and pages it. */
export function fundListQuery() {
  return queryOptions({
    queryKey: fundKeys.list(),
    queryFn: ({ signal }) => postQuery(buildFundListRequest(), parseFundListAnswer, { signal, loading: '基金資料載入中…' }),
    staleTime: NAV_STALE_MS,
  });
}

/** One class in full (`KGItwPubFundDetail`). */
export function fundDetailQuery(fundId: string) {
  return queryOptions({
    queryKey: fundKeys.detail(fundId),
    queryFn: ({ signal }) => postQuery(buildFundDetailRequest(fundId), parseFundDetailAnswer, { signal, loading: '基金資料載入中…' }),
    staleTime: NAV_STALE_MS,
  });
}
