import { useMemo, type ReactNode } from 'react';
import { failureMessage, DataTable, DocumentLink, Link, LoadError, PageLoading, useQueries, useSearchParams, type DataColumn, formatDate, formatDecimal, formatMoney, formatPercent, GainLoss } from 'shared';
import {
  FUND_DOCUMENT_NAMES,
  GROWTH_PERIODS,
  RISK_PERIOD,
  distributionsWithin,
  figureText,
  fundDocumentPath,
  periodFigures,
  type FundDetail,
  type GrowthPeriod,
  type PeriodFigures,
  type PortfolioWeight,
} from '@shared/fund';
import { fundDetailQuery } from '../api/fund-queries';
import { GrowthChart } from '../components/growth-chart';
import { currencyText, shareClassText, typeText } from '../domain/format';
import { MAX_COMPARE } from '../domain/list-state';

/** One row of the comparison: what it says of each fund (rules FND-4, FND-11). */
interface CompareRow {
  readonly label: string;
  readonly cell: (fund: FundDetail) => ReactNode;
}

const NOT_REPORTED = '資料未提供';

/** A portfolio breakdown as a short list, its date below it; 資料未提供 when the house reports none. */
function Weights({ lines, date }: { lines: readonly PortfolioWeight[] | undefined; date: string | undefined }) {
  if (lines === undefined || lines.length === 0) return <>{NOT_REPORTED}</>;
  return (
    <>
      <ol className="fund-weights">
        {lines.map((line) => (
          <li key={line.name}>
            {line.name} <span className="fund-weights__value">{formatPercent(line.weight)}</span>
          </li>
        ))}
      </ol>
      {date !== undefined && <span className="fund-muted">資料日期 {formatDate(date)}</span>}
    </>
  );
}

/**
 * The rows of the comparison, in the same order for every fund: what the fund is, returns, risk over 3
 * years (from `risk`, each fund's figures of {@link RISK_PERIOD}), size and portfolio, fees and minimums,
 * distributions and documents.
 */
function compareRows(risk: ReadonlyMap<string, PeriodFigures>): readonly CompareRow[] {
  const riskOf = (fund: FundDetail) => risk.get(fund.fundId);
  const tooYoung = (fund: FundDetail) => {
    const entry = riskOf(fund);
    return entry !== undefined && !entry.ok && entry.since !== undefined ? `成立未滿 3 年（淨值自 ${formatDate(entry.since)} 起），無法計算` : '淨值資料不足，無法計算';
  };
  return [
    { label: '基金公司', cell: (fund) => fund.houseName },
    { label: '類型', cell: (fund) => typeText(fund.type) },
    { label: '幣別', cell: (fund) => currencyText(fund.currency) },
    { label: '級別', cell: (fund) => shareClassText(fund) },
    { label: '風險等級', cell: (fund) => `${fund.riskGrade}${fund.professionalOnly ? '（限專業投資人）' : ''}` },
    { label: '最新淨值', cell: (fund) => `${formatDecimal(fund.nav)}（${formatDate(fund.navDate)}）` },
    { label: '近1個月報酬', cell: (fund) => <GainLoss value={fund.return1m}>{formatPercent(fund.return1m, { signed: true })}</GainLoss> },
    { label: '近1年報酬', cell: (fund) => <GainLoss value={fund.return1y}>{formatPercent(fund.return1y, { signed: true })}</GainLoss> },
    { label: '近3年報酬', cell: (fund) => <GainLoss value={fund.return3y}>{formatPercent(fund.return3y, { signed: true })}</GainLoss> },
    {
      label: '近3年年化波動率',
      cell: (fund) => {
        const entry = riskOf(fund);
        return entry?.ok === true && entry.volatility !== undefined ? formatPercent(figureText(entry.volatility)) : tooYoung(fund);
      },
    },
    {
      label: '近3年最大跌幅',
      cell: (fund) => {
        const entry = riskOf(fund);
        if (entry?.ok !== true || entry.drawdown === undefined) return tooYoung(fund);
        const { percent, peakDate, troughDate } = entry.drawdown;
        return percent === 0 ? '0.00%（期間未曾下跌）' : `${formatPercent(figureText(percent))}（${formatDate(peakDate)} 至 ${formatDate(troughDate)}）`;
      },
    },
    { label: '級別規模', cell: (fund) => (fund.sizeMillions === undefined ? NOT_REPORTED : `${fund.currency} ${formatDecimal(fund.sizeMillions)} 百萬`) },
    { label: '前五大持股', cell: (fund) => <Weights lines={fund.topHoldings} date={fund.portfolioDate} /> },
    { label: '產業配置', cell: (fund) => <Weights lines={fund.sectors} date={fund.portfolioDate} /> },
    { label: '申購手續費', cell: (fund) => formatPercent(fund.frontLoad) },
    { label: '經理費（年）', cell: (fund) => formatPercent(fund.managementFee) },
    { label: '保管費（年）', cell: (fund) => formatPercent(fund.custodyFee) },
    { label: '轉換手續費', cell: (fund) => formatPercent(fund.switchingFee) },
    { label: '贖回手續費', cell: (fund) => formatPercent(fund.redemptionFee) },
    {
      label: '單筆最低申購',
      cell: (fund) => {
        const own = fund.minimums.find((entry) => entry.currency === fund.currency);
        return own === undefined ? NOT_REPORTED : formatMoney(own.amount, own.currency);
      },
    },
    {
      label: '最近一次配息',
      cell: (fund) => {
        const last = fund.distributions[0];
        if (fund.shareClass === 'ACC') return '不配息（累積型）';
        return last === undefined || distributionsWithin([last], fund.navDate, 36).length === 0
          ? '近 3 年無配息'
          : `${fund.currency} ${formatDecimal(last.amountPerUnit)}（除息日 ${formatDate(last.exDate)}，年化 ${formatPercent(last.annualisedRate)}）`;
      },
    },
    { label: '近3年配息次數', cell: (fund) => (fund.shareClass === 'ACC' ? '—' : `${distributionsWithin(fund.distributions, fund.navDate, 36).length} 次`) },
    {
      label: '基金文件',
      cell: (fund) => (
        <span className="fund-docs">
          <DocumentLink path={fundDocumentPath(fund.fundId, 'prospectus')}>{FUND_DOCUMENT_NAMES.prospectus}</DocumentLink>
          <DocumentLink path={fundDocumentPath(fund.fundId, 'investor-notice')}>{FUND_DOCUMENT_NAMES['investor-notice']}</DocumentLink>
        </span>
      ),
    },
  ];
}

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

