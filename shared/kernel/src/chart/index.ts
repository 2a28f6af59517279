/**
 * Charts for the pages that show figures over time or per category (price and yield history, cash-flow
 * calendars, NAV history, allocation): thin React components over uPlot (22 KB gzip with its CSS, MIT,
 * canvas-drawn, fast on a phone).
 *
 * Imported as `shared/chart`, not through `shared`'s main entry: each remote bundles the few lines of the
 * charts it uses, and uPlot itself is fetched with `import()` when the first chart mounts, so only a page
 * that shows a chart pays for it (rule PRF-5). A chart is an image to a screen reader: the page puts the figures beside it as text or a table.
 * @packageDocumentation
 */

export { LineChart } from './line-chart';
export type { LineChartProps, LineSeries } from './line-chart';
export { BarChart } from './bar-chart';
export type { BarChartProps, BarSeries } from './bar-chart';
export { ShareBars } from './share-bars';
export type { ShareBar } from './share-bars';
