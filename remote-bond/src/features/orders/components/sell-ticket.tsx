import { useId, useState } from 'react';
import { readNumberInput, formatDecimal, formatMoney, formatQuantity, formatBrokerDate, LoadError, SubmitOutcomeNotice, useOnceOnlySubmit, useQueryClient, useQuery } from 'shared';
import { bondHoldingsKeys, bondOrderKeys, buildOrderPlaceRequest, parseOrderPlaceAnswer, type OrderPlaceResult } from '@shared/bond';
import { marginBalanceKeys } from '@shared/margin';
import { Decimal, type DecimalValue } from 'shared/money';
import { tradeDateAt } from 'shared/calendar';
import { feeScheduleQuery, priceBand, validateLimitPrice, type FieldValidation } from '../../cart';
import { fxRatesQuery, orderBondsQuery, tradeRulesQuery } from '../api/order-queries';
import type { PositionView } from '../domain/holdings';
import { orderCost, saleProceeds, twdEquivalentText, twdOf, type OrderCost, type TwdEquivalent } from '../domain/order-cost';

/** The nominal of a sell (rule ORD-17): more than 0, at most what is not in a working sell, a multiple of the increment or all of it. */
export function validateSellNominal(text: string, sellable: DecimalValue, increment: number): FieldValidation {
  const read = readNumberInput(text);
  if (read.kind === 'empty') return { ok: false, message: '請輸入賣出面額' };
  if (read.kind === 'invalid' || read.negative || read.fraction !== '') return { ok: false, message: '賣出面額須為正整數' };
  const nominal = new Decimal(read.plain);
  if (nominal.lte(0)) return { ok: false, message: '賣出面額須大於 0' };
  if (nominal.gt(sellable)) return { ok: false, message: `賣出面額不得超過可賣面額 ${formatQuantity(sellable)}` };
  if (!nominal.eq(sellable) && increment > 0 && !nominal.mod(increment).eq(0)) {
    return { ok: false, message: `賣出面額須為 ${formatQuantity(increment)} 的整數倍，或全部可賣面額` };
  }
  return { ok: true, value: nominal.toNumber() };
}

/** What a sell brings (rule ORD-17): the cost figures of the one cost function, the net proceeds, and their TWD equivalent. */
export interface SaleEstimate {
  readonly cost: OrderCost;
  /** clean + accrued − fee. */
  readonly proceeds: DecimalValue;
  readonly tradeDate: string;
  readonly preOrder: boolean;
  readonly twd: TwdEquivalent | undefined;
}


/** The sale's figures in one block, as the confirmation shows them. */
function SaleFigures({ estimate, nominal, price, label }: { estimate: SaleEstimate; nominal: number; price: number; label: string }) {
  const { cost, twd } = estimate;
  const currency = cost.currency;
  return (
    <dl className="order-confirm__facts" aria-label={label}>
      <div>
        <dt>賣出限價（每百元面額）</dt>
        <dd>{formatDecimal(price, 3)}</dd>
      </div>
      <div>
        <dt>賣出面額</dt>
        <dd>{formatMoney(new Decimal(nominal), currency)}</dd>
      </div>
      <div>
        <dt>成交金額（面額 × 限價 ÷ 100）</dt>
        <dd>{formatMoney(cost.clean, currency)}</dd>
      </div>
      <div>
        <dt>
          應收前手息（{cost.accrualDays} 天，計至交割日 {formatBrokerDate(cost.settlementDate)}）
        </dt>
        <dd>{formatMoney(cost.accrued, currency)}</dd>
      </div>
      <div>
        <dt>手續費</dt>
        <dd>{formatMoney(cost.fee, currency)}</dd>
      </div>
      <div className="order-confirm__total">
        <dt>預估淨收入（成交金額＋前手息－手續費）</dt>
        <dd>{formatMoney(estimate.proceeds, currency)}</dd>
      </div>
      <div>
        <dt>約當新台幣</dt>
        <dd>{twdEquivalentText(twd)}</dd>
      </div>
      <div>
        <dt>交易日</dt>
        <dd>
          {formatBrokerDate(estimate.tradeDate)}
          {estimate.preOrder ? '（預約單）' : ''}
        </dd>
      </div>
      <div>
        <dt>預計交割日（入帳日）</dt>
        <dd>{formatBrokerDate(cost.settlementDate)}</dd>
      </div>
    </dl>
  );
}

/**
 * The sell ticket of one position (rule ORD-17): the nominal starts empty (「全部」 fills in all that may be
 * sold), up to what is not already in a working sell; a limit price within ±10 % of the bid, 當日有效; a
 * confirm step with what the sale brings (price, face, accrued interest received, fee, net proceeds in the
 * currency and in TWD, settlement date: the buy's one cost function, rule ORD-7), sent once (rule ORD-18: a
 * sell whose answer was lost is asked about before anything is sent again, also after 返回修改), and the result.
 */
