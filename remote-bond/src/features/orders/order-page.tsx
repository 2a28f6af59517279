import { useId, useMemo, useState } from 'react';
import { type DataColumn, DataTable, DocumentLink, failureMessage, formatAmount, formatBrokerDate, formatDecimal, formatMoney, inputDate, isGuestIdno, Link, LoadError, type OnceOnlySubmit, PageLoading, SubmitOutcomeNotice, useAccounts, useLogin, useOnceOnlySubmit, useQuery, useQueryClient } from 'shared';
import { BOND_RISK_DISCLOSURE_PATH } from '@shared/bond';
import { bondOrderKeys, bondHoldingsKeys, buildOrderPlaceRequest, parseOrderPlaceAnswer, type OrderPlaceResult } from '@shared/bond';
import { marginBalanceKeys } from '@shared/margin';
import { custodyFeeTerms, feeScheduleQuery, useCart } from '../cart';
import { SignInPrompt } from '../session';
import { fxRatesQuery, marginBalanceQuery, orderBondsQuery, profileQuery, tradeRulesQuery } from './api/order-queries';
import { OrderLineCard } from './components/order-line-card';
import { addDays } from 'shared/calendar';
import { Decimal } from 'shared/money';
import { twdEquivalentText } from './domain/order-cost';
import { validateGoodTillDate } from './domain/trade-date';
import { clearOrderDraft, editLine, setAcknowledged, setStep, setValidity, submissionAnswered, useOrderDraft } from './order-draft.store';
import { totalsOf, viewOrderLines, type CurrencyHold, type OrderLineView } from './order-lines';
import './orders.css';

/** `YYYY-MM-DD` (a date field) as `YYYYMMDD`, and back. */
const toBroker = (iso: string) => iso.replace(/-/g, '');

/**
 * Order entry, `/overseas/bond/order` (rules ORD-6 … ORD-11): the cart lines the customer picked, each with
 * its suitability, all-in cost, TWD equivalent and buying power; the validity; a confirm step listing
 * exactly what will be sent (with the risk-disclosure acknowledgment for a 一般投資人); a submit sent once
 * (rule ORD-18: one whose answer was lost is asked about before anything is sent again, across 返回修改
 * and a reload); and the result per line. Accepted lines leave the cart; refused ones stay as they were.
 */
