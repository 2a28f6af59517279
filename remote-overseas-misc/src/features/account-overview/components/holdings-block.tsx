import { DataTable, GainLoss, Link, formatAmount, formatDateTime, formatDecimal, useQuery, type DataColumn } from 'shared';
import { fxRatesQuery } from '../api/account-queries';
import { holdingsTotalTwd, PRODUCT_LABELS, type HoldingRow, type ProductHoldings } from '../domain/portfolio';
import { Block, BlockEmpty, BlockError, BlockLoading, NoticeTag } from './block';

const HOLDING_COLUMNS: readonly DataColumn<HoldingRow>[] = [
  {
    id: 'name',
    header: '商品',
    rowHeader: true,
    cell: (row) => (
      <>
        <Link to={row.href}>{row.name}</Link>
        <span className="page-table__code">{row.code}</span>
        {row.notice !== undefined && <NoticeTag notice={row.notice} />}
      </>
    ),
  },
  { id: 'quantity', header: '數量', numeric: true, cell: (row) => row.quantity },
  { id: 'currency', header: '幣別', cell: (row) => row.currency },
  { id: 'value', header: '市值', numeric: true, cell: (row) => formatAmount(row.marketValue, row.currency) },
  { id: 'unrealised', header: '未實現損益', numeric: true, cell: (row) => <GainLoss value={row.unrealised}>{row.unrealised === null ? '—' : formatAmount(row.unrealised, row.currency, { signed: true })}</GainLoss> },
  { id: 'rate', header: '參考匯率', numeric: true, cell: (row) => (row.twdRate === null ? '無參考匯率' : formatDecimal(row.twdRate, 4)) },
  { id: 'valueTwd', header: '市值（新台幣）', numeric: true, cell: (row) => (row.marketValueTwd === null ? '—' : formatAmount(row.marketValueTwd, 'TWD')) },
  {
    id: 'unrealisedTwd',
    header: '未實現損益（新台幣）',
    numeric: true,
    cell: (row) => <GainLoss value={row.unrealisedTwd}>{row.unrealisedTwd === null ? '—' : formatAmount(row.unrealisedTwd, 'TWD', { signed: true })}</GainLoss>,
  },
];

function HoldingsTable({ label, rows }: { label: string; rows: readonly HoldingRow[] }) {
  const { total, unconverted } = holdingsTotalTwd(rows);
  // the same read the rows were converted with (one query for every page, rule ACC-4): its time is named
  const ratesTime = useQuery(fxRatesQuery()).data?.rates[0]?.time;
  return (
    <>
      <DataTable
        caption={`${label}庫存明細`}
        captionHidden
        columns={HOLDING_COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        className="page-table"
        foot={
          <tr>
            <th scope="row" colSpan={6}>
              {label}市值合計（新台幣）
            </th>
            <td className="num" data-label="市值（新台幣）" data-testid="holdings-total">
              {formatAmount(total, 'TWD')}
            </td>
            <td />
          </tr>
        }
      />
      {ratesTime !== undefined && (
        <p className="page-block__note">新台幣金額依 {formatDateTime(ratesTime)} 參考匯率換算；合計以未四捨五入金額加總後四捨五入至分。</p>
      )}
      {unconverted > 0 && <p className="page-block__note">{unconverted} 筆部位的幣別沒有參考匯率，未計入新台幣合計。</p>}
    </>
  );
}

/** One product's holdings of the selected account, in its own block (rules ACC-3, ACC-5). */
export function HoldingsBlock({ holdings }: { holdings: ProductHoldings }) {
  const label = PRODUCT_LABELS[holdings.product];
  return (
    <Block title={`${label}庫存`}>
      {holdings.status === 'unavailable' && <BlockEmpty>{holdings.reason}</BlockEmpty>}
      {holdings.status === 'loading' && <BlockLoading label={`${label}庫存載入中…`} />}
      {holdings.status === 'error' && <BlockError message={holdings.message} onRetry={holdings.retry} />}
      {holdings.status === 'ready' &&
        (holdings.rows.length === 0 ? <BlockEmpty>此帳號目前沒有{label}庫存。</BlockEmpty> : <HoldingsTable label={label} rows={holdings.rows} />)}
    </Block>
  );
}
