import { useMemo, useState } from 'react';
import { formatDateTime, formatDecimal, formatPercent, LoadError, useQuery } from 'shared';
import { type ChartRange, type StockChart, type StockListing } from '@shared/stock';
import { LineChart } from 'shared/chart';
import { stockChartQuery } from '../api/stock-queries';

const RANGES: readonly { readonly value: ChartRange; readonly label: string }[] = [
  { value: '1D', label: '今日走勢' },
  { value: '1Y', label: '一年走勢' },
];

/** The figures of a chart in words, for screen readers and anyone who prefers text (rule STK-2). */
export function chartSummary(chart: StockChart, currency: string): string {
  const points = chart.points;
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return chart.range === '1D' ? '今日尚未開盤，沒有走勢資料。' : '沒有走勢資料。';
  let high = first;
  let low = first;
  for (const point of points) {
    if (Number(point.price) > Number(high.price)) high = point;
    if (Number(point.price) < Number(low.price)) low = point;
  }
  const change = ((Number(last.price) - Number(first.price)) / Number(first.price)) * 100;
  const period = chart.range === '1D' ? '今日' : '近一年';
  return `${period}自 ${formatDateTime(first.time)} 的 ${formatDecimal(first.price)} 至 ${formatDateTime(last.time)} 的 ${formatDecimal(last.price)} ${currency}，${change >= 0 ? '上漲' : '下跌'} ${formatPercent(Math.abs(change))}；最高 ${formatDecimal(high.price)}（${formatDateTime(high.time)}），最低 ${formatDecimal(low.price)}（${formatDateTime(low.time)}）。`;
}

function ChartBody({ listing, range }: { listing: StockListing; range: ChartRange }) {
  const query = useQuery(stockChartQuery(listing.symbol, range));
  const chart = query.data;
  const times = useMemo(() => chart?.points.map((point) => Date.parse(point.time) / 1000) ?? [], [chart]);
  const series = useMemo(() => [{ label: listing.nameZh, values: chart?.points.map((point) => Number(point.price)) ?? [] }], [chart, listing.nameZh]);
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (chart === undefined) return <p className="stock-muted">走勢載入中…</p>;
  const summary = chartSummary(chart, listing.currency);
  return (
    <>
      {chart.points.length > 1 && <LineChart label={`${listing.nameZh}${range === '1D' ? '今日' : '一年'}股價走勢圖`} times={times} series={series} height={220} />}
      <p className="stock-chart__summary">{summary}</p>
    </>
  );
}

/** The intraday and one-year charts (the platform's chart, uPlot fetched when it mounts) with a text summary. */
export function PriceChart({ listing }: { listing: StockListing }) {
  const [range, setRange] = useState<ChartRange>('1D');
  return (
    <section className="stock-chart" aria-labelledby="stock-chart-title">
      <h2 id="stock-chart-title" className="stock-section-title">
        走勢圖
      </h2>
      <div className="stock-segmented" role="group" aria-label="走勢區間">
        {RANGES.map((option) => (
          <button key={option.value} type="button" className="stock-segmented__button" aria-pressed={range === option.value} onClick={() => setRange(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
      <ChartBody listing={listing} range={range} />
    </section>
  );
}
