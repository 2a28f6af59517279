import { FundDocuments } from '../components/fund-documents';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage, formatMoney, Link, LoadError, PageLoading, SubmitOutcomeNotice, useQuery } from 'shared';
import { fxRateFor, fxRatesQuery } from '@shared/account';
import { type FundDetail } from '@shared/fund';
import { amountDecimals } from '@shared/fund';
import { taipeiDate } from 'shared/calendar';
import { customerProfileQuery, fundOrderRequest, marginBalanceQuery } from '../api/order-queries';
import { CostLine } from '../components/cost-line';
import { ConfirmStep, FundOrderFrame } from '../components/fund-order-frame';
import { OrderDates } from '../components/order-dates';
import { OrderResult } from '../components/order-result';
import { useFundOrderSubmit } from '../components/use-fund-order-submit';
import { checkSubscription } from '../domain/subscription-check';

/**
 * The subscription form, confirmation and result for one fund (rules FND-5 to FND-7, ORD-1, ORD-5): the
 * order is sent once (rule ORD-18), so one whose answer was lost is asked about, on confirming again or
 * when the page opens again, and never sent a second time.
 */
function SubscribeForm({ fund, idno, account }: { fund: FundDetail; idno: string; account: string }) {
  const amountId = useId();
  const profile = useQuery(customerProfileQuery(idno));
  const balance = useQuery(marginBalanceQuery(idno, account));
  // the NT dollar estimate at the rates every page shares, named with their time (rule ACC-4)
  const rates = useQuery(fxRatesQuery());
  const rate = fxRateFor(rates.data, fund.currency);
  const { submit: order, placed } = useFundOrderSubmit('fund-subscribe');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  /** On the confirmation screen; the client key is the submit's own, kept until the order's outcome is known (rule ORD-18). */
  const [confirming, setConfirming] = useState(false);

  if (placed !== null) return <OrderResult order={placed} />;
  if (profile.isError) return <LoadError className="fund-empty" message={failureMessage(profile.error, '客戶資料暫時無法取得，請稍後再試。')} onRetry={() => void profile.refetch()} />;
  if (balance.isError) return <LoadError className="fund-empty" message={failureMessage(balance.error, '保證金餘額暫時無法取得，請稍後再試。')} onRetry={() => void balance.refetch()} />;
  if (profile.data === undefined || balance.data === undefined) return <PageLoading label="帳戶資料載入中…" />;

  const row = balance.data.balances.find((entry) => entry.currency === fund.currency);
  const available = row?.available ?? '0';
  const check = checkSubscription(fund, profile.data, amount, available, taipeiDate());
  const blocked = check.refusals.length > 0;
  const showError = touched && check.amountError !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const ready = checkSubscription(fund, profile.data, amount, available, taipeiDate());
    if (ready.refusals.length > 0 || ready.amountError !== '' || ready.cost === undefined) return;
    order.reset();
    setConfirming(true);
  };

  if (confirming && check.cost !== undefined) {
    const quantity = check.cost.amount.toFixed(amountDecimals(fund.currency));
    const send = () => order.submit(fundOrderRequest({ account, fundId: fund.fundId, side: 'SUB', quantity }));
    return (
      <ConfirmStep title="確認申購" submit={order} onSend={send} onBack={() => setConfirming(false)}>
        <p>
          帳號 {account} 申購「{fund.name}」
        </p>
        <CostLine fund={fund} cost={check.cost} rate={rate} />
        <OrderDates currency={fund.currency} />
        <FundDocuments fundId={fund.fundId} />
      </ConfirmStep>
    );
  }

  return (
    <form className="fund-form" noValidate onSubmit={submit} aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">單筆申購</h2>
      <SubmitOutcomeNotice submit={order} noun="委託" className="fund-submit-notice" />
      {blocked && (
        <div role="alert">
          <p>您無法申購此基金：</p>
          <ul className="fund-refusals">
            {check.refusals.map((refusal) => (
              <li key={refusal.code}>{refusal.message}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="fund-form__hint">
        交易帳號 {account}・保證金專戶 {fund.currency} 可用餘額 {formatMoney(available, fund.currency)}
      </p>
      <div className="fund-form__field">
        <label htmlFor={amountId}>申購金額（{fund.currency}）</label>
        <input
          id={amountId}
          className="ui-input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={blocked}
          aria-invalid={showError}
          aria-describedby={`${amountId}-hint${showError ? ` ${amountId}-error` : ''}`}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <p id={`${amountId}-hint`} className="fund-form__hint">
          單筆最低 {formatMoney(fund.minimums[0]?.amount ?? '0', fund.currency)}；申購手續費外加。
        </p>
        {showError && (
          <p id={`${amountId}-error`} className="fund-form__error">
            {check.amountError}
          </p>
        )}
      </div>
      {check.cost !== undefined && <CostLine fund={fund} cost={check.cost} rate={rate} />}
      <div className="fund-actions">
        <button type="submit" className="ui-button ui-button--primary" disabled={blocked}>
          下一步：確認
        </button>
        <Link to={`/overseas/fund/${fund.fundId}`}>取消</Link>
      </div>
    </form>
  );
}

/** `/overseas/fund/:fundId/subscribe`: one fund's single subscription from the margin balance. */
export function FundSubscribePage() {
  return (
    <FundOrderFrame
      title="基金申購"
      intro={(fund) => (
        <p className="fund-tags">
          風險等級 {fund.riskGrade}・最新淨值 {fund.currency} {fund.nav}・交易以下一營業日淨值計算
        </p>
      )}
    >
      {(fund, { idno, account }) => <SubscribeForm fund={fund} idno={idno} account={account} />}
    </FundOrderFrame>
  );
}
