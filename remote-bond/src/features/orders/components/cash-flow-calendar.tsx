import { formatAmount, formatDate, formatDecimal } from 'shared';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { toNumber } from 'shared/bond-math';
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
      <div className="order-table-wrap" role="region" aria-label="未來 12 個月現金流表（可捲動）" tabIndex={0}>
        <table className="order-table">
          <caption>未來 12 個月現金流（依月份、幣別；淨額已扣除保管費）</caption>
          <thead>
            <tr>
              <th scope="col">月份</th>
              <th scope="col">幣別</th>
              <th scope="col">配息</th>
              <th scope="col">還本</th>
              <th scope="col">保管費</th>
              <th scope="col">淨額</th>
            </tr>
          </thead>
          <tbody>
            {flows.map((flow) => (
              <tr key={`${flow.month}-${flow.currency}`}>
                <th scope="row">{monthLabel(flow.month)}</th>
                <td>{flow.currency}</td>
                <td className="num">{formatAmount(flow.coupons, flow.currency)}</td>
                <td className="num">{formatAmount(flow.redemptions, flow.currency)}</td>
                <td className="num">{formatAmount(flow.custodyFee, flow.currency)}</td>
                <td className="num">{formatAmount(flow.net, flow.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
