import { buildFxQuoteRequest, buildMarginTransferCancelRequest, buildMarginTransferRequest, marginBalanceKeys, marginTransfersKeys, parseFxQuoteAnswer, parseMarginTransferAnswer, type FxQuote, type MarginTransfer, type MarginTransferData } from '@shared/margin';
import { postQuery, queryOptions, useMutation, useOnceOnlySubmit, useQueryClient, type OnceOnlySubmit, type SubmitRequest } from 'shared';
import { type MarginCurrency } from 'shared/money';

/** A quote and when it arrived: the countdown runs from the arrival, so a skewed clock cannot stretch it. */
export interface HeldQuote {
  readonly quote: FxQuote;
  readonly receivedAt: number;
}

/** The firm FX quotes of the transfer page (KGItwMarginFxQuote), one per account, pair and amount. */
export const fxQuoteKeys = {
  all: ['margin-fx-quote'] as const,
  quote: (accountNo: string, currency: MarginCurrency, toCurrency: MarginCurrency, amount: string) => ['margin-fx-quote', accountNo, currency, toCurrency, amount] as const,
};

/**
 * A firm quote to sell `amount` of `currency` for `toCurrency` (rule MRG-5), stamped with its arrival;
 * asking twice is harmless. Asked when the customer asks for it (取得報價) and again when it runs out, never
 * on its own: it stays fresh until then, and is forgotten as soon as nothing shows it.
 */
export function fxQuoteQuery(accountNo: string, currency: MarginCurrency, toCurrency: MarginCurrency, amount: string) {
  return queryOptions({
    queryKey: fxQuoteKeys.quote(accountNo, currency, toCurrency, amount),
    queryFn: async ({ signal }): Promise<HeldQuote> => {
      const quote = await postQuery(buildFxQuoteRequest({ account: accountNo, currency, toCurrency, amount }), parseFxQuoteAnswer, { signal, loading: false });
      return { quote, receivedAt: Date.now() };
    },
    enabled: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** What the customer confirmed: a transfer request without its client key, which the submit adds. */
export type TransferOrder = WithoutKey<MarginTransferData>;

type WithoutKey<Data> = Data extends unknown ? Omit<Data, 'ClientKey'> : never;

/**
 * The transfer request the customer confirmed (rules MRG-2, ORD-18), around the client key the submit
 * gives it: {@link useTransferSubmit} makes the key and keeps it until the back end has answered.
 */
export function transferRequest(order: TransferOrder): (clientKey: string) => SubmitRequest {
  return (ClientKey) => buildMarginTransferRequest({ ...order, ClientKey });
}

/**
 * The transfer page's submit, once and only once (rules MRG-2, ORD-18): a transfer whose answer was lost
 * keeps its key for the session, across 返回修改, a new quote and a reload, and nothing is sent again until
 * the back end has said what became of it. `onAccepted` gets the accepted transfer, from the send or from
 * that check.
 */
export function useTransferSubmit(onAccepted: (transfer: MarginTransfer) => void): OnceOnlySubmit<MarginTransfer> {
  return useOnceOnlySubmit({ scope: 'margin-transfer', kind: 'MARGIN_TRANSFER', parse: parseMarginTransferAnswer, loading: '轉帳送出中…', onAccepted });
}

/**
 * Cancels a transfer still 受理中 (rule MRG-7), with the key made when the customer opened the cancel's
 * confirmation; the transfers and the balance are asked again once it is answered.
 */
export function useTransferCancelMutation() {
  const queryClient = useQueryClient();
  return useMutation<MarginTransfer, Error, { accountNo: string; transferNo: string; clientKey: string }>({
    mutationFn: ({ accountNo, transferNo, clientKey }) =>
      postQuery(buildMarginTransferCancelRequest(accountNo, transferNo, clientKey), parseMarginTransferAnswer, { effect: 'change', clientKey, loading: '取消轉帳中…' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: marginTransfersKeys.all });
      void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
    },
  });
}
