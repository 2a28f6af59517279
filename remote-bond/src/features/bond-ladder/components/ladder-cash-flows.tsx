import { DataTable, formatMoney, type DataColumn } from 'shared';
import type { DecimalValue } from 'shared/money';
import type { CurrencyFlow, YearFlow } from '../domain/ladder-plan';

/** One figure per currency, one to a line: `USD 200.00`. */
function perCurrency(flows: readonly CurrencyFlow[], pick: (flow: CurrencyFlow) => DecimalValue) {
  return (
    <span className="ladder-lines">
      {flows.map((flow) => (
        <span key={flow.currency}>{formatMoney(pick(flow), flow.currency)}</span>
      ))}
    </span>
  );
}

const COLUMNS: readonly DataColumn<YearFlow>[] = [
  { id: 'year', header: '年度', rowHeader: true, cell: (year) => `${year.year} 年` },
  { id: 'coupons', header: '配息（原幣）', cell: (year) => perCurrency(year.currencies, (flow) => flow.coupons) },
  { id: 'principal', header: '還本（原幣）', cell: (year) => perCurrency(year.currencies, (flow) => flow.principal) },
  { id: 'custody', header: '保管費（原幣）', cell: (year) => perCurrency(year.currencies, (flow) => flow.custodyFee.times(-1)) },
  { id: 'net', header: '淨額（原幣）', cell: (year) => perCurrency(year.currencies, (flow) => flow.net) },
  { id: 'coupons-twd', header: '配息扣保管費（新台幣）', numeric: true, cell: (year) => formatMoney(year.couponsTwd, 'TWD') },
  { id: 'principal-twd', header: '還本（新台幣）', numeric: true, cell: (year) => formatMoney(year.principalTwd, 'TWD') },
  { id: 'net-twd', header: '淨額（新台幣，今日匯率）', numeric: true, cell: (year) => formatMoney(year.netTwd, 'TWD') },
  { id: 'net-low', header: '匯率低 5%', label: '淨額（新台幣，匯率低 5%）', numeric: true, cell: (year) => formatMoney(year.netTwdLow, 'TWD') },
  { id: 'net-high', header: '匯率高 5%', label: '淨額（新台幣，匯率高 5%）', numeric: true, cell: (year) => formatMoney(year.netTwdHigh, 'TWD') },
];

/**
 * What the ladder pays back year by year (rule BND-19): coupons and principal in each currency, the custody
 * fee taken with them, and the net in TWD at today's indicative rates and at rates 5 % lower and higher.
 */
export function LadderCashFlows({ years }: { readonly years: readonly YearFlow[] }) {
  if (years.length === 0) return <p>階梯尚無任何債券，沒有預估現金流量。</p>;
  return <DataTable caption="每年預估現金流量（扣除保管費）" columns={COLUMNS} rows={years} rowKey={(year) => year.year} testId="ladder-cash-flows" />;
}
