import { useId, useState } from 'react';
import { formatDecimal, formatMoney, formatQuantity, formatBrokerDate } from 'shared';
import { type Bond } from '@shared/bond';
import { BondDetailLink, ExCouponBadge } from '../../bond-detail';
import {
  custodyFeeTerms,
  estimateLine,
  faceValueRulesOf,
  formatPrice,
  validateFaceValue,
  validateLimitPrice,
  type CartCurrencyFee,
  type CartLine,
  type TradeFee,
} from '../domain';

/** Props of {@link CartLineEditor}. */
export interface CartLineEditorProps {
  line: CartLine<Bond>;
  fee: CartCurrencyFee | undefined;
  /** The desk's trading fee of the line's currency. */
  tradeFee: TradeFee | undefined;
  /** The date an order of the line would work on (after the cut-off, the next business day). */
  tradeDate: string;
  /** A valid change of face value or limit price, to save. */
  onCommit: (isin: string, choices: { faceValue: number; price: number }) => void;
  onRemove: (isin: string) => void;
}

/**
 * One cart line: the customer edits face value and limit price; a value outside the rules is refused
 * next to its field and never saved, but stays in the field as typed. The estimate follows the valid values.
 */
export function CartLineEditor({ line, fee, tradeFee, tradeDate, onCommit, onRemove }: CartLineEditorProps) {
  const id = useId();
  const [faceText, setFaceText] = useState(formatDecimal(line.faceValue));
  const [priceText, setPriceText] = useState(formatDecimal(line.price, 3));
  const face = validateFaceValue(faceText, faceValueRulesOf(line));
  const price = validateLimitPrice(priceText, { min: line.min, max: line.max });
  const faceValue = face.ok ? face.value : line.faceValue;
  const limitPrice = price.ok ? price.value : line.price;
  const estimate = estimateLine({ bond: line.bond, faceValue, price: limitPrice, fee, tradeFee, tradeDate });
  const money = (amount: number) => formatMoney(amount, estimate.selectCurrency);

  const commit = () => {
    if (face.ok && price.ok && (face.value !== line.faceValue || price.value !== line.price)) {
      onCommit(line.isin, { faceValue: face.value, price: price.value });
    }
  };

  return (
    <article className="cart-line" aria-labelledby={`${id}-name`}>
      <header className="cart-line__header">
        <h2 id={`${id}-name`} className="cart-line__name">
          <BondDetailLink isin={line.isin}>{line.bond.bondName}</BondDetailLink>
        </h2>
        <span className="cart-line__isin">{line.isin}</span>
        <ExCouponBadge bond={line.bond} settlementDate={estimate.settlementDate} />
        <button type="button" className="ui-button cart-line__remove" onClick={() => onRemove(line.isin)} aria-label={`自購物車移除：${line.bond.bondName}`}>
          移除
        </button>
      </header>
      <dl className="cart-line__facts">
        <div>
          <dt>參考買價</dt>
          <dd>{formatPrice(line.bond.refPriceBuyNumber)}</dd>
        </div>
        <div>
          <dt>限價範圍</dt>
          <dd>
            {formatDecimal(line.min, 3)} – {formatDecimal(line.max, 3)}
          </dd>
        </div>
        <div>
          <dt>最低面額</dt>
          <dd>
            {formatQuantity(line.minFaceValue, line.selectCurrency)}
          </dd>
        </div>
        <div>
          <dt>申購單位</dt>
          <dd>
            {formatQuantity(line.bond.faceValueIncrement, line.selectCurrency)}
          </dd>
        </div>
        <div>
          <dt>交割幣別</dt>
          <dd>{estimate.selectCurrency}</dd>
        </div>
      </dl>
      <div className="cart-line__fields">
        <div className="cart-field">
          <label htmlFor={`${id}-face`}>申購面額（{line.selectCurrency}）</label>
          <input
            id={`${id}-face`}
            className="ui-input"
            inputMode="numeric"
            value={faceText}
            aria-invalid={!face.ok}
            aria-describedby={face.ok ? undefined : `${id}-face-error`}
            onChange={(event) => setFaceText(event.target.value)}
            onBlur={commit}
          />
          {!face.ok && (
            <p id={`${id}-face-error`} className="cart-field__error">
              {face.message}
            </p>
          )}
        </div>
        <div className="cart-field">
          <label htmlFor={`${id}-price`}>限價（每百元面額）</label>
          <input
            id={`${id}-price`}
            className="ui-input"
            inputMode="decimal"
            value={priceText}
            aria-invalid={!price.ok}
            aria-describedby={price.ok ? undefined : `${id}-price-error`}
            onChange={(event) => setPriceText(event.target.value)}
            onBlur={commit}
          />
          {!price.ok && (
            <p id={`${id}-price-error`} className="cart-field__error">
              {price.message}
            </p>
          )}
        </div>
      </div>
      <dl className="cart-line__estimate" aria-label={`${line.bond.bondName} 預估金額`}>
        <div>
          <dt>預估成交金額</dt>
          <dd>{money(estimate.grossConsideration)}</dd>
        </div>
        <div>
          <dt>
            前手息（{estimate.accrualDays} 天，至交割日 {formatBrokerDate(estimate.settlementDate)}）
          </dt>
          <dd>{money(estimate.accruedInterest)}</dd>
        </div>
        <div>
          <dt>手續費</dt>
          <dd>{money(estimate.tradingFee)}</dd>
        </div>
        <div className="cart-line__total">
          <dt>預估應付金額（成交金額＋前手息＋手續費）</dt>
          <dd>{money(estimate.totalAmount)}</dd>
        </div>
        <div>
          <dt>保管費（首年預估，另計）</dt>
          <dd>
            {money(estimate.custodyFee)}
            <span className="cart-line__fine">{custodyFeeTerms(fee, estimate.selectCurrency)}</span>
          </dd>
        </div>
        <div>
          <dt>預計交割日</dt>
          <dd>{formatBrokerDate(estimate.settlementDate)}</dd>
        </div>
      </dl>
      {estimate.note !== null && <p className="cart-line__note">{estimate.note}</p>}
    </article>
  );
}
