import type { FigureRow } from './bench-table';
import { formatProtocolTable } from './protocol-table';

function row(figure: string, unit: FigureRow['unit'], federated: number | null, oneBundle: number | null): FigureRow {
  return { figure, unit, federated, oneBundle, ratio: null, samples: { federated: 1, 'one-bundle': 1 } };
}

describe('the wires side by side', () => {
  it('shows each build on both wires and the second over the first, timings and counts only', () => {
    const table = formatProtocolTable(
      {
        h1: [row('/overseas/bond LCP', 'ms', 2000, 1800), row('/overseas/bond JS transferred', 'KB', 180, 170), row('/overseas/bond requests', 'count', 30, 20)],
        h2: [row('/overseas/bond LCP', 'ms', 1500, null), row('/overseas/bond JS transferred', 'KB', 180, 170), row('/overseas/bond requests', 'count', 30, 20)],
      },
      ['h1', 'h2'],
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/federated h1 +h2 +h2 \/ h1 +one-bundle h1 +h2 +h2 \/ h1/);
    expect(lines[2]?.split(/ {2,}/)).toEqual(['/overseas/bond LCP', '2000 ms', '1500 ms', '0.75x', '1800 ms', '—', '—']);
    expect(lines[3]?.split(/ {2,}/)).toEqual(['/overseas/bond requests', '30', '30', '1.00x', '20', '20', '1.00x']);
    expect(table).not.toContain('JS transferred');
  });

  it('is empty for one wire', () => {
    expect(formatProtocolTable({ h2: [row('/overseas/bond LCP', 'ms', 1, 1)] }, ['h2'])).toBe('');
  });
});
