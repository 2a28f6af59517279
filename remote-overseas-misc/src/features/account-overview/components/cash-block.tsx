import { DataTable, formatAmount, formatDateTime, formatMoney, formatDecimal, type DataColumn } from 'shared';
import { MARGIN_CURRENCY_NAMES, type MarginCurrency } from 'shared/money';
import { TRANSFER_ACTION_LABELS, TRANSFER_STATUS_LABELS, type MoneyInTransit } from '@shared/margin';
import { cashTotalTwd, type CashRow } from '../domain/portfolio';
import { Block, BlockEmpty, BlockError, QueryBody } from './block';
import type { CashQuery, InTransitState } from './use-account-data';

function currencyName(currency: string): string {
  return `${MARGIN_CURRENCY_NAMES[currency as MarginCurrency] ?? ''} ${currency}`.trim();
}

const CASH_COLUMNS: readonly DataColumn<CashRow>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: (row) => currencyName(row.currency) },
  { id: 'balance', header: '餘額', numeric: true, cell: (row) => formatAmount(row.balance, row.currency) },
  { id: 'held', header: '圈存中', numeric: true, cell: (row) => formatAmount(row.held, row.currency) },
  { id: 'available', header: '可用餘額', numeric: true, cell: (row) => formatAmount(row.available, row.currency) },
  { id: 'rate', header: '參考匯率', numeric: true, cell: (row) => (row.currency === 'TWD' ? '—' : row.fxRate === null ? '無參考匯率' : formatDecimal(row.fxRate, 4)) },
  { id: 'twd', header: '折合新台幣', numeric: true, cell: (row) => (row.balanceTwd === null ? '—' : formatAmount(row.balanceTwd, 'TWD')) },
];

function CashTable({ rows }: { rows: readonly CashRow[] }) {
  const times = [...new Set(rows.flatMap((row) => (row.currency === 'TWD' || row.fxTime === null ? [] : [row.fxTime])))];
  const { total, unconverted } = cashTotalTwd(rows);
  return (
    <>
      <DataTable
        caption="保證金專戶各幣別餘額與折合新台幣"
        captionHidden
        label="保證金專戶各幣別餘額"
        columns={CASH_COLUMNS}
        rows={rows}
        rowKey={(row) => row.currency}
        className="page-table"
        foot={
          <tr>
            <th scope="row" colSpan={5}>
              現金合計（新台幣）
            </th>
            <td className="num" data-label="折合新台幣" data-testid="cash-total">
              {formatAmount(total, 'TWD')}
            </td>
          </tr>
        }
      />
      {times.length > 0 && (
        <p className="page-block__note">
          匯率時間：{times.map((time) => formatDateTime(time)).join('、')}（參考匯率，實際換匯以成交時報價為準）
        </p>
      )}
      {unconverted > 0 && <p className="page-block__note">{unconverted} 個幣別沒有參考匯率，未計入新台幣合計。</p>}
    </>
  );
}

/** What a leg of a transfer in transit is called: 入金, 出金, 換匯賣出, 換匯買入. */
function legName(leg: MoneyInTransit): string {
  if (leg.action !== 'fx') return TRANSFER_ACTION_LABELS[leg.action];
  return leg.direction === 'out' ? '換匯賣出' : '換匯買入';
}

/**
 * Transfers still 受理中 or 處理中 (rule MRG-11): money on its way in is in neither the balance nor the
 * available balance yet; money on its way out is held, so not available. Nothing while none is in transit.
 */
function InTransit({ inTransit }: { inTransit: InTransitState }) {
  if (inTransit.state === 'loading') return null;
  if (inTransit.state === 'error') return <BlockError message={`處理中的轉帳暫時無法取得（${inTransit.message}）`} onRetry={inTransit.retry} />;
  if (inTransit.legs.length === 0) return null;
  return (
    <div className="page-block__note" role="group" aria-label="處理中款項（未計入可用餘額）">
      <p>處理中款項（未計入可用餘額）：</p>
      <ul>
        {inTransit.legs.map((leg) => (
          <li key={`${leg.transferNo}-${leg.direction}`}>
            {legName(leg)} {formatMoney(leg.amount, leg.currency)}（{TRANSFER_STATUS_LABELS[leg.status]}）
            {leg.direction === 'in' ? '，完成後入帳，尚未計入餘額' : '，已圈存'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The margin deposit cash of the selected account, per currency (rule ACC-4), and its money in transit (rule MRG-11). */
export function CashBlock({ query, inTransit }: { query: CashQuery; inTransit: InTransitState }) {
  return (
    <Block title="保證金專戶現金" className={query.data === undefined ? 'page-block--cash-waiting' : undefined}>
      <QueryBody query={query} loadingLabel="現金餘額載入中…">
        {(rows) => (rows.every((row) => Number(row.balance) === 0) ? <BlockEmpty>保證金專戶目前沒有餘額。</BlockEmpty> : <CashTable rows={rows} />)}
      </QueryBody>
      <InTransit inTransit={inTransit} />
    </Block>
  );
}
