import {
  buildStockHoldingsRequest,
  buildStockOrderCancelRequest,
  buildStockOrderListRequest,
  buildStockOrderPlaceRequest,
  marginBalanceKeys,
  parseStockHoldingsAnswer,
  parseStockOrderAnswer,
  parseStockOrderCancelAnswer,
  parseStockOrderListAnswer,
  polledQuery,
  postQuery,
  stockAccountKeys,
  useMutation,
  useQueryClient,
  type StockOrder,
  type StockOrderCancelResult,
  type StockOrderPlaceData,
} from 'shared';

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
function useInvalidateAccount() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: stockAccountKeys.all });
    void client.invalidateQueries({ queryKey: marginBalanceKeys.all });
  };
}

/**
 * Places a stock order (`KGItwInfStockOrderPlace`) as a change with the client key made when the customer
 * confirmed (rule ORD-1): the API client may retry it and the back end answers a repeat with the first result.
 */
export function useStockOrderPlace() {
  const invalidate = useInvalidateAccount();
  return useMutation<StockOrder, Error, StockOrderPlaceData>({
    mutationFn: (data) => postQuery(buildStockOrderPlaceRequest(data), parseStockOrderAnswer, { effect: 'change', clientKey: data.ClientKey, loading: '委託送出中…' }),
    onSettled: invalidate,
  });
}

/** Cancels what has not filled of a working stock order (`KGItwInfStockOrderCancel`, rule ORD-13), with its own client key. */
export function useStockOrderCancel() {
  const invalidate = useInvalidateAccount();
  return useMutation<StockOrderCancelResult, Error, { account: string; orderNo: string; clientKey: string }>({
    mutationFn: ({ account, orderNo, clientKey }) =>
      postQuery(buildStockOrderCancelRequest(account, orderNo, clientKey), parseStockOrderCancelAnswer, { effect: 'change', clientKey, loading: '取消委託中…' }),
    onSettled: invalidate,
  });
}
