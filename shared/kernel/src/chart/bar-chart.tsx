import { useCallback, useMemo, type ReactElement } from 'react';
import type uPlot from 'uplot';
import { seriesColour, type ChartTheme } from './chart-theme';
import { UplotFrame } from './uplot-frame';

/** One set of bars of a {@link BarChart}: its name and one value per category. */
export interface BarSeries {
  readonly label: string;
  readonly values: readonly number[];
}

/** Where set `index` of `groups` sits at its category: alone centred, two side by side (left, right). */
function alignOf(index: number, groups: number): -1 | 0 | 1 {
  if (groups < 2) return 0;
  return index === 0 ? -1 : 1;
}

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** What the chart shows, for screen readers; put the figures' table beside the chart. */
  readonly label: string;
  /** The categories along the axis (months, currencies, products), in order. */
  readonly categories: readonly string[];
  /** One set of bars, or two drawn side by side in each category (more would crowd a phone's width). */
  readonly series: readonly BarSeries[];
  readonly formatValue?: (value: number) => string;
  readonly height?: number;
  /** The top of the value axis when the values have one (100 for shares in percent); otherwise the largest value and a little room. */
  readonly max?: number;
}

/**
 * The value axis of a bar chart: from zero, so a bar's length is its value (a bar cut off at the bottom
 * makes 28 % look like half of 40 %), to `max` or a tenth above the largest value, never below it, so no
 * bar runs past the frame.
 */
export function valueRange(min: number | null, max: number | null, top?: number): [number, number] {
  const low = Math.min(0, min ?? 0);
  const high = Math.max(0, max ?? 0);
  if (top !== undefined && top >= high) return [low, top];
  return [low, high === 0 ? 1 : high * 1.1];
}

/** The room a category's label takes on the axis, in CSS pixels: each character of `label` and a gap. */
const LABEL_CHAR_PX = 8;
const LABEL_GAP_PX = 12;
/** The value axis' width (its `size`), which the categories do not share. */
const VALUE_AXIS_PX = 64;

/**
 * Which categories are named on the axis of a chart `width` pixels wide (rule SHL-13): every `step`-th,
 * from the first, so the labels never run into each other on a phone (12 months at 390 px name every
 * second or third); all of them where there is room.
 */
export function labelStep(categories: readonly string[], width: number): number {
  const longest = Math.max(0, ...categories.map((name) => name.length));
  const room = Math.max(1, width - VALUE_AXIS_PX);
  const needed = categories.length * (longest * LABEL_CHAR_PX + LABEL_GAP_PX);
  return Math.max(1, Math.ceil(needed / room));
}

/**
 * A bar chart of values per category (cash flows per month, allocation per product): a canvas drawn by
 * uPlot's bar paths, in the page's theme. Like {@link LineChart}, one image to a screen reader.
 */
export function BarChart({ label, categories, series, formatValue = String, height = 240, max }: BarChartProps): ReactElement {
  const data = useMemo<uPlot.AlignedData>(() => [Float64Array.from(categories, (_name, index) => index), ...series.map((bars) => bars.values.slice())], [categories, series]);
  const options = useCallback(
    (width: number, theme: ChartTheme, lib: typeof uPlot): Omit<uPlot.Options, 'width' | 'height'> => {
      const groups = Math.max(series.length, 1);
      const step = labelStep(categories, width);
      const bars = lib.paths.bars;
      return {
        scales: { x: { time: false, range: [-0.5, categories.length - 0.5] }, y: { range: (_chart, low, high) => valueRange(low, high, max) } },
        axes: [
          { stroke: theme.muted, grid: { show: false }, splits: () => categories.map((_name, index) => index), values: () => categories.map((name, index) => (index % step === 0 ? name : '')) },
          { stroke: theme.muted, grid: { stroke: theme.grid }, values: (_chart, ticks) => ticks.map((tick) => formatValue(tick)), size: VALUE_AXIS_PX },
        ],
        series: [
          { label: '', value: (_chart: uPlot, value: number | null) => (value === null ? '' : (categories[value] ?? '')) },
          ...series.map((set, index) => ({
            label: set.label,
            fill: seriesColour(theme, index),
            stroke: seriesColour(theme, index),
            width: 0,
            paths: bars === undefined ? undefined : bars({ size: [0.8 / groups, 48], align: alignOf(index, groups) }),
            points: { show: false },
            value: (_chart: uPlot, value: number | null) => (value === null ? '—' : formatValue(value)),
          })),
        ],
        legend: { show: series.length > 1 },
      };
    },
    [categories, series, formatValue, max],
  );
  return <UplotFrame label={label} height={height} options={options} data={data} />;
}
