import { Link, type FundSummary, formatDate, formatDecimal, formatPercent, gainLossClass } from 'shared';
import { currencyText, shareClassText, typeText } from '../domain/format';
import { MAX_COMPARE } from '../domain/list-state';

/** A return cell, marked up or down for the eye; the sign carries it for everyone. */
function ReturnCell({ value }: { value: string }) {
  return <td className={`fund-num ${gainLossClass(value)}`.trim()}>{formatPercent(value, { signed: true })}</td>;
}

/** One page of funds (rule FND-1), with a compare box per row (rule FND-4). */
export function FundTable({ funds, compare, onToggleCompare, caption }: { funds: readonly FundSummary[]; compare: readonly string[]; onToggleCompare: (fundId: string) => void; caption: string }) {
  const full = compare.length >= MAX_COMPARE;
  return (
    <div className="fund-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="fund-table" data-testid="fund-list">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">比較</th>
            <th scope="col">基金名稱</th>
            <th scope="col">類型</th>
            <th scope="col">幣別</th>
            <th scope="col">級別</th>
            <th scope="col">最新淨值</th>
            <th scope="col">近1個月</th>
            <th scope="col">近1年</th>
            <th scope="col">近3年</th>
            <th scope="col">風險等級</th>
            <th scope="col">申購手續費</th>
            <th scope="col">經理費</th>
          </tr>
        </thead>
        <tbody>
          {funds.map((fund) => {
            const chosen = compare.includes(fund.fundId);
            return (
              <tr key={fund.fundId}>
                <td>
                  <input
                    type="checkbox"
                    className="fund-compare-box"
                    aria-label={`加入比較：${fund.name}`}
                    checked={chosen}
                    disabled={!chosen && full}
                    onChange={() => onToggleCompare(fund.fundId)}
                  />
                </td>
                <th scope="row" className="fund-table__name">
                  <Link to={`/overseas/fund/${fund.fundId}`}>{fund.name}</Link>
                  <span className="fund-table__house">{fund.houseName}</span>
                </th>
                <td>{typeText(fund.type)}</td>
                <td>{currencyText(fund.currency)}</td>
                <td>{shareClassText(fund)}</td>
                <td className="fund-num">
                  {formatDecimal(fund.nav)}
                  <span className="fund-table__date">{formatDate(fund.navDate)}</span>
                </td>
                <ReturnCell value={fund.return1m} />
                <ReturnCell value={fund.return1y} />
                <ReturnCell value={fund.return3y} />
                <td>
                  {fund.riskGrade}
                  {fund.professionalOnly ? <span className="fund-table__note">限專業投資人</span> : null}
                </td>
                <td className="fund-num">{formatPercent(fund.frontLoad)}</td>
                <td className="fund-num">{formatPercent(fund.managementFee)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
