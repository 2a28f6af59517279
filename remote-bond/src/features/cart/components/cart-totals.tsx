import { DataTable, formatAmount, type DataColumn } from 'shared';
import type { CurrencyTotals } from '../domain';

const COLUMNS: readonly DataColumn<CurrencyTotals>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: (total) => total.currency },
  { id: 'lines', header: '檔數', numeric: true, cell: (total) => total.lineCount },
  { id: 'gross', header: '成交金額', numeric: true, cell: (total) => formatAmount(total.grossConsideration, total.currency) },
  { id: 'accrued', header: '前手息', numeric: true, cell: (total) => formatAmount(total.accruedInterest, total.currency) },
  { id: 'fee', header: '手續費', numeric: true, cell: (total) => formatAmount(total.tradingFee, total.currency) },
  { id: 'total', header: '預估應付金額', numeric: true, cell: (total) => formatAmount(total.totalAmount, total.currency) },
  { id: 'custody', header: '保管費（首年，另計）', numeric: true, cell: (total) => formatAmount(total.custodyFee, total.currency) },
];

/** The cart's totals per settlement currency; the bond ladder shows its own with the same columns under its own caption. */
export function CartTotals({ totals, caption = '購物車合計（依交割幣別）' }: { totals: readonly CurrencyTotals[]; caption?: string }) {
  if (totals.length === 0) return null;
  return <DataTable caption={caption} columns={COLUMNS} rows={totals} rowKey={(total) => total.currency} />;
}