export function SellTicket({ view, account, onClose }: { view: PositionView; account: string; onClose: () => void }) {
  const id = useId();
  const { position } = view;
  const [faceText, setFaceText] = useState('');
  const [priceText, setPriceText] = useState(new Decimal(position.bidPrice).toFixed(3));
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<OrderPlaceResult | null>(null);
  const queryClient = useQueryClient();
  const band = priceBand(Number(position.bidPrice));
  const face = validateSellNominal(faceText, view.sellable, position.faceValueIncrement);
  const price = validateLimitPrice(priceText, band);
  const sell = useOnceOnlySubmit({
    scope: `bond-sell:${position.isin}`,
    kind: 'BOND_ORDER',
    parse: parseOrderPlaceAnswer,
    loading: '賣出委託送出中…',
    onAccepted: (answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: bondOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: bondHoldingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: marginBalanceKeys.all });
    },
  });
  const line = result?.results[0];
  // the time the ticket was opened: the trade date and the cut-off are judged against it, as on order entry
  const [now] = useState(() => Date.now());
  const rules = useQuery(tradeRulesQuery());
  const fees = useQuery(feeScheduleQuery());
  const rates = useQuery(fxRatesQuery());
  const bonds = useQuery(orderBondsQuery([position.isin]));
  const bond = bonds.data?.find((candidate) => candidate.isin === position.isin);
  const estimate = ((): SaleEstimate | undefined => {
    if (!face.ok || !price.ok || rules.data === undefined || fees.data === undefined || bond === undefined) return undefined;
    const currency = bond.issueCurrency;
    const { tradeDate, preOrder } = tradeDateAt(now, rules.data.cutoffTime, currency);
    const cost = orderCost({
      bond,
      nominal: face.value,
      price: price.value,
      fee: rules.data.fees.find((entry) => entry.currency === currency),
      schedule: fees.data.feeList.find((entry) => entry.currency === currency),
      tradeDate,
    });
    const proceeds = saleProceeds(cost);
    const rate = rates.data?.rates.find((entry) => entry.currency === currency);
    return { cost, proceeds, tradeDate, preOrder, twd: rate === undefined ? undefined : { amount: twdOf(proceeds, rate.rate), rate: rate.rate, time: rate.time } };
  })();
  const figuresFailed = [rules, fees, bonds].find((read) => read.isError && read.data === undefined);

  return (
    <section className="order-detail" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>賣出 {position.bondName}</h2>
      {line === undefined && <SubmitOutcomeNotice submit={sell} noun="賣出委託" className="order-page__error" />}
      {line !== undefined ? (
        <>
          <p role="status" className={line.accepted ? 'order-line__ok' : 'order-line__refusal'}>
            {line.accepted
              ? `賣出委託已受理，委託書號 ${line.orderNo}${line.preOrder ? `（預約單，${formatBrokerDate(line.tradeDate)} 送出）` : ''}`
              : `賣出委託未受理：${line.message}`}
          </p>
          <button type="button" className="ui-button" onClick={onClose}>
            關閉
          </button>
        </>
      ) : !confirming ? (
        <>
          <div className="cart-line__fields">
            <div className="cart-field">
              <label htmlFor={`${id}-face`}>
                賣出面額（{position.issueCurrency}，可賣 {formatQuantity(view.sellable)}）
              </label>
              <input
                id={`${id}-face`}
                className="ui-input"
                inputMode="numeric"
                value={faceText}
                aria-invalid={!face.ok && faceText !== ''}
                aria-describedby={face.ok || faceText === '' ? undefined : `${id}-face-error`}
                onChange={(event) => setFaceText(event.target.value)}
              />
              <button type="button" className="ui-button sell-ticket__all" onClick={() => setFaceText(view.sellable.toFixed())}>
                全部（{formatQuantity(view.sellable)}）
              </button>
              {!face.ok && faceText !== '' && (
                <p id={`${id}-face-error`} className="cart-field__error">
                  {face.message}
                </p>
              )}
            </div>
            <div className="cart-field">
              <label htmlFor={`${id}-price`}>
                賣出限價（買回參考價 {position.bidPrice} ±10%：{formatDecimal(band.min, 3)} – {formatDecimal(band.max, 3)}）
              </label>
              <input
                id={`${id}-price`}
                className="ui-input"
                inputMode="decimal"
                value={priceText}
                aria-invalid={!price.ok}
                aria-describedby={price.ok ? undefined : `${id}-price-error`}
                onChange={(event) => setPriceText(event.target.value)}
              />
              {!price.ok && (
                <p id={`${id}-price-error`} className="cart-field__error">
                  {price.message}
                </p>
              )}
            </div>
          </div>
          <p>效期：當日有效</p>
          <div className="order-page__actions">
            <button type="button" className="ui-button" onClick={onClose}>
              取消
            </button>
            <button type="button" className="ui-button ui-button--primary" disabled={!face.ok || !price.ok} onClick={() => setConfirming(true)}>
              下一步：確認賣出
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            將送出賣出委託：{position.bondName}（{position.isin}），當日有效。
          </p>
          {estimate !== undefined && face.ok && price.ok ? (
            <>
              <SaleFigures estimate={estimate} nominal={face.value} price={price.value} label="賣出明細" />
              {estimate.cost.note !== null && <p className="order-confirm__fine">{estimate.cost.note}</p>}
              <p className="order-page__disclaimer">以上為依限價試算之預估金額，實際金額以成交價計算，於交割日撥入保證金專戶。成交前可於「委託狀態」取消委託。</p>
            </>
          ) : figuresFailed !== undefined ? (
            <LoadError message="賣出金額暫時無法試算，請稍後再試。" onRetry={() => void figuresFailed.refetch()} />
          ) : (
            <p role="status">賣出金額試算中…</p>
          )}
          <div className="order-page__actions">
            <button
              type="button"
              className="ui-button"
              disabled={sell.busy}
              onClick={() => {
                setConfirming(false);
                sell.reset();
              }}
            >
              返回修改
            </button>
            <button
              type="button"
              className="ui-button ui-button--primary"
              disabled={sell.busy || !face.ok || !price.ok || estimate === undefined}
              onClick={() => {
                if (!face.ok || !price.ok) return;
                const lines = [{ isin: position.isin, nominal: String(face.value), limitPrice: price.value.toFixed(3) }];
                sell.submit((clientKey) => buildOrderPlaceRequest({ account, ClientKey: clientKey, side: 'S', validity: 'DAY', goodTillDate: '', riskAcknowledged: false, lines }));
              }}
            >
              {sell.busy ? '送出中…' : '確認賣出'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
