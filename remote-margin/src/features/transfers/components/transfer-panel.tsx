import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Decimal } from 'shared/money';
import { failureMessage, SubmitOutcomeNotice, useQuery, useQueryClient } from 'shared';
import { MARGIN_CURRENCIES, MARGIN_CURRENCY_NAMES, MINOR_UNITS, type MarginCurrency } from 'shared/money';
import { StatusCode } from 'shared/contracts';
import { TRANSFER_ACTIONS, TRANSFER_ACTION_LABELS, TRANSFER_STATUS_LABELS, batchFor, marginBalanceKeys, marginTransfersKeys, type MarginBalance, type MarginTransfer, type TransferCurrencyTerms } from '@shared/margin';
import { type SettlementAccount } from '@shared/account';
import { currencyLabel, formatMoney, useNow } from 'shared';
import { formatCountdown } from '../domain/format-countdown';
import { amountOverLimits, parseAmountInput } from '../domain/amount-input';
import { fxQuoteKeys, fxQuoteQuery, transferRequest, useTransferSubmit, type HeldQuote, type TransferOrder } from '../api/transfer-calls';
import { batchText } from '../batch-text';
import { amountText, fxRateText } from '../transfer-text';
import { clearAmount, markChecked, setAction, setAmountText, setCurrency, setToCurrency, useTransferDraft } from '../transfer-draft.store';

/**
 * Milliseconds the quote has left at `now`, never more than its validity (rule MRG-5): the page's ticking
 * clock may read a moment before the quote's arrival, which must not show 「剩餘 31 秒」 for a 30 s quote.
 */
function msLeft(held: HeldQuote, now = Date.now()): number {
  const validMs = held.quote.validSeconds * 1_000;
  return Math.max(0, Math.min(validMs, held.receivedAt + validMs - now));
}

function messageOf(error: unknown): string {
  return failureMessage(error, '系統忙碌中，請稍後再試。');
}

/** An accepted transfer as the page shows it, and how it relates to what the customer confirmed last. */
interface AcceptedTransfer {
  readonly transfer: MarginTransfer;
  /**
   * `confirmed`: the transfer the customer just confirmed; `earlier`: one sent before, whose answer was lost,
   * found accepted by the check (rule ORD-18); `instead`: that earlier one, found accepted when the customer
   * confirmed a changed transfer, which therefore was not sent.
   */
  readonly source: 'confirmed' | 'earlier' | 'instead';
}

/** Whether an accepted transfer is the one the customer confirmed (the same action, currencies and amount). */
function isSameTransfer(order: TransferOrder, transfer: MarginTransfer): boolean {
  return (
    order.action === transfer.action &&
    order.currency === transfer.currency &&
    new Decimal(order.amount).eq(transfer.amount) &&
    (order.action !== 'fx' || order.toCurrency === transfer.toCurrency)
  );
}

/**
 * 入金, 出金 and 換匯 (rules MRG-2 to MRG-7, MRG-10): the form, checked beside each field, then a confirm step that
 * shows exactly what will happen (amounts, rate, fee, the batch) and sends it once. The 換匯 confirm runs
 * on a 30-second quote with a visible countdown and asks a new quote when it runs out, so nothing is ever
 * sent at an expired rate.
 */
