import { useCallback } from 'react';
import { buildStockHoldingsRequest, buildStockOrderCancelRequest, buildStockOrderListRequest, buildStockOrderPlaceRequest, parseStockHoldingsAnswer, parseStockOrderCancelAnswer, parseStockOrderListAnswer, stockAccountKeys, type StockOrderCancelResult, type StockOrderPlaceData } from '@shared/stock';
import { marginBalanceKeys } from '@shared/margin';
import { polledQuery, postQuery, useMutation, useQueryClient, type SubmitRequest } from 'shared';

/** Working orders fill, expire or get cancelled on their own: the list refreshes this often while the page is visible (rule ORD-2). */
export const STOCK_ORDERS_REFRESH_MS = 5_000;

/** The account's stock orders (our own `KGItwInfStockOrderList`), newest first, live while the page is visible. */
export function stockOrdersQuery(idno: string, account: string) {
  return polledQuery({
    queryKey: stockAccountKeys.orders(idno, account),
    read: (call) => postQuery(buildStockOrderListRequest(account), parseStockOrderListAnswer, call),
    enabled: idno !== '' && account !== '',
    intervalMs: STOCK_ORDERS_REFRESH_MS,
  });
}

/** The account's stock positions (our own `KGItwInfStockHoldings`) at the delayed last price, refreshed with the orders. */
export function stockHoldingsQuery(idno: string, account: string) {
  return polledQuery({
    queryKey: stockAccountKeys.holdings(idno, account),
    read: (call) => postQuery(buildStockHoldingsRequest(account), parseStockHoldingsAnswer, call),
    enabled: idno !== '' && account !== '',
    intervalMs: STOCK_ORDERS_REFRESH_MS,
  });
}

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
