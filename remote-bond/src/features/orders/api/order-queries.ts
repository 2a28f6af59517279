import { bondHoldingsKeys, bondOrderKeys, bondTradeRulesKeys, buildBondHoldingsRequest, buildBondTradeRulesRequest, buildOrderDetailRequest, buildOrderListRequest, buildSymbolListRequest, parseBondHoldingsAnswer, parseBondTradeRulesAnswer, parseOrderDetailAnswer, parseOrderListAnswer, parseSymbolListAnswer, polledQuery, postQuery, queryOptions, symbolListKeys, SymbolKind, type OrderListData } from 'shared';

/** How often lists that change on their own refresh while the page is visible (rule ORD-2): a change shows within 2 s. */
export const LIVE_REFRESH_MS = 1_000;

/** The customer's profile (rule ORD-4): the one read every page shares. */
export { customerProfileQuery as profileQuery } from 'shared';

/** The desk's cut-off, validity and trading fees. */
export function tradeRulesQuery() {
  return queryOptions({
    queryKey: bondTradeRulesKeys.rules(),
    queryFn: ({ signal }) => postQuery(buildBondTradeRulesRequest(), parseBondTradeRulesAnswer, { signal, loading: false }),
    staleTime: 10 * 60_000,
  });
}

/** Today's indicative FX rates, for the TWD equivalents: the one read every page shares (rule ACC-4). */
export { fxRatesQuery } from 'shared';

/** The account's margin deposit balance: the one read every page shares. */
export { marginBalanceQuery } from 'shared';

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
