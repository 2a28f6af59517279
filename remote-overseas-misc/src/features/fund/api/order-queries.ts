import { useCallback } from 'react';
import { buildFundRedeemRequest, buildFundSubscribeRequest, buildFundOrderCancelRequest, fundAccountKeys, parseFundOrderCancelAnswer, type FundOrderCancelResult } from '@shared/fund';
import { marginBalanceKeys } from '@shared/margin';
import { postQuery, useMutation, useQueryClient, type SubmitRequest } from 'shared';

/** The signed-in customer's profile: risk type, KYC, investor class for the suitability check; the one read every page shares. */
export { customerProfileQuery } from '@shared/account';

/** The account's margin deposit balance: the one read every page shares. */
export { marginBalanceQuery } from '@shared/margin';

/** One order the customer confirmed: a subscription by amount or a redemption by units. */
export interface FundOrderDraft {
  readonly account: string;
  readonly fundId: string;
  readonly side: 'SUB' | 'RED';
  /** The amount (SUB) or units (RED) as a plain decimal string. */
  readonly quantity: string;
}

/**
 * The fund order request (`KGItwInfFundOrderPlace`) around the client key it is given: the page sends it
 * through `useOnceOnlySubmit` (rule ORD-18), which makes the key and keeps it until the order's outcome is
 * known, so the API client may retry it and a lost answer is asked about, never sent blind.
 */
export function fundOrderRequest(draft: FundOrderDraft): (clientKey: string) => SubmitRequest {
  return (clientKey) =>
    draft.side === 'SUB' ? buildFundSubscribeRequest(draft.account, draft.fundId, draft.quantity, clientKey) : buildFundRedeemRequest(draft.account, draft.fundId, draft.quantity, clientKey);
}

/** After an order or a cancel: the account's fund orders, holdings and margin balance are read again. */
export function useRefreshFundAccount(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: fundAccountKeys.all });
    void client.invalidateQueries({ queryKey: marginBalanceKeys.all });
  }, [client]);
}

/** A cancel the customer confirmed: the order and the client key made when the confirmation opened (rule ORD-1). */
export interface FundCancelDraft {
  readonly account: string;
  readonly orderNo: string;
  readonly clientKey: string;
}

/**
 * Cancels a waiting fund order (`KGItwInfFundOrderCancel`, rule FND-9) as a change with its client key;
 * then the orders, holdings and margin balance are read again (the held money is released).
 */
export function useFundOrderCancel() {
  const refresh = useRefreshFundAccount();
  return useMutation<FundOrderCancelResult, Error, FundCancelDraft>({
    mutationFn: (draft) => postQuery(buildFundOrderCancelRequest(draft.account, draft.orderNo, draft.clientKey), parseFundOrderCancelAnswer, { effect: 'change', clientKey: draft.clientKey, loading: '取消委託中…' }),
    onSettled: refresh,
  });
}
