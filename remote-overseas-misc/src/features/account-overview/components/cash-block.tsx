import { MARGIN_CURRENCY_NAMES, formatAmount, formatDateTime, formatDecimal, type MarginCurrency } from 'shared';
import { cashTotalTwd, type CashRow } from '../domain/portfolio';
import { Block, BlockEmpty, QueryBody, TableWrap } from './block';
import type { CashQuery } from './use-account-data';

function currencyName(currency: string): string {
  return `${MARGIN_CURRENCY_NAMES[currency as MarginCurrency] ?? ''} ${currency}`.trim();
}

function CashTable({ rows }: { rows: readonly CashRow[] }) {
  const times = [...new Set(rows.map((row) => row.fxTime))];
  return (
    <>
      <TableWrap label="保證金專戶各幣別餘額">
        <table className="page-table">
          <caption className="visually-hidden">保證金專戶各幣別餘額與折合新台幣</caption>
          <thead>
            <tr>
              <th scope="col">幣別</th>
              <th scope="col">餘額</th>
              <th scope="col">圈存中</th>
              <th scope="col">可用餘額</th>
              <th scope="col">參考匯率</th>
              <th scope="col">折合新台幣</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.currency}>
                <th scope="row">{currencyName(row.currency)}</th>
                <td className="num">{formatAmount(row.balance, row.currency)}</td>
                <td className="num">{formatAmount(row.held, row.currency)}</td>
                <td className="num">{formatAmount(row.available, row.currency)}</td>
                <td className="num">{row.currency === 'TWD' ? '—' : formatDecimal(row.fxRate, 4)}</td>
                <td className="num">{formatAmount(row.balanceTwd, 'TWD')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                現金合計（新台幣）
              </th>
              <td className="num" data-testid="cash-total">
                {formatAmount(cashTotalTwd(rows), 'TWD')}
              </td>
            </tr>
          </tfoot>
        </table>
      </TableWrap>
      <p className="page-block__note">匯率時間：{times.map((time) => formatDateTime(time)).join('、')}（參考匯率，實際換匯以成交時報價為準）</p>
    </>
  );
}

/** The margin deposit cash of the selected account, per currency (rule ACC-4). */
export function CashBlock({ query }: { query: CashQuery }) {
  return (
    <Block title="保證金專戶現金" className={query.data === undefined ? 'page-block--cash-waiting' : undefined}>
      <QueryBody query={query} loadingLabel="現金餘額載入中…">
        {(rows) => (rows.every((row) => Number(row.balance) === 0) ? <BlockEmpty>保證金專戶目前沒有餘額。</BlockEmpty> : <CashTable rows={rows} />)}
      </QueryBody>
    </Block>
  );
}
