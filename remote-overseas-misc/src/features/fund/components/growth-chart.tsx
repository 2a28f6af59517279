import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { formatDate, formatDecimal, formatPercent } from 'shared';
import { GROWTH_PERIODS, figureText, type FundDetail, type GrowthPeriod, type PeriodFigures } from '@shared/fund';
import { chartTime } from '../domain/nav-range';

// The chart library is fetched only when this page shows a chart (rule PRF-5).
const LineChart = lazy(() => import('shared/chart').then((module) => ({ default: module.LineChart })));

/** Keeps the sentences when the chart's code cannot be loaded: the figures are all in them. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="fund-muted">圖表暫時無法顯示，請參考下方文字。</p> : this.props.children;
  }
}

/** The chart's time axis (every date any fund has a point on) and one line per fund, `null` where a fund has no NAV. */
function chartData(funds: readonly FundDetail[], figures: readonly PeriodFigures[]) {
  const dates = new Set<string>();
  for (const entry of figures) if (entry.ok) for (const point of entry.rebased) dates.add(point.date);
  const axis = [...dates].sort();
  const series = funds.flatMap((fund, at) => {
    const entry = figures[at];
    if (entry === undefined || !entry.ok) return [];
    const byDate = new Map(entry.rebased.map((point) => [point.date, point.value]));
    return [{ label: fund.name, values: axis.map((date) => byDate.get(date) ?? null) }];
  });
  return { times: axis.map(chartTime), series };
}

/**
 * NAV growth of the compared funds on one chart, each rebased to 100 at the period's start with its
 * distributions reinvested (rule FND-11); the period switch above it, the same figures in sentences below
 * it. A fund without NAVs back to the period's start says so instead of drawing a shorter line.
 */
export function GrowthChart({ funds, figures, period, onPeriod }: { funds: readonly FundDetail[]; figures: readonly PeriodFigures[]; period: GrowthPeriod; onPeriod: (period: GrowthPeriod) => void }) {
  const label = GROWTH_PERIODS.find((entry) => entry.value === period)?.label ?? '';
  const { times, series } = useMemo(() => chartData(funds, figures), [funds, figures]);
  return (
    <section className="fund-card fund-growth" aria-labelledby="growth-title">
      <h2 id="growth-title">淨值成長比較（期初 = 100，配息再投入）</h2>
      <div className="fund-ranges" role="group" aria-label="比較期間">
        {GROWTH_PERIODS.map((entry) => (
          <button key={entry.value} type="button" className="ui-button" aria-pressed={entry.value === period} onClick={() => onPeriod(entry.value)}>
            {entry.label}
          </button>
        ))}
      </div>
      {series.length === 0 ? (
        <p>所選基金皆無完整的近{label}淨值資料，請改選較短的期間。</p>
      ) : (
        <ChartBoundary>
          <Suspense fallback={<p className="fund-muted">圖表載入中…</p>}>
            <LineChart label={`近${label}淨值成長比較圖（期初 = 100），文字摘要如下`} times={times} series={series} formatValue={(value) => formatDecimal(value, 1)} />
          </Suspense>
        </ChartBoundary>
      )}
      <ul className="fund-growth__summary" data-testid="growth-summary">
        {funds.map((fund, at) => {
          const entry = figures[at];
          if (entry === undefined) return null;
          return (
            <li key={fund.fundId}>
              {entry.ok
                ? `${fund.name}：近${label}由 100 變為 ${figureText(entry.growth + 100)}（總報酬 ${formatPercent(figureText(entry.growth), { signed: true })}，${formatDate(entry.rebased[0]?.date ?? '')} 起）`
                : `${fund.name}：${entry.since === undefined ? '尚無淨值資料' : `淨值資料自 ${formatDate(entry.since)} 起，未滿${label}`}，不顯示此期間走勢。`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
