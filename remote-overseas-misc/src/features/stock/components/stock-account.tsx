import { useState } from 'react';
import { CancelConfirm, ORDER_STATE_OPTIONS, OPEN_ORDER_STATES, PolledState, isGuestIdno, labelOf, newClientKey, useAccounts, useLogin, usePolledQuery, useQuery, type FxRates, type StockOrder, type StockPosition } from 'shared';
import { stockHoldingsQuery, stockOrdersQuery, useStockOrderCancel } from '../api/stock-order-queries';
import { fxRatesQuery } from '../api/stock-queries';
import { formatDecimal, taipeiDateTime } from './stock-format';
import { toTwd } from 'shared/stock-market';

/** The confirmation of a stock order's cancel (rule ORD-13): its client key made when it opens, kept for every try. */
function StockCancel({ order, account, onClose }: { order: StockOrder; account: string; onClose: () => void }) {
  const cancel = useStockOrderCancel();
  const [clientKey] = useState(newClientKey);
  const outcome = cancel.data === undefined ? null : cancel.data.outcome === 'CANCELLED' ? `委託 ${order.orderNo} 已取消。` : `委託 ${order.orderNo} 未取消：${cancel.data.message}`;
  return (
    <CancelConfirm
      className="stock-account__notice"
      label={`取消委託 ${order.orderNo}`}
      question={`確定取消委託 ${order.orderNo}「${order.name}」${order.side === 'B' ? '買進' : '賣出'} ${order.quantity - order.filledQuantity} 股？`}
      outcome={outcome}
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate({ account, orderNo: order.orderNo, clientKey })}
      onClose={onClose}
    />
  );
}

/** The account's stock orders, newest first, live while the page is visible; a working one may be cancelled (rules ORD-2, ORD-13). */
function StockOrders({ idno, account }: { idno: string; account: string }) {
  const orders = usePolledQuery(stockOrdersQuery(idno, account));
  return (
    <PolledState query={orders} loadingLabel="股票委託載入中…" describeFailure={(reason) => `股票委託暫時無法取得：${reason}`}>
      {(list) => <StockOrderTable orders={list} account={account} />}
    </PolledState>
  );
}

function StockOrderTable({ orders, account }: { orders: readonly StockOrder[]; account: string }) {
  const [cancelling, setCancelling] = useState<StockOrder | null>(null);
  if (orders.length === 0) return <p className="stock-muted">此帳號目前沒有股票委託。</p>;
  return (
    <>
      {cancelling !== null && <StockCancel key={cancelling.orderNo} order={cancelling} account={account} onClose={() => setCancelling(null)} />}
      <div className="stock-account__table" role="region" aria-label="股票委託（表格可左右捲動）" tabIndex={0}>
        <table data-testid="stock-orders">
          <caption className="visually-hidden">股票委託（帳號 {account}，新到舊）</caption>
          <thead>
            <tr>
              <th scope="col">委託書號</th>
              <th scope="col">股票</th>
              <th scope="col">買賣</th>
              <th scope="col">價格</th>
              <th scope="col">成交／委託股數</th>
              <th scope="col">狀態</th>
              <th scope="col">委託時間</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderNo}>
                <th scope="row">{order.orderNo}</th>
                <td>
                  {order.name}（{order.symbol}）
                </td>
                <td>{order.side === 'B' ? '買進' : '賣出'}</td>
                <td className="num">
                  {order.orderType === 'MARKET' ? '市價' : `${order.currency} ${formatDecimal(order.limitPrice)}`}
                  {order.averagePrice !== '' && <span className="stock-muted">（成交均價 {formatDecimal(order.averagePrice)}）</span>}
                </td>
                <td className="num">
                  {order.filledQuantity}／{order.quantity}
                </td>
                <td>
                  {labelOf(ORDER_STATE_OPTIONS, order.state)}
                  {order.reason !== '' && <span className="stock-muted">（{order.reason}）</span>}
                </td>
                <td>{taipeiDateTime(order.placedAt)}</td>
                <td>
                  {OPEN_ORDER_STATES.includes(order.state) ? (
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

/** The account's stock positions at the delayed last price, in the trading currency and in TWD (rules STK-8, ORD-2). */
function StockHoldings({ idno, account }: { idno: string; account: string }) {
  const holdings = usePolledQuery(stockHoldingsQuery(idno, account));
  const fx = useQuery(fxRatesQuery());
  return (
    <PolledState query={holdings} loadingLabel="股票庫存載入中…" describeFailure={(reason) => `股票庫存暫時無法取得：${reason}`}>
      {(positions) => <StockHoldingTable positions={positions} rates={fx.data} account={account} />}
    </PolledState>
  );
}

function StockHoldingTable({ positions, rates, account }: { positions: readonly StockPosition[]; rates: FxRates | undefined; account: string }) {
  if (positions.length === 0) return <p className="stock-muted">此帳號目前沒有股票庫存。</p>;
  const rateOf = (currency: string) => rates?.rates.find((rate) => rate.currency === currency)?.rate;
  return (
    <div className="stock-account__table" role="region" aria-label="股票庫存（表格可左右捲動）" tabIndex={0}>
      <table data-testid="stock-holdings">
        <caption className="visually-hidden">股票庫存（帳號 {account}）</caption>
        <thead>
          <tr>
            <th scope="col">股票</th>
            <th scope="col">股數（可賣）</th>
            <th scope="col">平均成本</th>
            <th scope="col">參考現價</th>
            <th scope="col">市值</th>
            <th scope="col">未實現損益</th>
            <th scope="col">市值（新台幣）</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((position) => {
            const rate = rateOf(position.currency);
            return (
              <tr key={position.symbol}>
                <th scope="row">
                  {position.name}（{position.symbol}）
                </th>
                <td className="num">
                  {position.quantity}（{position.availableQuantity}）
                </td>
                <td className="num">{formatDecimal(position.averageCost)}</td>
                <td className="num">
                  {formatDecimal(position.lastPrice)} <span className="stock-muted">{taipeiDateTime(position.priceTime)}</span>
                </td>
                <td className="num">
                  {position.currency} {formatDecimal(position.marketValue)}
                </td>
                <td className="num">{formatDecimal(position.unrealised)}</td>
                <td className="num">{rate === undefined ? '—' : formatDecimal(toTwd(position.marketValue, rate))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rates?.rates[0] !== undefined && (
        <p className="stock-muted">
          市值（新台幣）依 {rates.rates[0].time.slice(0, 10).replaceAll('-', '/')} {rates.rates[0].time.slice(11, 16)} 參考匯率換算
          {[...new Set(positions.map((position) => position.currency))]
            .flatMap((currency) => {
              const rate = rateOf(currency);
              return rate === undefined ? [] : [`（${currency} ${rate}）`];
            })
            .join('')}
          。
        </p>
      )}
    </div>
  );
}

/** The selected account's stock orders and positions on the stock page, for a signed-in customer (rules STK-8, ORD-12). */
export function StockAccount() {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  if (idno === '' || isGuestIdno(idno) || selectAccount === '') return null;
  return (
    <div className="stock-account">
      <section aria-labelledby="stock-orders-title">
        <h2 id="stock-orders-title" className="stock-section-title">
          股票委託
        </h2>
        <StockOrders key={selectAccount} idno={idno} account={selectAccount} />
      </section>
      <section aria-labelledby="stock-holdings-title">
        <h2 id="stock-holdings-title" className="stock-section-title">
          股票庫存
        </h2>
        <StockHoldings key={selectAccount} idno={idno} account={selectAccount} />
      </section>
    </div>
  );
}
