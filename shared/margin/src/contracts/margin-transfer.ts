import * as v from 'valibot';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { ClientKeySchema, DecimalStringSchema, YyyymmddSchema } from 'shared/contracts';
import { BATCH_CUTOFFS, TRANSFER_ACTIONS } from './margin-batches';
import { AccountNoSchema, TaipeiTimeSchema } from 'shared/contracts';
import { MarginCurrencySchema, type MarginCurrency } from 'shared/money';

// Our own contracts, not part of the known broker contract: the margin transfers (rules MRG-2 to MRG-7).


/** How long an FX quote is good for, seconds (rule MRG-5). */
export const FX_QUOTE_VALID_SECONDS = 30;

/**
 * Which currency of a pair is quoted per unit of the other (rule MRG-5), earlier first: a rate is always
 * written the way the market and every other page write it, whichever way the customer converts. TWD is
 * last, so a pair with TWD is always 「外幣/TWD」, TWD per 1 unit of the foreign currency (USD/TWD 32.2232);
 * between two foreign currencies the market's convention (EUR/USD, USD/JPY, AUD/NZD).
 */
const FX_BASE_ORDER: readonly MarginCurrency[] = ['EUR', 'GBP', 'AUD', 'NZD', 'USD', 'CNY', 'CNH', 'ZAR', 'JPY', 'TWD'];

/** The pair of two different currencies as quoted: `base` is the unit, `quote` the currency the price is in. */
export function fxPairOf(one: MarginCurrency, other: MarginCurrency): { readonly base: MarginCurrency; readonly quote: MarginCurrency } {
  return FX_BASE_ORDER.indexOf(one) <= FX_BASE_ORDER.indexOf(other) ? { base: one, quote: other } : { base: other, quote: one };
}

/** Decimals of an FX price (rule MRG-5): 4, as Taiwan's banks quote TWD per unit (USD/TWD 32.2232, JPY/TWD 0.2135). */
export const FX_PRICE_DECIMALS = 4;

/**
 * An exchange rate with its direction explicit: `price` units of `quote` per 1 `base` (exact decimal,
 * {@link FX_PRICE_DECIMALS} places), the pair as {@link fxPairOf} orders it. USD/TWD 32.2232 is 32.2232
 * 新台幣 for 1 美元, whether the customer sells USD or buys it.
 */
export const FxPairRateSchema = v.object({
  base: MarginCurrencySchema,
  quote: MarginCurrencySchema,
  price: DecimalStringSchema,
});

/** An exchange rate with its direction explicit. */
export type FxPairRate = Readonly<v.InferOutput<typeof FxPairRateSchema>>;

/** The statuses of a transfer (rule MRG-7): 受理中 → 處理中 → 已完成, or 已退回; 已取消 by the customer. */
export const TRANSFER_STATUSES = ['accepted', 'processing', 'completed', 'returned', 'cancelled'] as const;

/** One of {@link TRANSFER_STATUSES}. */
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** zh-TW label of each transfer status. */
export const TRANSFER_STATUS_LABELS: Readonly<Record<TransferStatus, string>> = {
  accepted: '受理中',
  processing: '處理中',
  completed: '已完成',
  returned: '已退回',
  cancelled: '已取消',
};

/**
 * One transfer. `amount` is in `currency` (for 換匯 the currency sold, what the customer pays); a 換匯 also
 * has `toCurrency`, `toAmount` (what the customer receives) and `rate` (its quote's rate, the pair
 * explicit), empty strings and null otherwise. It goes out in
 * the batch `batchDate` `batchCutoff`; `nextBusinessDay` says it was made after the last cut-off or on a
 * holiday. `reason` says why it was returned. `fee` is the fee charged, `"0"` today. `bankAccountMasked`
 * is the registered account a 入金 came from or a 出金 went to (`''` for 換匯).
 */
export const MarginTransferSchema = v.object({
  transferNo: v.string(),
  action: v.picklist(TRANSFER_ACTIONS),
  currency: MarginCurrencySchema,
  amount: DecimalStringSchema,
  toCurrency: v.union([MarginCurrencySchema, v.literal('')]),
  toAmount: v.union([DecimalStringSchema, v.literal('')]),
  rate: v.nullable(FxPairRateSchema),
  fee: DecimalStringSchema,
  status: v.picklist(TRANSFER_STATUSES),
  reason: v.string(),
  submittedAt: TaipeiTimeSchema,
  batchDate: YyyymmddSchema,
  batchCutoff: v.picklist(BATCH_CUTOFFS),
  nextBusinessDay: v.boolean(),
  bankAccountMasked: v.string(),
});

/** One transfer. */
export type MarginTransfer = Readonly<v.InferOutput<typeof MarginTransferSchema>>;

