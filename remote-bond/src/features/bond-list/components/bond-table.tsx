import { useState } from 'react';
import type { Bond } from 'shared';
import { settlementDateAt } from '../../bond-detail';
import { BondRow, type BondRowProps } from './bond-row';

/** Props of {@link BondTable}. */
export interface BondTableProps extends Omit<BondRowProps, 'bond' | 'favorite' | 'settlementDate' | 'refusal'> {
  caption: string;
  /** Why the customer may not buy a bond (rule ORD-5), or null. */
  refusalOf: (bond: Bond) => string | null;
  /** Whether the customer's profile is in, so each 加入購物車 says whether the customer may buy (rule ORD-5). */
  suitability: 'pending' | 'checked';
  bonds: readonly Bond[];
  favorites: readonly string[];
  state: 'loading' | 'ready';
}

/** The page of bonds as a table with a caption; on a phone each row reads as a card. */
export function BondTable({ caption, bonds, favorites, state, refusalOf, suitability, ...actions }: BondTableProps) {
  // the moment the page's trades would be sent: each row's settlement date for 除息交易中 (rule BND-11)
  const [now] = useState(() => Date.now());
  return (
    <table className="bond-table" data-testid="bond-list" data-state={state} data-suitability={suitability} aria-busy={state === 'loading'}>
      <caption className="bond-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">債券名稱 / ISIN</th>
          <th scope="col">幣別</th>
          <th scope="col">票面利率</th>
          <th scope="col">到期日</th>
          <th scope="col">殖利率</th>
          <th scope="col">參考買價</th>
          <th scope="col">最低面額</th>
          <th scope="col">信評</th>
          <th scope="col">
            <span className="visually-hidden">動作</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bonds.map((bond) => (
          <BondRow
            key={bond.isin}
            bond={bond}
            settlementDate={settlementDateAt(now, bond.issueCurrency)}
            favorite={favorites.includes(bond.isin)}
            refusal={actions.actions ? refusalOf(bond) : null}
            {...actions}
          />
        ))}
      </tbody>
    </table>
  );
}
