import { DataTable, formatAmount, formatDate, formatDecimal, type DataColumn } from 'shared';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { toNumber } from 'shared/money';
import type { MonthFlow } from '../domain/holdings';

// The chart library is fetched only when this page shows a chart (rule PRF-5).
const BarChart = lazy(() => import('shared/chart').then((module) => ({ default: module.BarChart })));

/** Keeps the table when the chart's code cannot be loaded: the figures are all in the table. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="order-page__hint">圖表暫時無法顯示，請參考下表。</p> : this.props.children;
  }
}

const monthLabel = (month: string) => formatDate(`${month}01`).slice(0, 7);

const COLUMNS: readonly DataColumn<MonthFlow>[] = [
  { id: 'month', header: '月份', rowHeader: true, cell: (flow) => monthLabel(flow.month) },
  { id: 'currency', header: '幣別', cell: (flow) => flow.currency },
  { id: 'coupons', header: '配息', numeric: true, cell: (flow) => formatAmount(flow.coupons, flow.currency) },
  { id: 'redemptions', header: '還本', numeric: true, cell: (flow) => formatAmount(flow.redemptions, flow.currency) },
  { id: 'custody', header: '保管費', numeric: true, cell: (flow) => formatAmount(flow.custodyFee, flow.currency) },
  { id: 'net', header: '淨額', numeric: true, cell: (flow) => formatAmount(flow.net, flow.currency) },
];

/**
 * The next 12 months' coupons and redemptions per month and currency, net of custody fee (rule ORD-16):
 * a bar chart per currency to read at a glance, and the accessible table with every figure.
 */
export function CashFlowCalendar({ months, flows }: { months: readonly string[]; flows: readonly MonthFlow[] }) {
  if (flows.length === 0) return <p>未來 12 個月沒有預計的配息或還本。</p>;
  const currencies = [...new Set(flows.map((flow) => flow.currency))];
  const netOf = (month: string, currency: string) => {
    const flow = flows.find((candidate) => candidate.month === month && candidate.currency === currency);
    return flow === undefined ? 0 : toNumber(flow.net);
  };
  return (
    <>
      <ChartBoundary>
        <Suspense fallback={<p role="status">圖表載入中…</p>}>
          {currencies.map((currency) => (
            <figure key={currency} className="cash-flow-chart">
              <figcaption>{currency} 每月淨現金流</figcaption>
              <BarChart
                label={`${currency} 未來 12 個月每月淨現金流（配息加還本扣除保管費），數字見下表`}
                categories={months.map((month) => month.slice(4, 6))}
                series={[{ label: `${currency} 淨現金流`, values: months.map((month) => netOf(month, currency)) }]}
                formatValue={(value) => formatDecimal(value)}
                height={180}
              />
            </figure>
          ))}
        </Suspense>
      </ChartBoundary>
      <DataTable
        caption="未來 12 個月現金流（依月份、幣別；淨額已扣除保管費）"
        label="未來 12 個月現金流表（可捲動）"
        columns={COLUMNS}
        rows={flows}
        rowKey={(flow) => `${flow.month}-${flow.currency}`}
      />
    </>
  );
}