export function OrderPage() {
  const { idno } = useLogin();
  const { selectAccount: account } = useAccounts();
  const draft = useOrderDraft();
  const owner = `${idno}|${account}`;
  const guest = idno === '' || isGuestIdno(idno);
  const mine = !guest && draft.owner === owner && draft.lines.length > 0;

  const isins = useMemo(() => (mine ? draft.lines.map((line) => line.isin) : []), [mine, draft.lines]);
  const profile = useQuery({ ...profileQuery(idno), enabled: mine });
  const rules = useQuery({ ...tradeRulesQuery(), enabled: mine });
  const fees = useQuery({ ...feeScheduleQuery(), enabled: mine });
  const bonds = useQuery({ ...orderBondsQuery(isins), enabled: mine && isins.length > 0 });
  const balance = useQuery({ ...marginBalanceQuery(idno, account), enabled: mine });
  const rates = useQuery({ ...fxRatesQuery(), enabled: mine });
  const cart = useCart();
  const queryClient = useQueryClient();

  const submit = useOnceOnlySubmit({
    scope: 'bond-buy',
    kind: 'BOND_ORDER',
    parse: parseOrderPlaceAnswer,
    loading: '委託送出中…',
    onAccepted: (result) => {
      submissionAnswered(result);
      const accepted = result.results.filter((line) => line.accepted).map((line) => line.isin);
      // accepted lines leave the cart (the save keeps trying and is kept if it fails); refused ones stay
      if (accepted.length > 0) void cart.change({ type: 'remove', isins: accepted }, true);
      void queryClient.invalidateQueries({ queryKey: bondOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: bondHoldingsKeys.all });
    },
  });

  // the time the page was opened: the trade date and the cut-off are judged against it
  const [now] = useState(() => Date.now());
  const views = useMemo(() => {
    if (profile.data === undefined || rules.data === undefined || bonds.data === undefined) return [];
    const feeList = fees.data?.feeList ?? [];
    return viewOrderLines({
      lines: draft.lines,
      bonds: new Map(bonds.data.map((bond) => [bond.isin, bond])),
      profile: profile.data,
      rules: rules.data,
      schedule: (currency) => feeList.find((fee) => fee.currency === currency),
      balance: balance.data,
      rates: rates.data?.rates ?? [],
      now,
    });
  }, [draft.lines, profile.data, rules.data, bonds.data, fees.data, balance.data, rates.data, now]);

  if (guest) return <SignInPrompt title="債券下單" />;
  if (!mine) {
    return (
      <section className="order-page bond-empty" aria-labelledby="order-title">
        <h1 id="order-title">債券下單</h1>
        <p>尚未選擇要下單的債券。請在購物車勾選債券後按「前往下單」。</p>
        <Link className="ui-button ui-button--primary" to="/overseas/bond/cart">
          前往購物車
        </Link>
      </section>
    );
  }

  const reads = [profile, rules, fees, bonds, balance];
  const failed = reads.find((read) => read.isError && read.data === undefined);
  if (failed !== undefined) {
    return (
      <section className="order-page" aria-labelledby="order-title">
        <h1 id="order-title">債券下單</h1>
        <LoadError message={failureMessage(failed.error, '下單資料暫時無法取得，請稍後再試。')} onRetry={() => void failed.refetch()} />
      </section>
    );
  }
  if (reads.some((read) => read.data === undefined) || rules.data === undefined || profile.data === undefined) return <PageLoading />;

  const general = profile.data.investorClass !== 'PRO';
  const tradeDate = views[0]?.tradeDate ?? '';
  const preOrder = views.find((view) => view.preOrder);
  const goodTillError = draft.validity === 'GTD' ? validateGoodTillDate(toBroker(draft.goodTillDate), tradeDate, rules.data.maxValidityDays) : null;
  const sendable = views.filter((view) => view.sendable);

  return (
    <section className="order-page" aria-labelledby="order-title">
      <h1 id="order-title">債券下單</h1>
      <p className="order-page__meta">
        交易帳號：{account} ／ 投資人類別：{general ? '一般投資人' : '專業投資人'} ／ 風險屬性：{{ C: '保守型', M: '穩健型', A: '積極型' }[profile.data.riskType]}
      </p>
      {preOrder !== undefined && draft.step !== 'result' && (
        <p className="order-page__notice" role="status">
          目前已過今日收單時間 {rules.data.cutoffTime}（台北時間）或非營業日，送出後為 {formatBrokerDate(preOrder.tradeDate)} 之預約單。
        </p>
      )}
      {draft.step === 'edit' && <SubmitOutcomeNotice submit={submit} noun="委託" className="order-page__error" />}
      {draft.step === 'edit' && (
        <EditStep
          views={views}
          validity={draft.validity}
          goodTillDate={draft.goodTillDate}
          goodTillError={goodTillError}
          tradeDate={tradeDate}
          maxDays={rules.data.maxValidityDays}
          canConfirm={sendable.length > 0 && goodTillError === null}
        />
      )}
      {draft.step === 'confirm' && (
        <ConfirmStep
          views={sendable}
          totals={totalsOf(sendable, balance.data)}
          general={general}
          acknowledged={draft.acknowledged}
          validity={draft.validity}
          goodTillDate={toBroker(draft.goodTillDate)}
          submit={submit}
          onSubmit={() => {
            const lines = sendable.flatMap((view) =>
              view.face.ok && view.price.ok ? [{ isin: view.isin, nominal: String(view.face.value), limitPrice: view.price.value.toFixed(3) }] : [],
            );
            const validity = draft.validity;
            const goodTillDate = validity === 'GTD' ? toBroker(draft.goodTillDate) : '';
            const riskAcknowledged = draft.acknowledged;
            // the lines come from the saved cart: a second tab's submit of the same lines is refused (rule ORD-19)
            submit.submit((clientKey) => buildOrderPlaceRequest({ account, ClientKey: clientKey, side: 'B', validity, goodTillDate, riskAcknowledged, lines, fromCart: true }));
          }}
        />
      )}
      {draft.step === 'result' && draft.result !== null && <ResultStep result={draft.result} views={views} />}
      {draft.step === 'edit' && (
        <p className="order-page__disclaimer">
          以上為依限價試算之預估金額，實際金額以成交結果為準；約當新台幣依參考匯率計算。長效單最長 {rules.data.maxValidityDays} 個日曆日（最晚 {formatBrokerDate(addDays(tradeDate, rules.data.maxValidityDays))}）。
        </p>
      )}
    </section>
  );
}

const ENTRY_TOTAL_COLUMNS: readonly DataColumn<CurrencyHold>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: (total) => total.currency },
  { id: 'total', header: '預估應付', numeric: true, cell: (total) => formatAmount(total.total, total.currency) },
  { id: 'twd', header: '約當新台幣', numeric: true, cell: (total) => (total.twd === undefined ? '無參考匯率' : formatAmount(total.twd.amount, 'TWD')) },
];

interface EditStepProps {
  views: readonly OrderLineView[];
  validity: 'DAY' | 'GTD';
  goodTillDate: string;
  goodTillError: string | null;
  tradeDate: string;
  maxDays: number;
  canConfirm: boolean;
}

