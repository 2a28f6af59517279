import { Link, useQuery } from 'shared';
import { fxRatesQuery } from '../api/account-queries';
import { minorUnitDigits } from 'shared/bond-math';
import { formatAmount, formatSigned, formatTaipeiTime } from '../domain/money';
import { holdingsTotalTwd, PRODUCT_LABELS, type HoldingRow, type ProductHoldings } from '../domain/portfolio';
import { Block, BlockEmpty, BlockError, BlockLoading, NoticeTag, TableWrap } from './block';

function gainClass(value: string | null): string {
  if (value === null || Number(value) === 0) return 'num';
  return Number(value) > 0 ? 'num gain' : 'num loss';
}

function HoldingsTable({ label, rows }: { label: string; rows: readonly HoldingRow[] }) {
  const { total, unconverted } = holdingsTotalTwd(rows);
  // the same read the rows were converted with (one query for every page, rule ACC-4): its time is named
  const ratesTime = useQuery(fxRatesQuery()).data?.rates[0]?.time;
  return (
    <>
      <TableWrap label={`${label}庫存明細`}>
        <table className="page-table">
          <caption className="visually-hidden">{label}庫存明細</caption>
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">數量</th>
              <th scope="col">幣別</th>
              <th scope="col">市值</th>
              <th scope="col">未實現損益</th>
              <th scope="col">參考匯率</th>
              <th scope="col">市值（新台幣）</th>
              <th scope="col">未實現損益（新台幣）</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={row.href}>{row.name}</Link>
                  <span className="page-table__code">{row.code}</span>
                  {row.notice !== undefined && <NoticeTag notice={row.notice} />}
                </th>
                <td className="num">{row.quantity}</td>
                <td>{row.currency}</td>
                <td className="num">{formatAmount(row.marketValue, minorUnitDigits(row.currency))}</td>
                <td className={gainClass(row.unrealised)}>{row.unrealised === null ? '—' : formatSigned(row.unrealised, minorUnitDigits(row.currency))}</td>
                <td className="num">{row.twdRate === null ? '無參考匯率' : formatAmount(row.twdRate, 4)}</td>
                <td className="num">{row.marketValueTwd === null ? '—' : formatAmount(row.marketValueTwd)}</td>
                <td className={gainClass(row.unrealisedTwd)}>{row.unrealisedTwd === null ? '—' : formatSigned(row.unrealisedTwd)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={6}>
                {label}市值合計（新台幣）
              </th>
              <td className="num" data-testid="holdings-total">
                {formatAmount(total)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </TableWrap>
      {ratesTime !== undefined && (
        <p className="page-block__note">新台幣金額依 {formatTaipeiTime(ratesTime)} 參考匯率換算；合計以未四捨五入金額加總後四捨五入至分。</p>
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
