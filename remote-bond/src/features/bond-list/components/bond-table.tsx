import { useMemo, useState } from 'react';
import { DataTable, type DataColumn } from 'shared';
import { NOT_RATED, type Bond } from '@shared/bond';
import { BondDetailLink, ExCouponBadge, settlementDateAt } from '../../bond-detail';
import { AddToCartButton } from '../../cart';
import { FavoriteStar } from '../../favorites';
import { formatBond } from '../format-bond';

/** Props of {@link BondTable}. */
export interface BondTableProps {
  caption: string;
  /** Why the customer may not buy a bond (rule ORD-5), or null. */
  refusalOf: (bond: Bond) => string | null;
  /** Whether the customer's profile is in, so each 加入購物車 says whether the customer may buy (rule ORD-5). */
  suitability: 'pending' | 'checked';
  bonds: readonly Bond[];
  favorites: readonly string[];
  state: 'loading' | 'ready';
  /** Whether favourites and the cart are offered (not to a guest or a visitor without login). */
  actions: boolean;
  onToggleFavorite: (isin: string) => void;
  onAddToCart: (bond: Bond) => void;
}

interface ColumnsInput extends Pick<BondTableProps, 'favorites' | 'actions' | 'refusalOf' | 'onToggleFavorite' | 'onAddToCart'> {
  /** The moment the page's trades would be sent: each row's settlement date for 除息交易中 (rule BND-11). */
  readonly now: number;
}

/**
 * What a customer decides on, per bond (name, ISIN, currency, coupon, maturity, yields, price, minimum,
 * rating), and its star and 加入購物車. On a phone the card keeps the figures that decide (rule LST-8): the
 * frequency, remaining term, YTC and rating are the detail page's, a tap on the name away.
 */
function bondColumns({ now, favorites, actions, refusalOf, onToggleFavorite, onAddToCart }: ColumnsInput): readonly DataColumn<Bond>[] {
  return [
    {
      id: 'name',
      header: '債券名稱 / ISIN',
      rowHeader: true,
      className: 'bond-row__name',
      cell: (bond) => (
        <>
          <BondDetailLink isin={bond.isin} className="bond-row__title">
            {bond.bondName}
          </BondDetailLink>
          <span className="bond-row__tags">
            <span className="bond-row__isin">{bond.isin}</span>
            <span className="bond-tag">{formatBond(bond).bondClass}</span>
            {bond.investorRestriction === 'PI' && (
              <span className="bond-tag bond-tag--pi" title="限專業投資人申購">
                限專業投資人
              </span>
            )}
            {bond.callable && <span className="bond-tag">可提前買回</span>}
            <ExCouponBadge bond={bond} settlementDate={settlementDateAt(now, bond.issueCurrency)} />
          </span>
        </>
      ),
    },
    { id: 'currency', header: '幣別', cell: (bond) => formatBond(bond).currency },
    {
      id: 'coupon',
      header: '票面利率',
      cell: (bond) => {
        const shown = formatBond(bond);
        return (
          <>
            {shown.coupon}
            <span className="bond-row__sub">{shown.frequency}</span>
          </>
        );
      },
    },
    {
      id: 'maturity',
      header: '到期日',
      cell: (bond) => {
        const shown = formatBond(bond);
        return (
          <>
            {shown.maturity}
            <span className="bond-row__sub">剩餘 {shown.remainingTerm}</span>
          </>
        );
      },
    },
    {
      id: 'yield',
      header: '殖利率',
      numeric: true,
      cell: (bond) => {
        const shown = formatBond(bond);
        return (
          <>
            YTM {shown.ytm}
            {shown.ytc !== null && <span className="bond-row__sub">YTC {shown.ytc}</span>}
          </>
        );
      },
    },
    { id: 'ask', header: '參考買價', numeric: true, cell: (bond) => formatBond(bond).refPriceBuy },
    { id: 'minimum', header: '最低面額', numeric: true, cell: (bond) => formatBond(bond).minFaceValue },
    {
      id: 'rating',
      header: '信評',
      className: 'bond-row__rating',
      cell: (bond) => (
        <>
          {bond.creditRating === NOT_RATED ? '無評等' : bond.creditRating}
          {bond.ratingAgency !== '' && <span className="bond-row__sub">{bond.ratingAgency}</span>}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">動作</span>,
      kind: 'action',
      className: 'bond-row__actions',
      cell: (bond) => {
        if (!actions) return null;
        const favorite = favorites.includes(bond.isin);
        return (
          <>
            <FavoriteStar isin={bond.isin} name={bond.bondName} favorite={favorite} onToggle={onToggleFavorite} />
            <AddToCartButton bond={bond} refusal={refusalOf(bond)} className="ui-button bond-row__cart" label={`加入購物車：${bond.bondName}`} onAdd={onAddToCart} />
          </>
        );
      },
    },
  ];
}

/**
 * The page of bonds as a table with a caption (rule SHL-16); on a phone each bond is a compact card, at
 * least three to a screen.
 */
export function BondTable({ caption, bonds, favorites, state, refusalOf, suitability, actions, onToggleFavorite, onAddToCart }: BondTableProps) {
  const [now] = useState(() => Date.now());
  const columns = useMemo(
    () => bondColumns({ now, favorites, actions, refusalOf, onToggleFavorite, onAddToCart }),
    [now, favorites, actions, refusalOf, onToggleFavorite, onAddToCart],
  );
  return (
    // the table's state for the page's tests and the screen reader: loading until the page's bonds are in
    <div className="bond-table-box" data-testid="bond-list" data-state={state} data-suitability={suitability} aria-busy={state === 'loading'}>
      <DataTable caption={caption} columns={columns} rows={bonds} rowKey={(bond) => bond.isin} rowProps={() => ({ className: 'bond-row' })} className="bond-table" />
    </div>
  );
}