function EditStep({ views, validity, goodTillDate, goodTillError, tradeDate, maxDays, canConfirm }: EditStepProps) {
  const id = useId();
  const totals = totalsOf(views);
  return (
    <>
      <div className="order-page__lines">
        {views.map((view) => (
          <OrderLineCard key={view.isin} view={view} onEdit={(change) => editLine(view.isin, change)} />
        ))}
      </div>
      <fieldset className="order-page__validity">
        <legend>委託效期</legend>
        <label>
          <input type="radio" name={`${id}-validity`} checked={validity === 'DAY'} onChange={() => setValidity('DAY')} /> 當日有效
        </label>
        <label>
          <input type="radio" name={`${id}-validity`} checked={validity === 'GTD'} onChange={() => setValidity('GTD')} /> 長效（最長 {maxDays} 天）
        </label>
        {validity === 'GTD' && (
          <div className="cart-field">
            <label htmlFor={`${id}-gtd`}>有效至</label>
            <input
              id={`${id}-gtd`}
              className="ui-input"
              type="date"
              min={tradeDate === '' ? undefined : inputDate(addDays(tradeDate, 1))}
              max={tradeDate === '' ? undefined : inputDate(addDays(tradeDate, maxDays))}
              value={goodTillDate}
              aria-invalid={goodTillError !== null}
              aria-describedby={goodTillError === null ? undefined : `${id}-gtd-error`}
              onChange={(event) => setValidity('GTD', event.target.value)}
            />
            {goodTillError !== null && (
              <p id={`${id}-gtd-error`} className="cart-field__error">
                {goodTillError}
              </p>
            )}
          </div>
        )}
      </fieldset>
      {totals.length > 0 && (
        <DataTable caption="將送出之預估應付金額（依交割幣別）" columns={ENTRY_TOTAL_COLUMNS} rows={totals} rowKey={(total) => total.currency} />
      )}
      <div className="order-page__actions">
        <Link className="ui-button" to="/overseas/bond/cart">
          回購物車
        </Link>
        <button type="button" className="ui-button ui-button--primary" disabled={!canConfirm} onClick={() => setStep('confirm')}>
          下一步：確認委託
        </button>
      </div>
      {!canConfirm && <p className="order-page__hint">沒有可送出的委託：請修正標示的欄位，或確認適合度與交割款項。</p>}
    </>
  );
}

interface ConfirmStepProps {
  views: readonly OrderLineView[];
  totals: readonly CurrencyHold[];
  general: boolean;
  acknowledged: boolean;
  validity: 'DAY' | 'GTD';
  goodTillDate: string;
  submit: OnceOnlySubmit<OrderPlaceResult>;
  onSubmit: () => void;
}

/** An amount with its currency, `9,757.35 USD`. */

/** A TWD equivalent with the rate and its time, or why there is none. */

const HOLD_COLUMNS: readonly DataColumn<CurrencyHold>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: (total) => total.currency },
  { id: 'hold', header: '圈存金額', numeric: true, cell: (total) => formatMoney(total.total, total.currency) },
  { id: 'twd', header: '約當新台幣', className: 'order-hold__twd', cell: (total) => twdEquivalentText(total.twd) },
  { id: 'before', header: '圈存前可用餘額', numeric: true, cell: (total) => (total.available === null ? '無此幣別款項' : formatMoney(total.available, total.currency)) },
  { id: 'after', header: '圈存後可用餘額', numeric: true, cell: (total) => (total.after === null ? '—' : formatMoney(total.after, total.currency)) },
];

/**
 * The confirmation (rules ORD-7, ORD-8, ORD-10): in one block per line what will be sent and what it costs,
 * the same figures as the cart and order entry (one cost function): limit price, face, gross, accrued
 * interest with its days and settlement date, trading fee, the custody fee charged later and how, the
 * settlement date, the total in the currency and in TWD at the named rate; then per currency what will be
 * held and the available balance before and after the hold.
 */
