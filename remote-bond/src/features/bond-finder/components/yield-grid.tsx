import { DataTable, formatPercent, type DataColumn } from 'shared';
import { memo } from 'react';
import { RATING_BUCKETS, type RatingBucket, type TermBucket, type TermRow } from '../domain/buckets';
import type { FinderResult } from '../domain/finder-bonds';

/** Props of {@link YieldGrid}. */
export interface YieldGridProps {
  /** The grid's rows, which follow the maturity range (rule BND-6). */
  readonly rows: readonly TermRow[];
  readonly grid: FinderResult['grid'];
  readonly term: TermBucket | '';
  readonly rating: RatingBucket | '';
  /** Keep it the same function across renders, so that a tap re-renders only the cells that change. */
  readonly onChoose: (term: TermBucket, rating: RatingBucket) => void;
}

const COLUMN_LABEL = Object.fromEntries(RATING_BUCKETS.map((column) => [column.key, column.label])) as Record<RatingBucket, string>;

interface GridCellProps {
  readonly term: TermBucket;
  readonly termLabel: string;
  readonly rating: RatingBucket;
  readonly count: number;
  readonly bestYield: number | null;
  readonly chosen: boolean;
  readonly onChoose: (term: TermBucket, rating: RatingBucket) => void;
}

/** One cell: re-renders only when its own figures or its chosen state change (a tap changes two cells, rule BND-9). */
const GridCell = memo(function GridCell({ term, termLabel, rating, count, bestYield, chosen, onChoose }: GridCellProps) {
  const best = bestYield === null ? null : formatPercent(bestYield);
  return (
    <button
      type="button"
      className="finder-cell"
      aria-pressed={chosen}
      disabled={count === 0}
      aria-label={`${termLabel}、${COLUMN_LABEL[rating]}：${best === null ? '無債券' : `最高殖利率 ${best}，${count} 檔`}`}
      onClick={() => onChoose(term, rating)}
    >
      {best === null ? (
        '—'
      ) : (
        <>
          <span className="finder-cell__yield">{best}</span>
          <span className="finder-cell__count">{count} 檔</span>
        </>
      )}
    </button>
  );
});

/**
 * The yield grid (rule BND-6): remaining-term rows (they follow the maturity range) by rating columns,
 * each cell the best yield to worst at the ask and the number of bonds, under every criterion but the
 * cell; a cell is a button that lists its bonds. A matrix on a phone too, cells at least 44 px.
 */
export const YieldGrid = memo(function YieldGrid({ rows, grid, term, rating, onChoose }: YieldGridProps) {
  const columns: readonly DataColumn<TermRow>[] = [
    { id: 'term', header: '剩餘年限＼信評', rowHeader: true, cell: (row) => row.label },
    ...RATING_BUCKETS.map(
      (column): DataColumn<TermRow> => ({
        id: column.key,
        header: column.label,
        cell: (row) => {
          const index = rows.indexOf(row);
          const cell = grid[index]?.[column.key] ?? { count: 0, bestYield: null };
          return <GridCell term={row.key} termLabel={row.label} rating={column.key} count={cell.count} bestYield={cell.bestYield} chosen={term === row.key && rating === column.key} onChoose={onChoose} />;
        },
      }),
    ),
  ];
  return (
    <DataTable
      caption="殖利率矩陣：各剩餘年限與信評之最高殖利率（至最差）與檔數，點選格子列出其債券"
      label="殖利率矩陣（可左右捲動）"
      phone="stack"
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.key}:${row.label}`}
      className="finder-grid"
    />
  );
});
