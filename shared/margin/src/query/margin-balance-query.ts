import { buildMarginBalanceRequest, parseMarginBalanceAnswer } from '../contracts/margin-balance';
import { postQuery } from 'shared';
import { marginBalanceKeys } from './keys';
import { queryOptions } from 'shared';

/**
 * The account's margin deposit balance (`KGItwMarginBalance`: every currency's balance, held, available
 * and money in transit), the one read of it for every page and remote: the buying power of a bond, fund
 * or stock order (rules ORD-8, STK-5), the margin information page and the account overview. One key and
 * no staleness (money moves: every mount asks again; a transfer, an order or a cancel invalidates
 * `marginBalanceKeys.all`). Read without the loading overlay; asked only once a customer and an account
 * are known.
 */
export function marginBalanceQuery(idno: string, account: string) {
  return queryOptions({
    queryKey: marginBalanceKeys.balance(idno, account),
    queryFn: ({ signal }) => postQuery(buildMarginBalanceRequest(account), parseMarginBalanceAnswer, { signal, loading: false }),
    enabled: idno !== '' && account !== '',
  });
}