/** The compared funds that have come, and the first read that failed. */
function combineDetails(results: readonly { readonly data: FundDetail | undefined; readonly isError: boolean; readonly error: Error | null; readonly refetch: () => Promise<unknown> }[]) {
  return { funds: results.map((entry) => entry.data).filter((fund) => fund !== undefined), failed: results.find((entry) => entry.isError) };
}

/** Up to three funds side by side, `/overseas/fund/compare?ids=…&p=3Y` (rules FND-4, FND-11): growth on one chart, then the table. */
export function FundComparePage() {
  const [params, setParams] = useSearchParams();
  const period: GrowthPeriod = GROWTH_PERIODS.find((entry) => entry.value === params.get('p'))?.value ?? '3Y';
  const ids = (params.get('ids') ?? '')
    .split(',')
    .filter((id) => /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(id))
    .filter((id, index, all) => all.indexOf(id) === index)
    .slice(0, MAX_COMPARE);
  // a stable combine runs again only when an answer changes, so the figures are worked out once per answer
  const { funds, failed } = useQueries({ queries: ids.map((id) => fundDetailQuery(id)), combine: combineDetails });
  const growth = useMemo(() => funds.map((fund) => periodFigures(fund, period)), [funds, period]);
  const risk = useMemo(() => new Map(funds.map((fund) => [fund.fundId, periodFigures(fund, RISK_PERIOD)])), [funds]);
  const rows = useMemo(() => compareRows(risk), [risk]);
  const choosePeriod = (next: GrowthPeriod) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('p', next);
        return out;
      },
      // the period's buttons stay where the customer tapped them: no scroll to the top
      { replace: true, preventScrollReset: true },
    );
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
        <>
          <GrowthChart funds={funds} figures={growth} period={period} onPeriod={choosePeriod} />
          <div className="fund-compare-frame" data-testid="fund-compare">
            {funds.length > 2 && <p className="fund-compare__hint">表格可左右滑動，看第 3 檔基金；左欄項目保持在畫面上。</p>}
            <DataTable
              caption={`${funds.length} 檔基金比較`}
              captionHidden
              label="基金比較表"
              columns={compareColumns(funds)}
              rows={rows}
              rowKey={(row) => row.label}
              stickyFirst
              phone="stack"
              className={`fund-compare__table fund-compare__table--${funds.length}`}
            />
          </div>
        </>
      )}
    </section>
  );
}
