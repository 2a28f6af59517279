import { buildOrderCancelRequest, parseOrderCancelAnswer, type OrderCancelResult, bondHoldingsKeys, bondOrderKeys, bondTradeRulesKeys, buildBondHoldingsRequest, buildBondTradeRulesRequest, buildOrderDetailRequest, buildOrderListRequest, buildSymbolListRequest, parseBondHoldingsAnswer, parseBondTradeRulesAnswer, parseOrderDetailAnswer, parseOrderListAnswer, parseSymbolListAnswer, symbolListKeys, SymbolKind, type OrderListData } from '@shared/bond';
import { marginBalanceKeys } from '@shared/margin';
import { useMutation, useQueryClient, polledQuery, postQuery, queryOptions } from 'shared';

/** How often lists that change on their own refresh while the page is visible (rule ORD-2): a change shows within 2 s. */
export const LIVE_REFRESH_MS = 1_000;

/** The customer's profile (rule ORD-4): the one read every page shares. */
export { customerProfileQuery as profileQuery } from '@shared/account';

/** The desk's cut-off, validity and trading fees. */
export function tradeRulesQuery() {
  return queryOptions({
    queryKey: bondTradeRulesKeys.rules(),
    queryFn: ({ signal }) => postQuery(buildBondTradeRulesRequest(), parseBondTradeRulesAnswer, { signal, loading: false }),
    staleTime: 10 * 60_000,
  });
}

/** Today's indicative FX rates, for the TWD equivalents: the one read every page shares (rule ACC-4). */
export { fxRatesQuery } from '@shared/account';

/** The account's margin deposit balance: the one read every page shares. */
export { marginBalanceQuery } from '@shared/margin';

/** The bonds of the order, by ISIN (kind 0), for their current prices and terms. */
export function orderBondsQuery(isins: readonly string[]) {
  const request = buildSymbolListRequest({ kind: SymbolKind.ByIsin, isins: [...isins] });
  return queryOptions({
    queryKey: symbolListKeys.list(request.Data),
    queryFn: ({ signal }) => postQuery(request, parseSymbolListAnswer, { signal, loading: false }),
    enabled: isins.length > 0,
  });
}

/** One page of the account's orders with the counts per state; live while the page is visible (rule ORD-2). */
export function orderListQuery(idno: string, data: OrderListData) {
  return polledQuery({
    queryKey: bondOrderKeys.list(idno, data),
    read: (call) => postQuery(buildOrderListRequest(data), parseOrderListAnswer, call),
    enabled: idno !== '' && data.account !== '',
    intervalMs: LIVE_REFRESH_MS,
  });
}

/** One order's detail; live while open and visible (rule ORD-2). */
export function orderDetailQuery(idno: string, account: string, orderNo: string) {
  return polledQuery({
    queryKey: bondOrderKeys.detail(idno, account, orderNo),
    read: (call) => postQuery(buildOrderDetailRequest(account, orderNo), parseOrderDetailAnswer, call),
    enabled: idno !== '' && account !== '' && orderNo !== '',
    intervalMs: LIVE_REFRESH_MS,
  });
}

/** The account's bond positions (rule ORD-15); refreshed while visible, so a fill shows without a reload (rule ORD-2). */
export function holdingsQuery(idno: string, account: string) {
  return polledQuery({
    queryKey: bondHoldingsKeys.holdings(idno, account),
    read: (call) => postQuery(buildBondHoldingsRequest(account), parseBondHoldingsAnswer, call),
    enabled: idno !== '' && account !== '',
    intervalMs: 3 * LIVE_REFRESH_MS,
  });
}

/**
 * Cancels a working bond order (our own `KGItwBondOrderCancel`, rule ORD-13) as a change with the client key
 * made when the confirmation opened, so a retry of a lost answer is the same cancel (rule ORD-1); once
 * answered, the order's detail shows the answer's state and the orders, holdings and margin balance are
 * read again (the held money is released). The same shape as the fund and stock cancels.
 */
export function useBondOrderCancel(idno: string, account: string, orderNo: string, onAnswered: (result: OrderCancelResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientKey: string) => postQuery(buildOrderCancelRequest(account, orderNo, clientKey), parseOrderCancelAnswer, { effect: 'change', clientKey, loading: '取消委託中…' }),
    onSuccess: (result) => {
      queryClient.setQueryData(orderDetailQuery(idno, account, orderNo).queryKey, result.order);
      void queryClient.invalidateQueries({ queryKey: bondOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: bondHoldingsKeys.all });
      onAnswered(result);
    },
  });
}
