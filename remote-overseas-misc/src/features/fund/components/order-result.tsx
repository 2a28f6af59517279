import { FUND_ORDER_STATUS_OPTIONS, type FundOrder } from '@shared/fund';
import { Link, formatDate, formatDecimal, formatMoney } from 'shared';
import { labelOf } from 'shared/contracts';

/**
 * What the customer reads once an order is accepted (rule FND-7): the fund, its number, status and when it
 * trades. The fund is named because an order whose answer was lost may be found accepted on another fund's
 * page (rule ORD-18).
 */
export function OrderResult({ order }: { order: FundOrder }) {
  const status = labelOf(FUND_ORDER_STATUS_OPTIONS, order.status);
  return (
    <div className="fund-card" role="status" data-testid="order-result">
      <h2>委託已受理</h2>
      <dl className="fund-figures">
        <div>
          <dt>委託書號</dt>
          <dd>{order.orderNo}</dd>
        </div>
        <div>
          <dt>基金</dt>
          <dd>{order.fundName}</dd>
        </div>
        <div>
          <dt>狀態</dt>
          <dd>{status}</dd>
        </div>
        <div>
          <dt>交易日</dt>
          <dd>{formatDate(order.tradeDate)}</dd>
        </div>
        <div>
          <dt>淨值日</dt>
          <dd>{formatDate(order.navDate)}</dd>
        </div>
        {order.side === 'SUB' ? (
          <div>
            <dt>扣款合計</dt>
            <dd>{formatMoney(order.total, order.currency)}</dd>
          </div>
        ) : (
          <div>
            <dt>贖回單位數</dt>
            <dd>{formatDecimal(order.units)}</dd>
          </div>
        )}
      </dl>
      <p>
        {order.side === 'SUB'
          ? `本筆申購以 ${formatDate(order.navDate)} 的淨值計算單位數，淨值公布前狀態為「待確認淨值」，款項已自保證金專戶圈存。`
          : `本筆贖回以 ${formatDate(order.navDate)} 的淨值計算金額，淨值公布前狀態為「待確認淨值」。`}
      </p>
      <p className="fund-link">
        <Link to="/overseas/fund/holdings">查看我的基金（庫存與委託）</Link>
      </p>
    </div>
  );
}
