import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Decimal } from 'shared/bond-math';
import {
  MARGIN_CURRENCIES,
  MARGIN_CURRENCY_NAMES,
  MINOR_UNITS,
  StatusCode,
  TRANSFER_ACTIONS,
  TRANSFER_ACTION_LABELS,
  TRANSFER_STATUS_LABELS,
  batchFor,
  isApiError,
  marginBalanceKeys,
  marginTransfersKeys,
  newClientKey,
  useMutation,
  useQueryClient,
  type FxQuote,
  type MarginBalance,
  type MarginCurrency,
  type MarginTransfer,
  type MarginTransferData,
  type SettlementAccount,
  type TransferCurrencyTerms,
} from 'shared';
import { useNow } from 'shared';
import { formatCountdown } from '../../clock';
import { amountOverLimits, formatMoney, parseAmountInput } from '../../money';
import { requestFxQuote, sendTransfer } from '../api/transfer-calls';
import { batchText } from '../batch-text';
import { clearAmount, markChecked, setAction, setAmountText, setCurrency, setToCurrency, useTransferDraft } from '../transfer-draft.store';

/** A quote and when it arrived: the countdown runs from the arrival, so a skewed clock cannot stretch it. */
interface HeldQuote {
  readonly quote: FxQuote;
  readonly receivedAt: number;
}

/** A quote stamped with its arrival. */
function arrived(quote: FxQuote): HeldQuote {
  return { quote, receivedAt: Date.now() };
}

/**
 * Milliseconds the quote has left at `now`, never more than its validity (rule MRG-5): the page's ticking
 * clock may read a moment before the quote's arrival, which must not show 「剩餘 31 秒」 for a 30 s quote.
 */
function msLeft(held: HeldQuote, now = Date.now()): number {
  const validMs = held.quote.validSeconds * 1_000;
  return Math.max(0, Math.min(validMs, held.receivedAt + validMs - now));
}

function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : '系統忙碌中，請稍後再試。';
}

