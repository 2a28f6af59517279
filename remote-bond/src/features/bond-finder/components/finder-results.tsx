import { memo, useDeferredValue, useState } from 'react';
import { labelOf, PRODUCT_RISK_GRADE_OPTIONS } from 'shared';
import { BondDetailLink, ExCouponBadge, settlementDateAt } from '../../bond-detail';
import { ratingsOf, type FinderBond } from '../domain/finder-bonds';

/** Rows shown at first; more on request, so a result of thousands paints at once. */
const FIRST_ROWS = 20;
/**
 * Rows of a new result painted in the frame of the tap itself (what a phone shows under the grid); the
 * others keep their place and fill in the next frame (rule BND-9). bond-finder.css hides the rows after
 * these while the table is `data-pending`.
 */
const AT_ONCE = 6;

function showDate(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}/${yyyymmdd.slice(4, 6)}/${yyyymmdd.slice(6, 8)}`;
}

/** One bond of the results. */
const ResultRow = memo(function ResultRow({ entry, now }: { entry: FinderBond; now: number }) {
  const { bond, yield: rate } = entry;
  return (
    <tr>
      <th scope="row">
        <BondDetailLink isin={bond.isin}>{bond.bondName}</BondDetailLink>
        <span className="finder-sub">{bond.isin}</span>
        <ExCouponBadge bond={bond} settlementDate={settlementDateAt(now, bond.issueCurrency)} />
      </th>
      <td data-label="幣別">{bond.issueCurrency}</td>
      <td data-label="到期日">{showDate(bond.maturityDate)}</td>
      <td data-label="殖利率" className="finder-num">
        {rate.toFixed(4)}%
      </td>
      <td data-label="參考買價" className="finder-num">
        {bond.refPriceBuyNumber.toFixed(3)}
      </td>
      <td data-label="信評">{ratingsOf(bond).join(' / ') || '無評等'}</td>
      <td data-label="風險等級">{labelOf(PRODUCT_RISK_GRADE_OPTIONS, bond.ProductRiskGrade)}</td>
    </tr>
  );
});

/** The matching bonds, in the chosen order: each name links to the bond's detail page. */
export const FinderResults = memo(function FinderResults({ matches }: { matches: readonly FinderBond[] }) {
  // a new result starts again at the first rows; the table itself stays mounted and only its rows change
  const [state, setState] = useState({ matches, shown: FIRST_ROWS });
  // the moment a trade would be sent: each row's settlement date for 除息交易中 (rule BND-11)
  const [now] = useState(() => Date.now());
  if (state.matches !== matches) setState({ matches, shown: FIRST_ROWS });
  const shown = state.matches === matches ? state.shown : FIRST_ROWS;
  const setShown = (next: (count: number) => number) => setState((current) => ({ ...current, shown: next(current.shown) }));
  const rows = matches.slice(0, shown);
  // a new result's first rows come with the tap's frame, the rest a render later: until then the rows below
  // keep the result they showed, untouched (no work in the tap's frame) and hidden by the table's
  // `data-pending` (never the old result's rows on screen)
  const onScreen = useDeferredValue(matches);
  const settled = onScreen === matches;
  return (
    <>
      <div className="finder-results-wrap" tabIndex={0} role="region" aria-label="搜尋結果（可左右捲動）">
        <table className="finder-results">
          <caption className="visually-hidden">搜尋結果</caption>
          <thead>
            <tr>
              <th scope="col">債券</th>
              <th scope="col">幣別</th>
              <th scope="col">到期日</th>
              <th scope="col">殖利率（至最差）</th>
              <th scope="col">參考買價</th>
              <th scope="col">信評</th>
              <th scope="col">風險等級</th>
            </tr>
          </thead>
          <tbody data-pending={settled ? undefined : ''}>
            {rows.map((entry, index) => {
              // keyed by place: a new result rewrites the first rows' text rather than replacing them
              if (settled || index < AT_ONCE) return <ResultRow key={index} entry={entry} now={now} />;
              const before = onScreen[index];
              return before === undefined ? (
                <tr key={index} className="finder-row--pending" aria-hidden="true">
                  <td colSpan={7} />
                </tr>
              ) : (
                <ResultRow key={index} entry={before} now={now} />
              );
            })}
          </tbody>
        </table>
      </div>
      {matches.length > shown && (
        <button type="button" className="ui-button" onClick={() => setShown((count) => count + FIRST_ROWS * 2)}>
          顯示更多（尚有 {matches.length - shown} 檔）
        </button>
      )}
    </>
  );
});
