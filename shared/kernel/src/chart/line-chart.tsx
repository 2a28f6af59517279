import { useCallback, useMemo, type ReactElement } from 'react';
import type uPlot from 'uplot';
import { formatAxisTime, formatDateTime } from '../format/date';
import { seriesColour, type ChartTheme } from './chart-theme';
import { UplotFrame } from './uplot-frame';

/** One line of a {@link LineChart}: its name and one value per point of the time axis (`null` leaves a gap). */
export interface LineSeries {
  readonly label: string;
  readonly values: readonly (number | null)[];
}

/** Props of {@link LineChart}. */
export interface LineChartProps {
  /** What the chart shows, for screen readers; put the figures' text summary or table beside the chart. */
  readonly label: string;
  /** The time axis, seconds since 1970 (UTC), ascending. */
  readonly times: readonly number[];
  readonly series: readonly LineSeries[];
  /** How a value reads on the axis and in the legend (a price, a yield with %, …). */
  readonly formatValue?: (value: number) => string;
  readonly height?: number;
}

/**
 * A time-series line chart (prices, yields, NAVs, intraday quotes): a canvas drawn by uPlot, in the
 * page's theme, as wide as its container. The chart is decoration for the eye: it is one image to a
 * screen reader, so the page states the figures in text too.
 */
export function LineChart({ label, times, series, formatValue = String, height = 240 }: LineChartProps): ReactElement {
  const data = useMemo<uPlot.AlignedData>(() => [Float64Array.from(times), ...series.map((line) => line.values.slice())], [times, series]);
  const options = useCallback(
    (_width: number, theme: ChartTheme, lib: typeof uPlot): Omit<uPlot.Options, 'width' | 'height'> => ({
      scales: { x: { time: true } },
      // ticks fall on Taipei's days and hours, and read in its 24-hour time, whatever the browser's zone (rule SHL-13)
      tzDate: (seconds) => lib.tzDate(new Date(seconds * 1_000), 'Asia/Taipei'),
      axes: [
        // at least 72 px between time ticks (a `2026/11` label and a gap), so a phone's width gets fewer of them, never overlapping
        { stroke: theme.muted, grid: { stroke: theme.grid }, space: 72, values: (_chart, ticks, _axis, _space, spacing) => ticks.map((tick) => formatAxisTime(tick, spacing)) },
        { stroke: theme.muted, grid: { stroke: theme.grid }, values: (_chart, ticks) => ticks.map((tick) => formatValue(tick)), size: 64 },
      ],
      series: [{ label: '時間', value: (_chart: uPlot, value: number | null) => (value === null ? '—' : formatDateTime(value * 1_000)) }, ...series.map((line, index) => ({ label: line.label, stroke: seriesColour(theme, index), width: 2, value: (_chart: uPlot, value: number | null) => (value === null ? '—' : formatValue(value)) }))],
      legend: { show: series.length > 1 },
    }),
    [series, formatValue],
  );
  return <UplotFrame label={label} height={height} options={options} data={data} />;
}
