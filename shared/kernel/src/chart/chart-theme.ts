/** The colours a chart draws with, read from the page's theme variables (rule SHL-7) so both themes fit. */
export interface ChartTheme {
  readonly text: string;
  readonly muted: string;
  readonly grid: string;
  /** Colours of the series, in order; a series beyond the list takes them again from the start. */
  readonly series: readonly string[];
}

const FALLBACK: ChartTheme = { text: '#1c2430', muted: '#5b6675', grid: '#d6dbe2', series: ['#0b5cad', '#c8102e', '#1e7b34', '#8a5a00'] };

/** The theme at `element`: the CSS variables of ui.css as they resolve there (dark or light). */
export function chartThemeAt(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string): string => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--color-text', FALLBACK.text),
    muted: read('--color-muted', FALLBACK.muted),
    grid: read('--color-border', FALLBACK.grid),
    series: [read('--color-link', FALLBACK.series[0] ?? ''), read('--color-primary', FALLBACK.series[1] ?? ''), read('--color-success', FALLBACK.series[2] ?? ''), FALLBACK.series[3] ?? ''],
  };
}

/** The colour of series `index` in `theme`. */
export function seriesColour(theme: ChartTheme, index: number): string {
  return theme.series[index % theme.series.length] ?? FALLBACK.text;
}
