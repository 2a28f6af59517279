import { memo, useId } from 'react';
import { formatDate, formatDecimal, formatMoney, formatPercent, formatQuantity } from 'shared';
import { NOT_RATED, type Bond } from '@shared/bond';
import { addDays } from 'shared/calendar';
import { BondDetailLink } from '../../bond-detail';
import type { PlannedRung } from '../domain/ladder-plan';

/** How a bond reads in a rung's choice list: name, currency, maturity, yield to worst. */
function choiceLabel(bond: Bond, yieldPercent: number): string {
  return `${bond.bondName}｜${bond.issueCurrency}｜${formatDate(bond.maturityDate)} 到期｜殖利率 ${formatPercent(yieldPercent)}`;
}

function ratingText(bond: Bond): string {
  const ratings = [...(bond.creditRating === NOT_RATED ? [] : [`${bond.creditRating}（${bond.ratingAgency}）`]), ...(bond.OtherRatings ?? []).map((entry) => `${entry.rating}（${entry.agency}）`)];
  return ratings.length === 0 ? '無評等' : ratings.join('、');
}

/** Props of {@link RungCard}. */
export interface RungCardProps {
  readonly planned: PlannedRung;
  /** Each rung's share of the budget, whole TWD. */
  readonly shareTwd: number;
  readonly onPick: (rungKey: string, isin: string) => void;
}

/**
 * One rung of the ladder (rule BND-18): its maturity window, the bond standing on it with a list to swap it
 * for another of the same window, the face bought, the cart's cost in the currency and in TWD, and the
 * customer's suitability; or why nothing is bought.
 */
export const RungCard = memo(function RungCard({ planned, shareTwd, onPick }: RungCardProps) {
  const id = useId();
  const { rung, chosen, status } = planned;
  const window = `${formatDate(addDays(rung.after, 1))}–${formatDate(rung.until)} 到期`;
  return (
    <article className="ladder-rung" aria-labelledby={`${id}-title`} data-testid="ladder-rung" data-status={status}>
      <h3 id={`${id}-title`} className="ladder-rung__title">
        {rung.label}
        <span className="ladder-sub">{window}</span>
      </h3>
      {chosen === null ? (
        <p className="ladder-rung__empty">此年期沒有符合條件的債券。</p>
      ) : (
        <>
          <div className="ladder-field">
            <label htmlFor={`${id}-bond`}>{rung.label}的債券</label>
            <select id={`${id}-bond`} className="ladder-rung__select" value={chosen.bond.isin} onChange={(event) => onPick(rung.key, event.target.value)}>
              {planned.choices.map((choice) => (
                <option key={choice.bond.isin} value={choice.bond.isin}>
                  {choiceLabel(choice.bond, choice.yield)}
                </option>
              ))}
            </select>
            <span className="ladder-sub">共 {formatQuantity(rung.candidates.length, '檔')}符合，列出殖利率最高的 {formatQuantity(planned.choices.length, '檔')}</span>
          </div>
          <dl className="ladder-rung__facts">
            <div>
              <dt>債券</dt>
              <dd>
                <BondDetailLink isin={chosen.bond.isin}>{chosen.bond.bondName}</BondDetailLink> <span className="ladder-sub">{chosen.bond.isin}</span>
              </dd>
            </div>
            <div>
              <dt>到期日</dt>
              <dd>{formatDate(chosen.bond.maturityDate)}</dd>
            </div>
            <div>
              <dt>票面利率</dt>
              <dd>{chosen.bond.faceRate === 0 ? '零息' : formatPercent(chosen.bond.faceRate, { decimals: 3 })}</dd>
            </div>
            <div>
              <dt>殖利率（至最差）</dt>
              <dd>{formatPercent(chosen.yield, { decimals: 4 })}</dd>
            </div>
            <div>
              <dt>信用評等</dt>
              <dd>{ratingText(chosen.bond)}</dd>
            </div>
            <div>
              <dt>參考買價</dt>
              <dd>{formatDecimal(chosen.bond.refPriceBuyNumber, 3)}</dd>
            </div>
            <div>
              <dt>適合度</dt>
              <dd>可申購（商品風險等級 {chosen.bond.ProductRiskGrade}，符合您的投資屬性）</dd>
            </div>
            {status === 'ok' && planned.cost !== null && (
              <>
                <div>
                  <dt>申購面額</dt>
                  <dd>{formatQuantity(planned.face, chosen.bond.issueCurrency)}</dd>
                </div>
                <div>
                  <dt>預估應付金額</dt>
                  <dd data-testid="rung-cost">{formatMoney(planned.cost.total, planned.cost.currency)}</dd>
                </div>
                <div>
                  <dt>約當新台幣</dt>
                  <dd>{formatMoney(planned.costTwd ?? '0', 'TWD')}</dd>
                </div>
              </>
            )}
          </dl>
          {status === 'short' && (
            <p className="ladder-error" role="note">
              每階預算 {formatMoney(shareTwd, 'TWD', { decimals: 0 })} 不足以買進此債券的最低面額（約需 {formatMoney(planned.minimumTwd ?? '0', 'TWD')}），此階不會加入購物車；請改選其他債券或提高預算。
            </p>
          )}
        </>
      )}
    </article>
  );
});