export function TransferPanel({
  accountNo,
  balance,
  terms,
  banks,
}: {
  accountNo: string;
  balance: MarginBalance;
  terms: readonly TransferCurrencyTerms[];
  /** The registered bank accounts of the account (the profile's settlement accounts). */
  banks: readonly SettlementAccount[];
}) {
  const draft = useTransferDraft();
  const queryClient = useQueryClient();
  const ids = { amount: useId(), amountHelp: useId(), amountError: useId(), currency: useId(), toCurrency: useId() };
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<AcceptedTransfer | null>(null);
  /** The transfer the customer confirmed last, as it was sent (or, unresolved, kept to be asked about). */
  const [sentOrder, setSentOrder] = useState<TransferOrder | null>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  // Once, and only once (rules MRG-2, ORD-18): the key of a transfer whose answer was lost is kept, across
  // 返回修改, a new quote and a reload, and nothing is sent again before the back end says what became of it.
  const submit = useTransferSubmit((transfer) => {
    setAccepted({ transfer, source: sentOrder === null ? 'earlier' : isSameTransfer(sentOrder, transfer) ? 'confirmed' : 'instead' });
    setSentOrder(null);
    forgetQuote();
    setStep('edit');
    setNotice(null);
    clearAmount();
    void queryClient.invalidateQueries({ queryKey: marginTransfersKeys.all });
    void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
  });
  const now = useNow();

  const { action, currency, toCurrency } = draft;
  const decimals = MINOR_UNITS[currency];
  const entry = balance.balances.find((item) => item.currency === currency);
  const term = terms.find((item) => item.currency === currency);
  const room = term === undefined ? '0' : new Decimal(term.dailyLimit).minus(term.usedToday).toFixed();
  const parsed = parseAmountInput(draft.amountText, action, currency);
  // The 換匯 quote (rule MRG-5): asked by 取得報價 and again when it runs out; kept, while renewed, until the new one arrives.
  const quoteOptions = fxQuoteQuery(accountNo, currency, toCurrency, parsed.ok ? parsed.amount : '');
  const fxQuote = useQuery(quoteOptions);
  const held = fxQuote.data ?? null;
  const quoting = fxQuote.isFetching;
  /** Forgets every quote: back to the form, or the transfer was accepted. */
  function forgetQuote(): void {
    void queryClient.resetQueries({ queryKey: fxQuoteKeys.all });
  }
  const registered = banks.find((bank) => bank.currency === currency);
  // 入金 and 出金 only through the currency's registered account (rule MRG-3).
  const problem =
    action !== 'fx' && registered === undefined
      ? `${currency} 尚未約定銀行帳戶，無法${TRANSFER_ACTION_LABELS[action]}`
      : !parsed.ok
        ? parsed.message
        : amountOverLimits(parsed.amount, { available: action === 'deposit' ? null : (entry?.available ?? '0'), room, decimals, currency });
  const shownProblem = draft.checked ? (problem ?? serverProblem) : serverProblem;
  const bank = registered === undefined ? '' : `${registered.bankName} ${registered.bankAccountMasked}`;

  useEffect(() => {
    if (step === 'confirm') confirmTitle.current?.focus();
  }, [step]);

  /** The first quote of a 換匯, always a new one; `false` (and the reason shown) when there is none. */
  const firstQuote = async (): Promise<boolean> => {
    try {
      await queryClient.fetchQuery({ ...quoteOptions, staleTime: 0 });
      return true;
    } catch (error) {
      setServerProblem(messageOf(error));
      return false;
    }
  };

  const { refetch: refetchQuote } = fxQuote;
  /** A new quote for the one that ran out; if none can be had, back to the form with the reason. */
  const renewQuote = useCallback(async () => {
    const renewed = await refetchQuote();
    if (!renewed.isError) return;
    setServerProblem(messageOf(renewed.error));
    setStep('edit');
    void queryClient.resetQueries({ queryKey: fxQuoteKeys.all });
  }, [refetchQuote, queryClient]);

  const remainingMs = held === null ? 0 : msLeft(held, now);
  const { outcome } = submit;
  // The server found the quote expired (rule MRG-5): nothing was done; the quote is renewed below, and that
  // is what the customer is told, not a refusal.
  const quoteExpired = outcome?.state === 'refused' && outcome.error.statusCode === StatusCode.MarginQuoteExpired;
  // (while the next one is sent, the hook still holds this outcome: only an answered refusal renews the quote)
  const quoteRefused = quoteExpired && submit.phase === 'refused' && held !== null && sentOrder?.action === 'fx' && sentOrder.quoteId === held.quote.quoteId;
  useEffect(() => {
    // Re-quoted when the quote runs out, by the page's clock or the server's (rule MRG-5): the customer
    // confirms again at the new rate. A transfer left unresolved keeps its key across it (rule ORD-18).
    if (action !== 'fx' || step !== 'confirm' || held === null) return undefined;
    const timer = setTimeout(
      () => {
        setNotice('報價已逾時，已為您重新報價，請確認新匯率後再送出。');
        void renewQuote();
      },
      quoteRefused ? 0 : msLeft(held),
    );
    return () => clearTimeout(timer);
  }, [action, step, held, renewQuote, quoteRefused]);

  const onNext = async () => {
    markChecked();
    setAccepted(null);
    setNotice(null);
    if (problem !== null || !parsed.ok) {
      amountField.current?.focus();
      return;
    }
    setServerProblem(null);
    submit.reset();
    if (action === 'fx' && !(await firstQuote())) return;
    setStep('confirm');
  };

  // Back to the form: what was typed stays, and so does the key of a transfer whose answer was lost (rule ORD-18).
  const onBack = () => {
    setStep('edit');
    forgetQuote();
    setNotice(null);
    submit.reset();
  };

  const onConfirm = () => {
    if (submit.busy || !parsed.ok) return;
    if (action === 'fx' && (held === null || remainingMs <= 0 || quoting)) return;
    const order: TransferOrder =
      action === 'fx' && held !== null
        ? { account: accountNo, action: 'fx', currency, toCurrency, amount: held.quote.amount, quoteId: held.quote.quoteId }
        : { account: accountNo, action: action === 'withdrawal' ? 'withdrawal' : 'deposit', currency, amount: parsed.amount };
    setSentOrder(order);
    setNotice(null);
    // A new key for this transfer, reused by every retry of the call (rule MRG-2); while an earlier transfer
    // is unresolved, the back end is asked about it first and this one is sent only if that one never arrived (rule ORD-18).
    submit.submit(transferRequest(order));
  };

  const noun = sentOrder?.action === 'fx' ? '換匯' : '轉帳';
  const outcomeNotice = quoteExpired ? null : <SubmitOutcomeNotice className="margin-notice" submit={submit} noun={noun} />;

  // The confirm step shows exactly what will happen (rule MRG-10).
  if (step === 'confirm' && parsed.ok) {
    const batch = batchFor(now);
    const amount = action === 'fx' && held !== null ? held.quote.amount : parsed.amount;
    return (
      <section className="margin-card" aria-labelledby="margin-confirm-title">
        <h2 id="margin-confirm-title" ref={confirmTitle} tabIndex={-1}>
          確認{TRANSFER_ACTION_LABELS[action]}內容
        </h2>
        <dl className="margin-summary">
          <dt>類別</dt>
          <dd>{TRANSFER_ACTION_LABELS[action]}</dd>
          <dt>{action === 'fx' ? '支付金額（賣出）' : '金額'}</dt>
          <dd>
            {formatMoney(amount, currency)}
          </dd>
          {action === 'fx' && held !== null ? (
            <>
              <dt>收到金額（買入）</dt>
              <dd>
                {formatMoney(held.quote.toAmount, toCurrency)}
              </dd>
              <dt>成交匯率</dt>
              <dd>{fxRateText(held.quote.rate)}</dd>
              <dt>報價有效</dt>
              <dd>
                {held.quote.validSeconds} 秒，
                <span data-testid="quote-countdown">{quoting ? '重新報價中…' : remainingMs > 0 ? `剩餘 ${Math.ceil(remainingMs / 1_000)} 秒` : '已逾時'}</span>
              </dd>
            </>
          ) : (
            <>
              <dt>{action === 'deposit' ? '轉出帳戶' : '轉入帳戶'}</dt>
              <dd>{bank}（約定帳戶）</dd>
            </>
          )}
          <dt>手續費</dt>
          <dd>{currencyLabel(currency)} 0（免收）</dd>
          <dt>處理時間</dt>
          <dd>
            {batchText(batch)}
            {batch.nextBusinessDay ? '（已過今日最後批次或今日非營業日）' : `（距截止 ${formatCountdown(batch.cutoffAt - now)}）`}
          </dd>
        </dl>
        {outcomeNotice}
        {notice === null ? null : (
          <p className="margin-notice" role="alert">
            {notice}
          </p>
        )}
        <div className="margin-actions">
          <button type="button" className="ui-button" onClick={onBack} disabled={submit.busy}>
            返回修改
          </button>
          <button type="button" className="ui-button ui-button--primary" onClick={onConfirm} disabled={submit.busy || (action === 'fx' && (quoting || remainingMs <= 0))}>
            {submit.phase === 'sending' ? '送出中…' : submit.phase === 'checking' ? '確認中…' : '確認送出'}
          </button>
        </div>
      </section>
    );
  }

  const describedBy = [ids.amountHelp, shownProblem === null ? null : ids.amountError].filter((id) => id !== null).join(' ');
  return (
    <section className="margin-card" aria-labelledby="margin-form-title">
      <h2 id="margin-form-title">轉帳</h2>
      {accepted === null ? null : (
        <p className="margin-success" role="status">
          已受理{TRANSFER_ACTION_LABELS[accepted.transfer.action]}：編號 {accepted.transfer.transferNo}，{TRANSFER_STATUS_LABELS[accepted.transfer.status]}，將於
          {batchText({ date: accepted.transfer.batchDate, cutoff: accepted.transfer.batchCutoff, nextBusinessDay: accepted.transfer.nextBusinessDay })}處理（
          {amountText(accepted.transfer)}）。
          {accepted.source === 'earlier' ? '這是先前送出、結果未明的那筆，經確認已受理。' : null}
          {accepted.source === 'instead' ? '這是先前送出、結果未明的那筆，經確認已受理；您這次確認的內容並未送出，如仍需要，請重新輸入。' : null}
        </p>
      )}
      {outcomeNotice}
      {notice === null ? null : (
        <p className="margin-notice" role="alert">
          {notice}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
      >
        <fieldset className="margin-actions-choice">
          <legend>轉帳類別</legend>
          {TRANSFER_ACTIONS.map((choice) => (
            <label key={choice} className="margin-radio">
              <input type="radio" name="transfer-action" value={choice} checked={action === choice} onChange={() => setAction(choice)} />
              {TRANSFER_ACTION_LABELS[choice]}
            </label>
          ))}
        </fieldset>
        <div className="margin-field">
          <label htmlFor={ids.currency}>{action === 'fx' ? '賣出幣別' : '幣別'}</label>
          <select id={ids.currency} className="ui-input" value={currency} onChange={(event) => setCurrency(event.target.value as MarginCurrency)}>
            {MARGIN_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {MARGIN_CURRENCY_NAMES[code]} {code}
              </option>
            ))}
          </select>
        </div>
        {action === 'fx' ? (
          <div className="margin-field">
            <label htmlFor={ids.toCurrency}>買入幣別</label>
            <select id={ids.toCurrency} className="ui-input" value={toCurrency} onChange={(event) => setToCurrency(event.target.value as MarginCurrency)}>
              {MARGIN_CURRENCIES.filter((code) => code !== currency).map((code) => (
                <option key={code} value={code}>
                  {MARGIN_CURRENCY_NAMES[code]} {code}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="margin-field">
          <label htmlFor={ids.amount}>
            {action === 'fx' ? '賣出金額' : `${TRANSFER_ACTION_LABELS[action]}金額`}（{currency}）
          </label>
          <input
            id={ids.amount}
            ref={amountField}
            className="ui-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft.amountText}
            aria-invalid={shownProblem !== null}
            aria-describedby={describedBy}
            onChange={(event) => {
              setServerProblem(null);
              setAmountText(event.target.value);
            }}
            onBlur={() => {
              if (draft.amountText !== '') markChecked();
            }}
          />
          <p id={ids.amountHelp} className="margin-muted">
            {action !== 'fx' && bank === '' ? `${currency} 尚未約定銀行帳戶。` : ''}
            {action === 'deposit' && bank !== '' ? `自約定帳戶 ${bank} 轉入。` : ''}
            {action === 'withdrawal' && bank !== '' ? `轉至約定帳戶 ${bank}。` : ''}
            {action === 'deposit' ? '' : `可用餘額 ${formatMoney(entry?.available ?? '0', currency)}；`}
            今日尚可轉帳 {formatMoney(room, currency)}
            {action === 'withdrawal' && currency === 'TWD' ? '；新台幣出金以元為單位' : ''}
            {currency === 'JPY' ? '；日圓以元為單位' : ''}。
          </p>
          {shownProblem === null ? null : (
            <p id={ids.amountError} className="margin-field-error">
              {shownProblem}
            </p>
          )}
        </div>
        <div className="margin-actions">
          <button type="submit" className="ui-button ui-button--primary" disabled={quoting}>
            {action === 'fx' ? (quoting ? '報價中…' : '取得報價') : '下一步'}
          </button>
        </div>
      </form>
    </section>
  );
}
