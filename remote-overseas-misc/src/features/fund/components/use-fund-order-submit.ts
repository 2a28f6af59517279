import { useEffect, useState } from 'react';
import { parseFundOrderAnswer, type FundOrder } from '@shared/fund';
import { useOnceOnlySubmit, type OnceOnlySubmit } from 'shared';
import { useRefreshFundAccount } from '../api/order-queries';

/** What a fund order page gets from {@link useFundOrderSubmit}. */
export interface FundOrderSubmit {
  /** The page's submit: send the confirmed order with `submit.submit(fundOrderRequest(…))`. */
  readonly submit: OnceOnlySubmit<FundOrder>;
  /** The accepted order, from the send or from asking about one whose answer was lost; `null` before. */
  readonly placed: FundOrder | null;
}

/**
 * A fund order page's submit (rules ORD-18, FND-7): the order is sent once through shared's
 * `useOnceOnlySubmit` in the fund orders' key space, one unresolved order per customer, account and page
 * (`scope`). An order whose answer was lost stays unresolved, across 返回修改 and a reload, until the back
 * end says what became of it; the accepted order is then the page's result. After a definitive answer
 * the account's fund orders, holdings and margin balance are read again.
 */
export function useFundOrderSubmit(scope: 'fund-subscribe' | 'fund-redeem'): FundOrderSubmit {
  const refresh = useRefreshFundAccount();
  const [placed, setPlaced] = useState<FundOrder | null>(null);
  const submit = useOnceOnlySubmit({ scope, kind: 'FUND_ORDER', parse: parseFundOrderAnswer, loading: '委託送出中…', onAccepted: setPlaced });
  const { outcome } = submit;
  useEffect(() => {
    if (outcome?.state === 'accepted' || outcome?.state === 'refused') refresh();
  }, [outcome, refresh]);
  return { submit, placed };
}
