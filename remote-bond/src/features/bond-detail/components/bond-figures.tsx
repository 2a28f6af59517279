import { useId, useMemo, useState } from 'react';
import { formatDecimal, formatPercent, formatDate } from 'shared';
import { type BondDetail } from '@shared/bond';
import { isExCoupon, nextCouponOf } from '@shared/bond/math';
import { figuresOfPrice, figuresOfYield, type CalculatorBond } from '../domain/calculator';

/** Whose settlement date it is (rule BND-16): today's order, or after the cut-off the pre-order of the next business day. */
function tradeNote(detail: BondDetail): string {
  if (detail.preOrder === true && detail.tradeDate !== undefined) return `已過今日收單時間，${formatDate(detail.tradeDate)} 預約單`;
  return '今日下單';
}

/** The figures of the ask on the next settlement date, as the sandbox computed them with the shared maths (rule BND-2). */
export function BondFigures({ detail }: { detail: BondDetail }) {
  const { figures } = detail;
  // the same rule as the sandbox's figures (rule BND-11), so the notice shows even on an answer without the flag
  const exCoupon = figures.exCoupon ?? isExCoupon(detail.bond, detail.settlementDate);
  const coming = exCoupon ? nextCouponOf(detail.bond, detail.settlementDate) : null;
  return (
    <section className="detail-card" aria-labelledby="detail-figures">
      <h2 id="detail-figures">參考買價之指標</h2>
      <p className="detail-note">
        以參考買價 {detail.quote.ask}、交割日 {formatDate(detail.settlementDate)}（{tradeNote(detail)}之交割日，已排除台灣與該幣別市場假日）計算。
      </p>
      {coming !== null && (
        <p className="detail-note" role="note">
          除息交易中：{formatDate(coming.date)} 之配息歸賣方，買方不領取；前手息為負（由賣方退還交割日至配息日之利息）。
        </p>
      )}
      <dl className="detail-facts">
        <div>
          <dt>前手息（每 100 面額）</dt>
          <dd>
            {figures.accruedInterest}
            <span className="detail-sub">{figures.accruedDays} 天</span>
          </dd>
        </div>
        <div>
          <dt>含息價格</dt>
          <dd>{figures.dirtyPrice}</dd>
        </div>
        <div>
          <dt>到期殖利率 YTM</dt>
          <dd>{figures.ytm}%</dd>
        </div>
        {figures.ytc !== null && figures.nextCallDate !== null && (
          <div>
            <dt>買回殖利率 YTC</dt>
            <dd>
              {figures.ytc}%<span className="detail-sub">至 {formatDate(figures.nextCallDate)}</span>
            </dd>
          </div>
        )}
        <div>
          <dt>最差殖利率 YTW</dt>
          <dd>
            {figures.ytw}%<span className="detail-sub">至 {formatDate(figures.worstDate)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The price ↔ yield calculator (rule BND-2): type a clean price to read its yields, or a yield to read the
 * price that gives it as the yield to worst; the same maths (`@shared/bond/math`) and the same settlement
 * date as the sandbox's figures, so the ask typed here reads exactly the figures above.
 */
export function PriceCalculator({ detail }: { detail: BondDetail }) {
  const id = useId();
  const input = useMemo<CalculatorBond>(() => ({ bond: detail.bond, settlementDate: detail.settlementDate, callSchedule: detail.callSchedule }), [detail]);
  const [price, setPrice] = useState(detail.quote.ask);
  const [rate, setRate] = useState('');
  const [mode, setMode] = useState<'price' | 'yield'>('price');
  const result = useMemo(() => (mode === 'price' ? figuresOfPrice(input, price) : figuresOfYield(input, rate)), [mode, input, price, rate]);
  const shownPrice = mode === 'yield' ? (result.ok ? (result.price ?? '') : '') : price;
  const priceError = !result.ok && result.field === 'price' ? result.message : '';
  const yieldError = !result.ok && result.field === 'yield' ? result.message : '';

  return (
    <section className="detail-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>價格與殖利率試算</h2>
      <p className="detail-note">輸入價格可得殖利率，輸入殖利率可得價格（以最差殖利率反推），交割日 {formatDate(detail.settlementDate)}。</p>
      <div className="detail-form">
        <div className="detail-field">
          <label htmlFor={`${id}-price`}>價格（每 100 面額，除息）</label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={shownPrice}
            aria-invalid={priceError !== ''}
            aria-describedby={priceError === '' ? undefined : `${id}-price-error`}
            onChange={(event) => {
              setMode('price');
              setPrice(event.target.value);
            }}
          />
          {priceError !== '' && (
            <span id={`${id}-price-error`} className="detail-error">
              {priceError}
            </span>
          )}
        </div>
        <div className="detail-field">
          <label htmlFor={`${id}-yield`}>殖利率（%）</label>
          <input
            id={`${id}-yield`}
            inputMode="decimal"
            value={mode === 'yield' ? rate : result.ok ? result.figures.ytw.toFixed(4) : ''}
            aria-invalid={yieldError !== ''}
            aria-describedby={yieldError === '' ? undefined : `${id}-yield-error`}
            onChange={(event) => {
              setMode('yield');
              setRate(event.target.value);
            }}
          />
          {yieldError !== '' && (
            <span id={`${id}-yield-error`} className="detail-error">
              {yieldError}
            </span>
          )}
        </div>
      </div>
      <output className="detail-calculated" aria-live="polite" htmlFor={`${id}-price ${id}-yield`}>
        {result.ok && (
          <dl className="detail-facts" aria-label="試算結果">
            <div>
              <dt>試算價格</dt>
              <dd>{formatDecimal(result.figures.cleanPrice, 3)}</dd>
            </div>
            <div>
              <dt>試算含息價格</dt>
              <dd>{formatDecimal(result.figures.dirtyPrice, 6)}</dd>
            </div>
            <div>
              <dt>試算 YTM</dt>
              <dd>{formatPercent(result.figures.ytm, { decimals: 4 })}</dd>
            </div>
            {result.figures.ytc !== null && (
              <div>
                <dt>試算 YTC</dt>
                <dd>{formatPercent(result.figures.ytc, { decimals: 4 })}</dd>
              </div>
            )}
            <div>
              <dt>試算 YTW</dt>
              <dd>{formatPercent(result.figures.ytw, { decimals: 4 })}</dd>
            </div>
          </dl>
        )}
      </output>
    </section>
  );
}
