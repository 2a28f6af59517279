import type { Protocol } from './bench-paths';
import { displayWidth, type FigureRow } from './bench-table';

/** later / earlier of two medians, when both exist and the divisor is not zero. */
function change(earlier: number | null, later: number | null): string {
  return earlier === null || later === null || earlier === 0 ? '—' : `${(later / earlier).toFixed(2)}x`;
}

function ms(row: FigureRow, value: number | null): string {
  if (value === null) return '—';
  return row.unit === 'ms' ? `${Math.round(value)} ms` : Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * The wires side by side, per build: the timings and counts (bytes do not depend on the wire), the first
 * wire's median, the second's, and second / first. Empty when fewer than two wires were measured.
 */
export function formatProtocolTable(rowsOn: Partial<Record<Protocol, readonly FigureRow[]>>, protocols: readonly Protocol[]): string {
  const [first, second] = protocols;
  if (first === undefined || second === undefined) return '';
  const secondRows = new Map((rowsOn[second] ?? []).map((row) => [row.figure, row]));
  const header = ['figure (median)', `federated ${first}`, second, `${second} / ${first}`, `one-bundle ${first}`, second, `${second} / ${first}`];
  const cells = (rowsOn[first] ?? [])
    .filter((row) => row.unit === 'ms' || row.unit === 'count')
    .map((row) => {
      const other = secondRows.get(row.figure);
      return [
        row.figure,
        ms(row, row.federated),
        ms(row, other?.federated ?? null),
        change(row.federated, other?.federated ?? null),
        ms(row, row.oneBundle),
        ms(row, other?.oneBundle ?? null),
        change(row.oneBundle, other?.oneBundle ?? null),
      ];
    });
  const widths = header.map((title, column) => Math.max(displayWidth(title), ...cells.map((line) => displayWidth(line[column] ?? ''))));
  const line = (values: readonly string[]) => values.map((value, column) => (column === 0 ? value + ' '.repeat(Math.max(0, (widths[0] ?? 0) - displayWidth(value))) : value.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}
