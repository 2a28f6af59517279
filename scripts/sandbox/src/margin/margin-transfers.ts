import { Decimal, roundHalfUp, type DecimalValue } from 'shared/money';
import { currencyLabel, formatAmount, formatMoney } from 'shared/format';
import {
  FX_PRICE_DECIMALS,
  FX_QUOTE_VALID_SECONDS,
  MARGIN_CURRENCIES,
  MINOR_UNITS,
  StatusCode,
  TRANSFER_ACTION_LABELS,
  batchFor,
  taipeiDateOf,
  taipeiIsoTime,
  fxPairOf,
  transferAmountProblem,
  type BatchCutoff,
  type ContractInput,
  type FxPairRateSchema,
  type MarginCurrency,
  type MarginTransferSchema,
  type SettlementAccount,
  type TransferAction,
  type TransferCurrencyTermsSchema,
  type TransferStatus,
} from '../shared-contracts';
import { CUSTOMER_PROFILES } from '../customer-profiles';
import { availableOf, holdFunds, postMovement, releaseHold, settleHold } from './margin-ledger';
import { fxRateOf } from './fx-rates';

/**
 * The sandbox's margin transfers (rules MRG-2 to MRG-7): 入金, 出金 and 換匯 go out in the day's batches
 * (10:30 and 14:30 Taipei time). A transfer is 受理中 until its batch's cut-off, 處理中 from then, and
 * 已完成 {@link PROCESSING_MS} later, by the sandbox's clock, computed whenever anything reads them; the
 * test controls move them at once. Money: a 入金 credits the ledger when it completes; a 出金 or 換匯 holds
 * the amount at once (so it cannot be spent twice) and debits it when it completes; a return or a cancel
 * releases the hold. In memory, reset with the ledger.
 */

/** How long the sandbox's bank takes to complete a batch after its cut-off. */
export const PROCESSING_MS = 5 * 60_000;

/**
 * Each currency's daily transfer limit per account (rule MRG-4), about NT$3 million in each: the sum of
 * the day's 入金, 出金 and 換匯 sold in that currency, returned and cancelled ones not counted.
 */
export const DAILY_LIMITS: Readonly<Record<MarginCurrency, string>> = {
  TWD: '3000000',
  USD: '100000',
  EUR: '90000',
  GBP: '75000',
  AUD: '150000',
  NZD: '160000',
  JPY: '15000000',
  ZAR: '1700000',
  CNY: '700000',
  CNH: '700000',
};

/** The spread each side of the mid rate an FX quote takes, as a fraction (0.05 %). */
const HALF_SPREAD = new Decimal('0.0005');

/** The reason a transfer returned by the test control gives when none is named. */
export const DEFAULT_RETURN_REASON = '銀行帳戶資料不符，款項已退回。';

/** A transfer as the sandbox keeps it. */
interface TransferRecord {
  transferNo: string;
  account: string;
  action: TransferAction;
  currency: MarginCurrency;
  amount: DecimalValue;
  toCurrency: MarginCurrency | '';
  toAmount: DecimalValue | null;
  rate: PairRate | null;
  status: TransferStatus;
  reason: string;
  submittedAt: number;
  batchDate: string;
  batchCutoff: BatchCutoff;
  cutoffAt: number;
  nextBusinessDay: boolean;
}

/** A rate as quoted: `price` units of `quote` per 1 `base` (rule MRG-5). */
interface PairRate {
  readonly base: MarginCurrency;
  readonly quote: MarginCurrency;
  readonly price: DecimalValue;
}

/** A firm quote. */
interface QuoteRecord {
  readonly quoteId: string;
  readonly account: string;
  readonly currency: MarginCurrency;
  readonly toCurrency: MarginCurrency;
  readonly amount: DecimalValue;
  readonly toAmount: DecimalValue;
  readonly rate: PairRate;
  readonly quotedAt: number;
  expiresAt: number;
}

/** A refusal: the StatusCode and the zh-TW reason. */
export interface TransferRefusal {
  readonly ok: false;
  readonly code: '4001' | '4251' | '4252' | '4253' | '4254' | '4255';
  readonly message: string;
}

const transfers = new Map<string, TransferRecord>();
const quotes = new Map<string, QuoteRecord>();
let counter = 0;

/** Forgets every transfer and quote (with `resetLedger`, when a sandbox starts). */
export function resetTransfers(): void {
  transfers.clear();
  quotes.clear();
  counter = 0;
}