/** One leg of money in transit: what a transfer still 受理中 or 處理中 will move in one currency. */
export interface MoneyInTransit {
  readonly transferNo: string;
  /** 入金, 出金 or 換匯. */
  readonly action: MarginTransfer['action'];
  readonly status: TransferStatus;
  readonly currency: MarginTransfer['currency'];
  /** Positive: the amount of `currency` the transfer moves. */
  readonly amount: string;
  /**
   * `in`: on its way into the margin account, not in the balance nor the available balance until the
   * transfer completes (a 入金, the currency a 換匯 buys); `out`: on its way out, still in the balance but
   * held already, so not available (a 出金, the currency a 換匯 sells).
   */
  readonly direction: 'in' | 'out';
}

/**
 * The money of an account's transfers still in transit (受理中 or 處理中, rule MRG-7), one leg per
 * currency moved, newest first as the list is: a 換匯 gives two legs, the currency sold going out and the
 * one bought coming in. Returned, cancelled and completed transfers move nothing more.
 */
export function moneyInTransit(transfers: readonly MarginTransfer[]): MoneyInTransit[] {
  return transfers.flatMap((transfer): MoneyInTransit[] => {
    if (transfer.status !== 'accepted' && transfer.status !== 'processing') return [];
    const base = { transferNo: transfer.transferNo, action: transfer.action, status: transfer.status };
    if (transfer.action === 'deposit') return [{ ...base, currency: transfer.currency, amount: transfer.amount, direction: 'in' }];
    if (transfer.action === 'withdrawal') return [{ ...base, currency: transfer.currency, amount: transfer.amount, direction: 'out' }];
    const bought = transfer.toCurrency === '' || transfer.toAmount === '' ? [] : [{ ...base, currency: transfer.toCurrency, amount: transfer.toAmount, direction: 'in' as const }];
    return [{ ...base, currency: transfer.currency, amount: transfer.amount, direction: 'out' }, ...bought];
  });
}

/**
 * The daily limit of one currency. `usedToday` is the sum of today's transfers in that currency (入金,
 * 出金 and the currency sold by 換匯, not returned or cancelled); a transfer may not take it over
 * `dailyLimit` (rule MRG-4). The registered bank accounts are the customer profile's settlement accounts
 * (`KGItwCustomerProfile`), not repeated here.
 */
export const TransferCurrencyTermsSchema = v.object({
  currency: MarginCurrencySchema,
  dailyLimit: DecimalStringSchema,
  usedToday: DecimalStringSchema,
});

/** The daily limit of one currency and today's use of it. */
export type TransferCurrencyTerms = Readonly<v.InferOutput<typeof TransferCurrencyTermsSchema>>;

/** `Data` of the transfers request: the account. */
export const MarginTransfersDataSchema = v.object({ account: AccountNoSchema });

/**
 * The account's transfers of the last 30 days, newest first, and its daily limits per currency (FunId
 * `KGItwMarginTransfers`). Our own contract. Polled while the page is visible (rule MRG-7).
 */
export const MarginTransfersSchema = v.object({
  terms: v.array(TransferCurrencyTermsSchema),
  transfers: v.array(MarginTransferSchema),
});

/** The account's transfers and daily limits. */
export type MarginTransfers = { readonly terms: readonly TransferCurrencyTerms[]; readonly transfers: readonly MarginTransfer[] };

/** The transfers request body. */
export type MarginTransfersRequest = QueryRequest<typeof FunId.MarginTransfers, v.InferInput<typeof MarginTransfersDataSchema>>;

/** The transfers answer as it travels. */
export const MarginTransfersAnswerSchema = successSchema(MarginTransfersSchema);

/** Builds the transfers request. */
export function buildMarginTransfersRequest(account: string): MarginTransfersRequest {
  return { FunId: FunId.MarginTransfers, Data: { account } };
}

/** Parses the transfers answer. @throws ApiError for a non-zero StatusCode or a wrong shape. */
export function parseMarginTransfersAnswer(json: unknown): MarginTransfers {
  return parseSuccess(json, MarginTransfersSchema);
}

/** `Data` of the FX quote request: sell `amount` of `currency` for `toCurrency` (different currencies). */
export const FxQuoteDataSchema = v.object({
  account: AccountNoSchema,
  currency: MarginCurrencySchema,
  toCurrency: MarginCurrencySchema,
  amount: DecimalStringSchema,
});

/**
 * A firm FX quote (FunId `KGItwMarginFxQuote`), our own contract: sell `amount` of `currency` (what the
 * customer pays) and receive `toAmount` of `toCurrency`. `rate` is the quote's rate the way the market
 * writes it, direction explicit ({@link FxPairRateSchema}: USD/TWD 32.2232 whether USD is sold or bought,
 * 4 decimals, half-up, the customer's side of the spread); `toAmount` is amount × price when the sold
 * currency is the pair's base, amount ÷ price otherwise, rounded down to the minor unit of `toCurrency`
 * (the customer never receives more than the quote shows). Valid
 * for {@link FX_QUOTE_VALID_SECONDS} s, until `validUntil`; a transfer naming it after that is refused
 * (rule MRG-5). The page counts down from when the answer arrived, so a skewed clock cannot stretch it.
 */
