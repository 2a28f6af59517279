import { useId, useMemo, useState } from 'react';
import { LineChart } from 'shared/chart';
import { Decimal } from 'shared/money';
import { formatDecimal, formatPercent, formatDate } from 'shared';
import { type HistoryPoint } from '@shared/bond';

/** The periods the history offers, in calendar days back from the last close. */
const PERIODS = [
  { key: '1M', label: '1 個月', days: 31 },
  { key: '6M', label: '6 個月', days: 183 },
  { key: '1Y', label: '1 年', days: 366 },
] as const;

type PeriodKey = (typeof PERIODS)[number]['key'];

const MEASURES = [
  { key: 'price', label: '價格' },
  { key: 'ytm', label: '殖利率' },
] as const;

type Measure = (typeof MEASURES)[number]['key'];

function epochSeconds(yyyymmdd: string): number {
  return Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8))) / 1000;
}

/** High, low and change of a measure over points, as text (what a screen reader gets instead of the chart). */
export function summarize(points: readonly HistoryPoint[], measure: Measure): { high: string; low: string; change: string } | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return null;
  let high = new Decimal(first[measure]);
  let low = high;
  for (const point of points) {
    const value = new Decimal(point[measure]);
    if (value.gt(high)) high = value;
    if (value.lt(low)) low = value;
  }
  const change = new Decimal(last[measure]).minus(first[measure]);
  const decimals = measure === 'price' ? 3 : 4;
  return { high: formatDecimal(high, decimals), low: formatDecimal(low, decimals), change: formatDecimal(change, decimals, { signed: true }) };
}

/**
 * Price and yield over the last year (rule BND-4): a chart with a 1M / 6M / 1Y switch and a price / yield
 * switch, buttons a keyboard reaches, and the period's high, low and change in text beside it.
 */
export function PriceHistory({ points }: { points: readonly HistoryPoint[] }) {
  const id = useId();
  const [period, setPeriod] = useState<PeriodKey>('1Y');
  const [measure, setMeasure] = useState<Measure>('price');
  const last = points[points.length - 1];
  const shown = useMemo(() => {
    if (last === undefined) return [];
    const days = PERIODS.find((entry) => entry.key === period)?.days ?? 366;
    const from = epochSeconds(last.date) - days * 86_400;
    return points.filter((point) => epochSeconds(point.date) > from);
  }, [points, period, last]);
  const times = useMemo(() => shown.map((point) => epochSeconds(point.date)), [shown]);
  const series = useMemo(() => [{ label: measure === 'price' ? '價格' : '殖利率（%）', values: shown.map((point) => Number(point[measure])) }], [shown, measure]);
  const periodLabel = PERIODS.find((entry) => entry.key === period)?.label ?? '';
  const measureLabel = measure === 'price' ? '價格' : '殖利率';
  const summary = summarize(shown, measure);
  const first = shown[0];

  return (
    <section className="detail-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>價格與殖利率走勢</h2>
      <div className="detail-switches">
        <div role="group" aria-label="期間">
          {PERIODS.map((entry) => (
            <button key={entry.key} type="button" className="ui-button detail-switch" aria-pressed={period === entry.key} onClick={() => setPeriod(entry.key)}>
              {entry.key}
            </button>
          ))}
        </div>
        <div role="group" aria-label="指標">
          {MEASURES.map((entry) => (
            <button key={entry.key} type="button" className="ui-button detail-switch" aria-pressed={measure === entry.key} onClick={() => setMeasure(entry.key)}>
              {entry.label}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 || summary === null || first === undefined || last === undefined ? (
        <p>尚無歷史價格。</p>
      ) : (
        <>
          <LineChart label={`${measureLabel}走勢，${periodLabel}`} times={times} series={series} height={200} formatValue={(value) => (measure === 'price' ? formatDecimal(value, 2) : formatPercent(value))} />
          <p className="detail-summary" aria-live="polite">
            {periodLabel}（{formatDate(first.date)}–{formatDate(last.date)}）{measureLabel}：最高 {summary.high}{measure === 'ytm' ? '%' : ''}，最低 {summary.low}
            {measure === 'ytm' ? '%' : ''}，變動 {summary.change}
            {measure === 'ytm' ? ' 個百分點' : ''}。
          </p>
        </>
      )}
    </section>
  );
}
