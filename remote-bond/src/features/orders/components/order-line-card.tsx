import { useId } from 'react';
import { formatBrokerDate, formatDateTime, formatDecimal, formatMoney, formatQuantity } from 'shared';
import { type Bond } from '@shared/bond';
import { useOrderDraft } from '../order-draft.store';
import { ExCouponBadge } from '../../bond-detail';
import { custodyFeeTerms } from '../../cart';
import type { OrderLineView } from '../order-lines';
import { twdEquivalentText } from '../domain/order-cost';

/** When the bond's reference prices were quoted (rule BND-17): the time when the answer says it, else the price date. */
export function quoteTimeText(bond: Pick<Bond, 'priceDate' | 'priceTime'>): string {
  return bond.priceTime === undefined ? formatBrokerDate(bond.priceDate) : formatDateTime(bond.priceTime);
}
/**
 * One line of the order: the bond, whether the customer may buy it (with the reason in plain words when
 * not), the face value and limit price with the cart's rules beside each field, the all-in cost, its TWD
 * equivalent and the buying power (rules ORD-5, ORD-7, ORD-8).
 */
export function OrderLineCard({ view, onEdit }: { view: OrderLineView; onEdit: (change: { faceText?: string; priceText?: string }) => void }) {
  const id = useId();
  const draft = useOrderDraft().lines.find((line) => line.isin === view.isin);
  const name = view.bond?.bondName ?? view.isin;
  const currency = view.cost?.currency ?? view.bond?.issueCurrency ?? '';
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, currency);
  const refused = view.refusals.length > 0;

  return (
    <article className="order-line" aria-labelledby={`${id}-name`}>
      <header className="order-line__header">
        <h2 id={`${id}-name`} className="order-line__name">
          {name}
        </h2>
        <span className="order-line__isin">{view.isin}</span>
        {view.bond !== undefined && <span className="order-line__grade">風險等級 {view.bond.ProductRiskGrade}</span>}
        {view.bond !== undefined && view.cost !== undefined && <ExCouponBadge bond={view.bond} settlementDate={view.cost.settlementDate} />}
      </header>
      {view.bond === undefined ? (
        <p className="order-line__refusal">此債券目前不提供報價，無法下單。</p>
      ) : refused ? (
        <div className="order-line__refusal">
          <p>不符合申購資格，此筆不會送出：</p>
          <ul>
            {view.refusals.map((refusal) => (
              <li key={refusal.code}>{refusal.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="order-line__ok">適合度檢核通過</p>
      )}
      {view.bond !== undefined && (
        <p className="order-line__quote">
          參考買價 {view.bond.refPriceBuyNumber.toFixed(3)}（報價時間 {quoteTimeText(view.bond)}）
        </p>
      )}
      {view.line !== undefined && draft !== undefined && (
        <div className="cart-line__fields">
          <div className="cart-field">
            <label htmlFor={`${id}-face`}>
              申購面額（{currency}，最低 {formatQuantity(view.line.minFaceValue)}，單位 {formatQuantity(view.line.bond.faceValueIncrement)}）
            </label>
            <input
              id={`${id}-face`}
              className="ui-input"
              inputMode="numeric"
              value={draft.faceText}
              aria-invalid={!view.face.ok}
              aria-describedby={view.face.ok ? undefined : `${id}-face-error`}
              onChange={(event) => onEdit({ faceText: event.target.value })}
            />
            {!view.face.ok && (
              <p id={`${id}-face-error`} className="cart-field__error">
                {view.face.message}
              </p>
            )}
          </div>
          <div className="cart-field">
            <label htmlFor={`${id}-price`}>
              限價（每百元面額，{formatDecimal(view.line.min, 3)} – {formatDecimal(view.line.max, 3)}）
            </label>
            <input
              id={`${id}-price`}
              className="ui-input"
              inputMode="decimal"
              value={draft.priceText}
              aria-invalid={!view.price.ok}
              aria-describedby={view.price.ok ? undefined : `${id}-price-error`}
              onChange={(event) => onEdit({ priceText: event.target.value })}
            />
            {!view.price.ok && (
              <p id={`${id}-price-error`} className="cart-field__error">
                {view.price.message}
              </p>
            )}
          </div>
        </div>
      )}
      {view.cost !== undefined && (
        <dl className="cart-line__estimate" aria-label={`${name} 預估金額`}>
          <div>
            <dt>成交金額</dt>
            <dd>{money(view.cost.clean)}</dd>
          </div>
          <div>
            <dt>
              前手息（{view.cost.accrualDays} 天，至交割日 {formatBrokerDate(view.cost.settlementDate)}）
            </dt>
            <dd>{money(view.cost.accrued)}</dd>
          </div>
          <div>
            <dt>手續費</dt>
            <dd>{money(view.cost.fee)}</dd>
          </div>
          <div className="cart-line__total">
            <dt>預估應付金額</dt>
            <dd>{money(view.cost.total)}</dd>
          </div>
          <div>
            <dt>保管費（首年預估，另計）</dt>
            <dd>
              {money(view.cost.custodyFee)}
              <span className="cart-line__fine">{custodyFeeTerms(view.schedule, currency)}</span>
            </dd>
          </div>
          <div>
            <dt>約當新台幣</dt>
            <dd>{twdEquivalentText(view.twd)}</dd>
          </div>
        </dl>
      )}
      {view.power?.ok === false && (
        <p className="order-line__refusal">
          {view.power.available === null
            ? `此帳號沒有 ${currency} 交割款項，此筆不會送出。`
            : `交割款項不足，此筆不會送出：可用 ${money(view.power.available)}，尚差 ${money(view.power.shortfall)}。`}
        </p>
      )}
    </article>
  );
}