function ConfirmStep({ views, totals, general, acknowledged, validity, goodTillDate, submit, onSubmit }: ConfirmStepProps) {
  const id = useId();
  const pending = submit.busy;
  return (
    <div className="order-page__confirm">
      <h2>確認委託內容</h2>
      <p>以下 {views.length} 筆買進委託將送出（效期：{validity === 'DAY' ? '當日有效' : `長效，至 ${formatBrokerDate(goodTillDate)}`}）：</p>
      <div className="order-confirm__lines">
        {views.map((view) => {
          const cost = view.cost;
          if (cost === undefined || !view.face.ok || !view.price.ok) return null;
          const currency = cost.currency;
          const name = view.bond?.bondName ?? view.isin;
          return (
            <section key={view.isin} className="order-confirm" aria-label={`${name} 委託明細`}>
              <h3 className="order-confirm__name">
                {name} <span className="order-isin">{view.isin}</span>
              </h3>
              <dl className="order-confirm__facts">
                <div>
                  <dt>限價（每百元面額）</dt>
                  <dd>{formatDecimal(view.price.value, 3)}</dd>
                </div>
                <div>
                  <dt>申購面額</dt>
                  <dd>{formatMoney(new Decimal(view.face.value), currency)}</dd>
                </div>
                <div>
                  <dt>成交金額（面額 × 限價 ÷ 100）</dt>
                  <dd>{formatMoney(cost.clean, currency)}</dd>
                </div>
                <div>
                  <dt>
                    前手息（{cost.accrualDays} 天，計至交割日 {formatBrokerDate(cost.settlementDate)}）
                  </dt>
                  <dd>{formatMoney(cost.accrued, currency)}</dd>
                </div>
                <div>
                  <dt>手續費</dt>
                  <dd>{formatMoney(cost.fee, currency)}</dd>
                </div>
                <div className="order-confirm__total">
                  <dt>預估應付金額（成交金額＋前手息＋手續費）</dt>
                  <dd>{formatMoney(cost.total, currency)}</dd>
                </div>
                <div>
                  <dt>約當新台幣</dt>
                  <dd>{twdEquivalentText(view.twd)}</dd>
                </div>
                <div>
                  <dt>保管費（首年預估，另計）</dt>
                  <dd>
                    {formatMoney(cost.custodyFee, currency)}
                    <span className="order-confirm__fine">{custodyFeeTerms(view.schedule, currency)}</span>
                  </dd>
                </div>
                <div>
                  <dt>交易日</dt>
                  <dd>
                    {formatBrokerDate(view.tradeDate)}
                    {view.preOrder ? '（預約單）' : ''}
                  </dd>
                </div>
                <div>
                  <dt>預計交割日</dt>
                  <dd>{formatBrokerDate(cost.settlementDate)}</dd>
                </div>
              </dl>
              {cost.note !== null && <p className="order-confirm__fine">{cost.note}</p>}
            </section>
          );
        })}
      </div>
      <DataTable caption="送出後圈存（依交割幣別）" label="圈存金額與可用餘額表（可捲動）" columns={HOLD_COLUMNS} rows={totals} rowKey={(total) => total.currency} />
      <p className="order-page__disclaimer">
        送出後即依限價圈存上列金額；實際成交金額以成交價計算，於交割日自圈存款扣付，餘額釋回。成交前可於「委託狀態」取消委託，圈存款項隨即釋回。
      </p>
      {general && (
        <label className="order-page__ack" htmlFor={`${id}-ack`}>
          <input id={`${id}-ack`} type="checkbox" checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
          我已詳閱並了解「<DocumentLink path={BOND_RISK_DISCLOSURE_PATH}>外國債券風險預告書</DocumentLink>」，知悉投資風險並自行承擔。
        </label>
      )}
      <SubmitOutcomeNotice submit={submit} noun="委託" className="order-page__error" />
      <div className="order-page__actions">
        <button
          type="button"
          className="ui-button"
          disabled={pending}
          onClick={() => {
            submit.reset();
            setStep('edit');
          }}
        >
          返回修改
        </button>
        <button type="button" className="ui-button ui-button--primary" disabled={pending || (general && !acknowledged)} onClick={onSubmit}>
          {pending ? '送出中…' : '確認送出'}
        </button>
      </div>
    </div>
  );
}

function ResultStep({ result, views }: { result: OrderPlaceResult; views: readonly OrderLineView[] }) {
  const nameOf = (isin: string) => views.find((view) => view.isin === isin)?.bond?.bondName ?? isin;
  const accepted = result.results.filter((line) => line.accepted).length;
  return (
    <div className="order-page__result">
      <h2>委託結果</h2>
      <p role="status">
        共 {result.results.length} 筆，受理 {accepted} 筆{result.results.length > accepted ? `，未受理 ${result.results.length - accepted} 筆（仍保留在購物車）` : ''}。
      </p>
      <ul className="order-result">
        {result.results.map((line) => (
          <li key={line.isin} className={line.accepted ? 'order-result__ok' : 'order-result__refused'}>
            <strong>{nameOf(line.isin)}</strong>：
            {line.accepted ? `已受理，委託書號 ${line.orderNo}${line.preOrder ? `（預約單，${formatBrokerDate(line.tradeDate)} 送出）` : ''}` : `未受理：${line.message}`}
          </li>
        ))}
      </ul>
      <div className="order-page__actions">
        <Link className="ui-button ui-button--primary" to="/overseas/bond/marketorder" onClick={clearOrderDraft}>
          查看委託狀態
        </Link>
        <Link className="ui-button" to="/overseas/bond/cart" onClick={clearOrderDraft}>
          回購物車
        </Link>
      </div>
    </div>
  );
}
