import { formatDate, formatDecimal, formatPercent } from 'shared';
import { useMemo } from 'react';
import { LineChart } from 'shared/chart';
import { NAV_RANGES, chartTime, pointsInRange, summarizeNavs, type NavPoint, type NavRange } from '../domain/nav-range';

/**
 * The NAV history (rule FND-2): the chart for the eye (uPlot, fetched when it mounts) and the same figures
 * in a sentence for everyone, the range buttons above both.
 */
export function NavChart({ history, range, currency, onRange }: { history: readonly NavPoint[]; range: NavRange; currency: string; onRange: (range: NavRange) => void }) {
  const points = useMemo(() => pointsInRange(history, range), [history, range]);
  const summary = useMemo(() => summarizeNavs(points), [points]);
  const times = useMemo(() => points.map((point) => chartTime(point.date)), [points]);
  const series = useMemo(() => [{ label: `淨值（${currency}）`, values: points.map((point) => Number(point.nav)) }], [points, currency]);
  const label = NAV_RANGES.find((entry) => entry.value === range)?.label ?? '';
  return (
    <section className="fund-card" aria-labelledby="nav-title">
      <h2 id="nav-title">淨值走勢</h2>
      <div className="fund-ranges" role="group" aria-label="走勢期間">
        {NAV_RANGES.map((entry) => (
          <button key={entry.value} type="button" className="ui-button" aria-pressed={entry.value === range} onClick={() => onRange(entry.value)}>
            {entry.label}
          </button>
        ))}
      </div>
      {summary === undefined ? (
        <p>尚無淨值資料。</p>
      ) : (
        <>
          <LineChart label={`近${label}淨值走勢圖，文字摘要如下`} times={times} series={series} formatValue={(value) => formatDecimal(value)} />
          <p className="fund-nav-summary" data-testid="nav-summary">
            {`近${label}淨值由 ${formatDecimal(summary.first.nav)}（${formatDate(summary.first.date)}）變動至 ${formatDecimal(summary.last.nav)}（${formatDate(summary.last.date)}），` +
              `淨值變動 ${formatPercent(summary.changePercent, { signed: true })}（未含配息）；期間最高 ${formatDecimal(summary.high.nav)}（${formatDate(summary.high.date)}），` +
              `最低 ${formatDecimal(summary.low.nav)}（${formatDate(summary.low.date)}），共 ${points.length} 個淨值日，幣別 ${currency}。`}
          </p>
        </>
      )}
    </section>
  );
}
