import {
  buildFxQuoteRequest,
  buildMarginTransferCancelRequest,
  buildMarginTransferRequest,
  parseFxQuoteAnswer,
  parseMarginTransferAnswer,
  postQuery,
  type FxQuote,
  type MarginCurrency,
  type MarginTransfer,
  type MarginTransferData,
} from 'shared';

/** A firm quote to sell `amount` of `currency` for `toCurrency` (rule MRG-5); asking twice is harmless. */
export function requestFxQuote(accountNo: string, currency: MarginCurrency, toCurrency: MarginCurrency, amount: string): Promise<FxQuote> {
  return postQuery(buildFxQuoteRequest({ account: accountNo, currency, toCurrency, amount }), parseFxQuoteAnswer, { loading: false });
}

/**
 * Sends a transfer the customer confirmed (rule MRG-2): `data.ClientKey` was made at the confirm and is
 * reused by every try of the same transfer, so the API client may retry it and the server answers a
 * repeated key with its first result.
 */
export function sendTransfer(data: MarginTransferData): Promise<MarginTransfer> {
  return postQuery(buildMarginTransferRequest(data), parseMarginTransferAnswer, { effect: 'change', clientKey: data.ClientKey, loading: '轉帳送出中…' });
}

/** Cancels a transfer still 受理中 (rule MRG-7), with the key made when the customer confirmed the cancel. */
export function sendCancel(accountNo: string, transferNo: string, clientKey: string): Promise<MarginTransfer> {
  return postQuery(buildMarginTransferCancelRequest(accountNo, transferNo, clientKey), parseMarginTransferAnswer, {
    effect: 'change',
    clientKey,
    loading: '取消轉帳中…',
  });
}
