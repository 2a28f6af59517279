import { useId, useState } from 'react';
import {
  bondHoldingsKeys,
  bondOrderKeys,
  buildOrderPlaceRequest,
  formatBrokerDate,
  marginBalanceKeys,
  parseOrderPlaceAnswer,
  SubmitOutcomeNotice,
  useOnceOnlySubmit,
  useQueryClient,
  type OrderPlaceResult,
} from 'shared';
import { Decimal, type DecimalValue } from 'shared/bond-math';
import { priceBand, validateLimitPrice, type FieldValidation } from '../../cart';
import type { PositionView } from '../domain/holdings';

/** The nominal of a sell (rule ORD-17): more than 0, at most what is not in a working sell, a multiple of the increment or all of it. */
export function validateSellNominal(text: string, sellable: DecimalValue, increment: number): FieldValidation {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return { ok: false, message: '請輸入賣出面額' };
  if (!/^\d+$/.test(cleaned)) return { ok: false, message: '賣出面額須為正整數' };
  const nominal = new Decimal(cleaned);
  if (nominal.lte(0)) return { ok: false, message: '賣出面額須大於 0' };
  if (nominal.gt(sellable)) return { ok: false, message: `賣出面額不得超過可賣面額 ${sellable.toNumber().toLocaleString('en-US')}` };
  if (!nominal.eq(sellable) && increment > 0 && !nominal.mod(increment).eq(0)) {
    return { ok: false, message: `賣出面額須為 ${increment.toLocaleString('en-US')} 的整數倍，或全部可賣面額` };
  }
  return { ok: true, value: nominal.toNumber() };
}

/**
 * The sell ticket of one position (rule ORD-17): nominal up to what is not already in a working sell,
 * a limit price within ±10 % of the bid, 當日有效; a confirm step, sent once (rule ORD-18: a sell whose
 * answer was lost is asked about before anything is sent again, also after 返回修改), and the result.
 */
export function SellTicket({ view, account, onClose }: { view: PositionView; account: string; onClose: () => void }) {
  const id = useId();
  const { position } = view;
  const [faceText, setFaceText] = useState(view.sellable.toFixed());
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
                賣出面額（{position.issueCurrency}，可賣 {view.sellable.toNumber().toLocaleString('en-US')}）
              </label>
              <input
                id={`${id}-face`}
                className="ui-input"
                inputMode="numeric"
                value={faceText}
                aria-invalid={!face.ok}
                aria-describedby={face.ok ? undefined : `${id}-face-error`}
                onChange={(event) => setFaceText(event.target.value)}
              />
              {!face.ok && (
                <p id={`${id}-face-error`} className="cart-field__error">
                  {face.message}
                </p>
              )}
            </div>
            <div className="cart-field">
              <label htmlFor={`${id}-price`}>
                賣出限價（買回參考價 {position.bidPrice} ±10%：{band.min.toFixed(3)} – {band.max.toFixed(3)}）
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
            將送出賣出委託：{position.bondName}（{position.isin}），面額 {face.ok ? face.value.toLocaleString('en-US') : ''} {position.issueCurrency}，限價{' '}
            {price.ok ? price.value.toFixed(3) : ''}，當日有效。
          </p>
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
              disabled={sell.busy || !face.ok || !price.ok}
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
