import { bondOrderDetailQuery, buildOrderCancelRequest, parseOrderCancelAnswer, bondHoldingsKeys, bondOrderKeys, bondTradeRulesKeys, buildBondTradeRulesRequest, buildSymbolListRequest, parseBondTradeRulesAnswer, parseSymbolListAnswer, symbolListKeys, SymbolKind } from '@shared/bond';
import { marginBalanceKeys } from '@shared/margin';
import { useMutation, useQueryClient, postQuery, queryOptions } from 'shared';

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

/** The account's bond orders, one order and its positions: the one read of each, every page's (rule ORD-2). */
export { bondHoldingsQuery, bondOrderDetailQuery, bondOrderListQuery } from '@shared/bond';

/** The bonds of the order, by ISIN (kind 0), for their current prices and terms. */
export function orderBondsQuery(isins: readonly string[]) {
  const request = buildSymbolListRequest({ kind: SymbolKind.ByIsin, isins: [...isins] });
  return queryOptions({
    queryKey: symbolListKeys.list(request.Data),
    queryFn: ({ signal }) => postQuery(request, parseSymbolListAnswer, { signal, loading: false }),
    enabled: isins.length > 0,
  });
}

/**
 * Cancels a working bond order (our own `KGItwBondOrderCancel`, rule ORD-13) as a change with the client key
 * made when the confirmation opened, so a retry of a lost answer is the same cancel (rule ORD-1); once
 * answered, the order's detail shows the answer's state and the orders, holdings and margin balance are
 * read again (the held money is released). The answer (cancelled, or too late and why) is the mutation's
 * data. The same shape as the fund and stock cancels.
 */
export function useBondOrderCancel(idno: string, account: string, orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientKey: string) => postQuery(buildOrderCancelRequest(account, orderNo, clientKey), parseOrderCancelAnswer, { effect: 'change', clientKey, loading: '取消委託中…' }),
    onSuccess: (result) => {
      queryClient.setQueryData(bondOrderDetailQuery(idno, account, orderNo).queryKey, result.order);
      void queryClient.invalidateQueries({ queryKey: bondOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: bondHoldingsKeys.all });
    },
  });
}
