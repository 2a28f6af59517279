import { useState } from 'react';
import type { Bond } from 'shared';
import { settlementDateAt } from '../../bond-detail';
import { BondRow, type BondRowProps } from './bond-row';

/** Props of {@link BondTable}. */
export interface BondTableProps extends Omit<BondRowProps, 'bond' | 'favorite' | 'settlementDate'> {
  caption: string;
  bonds: readonly Bond[];
  favorites: readonly string[];
  state: 'loading' | 'ready';
}

/** The page of bonds as a table with a caption; on a phone each row reads as a card. */
export function BondTable({ caption, bonds, favorites, state, ...actions }: BondTableProps) {
  // the moment the page's trades would be sent: each row's settlement date for 除息交易中 (rule BND-11)
  const [now] = useState(() => Date.now());
  return (
    <table className="bond-table" data-testid="bond-list" data-state={state} aria-busy={state === 'loading'}>
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
          <BondRow key={bond.isin} bond={bond} settlementDate={settlementDateAt(now, bond.issueCurrency)} favorite={favorites.includes(bond.isin)} {...actions} />
        ))}
      </tbody>
    </table>
  );
}
