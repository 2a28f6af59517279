import { useCallback } from 'react';
import { buildStockOrderCancelRequest, buildStockOrderPlaceRequest, parseStockOrderCancelAnswer, stockAccountKeys, type StockOrderCancelResult, type StockOrderPlaceData } from '@shared/stock';
import { marginBalanceKeys } from '@shared/margin';

/** An account's stock orders and positions: the one read of each, every page's (rule ORD-2). */
export { stockHoldingsQuery, stockOrdersQuery } from '@shared/stock';
import { postQuery, useMutation, useQueryClient, type SubmitRequest } from 'shared';

/** After a place or a cancel: the orders, positions and margin balance are read again. */
export function useRefreshStockAccount(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: stockAccountKeys.all });
    void client.invalidateQueries({ queryKey: marginBalanceKeys.all });
  }, [client]);
}

/** A stock order as the customer confirmed it, without its client key. */
export type StockOrderDraft = Omit<StockOrderPlaceData, 'ClientKey'>;

/**
 * The stock order request (`KGItwInfStockOrderPlace`) around the client key it is given: the ticket sends
 * it through `useOnceOnlySubmit` (rule ORD-18), which makes the key and keeps it until the order's outcome
 * is known, so the API client may retry it and a lost answer is asked about, never sent blind.
 */
export function stockOrderRequest(draft: StockOrderDraft): (clientKey: string) => SubmitRequest {
  return (clientKey) => buildStockOrderPlaceRequest({ ...draft, ClientKey: clientKey });
}

/** Cancels what has not filled of a working stock order (`KGItwInfStockOrderCancel`, rule ORD-13), with its own client key. */
export function useStockOrderCancel() {
  const invalidate = useRefreshStockAccount();
  return useMutation<StockOrderCancelResult, Error, { account: string; orderNo: string; clientKey: string }>({
    mutationFn: ({ account, orderNo, clientKey }) =>
      postQuery(buildStockOrderCancelRequest(account, orderNo, clientKey), parseStockOrderCancelAnswer, { effect: 'change', clientKey, loading: '取消委託中…' }),
    onSettled: invalidate,
  });
}
