import { DataTable, GainLoss, Link, type DataColumn, formatDate, formatDecimal, formatPercent } from 'shared';
import { type FundSummary } from '@shared/fund';
import { currencyText, shareClassText, typeText } from '../domain/format';
import { MAX_COMPARE } from '../domain/list-state';

/** A return, marked up or down for the eye; the sign carries it for everyone. */
function returnColumn(id: string, header: string, value: (fund: FundSummary) => string): DataColumn<FundSummary> {
  return { id, header, numeric: true, cell: (fund) => <GainLoss value={value(fund)}>{formatPercent(value(fund), { signed: true })}</GainLoss> };
}

/** One page of funds (rule FND-1), with a compare box per row (rule FND-4); on a phone each fund is a card, its box at the foot. */
export function FundTable({ funds, compare, onToggleCompare, caption }: { funds: readonly FundSummary[]; compare: readonly string[]; onToggleCompare: (fundId: string) => void; caption: string }) {
  const full = compare.length >= MAX_COMPARE;
  const columns: readonly DataColumn<FundSummary>[] = [
    {
      id: 'compare',
      header: '比較',
      kind: 'action',
      className: 'fund-table__compare',
      cell: (fund) => {
        const chosen = compare.includes(fund.fundId);
        return (
          <label className="fund-compare">
            <input
              type="checkbox"
              className="fund-compare__box"
              aria-label={`加入比較：${fund.name}`}
              checked={chosen}
              disabled={!chosen && full}
              onChange={() => onToggleCompare(fund.fundId)}
            />
            <span className="fund-compare__text" aria-hidden="true">
              加入比較
            </span>
          </label>
        );
      },
    },
    {
      id: 'name',
      header: '基金名稱',
      rowHeader: true,
      className: 'fund-table__name',
      cell: (fund) => (
        <>
          <Link to={`/overseas/fund/${fund.fundId}`}>{fund.name}</Link>
          <span className="fund-table__house fund-table__name-en" lang="en">
            {fund.nameEn}
          </span>
          <span className="fund-table__house">{fund.houseName}</span>
        </>
      ),
    },
    { id: 'type', header: '類型', cell: (fund) => typeText(fund.type) },
    { id: 'currency', header: '幣別', cell: (fund) => currencyText(fund.currency) },
    { id: 'class', header: '級別', cell: (fund) => shareClassText(fund) },
    {
      id: 'nav',
      header: '最新淨值',
      numeric: true,
      cell: (fund) => (
        <>
          {formatDecimal(fund.nav)}
          <span className="fund-table__date">{formatDate(fund.navDate)}</span>
        </>
      ),
    },
    returnColumn('return1m', '近1個月', (fund) => fund.return1m),
    returnColumn('return1y', '近1年', (fund) => fund.return1y),
    returnColumn('return3y', '近3年', (fund) => fund.return3y),
    {
      id: 'risk',
      header: '風險等級',
      cell: (fund) => (
        <>
          {fund.riskGrade}
          {fund.professionalOnly ? <span className="fund-table__note">限專業投資人</span> : null}
        </>
      ),
    },
    { id: 'frontLoad', header: '申購手續費', numeric: true, cell: (fund) => formatPercent(fund.frontLoad) },
    { id: 'managementFee', header: '經理費', numeric: true, cell: (fund) => formatPercent(fund.managementFee) },
  ];
  return (
    <div data-testid="fund-list">
      <DataTable caption={caption} captionHidden columns={columns} rows={funds} rowKey={(fund) => fund.fundId} className="fund-table fund-table--list" />
    </div>
  );
}