/**
 * The registered bank account of an account's currency: the customer profile's settlement account (rule
 * MRG-3), the only one a 入金 may come from and a 出金 go to; null when the currency has none.
 */
export function bankAccountOf(account: string, currency: MarginCurrency): SettlementAccount | null {
  for (const profile of CUSTOMER_PROFILES.values()) {
    const owned = profile.accounts.find((entry) => entry.account === account);
    if (owned !== undefined) return owned.settlementAccounts.find((entry) => entry.currency === currency) ?? null;
  }
  return null;
}

/** What is already counted against today's limit in `currency` (rule MRG-4). */
function usedToday(account: string, currency: MarginCurrency, now: number): DecimalValue {
  const today = taipeiDateOf(now);
  let used = new Decimal(0);
  for (const transfer of transfers.values()) {
    if (transfer.account !== account || transfer.currency !== currency) continue;
    if (transfer.status === 'returned' || transfer.status === 'cancelled') continue;
    if (taipeiDateOf(transfer.submittedAt) !== today) continue;
    used = used.plus(transfer.amount);
  }
  return used;
}

/** Completes a transfer: the money moves in the ledger. */
function complete(transfer: TransferRecord): void {
  if (transfer.status !== 'accepted' && transfer.status !== 'processing') return;
  const base = { account: transfer.account, reference: transfer.transferNo, date: transfer.batchDate };
  if (transfer.action === 'deposit') {
    postMovement({ ...base, currency: transfer.currency, amount: transfer.amount, type: 'deposit' });
  } else {
    // paid out of its own hold in one step: a refusal leaves the money held until the transfer is returned
    const debit = settleHold({ reference: transfer.transferNo, amount: transfer.amount, type: transfer.action, date: transfer.batchDate, rest: 'release' });
    if (!debit.ok) {
      releaseHold(transfer.transferNo);
      transfer.status = 'returned';
      transfer.reason = '可用餘額不足，款項已退回。';
      return;
    }
    if (transfer.action === 'fx' && transfer.toCurrency !== '' && transfer.toAmount !== null) {
      postMovement({ ...base, currency: transfer.toCurrency, amount: transfer.toAmount, type: 'fx' });
    }
  }
  transfer.status = 'completed';
}

/** Returns a transfer with a reason: a hold is released, nothing moves. */
function giveBack(transfer: TransferRecord, reason: string): void {
  if (transfer.status !== 'accepted' && transfer.status !== 'processing') return;
  releaseHold(transfer.transferNo);
  transfer.status = 'returned';
  transfer.reason = reason;
}

/** Moves every transfer along by the clock: 處理中 from its cut-off, 已完成 {@link PROCESSING_MS} after it. */
export function advanceByClock(now: number): void {
  for (const transfer of transfers.values()) {
    if (transfer.status === 'accepted' && now >= transfer.cutoffAt) transfer.status = 'processing';
    if (transfer.status === 'processing' && now >= transfer.cutoffAt + PROCESSING_MS) complete(transfer);
  }
}

/** Test control: one step for every open transfer (受理中 → 處理中, 處理中 → 已完成). */
export function advanceBatch(): void {
  for (const transfer of transfers.values()) {
    if (transfer.status === 'processing') complete(transfer);
    else if (transfer.status === 'accepted') transfer.status = 'processing';
  }
}

/** Test control: completes the named transfer, or every open one. */
export function completeTransfers(transferNo?: string): void {
  for (const transfer of transfers.values()) if (transferNo === undefined || transfer.transferNo === transferNo) complete(transfer);
}

/** Test control: returns the named transfer, or every open one, with a reason. */
export function returnTransfers(transferNo?: string, reason = DEFAULT_RETURN_REASON): void {
  for (const transfer of transfers.values()) if (transferNo === undefined || transfer.transferNo === transferNo) giveBack(transfer, reason);
}

/** Test control: every quote given so far expires now. */
export function expireQuotes(now: number): void {
  for (const quote of quotes.values()) quote.expiresAt = Math.min(quote.expiresAt, now - 1);
}

