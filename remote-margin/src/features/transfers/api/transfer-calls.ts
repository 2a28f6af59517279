import {
  buildFxQuoteRequest,
  buildMarginTransferCancelRequest,
  buildMarginTransferRequest,
  parseFxQuoteAnswer,
  parseMarginTransferAnswer,
  postQuery,
  useOnceOnlySubmit,
  type FxQuote,
  type MarginCurrency,
  type MarginTransfer,
  type MarginTransferData,
  type OnceOnlySubmit,
  type SubmitRequest,
} from 'shared';

/** A firm quote to sell `amount` of `currency` for `toCurrency` (rule MRG-5); asking twice is harmless. */
export function requestFxQuote(accountNo: string, currency: MarginCurrency, toCurrency: MarginCurrency, amount: string): Promise<FxQuote> {
  return postQuery(buildFxQuoteRequest({ account: accountNo, currency, toCurrency, amount }), parseFxQuoteAnswer, { loading: false });
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

/** Cancels a transfer still 受理中 (rule MRG-7), with the key made when the customer opened the cancel's confirmation. */
export function sendCancel(accountNo: string, transferNo: string, clientKey: string): Promise<MarginTransfer> {
  return postQuery(buildMarginTransferCancelRequest(accountNo, transferNo, clientKey), parseMarginTransferAnswer, {
    effect: 'change',
    clientKey,
    loading: '取消轉帳中…',
  });
}
