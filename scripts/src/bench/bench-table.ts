import type { BuildName } from './bench-servers';
import type { LoadMeasurement } from './measure-build';

/** One line of the result: a figure's median per build and federated / one-bundle. */
export interface FigureRow {
  figure: string;
  unit: 'ms' | 'KB' | 'count' | 'score';
  federated: number | null;
  oneBundle: number | null;
  ratio: number | null;
  /** Runs that gave a value, per build. */
  samples: Record<BuildName, number>;
}

/** Median of the values that exist; null when none does. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** federated / one-bundle, when both exist and the divisor is not zero. */
export function ratio(federated: number | null, oneBundle: number | null): number | null {
  return federated === null || oneBundle === null || oneBundle === 0 ? null : federated / oneBundle;
}

type Extract = (load: LoadMeasurement) => number | null;

interface FigureSpec {
  figure: string;
  unit: FigureRow['unit'];
  extract: Extract;
}

const kb = (bytes: number) => bytes / 1024;

/** The figures reported for one route, given the origin labels that served JavaScript in any run. */
function figuresFor(route: string, labels: readonly string[], tabName: string | null): FigureSpec[] {
  const visible = route === '/overseas/bond' ? 'list visible' : 'h1 visible';
  const specs: FigureSpec[] = [
    { figure: `${route} first paint`, unit: 'ms', extract: (load) => load.fcpMs },
    { figure: `${route} LCP`, unit: 'ms', extract: (load) => load.lcpMs },
    { figure: `${route} CLS`, unit: 'score', extract: (load) => load.cls },
    { figure: `${route} ${visible}`, unit: 'ms', extract: (load) => load.visibleMs },
    { figure: `${route} JS transferred`, unit: 'KB', extract: (load) => kb(load.jsBytesTotal) },
    ...labels.map((label): FigureSpec => ({ figure: `${route}   JS from ${label} origin`, unit: 'KB', extract: (load) => kb(load.jsBytes[label] ?? 0) })),
    { figure: `${route} requests`, unit: 'count', extract: (load) => load.requests },
    { figure: `${route} longest request chain`, unit: 'count', extract: (load) => load.chainLength },
    { figure: `${route}   its span`, unit: 'ms', extract: (load) => load.chainSpanMs },
    // Main-thread work from first paint to quiet (blocking-time.ts), 4x CPU.
    { figure: `${route} total blocking time`, unit: 'ms', extract: (load) => load.totalBlockingMs },
    { figure: `${route} longest task`, unit: 'ms', extract: (load) => load.longestTaskMs },
  ];
  if (tabName !== null) {
    specs.push(
      { figure: `tab ${tabName}: tap → next paint`, unit: 'ms', extract: (load) => load.tab?.nextPaintMs ?? null },
      // Event Timing reports nothing under 16 ms: 0 stands for "under 16" (printed so).
      { figure: `tab ${tabName}: Event Timing duration`, unit: 'ms', extract: (load) => (load.tab === null ? null : (load.tab.eventDurationMs ?? 0)) },
      { figure: `tab ${tabName}: tap → list painted`, unit: 'ms', extract: (load) => load.tab?.listPaintedMs ?? null },
      // The page's own work on the answer: from its last byte received to the list painted.
      { figure: `tab ${tabName}: answer arrived → list painted`, unit: 'ms', extract: (load) => load.tab?.answerToListMs ?? null },
      { figure: `tab ${tabName}: answer transferred`, unit: 'KB', extract: (load) => (load.tab === null ? null : kb(load.tab.answerBytes)) },
    );
  }
  return specs;
}

/**
 * The rows of the result, per route in the order given: medians over the runs of each build. A load
 * that never became visible counts for nothing (its bytes and requests would be of a broken page).
 */
export function figureRows(routes: readonly { name: string; tab: string | null }[], runs: Record<BuildName, LoadMeasurement[][]>): FigureRow[] {
  const rows: FigureRow[] = [];
  for (const route of routes) {
    const loadsOf = (build: BuildName) => runs[build].flatMap((run) => run.filter((load) => load.route === route.name && load.error === null));
    const federatedLoads = loadsOf('federated');
    const oneBundleLoads = loadsOf('one-bundle');
    const labels = [...new Set([...federatedLoads, ...oneBundleLoads].flatMap((load) => Object.keys(load.jsBytes)))].sort((a, b) =>
      a === 'host' ? -1 : b === 'host' ? 1 : a.localeCompare(b),
    );
    const tabName = route.tab !== null && [...federatedLoads, ...oneBundleLoads].some((load) => load.tab !== null) ? route.tab : null;
    for (const spec of figuresFor(route.name, labels, tabName)) {
      const federatedValues = federatedLoads.map(spec.extract);
      const oneBundleValues = oneBundleLoads.map(spec.extract);
      const federated = median(federatedValues);
      const oneBundle = median(oneBundleValues);
      const underFloor = spec.figure.includes('Event Timing') && (federated === 0 || oneBundle === 0);
      rows.push({
        figure: spec.figure,
        unit: spec.unit,
        federated,
        oneBundle,
        ratio: underFloor ? null : ratio(federated, oneBundle),
        samples: {
          federated: federatedValues.filter((value) => value !== null).length,
          'one-bundle': oneBundleValues.filter((value) => value !== null).length,
        },
      });
    }
  }
  return rows;
}

/** Terminal columns a string takes (CJK and full-width characters take two). */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}

function pad(text: string, width: number, right = false): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return right ? fill + text : text + fill;
}

function formatValue(row: FigureRow, value: number | null): string {
  if (value === null) return '—';
  if (row.figure.includes('Event Timing') && value === 0) return '<16 ms';
  if (row.unit === 'KB') return `${value.toFixed(1)} KB`;
  if (row.unit === 'ms') return `${Math.round(value)} ms`;
  if (row.unit === 'score') return value.toFixed(3);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The result as a plain-text table. */
export function formatTable(rows: readonly FigureRow[]): string {
  const header = ['figure (median)', 'federated', 'one-bundle', 'fed / one'];
  const cells = rows.map((row) => [row.figure, formatValue(row, row.federated), formatValue(row, row.oneBundle), row.ratio === null ? '—' : `${row.ratio.toFixed(2)}x`]);
  const widths = header.map((title, column) => Math.max(displayWidth(title), ...cells.map((line) => displayWidth(line[column] ?? ''))));
  const line = (values: readonly string[]) => values.map((value, column) => pad(value, widths[column] ?? 0, column > 0)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}
