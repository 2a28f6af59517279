import { useId, useState, type FormEvent } from 'react';
import { Link, PolledState, SubmitOutcomeNotice, usePolledQuery, formatDecimal, formatMoney } from 'shared';
import { type FundDetail, type FundHolding } from '@shared/fund';
import { UNIT_DECIMALS, checkRedemptionUnits, redemptionProceeds } from '@shared/fund';
import { fundHoldingsQuery } from '../api/fund-queries';
import { fundOrderRequest } from '../api/order-queries';
import { ConfirmStep, FundOrderFrame } from '../components/fund-order-frame';
import { OrderDates } from '../components/order-dates';
import { OrderResult } from '../components/order-result';
import { useFundOrderSubmit } from '../components/use-fund-order-submit';

/** The account's holdings the redemption is checked against, live (rule ORD-2), then the form. */
function RedeemHoldings({ fund, idno, account }: { fund: FundDetail; idno: string; account: string }) {
  const holdings = usePolledQuery(fundHoldingsQuery(idno, account));
  return (
    <PolledState query={holdings} loadingLabel="庫存資料載入中…" className="fund-empty">
      {(list) => <RedeemForm fund={fund} holdings={list} account={account} />}
    </PolledState>
  );
}

/**
 * The redemption form by units (rule FND-8): at most the units not already being redeemed. The order is
 * sent once (rule ORD-18): one whose answer was lost is asked about, never sent a second time.
 */
function RedeemForm({ fund, holdings, account }: { fund: FundDetail; holdings: readonly FundHolding[]; account: string }) {
  const unitsId = useId();
  const { submit: order, placed } = useFundOrderSubmit('fund-redeem');
  const [units, setUnits] = useState('');
  const [touched, setTouched] = useState(false);
  /** On the confirmation screen; the client key is the submit's own, kept until the order's outcome is known (rule ORD-18). */
  const [confirming, setConfirming] = useState(false);

  if (placed !== null) return <OrderResult order={placed} />;
  const notice = <SubmitOutcomeNotice submit={order} noun="委託" className="fund-submit-notice" />;
  const position = holdings.find((entry) => entry.fundId === fund.fundId);
  if (position === undefined || position.availableUnits === '0.0000') {
    return (
      <div className="fund-empty">
        {notice}
        <p>{position === undefined ? '您目前沒有持有此基金。' : '此基金的單位數都已在贖回中，目前沒有可贖回的單位數。'}</p>
      </div>
    );
  }
  const parsed = units.trim() === '' ? undefined : checkRedemptionUnits(units, position.availableUnits);
  const error = touched && parsed !== undefined && !parsed.ok ? parsed.message : touched && parsed === undefined ? '請輸入贖回單位數。' : '';
  const estimate = parsed?.ok === true ? redemptionProceeds(parsed.value, fund.nav, fund.redemptionFee, fund.currency) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed?.ok !== true) return;
    order.reset();
    setConfirming(true);
  };

  if (confirming && parsed?.ok === true && estimate !== undefined) {
    const quantity = parsed.value.toFixed(UNIT_DECIMALS);
    return (
      <ConfirmStep
        title="確認贖回"
        submit={order}
        onSend={() => order.submit(fundOrderRequest({ account, fundId: fund.fundId, side: 'RED', quantity }))}
        onBack={() => setConfirming(false)}
      >
        <p>
          帳號 {account} 贖回「{fund.name}」{formatDecimal(quantity)} 單位，以最新淨值估算約 {formatMoney(estimate.total.toFixed(), fund.currency)}
          （實際金額依淨值日淨值計算，贖回手續費 {fund.redemptionFee}%）。
        </p>
        <OrderDates currency={fund.currency} />
      </ConfirmStep>
    );
  }

  return (
    <form className="fund-form" noValidate onSubmit={submit} aria-labelledby="redeem-title">
      <h2 id="redeem-title">贖回</h2>
      {notice}
      <p className="fund-form__hint">
        持有 {formatDecimal(position.units)} 單位，贖回中 {formatDecimal(position.reservedUnits)} 單位，可贖回 {formatDecimal(position.availableUnits)} 單位。
      </p>
      <div className="fund-form__field">
        <label htmlFor={unitsId}>贖回單位數</label>
        <input
          id={unitsId}
          className="ui-input"
          inputMode="decimal"
          autoComplete="off"
          value={units}
          aria-invalid={error !== ''}
          aria-describedby={error === '' ? undefined : `${unitsId}-error`}
          onChange={(event) => setUnits(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        {error !== '' && (
          <p id={`${unitsId}-error`} className="fund-form__error">
            {error}
          </p>
        )}
      </div>
      <button type="button" className="ui-button" onClick={() => setUnits(position.availableUnits)}>
        全部贖回
      </button>
      {estimate !== undefined && (
        <p className="fund-cost">
          以最新淨值 {formatDecimal(fund.nav)} 估算：贖回金額 {formatMoney(estimate.amount.toFixed(), fund.currency)}－贖回手續費 {formatMoney(estimate.fee.toFixed(), fund.currency)}＝約{' '}
          {formatMoney(estimate.total.toFixed(), fund.currency)}，淨值日後存入保證金專戶。
        </p>
      )}
      <div className="fund-actions">
        <button type="submit" className="ui-button ui-button--primary">
          下一步：確認
        </button>
        <Link to={`/overseas/fund/${fund.fundId}`}>取消</Link>
      </div>
    </form>
  );
}

/** `/overseas/fund/:fundId/redeem`: a redemption by units. */
export function FundRedeemPage() {
  return <FundOrderFrame title="基金贖回">{(fund, { idno, account }) => <RedeemHoldings fund={fund} idno={idno} account={account} />}</FundOrderFrame>;
}
