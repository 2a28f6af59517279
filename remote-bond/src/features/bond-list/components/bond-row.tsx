import { memo } from 'react';
import { NOT_RATED, type Bond } from 'shared';
import { BondDetailLink, ExCouponBadge } from '../../bond-detail';
import { AddToCartButton } from '../../cart';
import { formatBond } from '../format-bond';

/** Props of one row of the list. */
export interface BondRowProps {
  bond: Bond;
  /** The settlement date of a trade in the bond sent now (rule BND-16): 除息交易中 is said for it (rule BND-11). */
  settlementDate: string;
  favorite: boolean;
  /** Whether favourites and the cart are offered (not to a guest or a visitor without login). */
  actions: boolean;
  /** Why the customer may not buy this bond (rule ORD-5), shown at its 加入購物車; null when the customer may. */
  refusal: string | null;
  onToggleFavorite: (isin: string) => void;
  onAddToCart: (bond: Bond) => void;
}

/** One bond with what a customer decides on (issue: name, ISIN, currency, coupon, maturity, yields, price, minimum, rating). */
export const BondRow = memo(function BondRow({ bond, settlementDate, favorite, actions, refusal, onToggleFavorite, onAddToCart }: BondRowProps) {
  const shown = formatBond(bond);
  return (
    <tr className="bond-row">
      <th scope="row" className="bond-row__name">
        <BondDetailLink isin={bond.isin} className="bond-row__title">
          {bond.bondName}
        </BondDetailLink>
        <span className="bond-row__isin">{bond.isin}</span>
        <span className="bond-row__tags">
          <span className="bond-tag">{shown.bondClass}</span>
          {bond.investorRestriction === 'PI' && (
            <span className="bond-tag bond-tag--pi" title="限專業投資人申購">
              限專業投資人
            </span>
          )}
          {bond.callable && <span className="bond-tag">可提前買回</span>}
          <ExCouponBadge bond={bond} settlementDate={settlementDate} />
        </span>
      </th>
      <td data-label="幣別">{shown.currency}</td>
      <td data-label="票面利率">
        {shown.coupon}
        <span className="bond-row__sub">{shown.frequency}</span>
      </td>
      <td data-label="到期日">
        {shown.maturity}
        <span className="bond-row__sub">剩餘 {shown.remainingTerm}</span>
      </td>
      <td data-label="殖利率" className="bond-row__num">
        YTM {shown.ytm}
        {shown.ytc !== null && <span className="bond-row__sub">YTC {shown.ytc}</span>}
      </td>
      <td data-label="參考買價" className="bond-row__num">
        {shown.refPriceBuy}
      </td>
      <td data-label="最低面額" className="bond-row__num">
        {shown.minFaceValue}
      </td>
      <td data-label="信評">
        {bond.creditRating === NOT_RATED ? '無評等' : bond.creditRating}
        {bond.ratingAgency !== '' && <span className="bond-row__sub">{bond.ratingAgency}</span>}
      </td>
      <td className="bond-row__actions">
        {actions && (
          <>
            <button
              type="button"
              className="bond-star"
              aria-pressed={favorite}
              aria-label={`${favorite ? '移除自選' : '加入自選'}：${bond.bondName}`}
              onClick={() => onToggleFavorite(bond.isin)}
            >
              <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
            </button>
            <AddToCartButton bond={bond} refusal={refusal} className="ui-button bond-row__cart" label={`加入購物車：${bond.bondName}`} onAdd={onAddToCart} />
          </>
        )}
      </td>
    </tr>
  );
});
