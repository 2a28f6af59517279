import { polledQuery, postQuery } from 'shared';
import { buildStockHoldingsRequest, buildStockOrderListRequest, parseStockHoldingsAnswer, parseStockOrderListAnswer } from '../contracts';
import { stockAccountKeys } from './keys';

/** Working orders fill, expire or get cancelled on their own: the list refreshes this often while visible (rule ORD-2). */
export const STOCK_ORDERS_REFRESH_MS = 5_000;

/** An account's stock orders (`KGItwInfStockOrderList`), newest first: the one read of them, by the stock page and the account pages alike. */
export function stockOrdersQuery(idno: string, account: string, intervalMs: number = STOCK_ORDERS_REFRESH_MS) {
  return polledQuery({
    queryKey: stockAccountKeys.orders(idno, account),
    read: (call) => postQuery(buildStockOrderListRequest(account), parseStockOrderListAnswer, call),
    enabled: idno !== '' && account !== '',
    intervalMs,
  });
}

/** An account's stock positions (`KGItwInfStockHoldings`) at the delayed last price, refreshed with the orders. */
export function stockHoldingsQuery(idno: string, account: string, intervalMs: number = STOCK_ORDERS_REFRESH_MS) {
  return polledQuery({
    queryKey: stockAccountKeys.holdings(idno, account),
    read: (call) => postQuery(buildStockHoldingsRequest(account), parseStockHoldingsAnswer, call),
    enabled: idno !== '' && account !== '',
    intervalMs,
  });
}
