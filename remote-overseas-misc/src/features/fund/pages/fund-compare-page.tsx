import type { ReactNode } from 'react';
import { failureMessage, DataTable, Link, LoadError, PageLoading, useQueries, useSearchParams, type DataColumn, formatDate, formatDecimal, formatPercent, GainLoss } from 'shared';
import { type FundDetail } from '@shared/fund';
import { fundDetailQuery } from '../api/fund-queries';
import { currencyText, shareClassText, typeText } from '../domain/format';
import { MAX_COMPARE } from '../domain/list-state';

/** One row of the comparison: what it says of each fund (rule FND-4). */
interface CompareRow {
  readonly label: string;
  readonly cell: (fund: FundDetail) => ReactNode;
}

/** The rows of the comparison, in the same order for every fund. */
const ROWS: readonly CompareRow[] = [
  { label: '基金公司', cell: (fund) => fund.houseName },
  { label: '類型', cell: (fund) => typeText(fund.type) },
  { label: '幣別', cell: (fund) => currencyText(fund.currency) },
  { label: '級別', cell: (fund) => shareClassText(fund) },
  { label: '風險等級', cell: (fund) => `${fund.riskGrade}${fund.professionalOnly ? '（限專業投資人）' : ''}` },
  { label: '最新淨值', cell: (fund) => `${formatDecimal(fund.nav)}（${formatDate(fund.navDate)}）` },
  { label: '近1個月報酬', cell: (fund) => <GainLoss value={fund.return1m}>{formatPercent(fund.return1m, { signed: true })}</GainLoss> },
  { label: '近1年報酬', cell: (fund) => <GainLoss value={fund.return1y}>{formatPercent(fund.return1y, { signed: true })}</GainLoss> },
  { label: '近3年報酬', cell: (fund) => <GainLoss value={fund.return3y}>{formatPercent(fund.return3y, { signed: true })}</GainLoss> },
  { label: '申購手續費', cell: (fund) => formatPercent(fund.frontLoad) },
  { label: '經理費（年）', cell: (fund) => formatPercent(fund.managementFee) },
  { label: '保管費（年）', cell: (fund) => formatPercent(fund.custodyFee) },
  { label: '轉換手續費', cell: (fund) => formatPercent(fund.switchingFee) },
  {
    label: '最近一次配息',
    cell: (fund) => {
      const last = fund.distributions[0];
      if (fund.shareClass === 'ACC') return '不配息（累積型）';
      return last === undefined ? '近 3 年無配息' : `${fund.currency} ${formatDecimal(last.amountPerUnit)}（除息日 ${formatDate(last.exDate)}，年化 ${formatPercent(last.annualisedRate)}）`;
    },
  },
  { label: '近3年配息次數', cell: (fund) => (fund.shareClass === 'ACC' ? '—' : `${fund.distributions.length} 次`) },
];

/**
 * The compare table's columns: the row's label, then one column per fund. On a phone it stays a table:
 * the label column stays in view and each fund is a column narrow enough that two fit at 390 px (a third
 * swipes in beside them), so the same row of every fund reads across one line (rule FND-4).
 */
function compareColumns(funds: readonly FundDetail[]): readonly DataColumn<CompareRow>[] {
  return [
    { id: 'label', header: '項目', rowHeader: true, className: 'fund-compare__label', cell: (row) => row.label },
    ...funds.map(
      (fund): DataColumn<CompareRow> => ({
        id: fund.fundId,
        header: <Link to={`/overseas/fund/${fund.fundId}`}>{fund.name}</Link>,
        label: fund.name,
        className: 'fund-compare__fund',
        cell: (row) => row.cell(fund),
      }),
    ),
  ];
}

/** Up to three funds side by side, `/overseas/fund/compare?ids=…` (rule FND-4). */
export function FundComparePage() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .filter((id) => /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(id))
    .filter((id, index, all) => all.indexOf(id) === index)
    .slice(0, MAX_COMPARE);
  const details = useQueries({ queries: ids.map((id) => fundDetailQuery(id)) });
  const failed = details.find((entry) => entry.isError);
  const funds = details.map((entry) => entry.data).filter((fund) => fund !== undefined);
  const back = `/overseas/fund?cmp=${ids.join(',')}`;
  return (
    <section className="fund-page" aria-labelledby="fund-title">
      <p className="fund-back">
        <Link to={back}>← 回基金列表</Link>
      </p>
      <h1 id="fund-title">基金比較</h1>
      {ids.length < 2 ? (
        <div className="fund-empty">
          <p>請在基金列表勾選 2 至 {MAX_COMPARE} 檔基金再比較。</p>
        </div>
      ) : failed !== undefined ? (
        <LoadError className="fund-empty" message={failureMessage(failed.error, '基金資料暫時無法取得，請稍後再試。')} onRetry={() => void failed.refetch()} />
      ) : funds.length < ids.length ? (
        <PageLoading label="基金資料載入中…" />
      ) : (
        <div className="fund-compare-frame" data-testid="fund-compare">
          {funds.length > 2 && <p className="fund-compare__hint">表格可左右滑動，看第 3 檔基金；左欄項目保持在畫面上。</p>}
          <DataTable
            caption={`${funds.length} 檔基金比較`}
            captionHidden
            label="基金比較表"
            columns={compareColumns(funds)}
            rows={ROWS}
            rowKey={(row) => row.label}
            stickyFirst
            phone="stack"
            className={`fund-compare__table fund-compare__table--${funds.length}`}
          />
        </div>
      )}
    </section>
  );
}