/** The transfer as it travels. */
export function transferAnswer(transfer: TransferRecord): ContractInput<typeof MarginTransferSchema> {
  return {
    transferNo: transfer.transferNo,
    action: transfer.action,
    currency: transfer.currency,
    amount: transfer.amount.toFixed(),
    toCurrency: transfer.toCurrency,
    toAmount: transfer.toAmount?.toFixed() ?? '',
    rate: transfer.rate === null ? null : rateAnswer(transfer.rate),
    fee: '0',
    status: transfer.status,
    reason: transfer.reason,
    submittedAt: taipeiIsoTime(transfer.submittedAt),
    batchDate: transfer.batchDate,
    batchCutoff: transfer.batchCutoff,
    nextBusinessDay: transfer.nextBusinessDay,
    bankAccountMasked: transfer.action === 'fx' ? '' : (bankAccountOf(transfer.account, transfer.currency)?.bankAccountMasked ?? ''),
  };
}

/** The account's transfers of the last 30 days, newest first. */
export function transfersOf(account: string, now: number): readonly TransferRecord[] {
  advanceByClock(now);
  const since = now - 30 * 24 * 3_600_000;
  return [...transfers.values()].filter((transfer) => transfer.account === account && transfer.submittedAt >= since).reverse();
}

/** The account's daily limit and use of today per currency. */
export function termsOf(account: string, now: number): ContractInput<typeof TransferCurrencyTermsSchema>[] {
  return MARGIN_CURRENCIES.map((currency) => ({
    currency,
    dailyLimit: DAILY_LIMITS[currency],
    usedToday: usedToday(account, currency, now).toFixed(),
  }));
}

/** The checks every money-moving request shares: the amount's form (4001), the daily limit (4252), available (4251). */
function checkAmount(
  account: string,
  action: TransferAction,
  currency: MarginCurrency,
  amount: string,
  now: number,
): TransferRefusal | { readonly ok: true; readonly value: DecimalValue } {
  const problem = transferAmountProblem(action, currency, amount);
  if (problem !== null) return { ok: false, code: StatusCode.InvalidField, message: `請求欄位不正確：amount（${problem}）。` };
  const value = new Decimal(amount);
  const room = new Decimal(DAILY_LIMITS[currency]).minus(usedToday(account, currency, now));
  if (value.gt(room)) {
    return { ok: false, code: StatusCode.MarginDailyLimit, message: `超過今日 ${currencyLabel(currency)} ${TRANSFER_ACTION_LABELS[action]}限額，今日尚可轉帳 ${formatAmount(room, currency)}。` };
  }
  if (action !== 'deposit') {
    const available = availableOf(account, currency);
    if (value.gt(available)) return { ok: false, code: StatusCode.MarginInsufficient, message: `可用餘額不足：可用 ${formatMoney(available, currency)}。` };
  }
  return { ok: true, value };
}

/** A firm quote to sell `amount` of `currency` for `toCurrency` (rule MRG-5). */
export function quoteFx(
  account: string,
  currency: MarginCurrency,
  toCurrency: MarginCurrency,
  amount: string,
  now: number,
): TransferRefusal | { readonly ok: true; readonly quote: QuoteRecord } {
  if (currency === toCurrency) return { ok: false, code: StatusCode.InvalidField, message: '請求欄位不正確：toCurrency（必須與賣出幣別不同）。' };
  const checked = checkAmount(account, 'fx', currency, amount, now);
  if (!checked.ok) return checked;
  const value = checked.value;
  // The customer's side of the spread on each leg (TWD per unit of each), written the way the pair is quoted
  // (USD/TWD whether USD is sold or bought), 4 decimals half-up; the amount received comes from that price
  // and is rounded down.
  const sell = fxRateOf(currency, now).times(new Decimal(1).minus(HALF_SPREAD));
  const buy = fxRateOf(toCurrency, now).times(new Decimal(1).plus(HALF_SPREAD));
  const pair = fxPairOf(currency, toCurrency);
  const soldIsBase = pair.base === currency;
  const price = roundHalfUp(soldIsBase ? sell.div(buy) : buy.div(sell), FX_PRICE_DECIMALS);
  const rate: PairRate = { ...pair, price };
  const toAmount = (soldIsBase ? value.times(price) : value.div(price)).round(MINOR_UNITS[toCurrency], 0);
  if (toAmount.lte(0)) return { ok: false, code: StatusCode.InvalidField, message: '請求欄位不正確：amount（金額過小，換得金額為 0）。' };
  counter += 1;
  const quote: QuoteRecord = {
    quoteId: `Q${String(now)}${String(counter).padStart(4, '0')}`,
    account,
    currency,
    toCurrency,
    amount: value,
    toAmount,
    rate,
    quotedAt: now,
    expiresAt: now + FX_QUOTE_VALID_SECONDS * 1000,
  };
  quotes.set(quote.quoteId, quote);
  return { ok: true, quote };
}