export const FxQuoteSchema = v.object({
  quoteId: v.string(),
  currency: MarginCurrencySchema,
  toCurrency: MarginCurrencySchema,
  amount: DecimalStringSchema,
  toAmount: DecimalStringSchema,
  rate: FxPairRateSchema,
  quotedAt: TaipeiTimeSchema,
  validUntil: TaipeiTimeSchema,
  validSeconds: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

/** A firm FX quote. */
export type FxQuote = Readonly<v.InferOutput<typeof FxQuoteSchema>>;

/** The FX quote request body. */
export type FxQuoteRequest = QueryRequest<typeof FunId.MarginFxQuote, v.InferInput<typeof FxQuoteDataSchema>>;

/** The FX quote answer as it travels. */
export const FxQuoteAnswerSchema = successSchema(FxQuoteSchema);

/** Builds the FX quote request. */
export function buildFxQuoteRequest(data: v.InferInput<typeof FxQuoteDataSchema>): FxQuoteRequest {
  return { FunId: FunId.MarginFxQuote, Data: { ...data } };
}

/** Parses the FX quote answer. @throws ApiError for a non-zero StatusCode or a wrong shape. */
export function parseFxQuoteAnswer(json: unknown): FxQuote {
  return parseSuccess(json, FxQuoteSchema);
}

/**
 * `Data` of a transfer (FunId `KGItwMarginTransfer`), our own contract. `ClientKey` made when the customer
 * confirms: a repeated key is answered with the first result and moves nothing again (rule MRG-2). 入金 and
 * 出金 name the currency and amount; 換匯 names its quote (and repeats its currency, toCurrency and amount,
 * which must match it). Refusals: 4001 (amount's form, rule MRG-4), 4251 over available, 4252 over the
 * daily limit, 4253 the quote expired or is unknown, 4255 a 入金 or 出金 in a currency with no registered bank
 * account (the profile's settlement accounts, rule MRG-3).
 */
export const MarginTransferDataSchema = v.variant('action', [
  v.object({ account: AccountNoSchema, ClientKey: ClientKeySchema, action: v.literal('deposit'), currency: MarginCurrencySchema, amount: DecimalStringSchema }),
  v.object({ account: AccountNoSchema, ClientKey: ClientKeySchema, action: v.literal('withdrawal'), currency: MarginCurrencySchema, amount: DecimalStringSchema }),
  v.object({
    account: AccountNoSchema,
    ClientKey: ClientKeySchema,
    action: v.literal('fx'),
    currency: MarginCurrencySchema,
    amount: DecimalStringSchema,
    toCurrency: MarginCurrencySchema,
    quoteId: v.pipe(v.string(), v.nonEmpty()),
  }),
]);

/** `Data` of a transfer. */
export type MarginTransferData = v.InferInput<typeof MarginTransferDataSchema>;

/** The transfer request body. */
export type MarginTransferRequest = QueryRequest<typeof FunId.MarginTransfer, MarginTransferData>;

/** The answer of a transfer or a cancel: the transfer as it now stands. */
export const MarginTransferAnswerSchema = successSchema(MarginTransferSchema);

/** Builds the transfer request; `data.ClientKey` is the key made when the customer confirmed. */
export function buildMarginTransferRequest(data: MarginTransferData): MarginTransferRequest {
  return { FunId: FunId.MarginTransfer, Data: { ...data } };
}

/** Parses the answer of a transfer or a cancel. @throws ApiError for a non-zero StatusCode or a wrong shape. */
export function parseMarginTransferAnswer(json: unknown): MarginTransfer {
  return parseSuccess(json, MarginTransferSchema);
}

/**
 * `Data` of a cancel (FunId `KGItwMarginTransferCancel`), our own contract: a transfer still 受理中 before
 * its batch's cut-off may be cancelled (rule MRG-7); otherwise 4254. Idempotent by `ClientKey`.
 */
export const MarginTransferCancelDataSchema = v.object({ account: AccountNoSchema, ClientKey: ClientKeySchema, transferNo: v.pipe(v.string(), v.nonEmpty()) });

/** The cancel request body. */
export type MarginTransferCancelRequest = QueryRequest<typeof FunId.MarginTransferCancel, v.InferInput<typeof MarginTransferCancelDataSchema>>;

/** Builds the cancel request. */
export function buildMarginTransferCancelRequest(account: string, transferNo: string, clientKey: string): MarginTransferCancelRequest {
  return { FunId: FunId.MarginTransferCancel, Data: { account, ClientKey: clientKey, transferNo } };
}
