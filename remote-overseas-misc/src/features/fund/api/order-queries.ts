import {
  buildCustomerProfileRequest,
  buildFundRedeemRequest,
  buildFundSubscribeRequest,
  buildFundOrderCancelRequest,
  buildMarginBalanceRequest,
  customerProfileKeys,
  fundAccountKeys,
  marginBalanceKeys,
  parseCustomerProfileAnswer,
  parseFundOrderAnswer,
  parseFundOrderCancelAnswer,
  parseMarginBalanceAnswer,
  postQuery,
  queryOptions,
  useMutation,
  useQueryClient,
  type FundOrder,
  type FundOrderCancelResult,
} from 'shared';

/** The signed-in customer's profile (`KGItwCustomerProfile`): risk type, KYC, investor class for the suitability check. */
export function customerProfileQuery(idno: string) {
  return queryOptions({
    queryKey: customerProfileKeys.profile(idno),
    queryFn: ({ signal }) => postQuery(buildCustomerProfileRequest(), parseCustomerProfileAnswer, { signal, loading: false }),
    staleTime: 5 * 60_000,
  });
}

/** The account's margin balance (`KGItwMarginBalance`): the buying power per currency and its TWD rate. */
export function marginBalanceQuery(idno: string, account: string) {
  return queryOptions({
    queryKey: marginBalanceKeys.balance(idno, account),
    queryFn: ({ signal }) => postQuery(buildMarginBalanceRequest(account), parseMarginBalanceAnswer, { signal, loading: false }),
  });
}

/** One order the customer confirmed: a subscription by amount or a redemption by units, with its client key. */
export interface FundOrderDraft {
  readonly account: string;
  readonly fundId: string;
  readonly side: 'SUB' | 'RED';
  /** The amount (SUB) or units (RED) as a plain decimal string. */
  readonly quantity: string;
  /** Made when the customer reached the confirmation (rule ORD-1), reused by every try of this order. */
  readonly clientKey: string;
}

/**
 * Places a fund order (`KGItwInfFundOrderPlace`) as a change with its client key (rule ORD-1), so the API
 * client may retry it and the back end answers a repeat with the first result; then the account's fund
 * orders, holdings and margin balance are read again.
 */
export function useFundOrder() {
  const client = useQueryClient();
  return useMutation<FundOrder, Error, FundOrderDraft>({
    mutationFn: (draft) => {
      const request =
        draft.side === 'SUB'
          ? buildFundSubscribeRequest(draft.account, draft.fundId, draft.quantity, draft.clientKey)
          : buildFundRedeemRequest(draft.account, draft.fundId, draft.quantity, draft.clientKey);
      return postQuery(request, parseFundOrderAnswer, { effect: 'change', clientKey: draft.clientKey, loading: '委託送出中…' });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: fundAccountKeys.all });
      void client.invalidateQueries({ queryKey: marginBalanceKeys.all });
    },
  });
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
  const client = useQueryClient();
  return useMutation<FundOrderCancelResult, Error, FundCancelDraft>({
    mutationFn: (draft) => postQuery(buildFundOrderCancelRequest(draft.account, draft.orderNo, draft.clientKey), parseFundOrderCancelAnswer, { effect: 'change', clientKey: draft.clientKey, loading: '取消委託中…' }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: fundAccountKeys.all });
      void client.invalidateQueries({ queryKey: marginBalanceKeys.all });
    },
  });
}
