import { memo, useMemo, useState } from 'react';
import { DataTable, formatDate, formatMoney, formatPercent, type DataColumn } from 'shared';
import { labelOf } from 'shared/contracts';
import { PRODUCT_RISK_GRADE_OPTIONS } from '@shared/account';
import type { Bond } from '@shared/bond';
import { BondDetailLink, ExCouponBadge, settlementDateAt } from '../../bond-detail';
import { AddToCartButton } from '../../cart';
import { FavoriteStar } from '../../favorites';
import { ratingsOf, type FinderBond } from '../domain/finder-bonds';

/** Rows shown at first; more on request, so a result of thousands paints at once. */
const FIRST_ROWS = 20;

/** A row of the results: the bond it shows and its place. */
interface ResultRow {
  readonly entry: FinderBond;
  readonly place: number;
}

/**
 * The rows of each result, made once per result and place (as far as shown): a row that stays the same
 * object is not rendered again (the table's rows are memoised).
 */
const ROWS = new WeakMap<readonly FinderBond[], ResultRow[]>();
/** The row of `list` at `place` (within the list). */
function rowOf(list: readonly FinderBond[], place: number): ResultRow {
  let rows = ROWS.get(list);
  if (rows === undefined) {
    rows = [];
    ROWS.set(list, rows);
  }
  return (rows[place] ??= { entry: list[place] as FinderBond, place });
}

/** A bond's name, linked to its detail, with its ISIN and 除息交易中: re-renders only when its bond changes. */
const ResultName = memo(function ResultName({ entry, now }: { entry: FinderBond; now: number }) {
  const { bond } = entry;
  return (
    <>
      <BondDetailLink isin={bond.isin} className="finder-results__name">
        {bond.bondName}
      </BondDetailLink>
      <span className="finder-sub">{bond.isin}</span>
      <ExCouponBadge bond={bond} settlementDate={settlementDateAt(now, bond.issueCurrency)} />
    </>
  );
});

/** What a result row offers the customer: the star and 加入購物車 of the bond list (rules FAV-2, CRT-8, ORD-5). */
export interface ResultActions {
  readonly favorites: readonly string[];
  readonly onToggleFavorite: (isin: string) => void;
  /** Why the customer may not buy a bond (rule ORD-5), or null. */
  readonly refusalOf: (bond: Bond) => string | null;
  readonly onAddToCart: (bond: Bond) => void;
}

function resultColumns(now: number, actions: ResultActions | null): readonly DataColumn<ResultRow>[] {
  return [
    { id: 'bond', header: '債券', rowHeader: true, cell: ({ entry }) => <ResultName entry={entry} now={now} /> },
    { id: 'currency', header: '幣別', cell: ({ entry }) => entry.bond.issueCurrency },
    {
      id: 'maturity',
      header: '到期日',
      cell: ({ entry }) => (
        <>
          {formatDate(entry.bond.maturityDate)}
          <span className="finder-sub finder-years">剩餘 {entry.bond.remainingTerm.toFixed(2)} 年</span>
        </>
      ),
    },
    { id: 'ytm', header: '到期殖利率 YTM', label: 'YTM', numeric: true, cell: ({ entry }) => formatPercent(entry.bond.dYtm, { decimals: 4 }) },
    { id: 'ytw', header: '最差殖利率 YTW', label: 'YTW', numeric: true, cell: ({ entry }) => formatPercent(entry.yield, { decimals: 4 }) },
    { id: 'rating', header: '信評', cell: ({ entry }) => ratingsOf(entry.bond).join(' / ') || '無評等' },
    {
      id: 'cost',
      header: '最低申購總成本（約當新台幣）',
      label: '最低總成本',
      numeric: true,
      cell: ({ entry }) => {
        const cost = entry.costTwd();
        return cost === null ? '無參考匯率' : formatMoney(cost, 'TWD');
      },
    },
    { id: 'risk', header: '風險等級', cell: ({ entry }) => labelOf(PRODUCT_RISK_GRADE_OPTIONS, entry.bond.ProductRiskGrade) },
    ...(actions === null
      ? []
      : [
          {
            id: 'actions',
            header: <span className="visually-hidden">動作</span>,
            kind: 'action',
            className: 'finder-results__actions',
            cell: ({ entry }) => (
              <>
                <FavoriteStar isin={entry.bond.isin} name={entry.bond.bondName} favorite={actions.favorites.includes(entry.bond.isin)} onToggle={actions.onToggleFavorite} />
                <AddToCartButton bond={entry.bond} refusal={actions.refusalOf(entry.bond)} className="ui-button" label={`加入購物車：${entry.bond.bondName}`} onAdd={actions.onAddToCart} />
              </>
            ),
          } satisfies DataColumn<ResultRow>,
        ]),
  ];
}

/**
 * The matching bonds, in the chosen order: each name links to the bond's detail page. The finder gives it
 * a new result in the render after the tap's frame (rule BND-9); a new result starts again at its first
 * rows, in the same table, whose rows are rewritten rather than replaced.
 */
export const FinderResults = memo(function FinderResults({ matches, actions }: { matches: readonly FinderBond[]; actions: ResultActions | null }) {
  const [state, setState] = useState({ matches, shown: FIRST_ROWS });
  // the moment a trade would be sent: each row's settlement date for 除息交易中 (rule BND-11)
  const [now] = useState(() => Date.now());
  const columns = useMemo(() => resultColumns(now, actions), [now, actions]);
  if (state.matches !== matches) setState({ matches, shown: FIRST_ROWS });
  const shown = state.matches === matches ? state.shown : FIRST_ROWS;
  const setShown = (next: (count: number) => number) => setState((current) => ({ ...current, shown: next(current.shown) }));
  const rows: ResultRow[] = [];
  for (let place = 0; place < Math.min(shown, matches.length); place += 1) rows.push(rowOf(matches, place));
  return (
    <>
      <DataTable
        caption="搜尋結果"
        captionHidden
        label="搜尋結果（可左右捲動）"
        columns={columns}
        rows={rows}
        // keyed by place: a new result rewrites the rows' text rather than replacing them
        rowKey={(row) => String(row.place)}
        className="finder-results"
      />
      {matches.length > shown && (
        <button type="button" className="ui-button" onClick={() => setShown((count) => count + FIRST_ROWS * 2)}>
          顯示更多（尚有 {matches.length - shown} 檔）
        </button>
      )}
    </>
  );
});