/** A rate as it travels. */
function rateAnswer(rate: PairRate): ContractInput<typeof FxPairRateSchema> {
  return { base: rate.base, quote: rate.quote, price: rate.price.toFixed(FX_PRICE_DECIMALS) };
}

/** The quote as it travels. */
export function quoteAnswer(quote: QuoteRecord) {
  return {
    quoteId: quote.quoteId,
    currency: quote.currency,
    toCurrency: quote.toCurrency,
    amount: quote.amount.toFixed(),
    toAmount: quote.toAmount.toFixed(),
    rate: rateAnswer(quote.rate),
    quotedAt: taipeiIsoTime(quote.quotedAt),
    validUntil: taipeiIsoTime(quote.expiresAt),
    validSeconds: FX_QUOTE_VALID_SECONDS,
  };
}

/** What a transfer request asks for, checked against its contract. */
export type TransferOrder =
  | { readonly action: 'deposit' | 'withdrawal'; readonly currency: MarginCurrency; readonly amount: string }
  | { readonly action: 'fx'; readonly currency: MarginCurrency; readonly amount: string; readonly toCurrency: MarginCurrency; readonly quoteId: string };

/** Accepts a transfer into its batch, or refuses it (rules MRG-4 to MRG-6). */
export function submitTransfer(account: string, order: TransferOrder, now: number): TransferRefusal | { readonly ok: true; readonly transfer: TransferRecord } {
  advanceByClock(now);
  let quote: QuoteRecord | undefined;
  if (order.action === 'fx') {
    quote = quotes.get(order.quoteId);
    // Never executed at an expired rate: the quote must be alive by the server's clock.
    if (quote === undefined || quote.account !== account || now > quote.expiresAt) {
      return { ok: false, code: StatusCode.MarginQuoteExpired, message: '換匯報價已逾時，請重新取得報價。' };
    }
    if (quote.currency !== order.currency || quote.toCurrency !== order.toCurrency || !quote.amount.eq(order.amount)) {
      return { ok: false, code: StatusCode.InvalidField, message: '請求欄位不正確：quoteId（與換匯內容不符）。' };
    }
  }
  const checked = checkAmount(account, order.action, order.currency, order.amount, now);
  if (!checked.ok) return checked;
  if (order.action !== 'fx' && bankAccountOf(account, order.currency) === null) {
    return { ok: false, code: StatusCode.MarginNoBankAccount, message: `${order.currency} 尚未約定銀行帳戶，無法入金或出金。` };
  }
  const value = checked.value;
  const batch = batchFor(now);
  counter += 1;
  const transferNo = `MT${taipeiDateOf(now)}${String(counter).padStart(5, '0')}`;
  if (order.action !== 'deposit') {
    const held = holdFunds({ account, currency: order.currency, amount: value, reference: transferNo });
    if (!held.ok) return { ok: false, code: StatusCode.MarginInsufficient, message: '可用餘額不足。' };
  }
  if (quote !== undefined) quotes.delete(quote.quoteId);
  const transfer: TransferRecord = {
    transferNo,
    account,
    action: order.action,
    currency: order.currency,
    amount: value,
    toCurrency: quote?.toCurrency ?? '',
    toAmount: quote?.toAmount ?? null,
    rate: quote?.rate ?? null,
    status: 'accepted',
    reason: '',
    submittedAt: now,
    batchDate: batch.date,
    batchCutoff: batch.cutoff,
    cutoffAt: batch.cutoffAt,
    nextBusinessDay: batch.nextBusinessDay,
  };
  transfers.set(transferNo, transfer);
  return { ok: true, transfer };
}

/** Cancels a transfer still 受理中 before its cut-off (rule MRG-7), or refuses with 4254. */
export function cancelTransfer(account: string, transferNo: string, now: number): TransferRefusal | { readonly ok: true; readonly transfer: TransferRecord } {
  advanceByClock(now);
  const transfer = transfers.get(transferNo);
  if (transfer === undefined || transfer.account !== account) {
    return { ok: false, code: StatusCode.InvalidField, message: '請求欄位不正確：transferNo（查無此筆轉帳）。' };
  }
  if (transfer.status !== 'accepted' || now >= transfer.cutoffAt) {
    return { ok: false, code: StatusCode.MarginNotCancellable, message: '此筆轉帳已進入批次處理，無法取消。' };
  }
  releaseHold(transfer.transferNo);
  transfer.status = 'cancelled';
  return { ok: true, transfer };
}
