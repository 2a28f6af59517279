import { useState } from 'react';
import { CancelConfirm, FUND_ORDER_STATUS_OPTIONS, FUND_SIDE_OPTIONS, Link, PolledState, labelOf, newClientKey, useNow, usePolledQuery, type FundHolding, type FundOrder } from 'shared';
import { canCancelFundOrder } from 'shared/bond-math';
import { fundHoldingsQuery, fundOrdersQuery } from '../api/fund-queries';
import { useFundOrderCancel } from '../api/order-queries';
import { formatDate, formatMoney, formatPlain } from '../domain/format';

/** The account's fund positions with a way to redeem each (rules FND-8, ORD-2). */
export function FundHoldings({ idno, account }: { idno: string; account: string }) {
  const holdings = usePolledQuery(fundHoldingsQuery(idno, account));
  return (
    <PolledState query={holdings} loadingLabel="庫存資料載入中…" className="fund-empty">
      {(list) => <FundHoldingTable holdings={list} account={account} />}
    </PolledState>
  );
}

function FundHoldingTable({ holdings, account }: { holdings: readonly FundHolding[]; account: string }) {
  if (holdings.length === 0) return <p className="fund-empty">目前沒有基金庫存。</p>;
  return (
    <div className="fund-table-wrap" role="region" aria-label="基金庫存" tabIndex={0}>
      <table className="fund-table" data-testid="fund-holdings">
        <caption className="visually-hidden">基金庫存（帳號 {account}）</caption>
        <thead>
          <tr>
            <th scope="col">基金名稱</th>
            <th scope="col">持有單位數</th>
            <th scope="col">可贖回單位數</th>
            <th scope="col">最新淨值</th>
            <th scope="col">參考市值</th>
            <th scope="col">投資成本</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((holding) => (
            <tr key={holding.fundId}>
              <th scope="row">
                <Link to={`/overseas/fund/${holding.fundId}`}>{holding.fundName}</Link>
              </th>
              <td className="fund-num">{formatPlain(holding.units)}</td>
              <td className="fund-num">{formatPlain(holding.availableUnits)}</td>
              <td className="fund-num">
                {formatPlain(holding.nav)}
                <span className="fund-table__date">{formatDate(holding.navDate)}</span>
              </td>
              <td className="fund-num">{formatMoney(holding.marketValue, holding.currency)}</td>
              <td className="fund-num">{formatMoney(holding.cost, holding.currency)}</td>
              <td>
                <Link to={`/overseas/fund/${holding.fundId}/redeem`} aria-label={`贖回：${holding.fundName}`}>
                  贖回
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The confirmation of a fund order's cancel (rules FND-9, ORD-13): its client key made when it opens, kept for every try. */
function FundCancel({ order, account, onClose }: { order: FundOrder; account: string; onClose: () => void }) {
  const cancel = useFundOrderCancel();
  const [clientKey] = useState(newClientKey);
  const outcome =
    cancel.data === undefined ? null : cancel.data.outcome === 'CANCELLED' ? `委託 ${order.orderNo} 已取消，圈存款項已釋回保證金專戶。` : `委託 ${order.orderNo} 未取消：${cancel.data.message}`;
  return (
    <CancelConfirm
      className="fund-card"
      label={`取消委託 ${order.orderNo}`}
      question={`確定取消委託 ${order.orderNo}「${order.fundName}」${labelOf(FUND_SIDE_OPTIONS, order.side)}？`}
      outcome={outcome}
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate({ account, orderNo: order.orderNo, clientKey })}
      onClose={onClose}
    />
  );
}

/** The account's fund orders, newest first, 待確認淨值 until their NAV, cancellable until the cut-off of their trade date (rules FND-7, FND-9, ORD-2). */
export function FundOrders({ idno, account }: { idno: string; account: string }) {
  const orders = usePolledQuery(fundOrdersQuery(idno, account));
  return (
    <PolledState query={orders} loadingLabel="委託資料載入中…" className="fund-empty">
      {(list) => <FundOrderTable orders={list} account={account} />}
    </PolledState>
  );
}

function FundOrderTable({ orders, account }: { orders: readonly FundOrder[]; account: string }) {
  const [cancelling, setCancelling] = useState<FundOrder | null>(null);
  // the 取消 button goes when the cut-off of the order's trade date passes, without a reload
  const now = useNow(10_000);
  if (orders.length === 0) return <p className="fund-empty">目前沒有基金委託。</p>;
  return (
    <>
      {cancelling !== null && <FundCancel key={cancelling.orderNo} order={cancelling} account={account} onClose={() => setCancelling(null)} />}
      <div className="fund-table-wrap" role="region" aria-label="基金委託" tabIndex={0}>
        <table className="fund-table" data-testid="fund-orders">
          <caption className="visually-hidden">基金委託（帳號 {account}，新到舊）</caption>
          <thead>
            <tr>
              <th scope="col">委託書號</th>
              <th scope="col">基金名稱</th>
              <th scope="col">類別</th>
              <th scope="col">狀態</th>
              <th scope="col">交易日／淨值日</th>
              <th scope="col">扣款／入帳金額（含手續費）</th>
              <th scope="col">單位數</th>
              <th scope="col">成交淨值</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderNo}>
                <th scope="row">{order.orderNo}</th>
                <td>{order.fundName}</td>
                <td>{labelOf(FUND_SIDE_OPTIONS, order.side)}</td>
                <td>{labelOf(FUND_ORDER_STATUS_OPTIONS, order.status)}</td>
                <td>
                  {formatDate(order.tradeDate)}／{formatDate(order.navDate)}
                </td>
                <td className="fund-num">{order.total === '' ? '—' : formatMoney(order.total, order.currency)}</td>
                <td className="fund-num">{order.units === '' ? '—' : formatPlain(order.units)}</td>
                <td className="fund-num">{order.nav === '' ? (order.status === 'CANCELLED' ? '—' : '待確認淨值') : formatPlain(order.nav)}</td>
                <td>
                  {canCancelFundOrder(order, now) ? (
                    <button type="button" className="ui-button" aria-label={`取消委託 ${order.orderNo}`} onClick={() => setCancelling(order)}>
                      取消
                    </button>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The account's fund holdings and orders, for 我的基金 and for the account overview, where fund positions
 * appear beside the other products' (exported through the feature's index).
 */
export function FundPositions({ idno, account }: { idno: string; account: string }) {
  return (
    <>
        <section aria-labelledby="holdings-title">
          <h2 id="holdings-title">基金庫存</h2>
          <FundHoldings idno={idno} account={account} />
        </section>
        <section aria-labelledby="orders-title">
          <h2 id="orders-title">基金委託</h2>
          <FundOrders idno={idno} account={account} />
        </section>
    </>
  );
}
