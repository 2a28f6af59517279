import { buildFundDetailRequest, buildFundHoldingsRequest, buildFundListRequest, buildFundOrderListRequest, fundAccountKeys, fundKeys, parseFundDetailAnswer, parseFundHoldingsAnswer, parseFundListAnswer, parseFundOrderListAnswer } from '@shared/fund';
import { polledQuery, postQuery, queryOptions } from 'shared';

/** NAVs are published once a day: a list or detail read stays fresh for five minutes. */
const NAV_STALE_MS = 5 * 60_000;

/** Orders waiting for their NAV change on their own: the order list refreshes this often while the page is visible (rule ORD-2). */
export const ORDER_REFRESH_MS = 15_000;

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

/** The account's fund orders (`KGItwInfFundOrderList`), refreshed while visible: a pending order turns confirmed on its own. */
export function fundOrdersQuery(idno: string, account: string) {
  return polledQuery({
    queryKey: fundAccountKeys.orders(idno, account),
    read: (call) => postQuery(buildFundOrderListRequest(account), parseFundOrderListAnswer, call),
    intervalMs: ORDER_REFRESH_MS,
  });
}

/** The account's fund positions (`KGItwInfFundHoldings`), refreshed with the orders (rule ORD-2). */
export function fundHoldingsQuery(idno: string, account: string) {
  return polledQuery({
    queryKey: fundAccountKeys.holdings(idno, account),
    read: (call) => postQuery(buildFundHoldingsRequest(account), parseFundHoldingsAnswer, call),
    intervalMs: ORDER_REFRESH_MS,
  });
}