/** Errors after which the transfer may have reached the server: the same key is kept for the next try. */
function mayHaveArrived(error: unknown): boolean {
  return !isApiError(error) || error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http' || error.kind === 'malformed';
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
  const [held, setHeld] = useState<HeldQuote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<MarginTransfer | null>(null);
  const pendingKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const amountField = useRef<HTMLInputElement>(null);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const submit = useMutation({ mutationFn: sendTransfer });
  const now = useNow();

  const { action, currency, toCurrency } = draft;
  const decimals = MINOR_UNITS[currency];
  const entry = balance.balances.find((item) => item.currency === currency);
  const term = terms.find((item) => item.currency === currency);
  const room = term === undefined ? '0' : new Decimal(term.dailyLimit).minus(term.usedToday).toFixed();
  const parsed = parseAmountInput(draft.amountText, action, currency);
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

  const getQuote = useCallback(
    async (amount: string): Promise<boolean> => {
      setQuoting(true);
      try {
        setHeld(arrived(await requestFxQuote(accountNo, currency, toCurrency, amount)));
        pendingKey.current = null;
        return true;
      } catch (error) {
        setServerProblem(messageOf(error));
        setStep('edit');
        return false;
      } finally {
        setQuoting(false);
      }
    },
    [accountNo, currency, toCurrency],
  );

  const remainingMs = held === null ? 0 : msLeft(held, now);
  useEffect(() => {
    // Re-quoted when the quote runs out (rule MRG-5): the customer confirms again at the new rate.
    if (action !== 'fx' || step !== 'confirm' || held === null) return undefined;
    const timer = setTimeout(
      () => {
        setNotice('報價已逾時，已為您重新報價，請確認新匯率後再送出。');
        void getQuote(held.quote.amount);
      },
      msLeft(held),
    );
    return () => clearTimeout(timer);
  }, [action, step, held, getQuote]);

  const onNext = async () => {
    markChecked();
    setAccepted(null);
    setNotice(null);
    if (problem !== null || !parsed.ok) {
      amountField.current?.focus();
      return;
    }
    setServerProblem(null);
    pendingKey.current = null;
    if (action === 'fx' && !(await getQuote(parsed.amount))) return;
    setStep('confirm');
  };

  const onBack = () => {
    setStep('edit');
    setHeld(null);
    setNotice(null);
    pendingKey.current = null;
  };

  const onConfirm = () => {
    if (inFlight.current || !parsed.ok) return;
    if (action === 'fx' && (held === null || remainingMs <= 0 || quoting)) return;
    // The key is made when the customer confirms and kept for every try of this same transfer (rule MRG-2).
    const clientKey = pendingKey.current ?? newClientKey();
    pendingKey.current = clientKey;
    const data: MarginTransferData =
      action === 'fx' && held !== null
        ? { account: accountNo, ClientKey: clientKey, action: 'fx', currency, toCurrency, amount: held.quote.amount, quoteId: held.quote.quoteId }
        : { account: accountNo, ClientKey: clientKey, action: action === 'withdrawal' ? 'withdrawal' : 'deposit', currency, amount: parsed.amount };
    inFlight.current = true;
    setNotice(null);
    submit.mutate(data, {
      onSuccess: (transfer) => {
        pendingKey.current = null;
        setAccepted(transfer);
        setHeld(null);
        setStep('edit');
        clearAmount();
        void queryClient.invalidateQueries({ queryKey: marginTransfersKeys.all });
        void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
      },
      onError: (error) => {
        if (isApiError(error) && error.statusCode === StatusCode.MarginQuoteExpired && held !== null) {
          pendingKey.current = null;
          setNotice('報價已逾時，已為您重新報價，請確認新匯率後再送出。');
          void getQuote(held.quote.amount);
        } else if (mayHaveArrived(error)) {
          setNotice(`${messageOf(error)} 您的轉帳內容已保留，可再按「確認送出」，不會重複轉帳。`);
        } else {
          pendingKey.current = null;
          setNotice(messageOf(error));
        }
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

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
          <dt>{action === 'fx' ? '賣出' : '金額'}</dt>
          <dd>
            {currency} {formatMoney(amount, decimals)}
          </dd>
          {action === 'fx' && held !== null ? (
            <>
              <dt>買入</dt>
              <dd>
                {toCurrency} {formatMoney(held.quote.toAmount, MINOR_UNITS[toCurrency])}
              </dd>
              <dt>成交匯率</dt>
              <dd>
                1 {currency} = {held.quote.rate} {toCurrency}
              </dd>
              <dt>報價有效</dt>
              <dd data-testid="quote-countdown">{quoting ? '重新報價中…' : remainingMs > 0 ? `剩餘 ${Math.ceil(remainingMs / 1_000)} 秒` : '已逾時'}</dd>
            </>
          ) : (
            <>
              <dt>{action === 'deposit' ? '轉出帳戶' : '轉入帳戶'}</dt>
              <dd>{bank}（約定帳戶）</dd>
            </>
          )}
          <dt>手續費</dt>
          <dd>{currency} 0（免收）</dd>
          <dt>處理時間</dt>
          <dd>
            {batchText(batch)}
            {batch.nextBusinessDay ? '（已過今日最後批次或今日非營業日）' : `（距截止 ${formatCountdown(batch.cutoffAt - now)}）`}
          </dd>
        </dl>
        {notice === null ? null : (
          <p className="margin-notice" role="alert">
            {notice}
          </p>
        )}
        <div className="margin-actions">
          <button type="button" className="ui-button" onClick={onBack} disabled={submit.isPending}>
            返回修改
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={onConfirm}
            disabled={submit.isPending || (action === 'fx' && (quoting || remainingMs <= 0))}
          >
            {submit.isPending ? '送出中…' : '確認送出'}
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
          已受理{TRANSFER_ACTION_LABELS[accepted.action]}：編號 {accepted.transferNo}，{TRANSFER_STATUS_LABELS[accepted.status]}，將於
          {batchText({ date: accepted.batchDate, cutoff: accepted.batchCutoff, nextBusinessDay: accepted.nextBusinessDay })}處理。
        </p>
      )}
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
            {action === 'deposit' ? '' : `可用餘額 ${currency} ${formatMoney(entry?.available ?? '0', decimals)}；`}
            今日尚可轉帳 {currency} {formatMoney(room, decimals)}
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
