import { memo, type ReactElement, type ReactNode } from 'react';

/** One column of a {@link DataTable}. */
export interface DataColumn<Row> {
  /** Stable id: the React key, and what a sortable header reports to `sort.onSort`. */
  readonly id: string;
  /** The column's heading on a wide screen. */
  readonly header: ReactNode;
  /**
   * The cell's label in a phone's card (「參考市值」), when the header is not plain text; a column with an
   * empty label shows its value alone (an action column has none unless given).
   */
  readonly label?: string;
  readonly cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned, tabular figures on a wide screen. */
  readonly numeric?: boolean;
  /** The row's heading (`<th scope="row">`); on a phone, the card's title across its width. */
  readonly rowHeader?: boolean;
  /**
   * `action`: what the customer does with the row (賣出, 取消, 申購, the star); on a phone it sits at the
   * card's foot across its width, never behind a sideways scroll.
   * `wide`: a long value (a note, a list) that takes the card's whole width on a phone.
   */
  readonly kind?: 'data' | 'action' | 'wide';
  /** The header is a button that sorts by this column (with `DataTableProps.sort`). */
  readonly sortable?: boolean;
  /** The cell's class: one for every row, or per row (a gain's or a loss's colour). */
  readonly className?: string | ((row: Row) => string | undefined);
}

/** The sort a page keeps for its table: which column, which way, and what a header's button asks for. */
export interface DataTableSort {
  readonly by: string;
  readonly direction: 'ascending' | 'descending';
  readonly onSort: (columnId: string) => void;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** What the table holds (the table's caption, read by screen readers). */
  readonly caption: ReactNode;
  /** The caption is for screen readers only (the page's heading already says it). */
  readonly captionHidden?: boolean;
  /** The accessible name of the scrollable region around the table on a wide screen; a string caption by default. */
  readonly label?: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row, index: number) => string;
  /** Extra attributes of a row: a highlight, `aria-current`, a test id. */
  readonly rowProps?: (row: Row) => { readonly className?: string; readonly 'aria-current'?: boolean; readonly 'data-testid'?: string };
  /** Rows of the table's foot (totals), as `<tr>` elements; each `<td>` should carry `data-label` for the phone. */
  readonly foot?: ReactNode;
  readonly sort?: DataTableSort;
  /** On a wide screen, the first column stays in view while the rest scroll (tables wider than the page). */
  readonly stickyFirst?: boolean;
  /**
   * `cards` (the default): on a phone each row becomes a card with every figure labelled and its actions
   * across the foot. `stack`: key/value tables (two columns) that already fit; rows stay rows.
   */
  readonly phone?: 'cards' | 'stack';
  readonly className?: string;
  /** The table's test id, for end-to-end tests that pick one table of several. */
  readonly testId?: string;
}

const CELL_CLASS: Record<NonNullable<DataColumn<unknown>['kind']>, string> = {
  data: '',
  action: 'ui-table__action',
  wide: 'ui-table__wide',
};

function cellClass<Row>(column: DataColumn<Row>, row?: Row): string | undefined {
  const own = typeof column.className === 'function' ? (row === undefined ? undefined : column.className(row)) : column.className;
  const classes = [column.numeric === true ? 'num' : '', CELL_CLASS[column.kind ?? 'data'], own ?? ''].filter((c) => c !== '');
  return classes.length === 0 ? undefined : classes.join(' ');
}

function labelOf<Row>(column: DataColumn<Row>): string {
  if (column.label !== undefined) return column.label;
  if (column.kind === 'action') return '';
  return typeof column.header === 'string' ? column.header : '';
}

/** Props of {@link DataRow}: every one compared by identity. */
interface DataRowProps<Row> {
  readonly row: Row;
  readonly index: number;
  readonly columns: readonly DataColumn<Row>[];
  readonly className: string | undefined;
  readonly current: boolean | undefined;
  readonly testId: string | undefined;
}

/**
 * One row of a {@link DataTable}. It renders again only when its row, place, columns or attributes change:
 * a page that keeps its rows and columns (memoised) re-renders only the rows that changed.
 */
const DataRow = memo(function DataRow<Row>({ row, index, columns, className, current, testId }: DataRowProps<Row>) {
  return (
    <tr role="row" className={className} aria-current={current} data-testid={testId}>
      {columns.map((column) =>
        column.rowHeader === true ? (
          <th key={column.id} scope="row" role="rowheader" className={cellClass(column, row)}>
            {column.cell(row, index)}
          </th>
        ) : (
          <td key={column.id} role="cell" className={cellClass(column, row)} data-label={labelOf(column)}>
            {column.cell(row, index)}
          </td>
        ),
      )}
    </tr>
  );
}) as <Row>(props: DataRowProps<Row> & { readonly key?: string }) => ReactElement;

/**
 * Every table of the product (rule SHL-16). On a wide screen: a semantic `<table>` with its caption, column
 * and row headers, numeric columns right-aligned, sortable headers where the page sorts (`aria-sort`), an
 * optional sticky first column, inside a focusable region that scrolls sideways only when the table is wider
 * than the page. On a phone (≤ 640 px): each row is a card of labelled figures with the row's heading as its
 * title and its actions across its foot, so no page scrolls sideways and no action is out of reach; a
 * `stack` table stays a table and, if wider than the phone, scrolls inside its own region. The
 * table keeps its roles in both layouts (WebKit drops a restyled table's semantics otherwise). A row renders
 * again only when its row object, place or the columns change: keep them (memoised) where the rows are many.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  foot,
  sort,
  stickyFirst = false,
  phone = 'cards',
  className,
  testId,
}: DataTableProps<Row>) {
  const regionLabel = label ?? (typeof caption === 'string' ? caption : undefined);
  const tableClass = ['ui-table', `ui-table--${phone}`, stickyFirst ? 'ui-table--sticky' : '', className ?? ''].filter((c) => c !== '').join(' ');
  return (
    <div className={`ui-table-wrap ui-table-wrap--${phone}`} role="region" aria-label={regionLabel} tabIndex={0}>
      <table className={tableClass} role="table" data-testid={testId}>
        <caption className={captionHidden ? 'visually-hidden' : 'ui-table__caption'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => {
              const sorted = sort !== undefined && sort.by === column.id ? sort.direction : undefined;
              return (
                <th key={column.id} scope="col" role="columnheader" className={cellClass(column)} aria-sort={column.sortable === true ? (sorted ?? 'none') : undefined}>
                  {column.sortable === true && sort !== undefined ? (
                    <button type="button" className="ui-table__sort" onClick={() => sort.onSort(column.id)}>
                      {column.header}
                      <span aria-hidden="true">{sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ' ↕'}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => {
            const extra = rowProps?.(row);
            return <DataRow key={rowKey(row, index)} row={row} index={index} columns={columns} className={extra?.className} current={extra?.['aria-current']} testId={extra?.['data-testid']} />;
          })}
        </tbody>
        {foot !== undefined && foot !== null && <tfoot role="rowgroup">{foot}</tfoot>}
      </table>
    </div>
  );
}
