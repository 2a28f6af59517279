import { buildMarginBalanceRequest, marginBalanceKeys, parseMarginBalanceAnswer, postQuery, queryOptions } from 'shared';

/**
 * The margin balance of the selected account (KGItwMarginBalance): every currency's balance, held,
 * available and TWD equivalent. Refreshed when a transfer completes (the transfers list invalidates it).
 */
export function marginBalanceQuery(idno: string, accountNo: string) {
  return queryOptions({
    queryKey: marginBalanceKeys.balance(idno, accountNo),
    queryFn: ({ signal }) => postQuery(buildMarginBalanceRequest(accountNo), parseMarginBalanceAnswer, { signal, loading: false }),
    enabled: accountNo !== '',
  });
}
