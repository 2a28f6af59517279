import { useState } from 'react';
import { DataTable, GainLoss, formatAmount, formatDateTime, formatDecimal, formatMoney, formatQuantity, CancelConfirm, PolledState, isGuestIdno, newClientKey, useAccounts, useLogin, usePolledQuery, useQuery, type DataColumn } from 'shared';
import { ORDER_STATE_OPTIONS, OPEN_ORDER_STATES, type FxRates } from '@shared/account';
import { labelOf } from 'shared/contracts';
import { type StockOrder, type StockPosition } from '@shared/stock';
import { stockHoldingsQuery, stockOrdersQuery, useStockOrderCancel } from '../api/stock-order-queries';
import { fxRatesQuery } from '../api/stock-queries';
import { TWD_ESTIMATE_DIGITS } from 'shared/money';
import { toTwd } from '@shared/stock/market';

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

/** The orders' columns; on a phone each order is a card with its state and 取消 in view. */
function orderColumns(onCancel: (order: StockOrder) => void): readonly DataColumn<StockOrder>[] {
  return [
    { id: 'orderNo', header: '委託書號', rowHeader: true, cell: (order) => order.orderNo },
    { id: 'stock', header: '股票', kind: 'wide', cell: (order) => `${order.name}（${order.symbol}）` },
    { id: 'side', header: '買賣', cell: (order) => (order.side === 'B' ? '買進' : '賣出') },
    {
      id: 'price',
      header: '價格',
      numeric: true,
      cell: (order) => (
        <>
          {order.orderType === 'MARKET' ? '市價' : `${order.currency} ${formatDecimal(order.limitPrice)}`}
          {order.averagePrice !== '' && <span className="stock-muted">（成交均價 {formatDecimal(order.averagePrice)}）</span>}
        </>
      ),
    },
    {
      id: 'quantity',
      header: '成交／委託股數',
      numeric: true,
      cell: (order) => (
        <>
          {formatQuantity(order.filledQuantity)}／{formatQuantity(order.quantity)}
        </>
      ),
    },
    {
      id: 'state',
      header: '狀態',
      cell: (order) => (
        <>
          {labelOf(ORDER_STATE_OPTIONS, order.state)}
          {order.reason !== '' && <span className="stock-muted">（{order.reason}）</span>}
        </>
      ),
    },
    { id: 'placedAt', header: '委託時間', cell: (order) => formatDateTime(order.placedAt, { year: false }) },
    {
      id: 'cancel',
      header: '操作',
      kind: 'action',
      cell: (order) =>
        OPEN_ORDER_STATES.includes(order.state) ? (
          <button type="button" className="ui-button" aria-label={`取消委託 ${order.orderNo}`} onClick={() => onCancel(order)}>
            取消
          </button>
        ) : (
          <span className="stock-account__none">—</span>
        ),
    },
  ];
}

function StockOrderTable({ orders, account }: { orders: readonly StockOrder[]; account: string }) {
  const [cancelling, setCancelling] = useState<StockOrder | null>(null);
  if (orders.length === 0) return <p className="stock-muted">此帳號目前沒有股票委託。</p>;
  return (
    <>
      {cancelling !== null && <StockCancel key={cancelling.orderNo} order={cancelling} account={account} onClose={() => setCancelling(null)} />}
      <div data-testid="stock-orders">
        <DataTable caption={`股票委託（帳號 ${account}，新到舊）`} captionHidden columns={orderColumns(setCancelling)} rows={orders} rowKey={(order) => order.orderNo} className="stock-account__table" />
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

function holdingColumns(rateOf: (currency: string) => string | undefined): readonly DataColumn<StockPosition>[] {
  return [
    { id: 'stock', header: '股票', rowHeader: true, cell: (position) => `${position.name}（${position.symbol}）` },
    {
      id: 'quantity',
      header: '股數（可賣）',
      numeric: true,
      cell: (position) => (
        <>
          {formatQuantity(position.quantity)}（{formatQuantity(position.availableQuantity)}）
        </>
      ),
    },
    { id: 'averageCost', header: '平均成本', numeric: true, cell: (position) => formatDecimal(position.averageCost) },
    {
      id: 'lastPrice',
      header: '參考現價',
      numeric: true,
      cell: (position) => (
        <>
          {formatDecimal(position.lastPrice)} <span className="stock-muted">{formatDateTime(position.priceTime, { year: false })}</span>
        </>
      ),
    },
    { id: 'value', header: '市值', numeric: true, cell: (position) => formatMoney(position.marketValue, position.currency) },
    {
      id: 'unrealised',
      header: '未實現損益',
      numeric: true,
      cell: (position) => <GainLoss value={position.unrealised}>{formatAmount(position.unrealised, position.currency, { signed: true })}</GainLoss>,
    },
    {
      id: 'valueTwd',
      header: '市值（新台幣）',
      numeric: true,
      cell: (position) => {
        const rate = rateOf(position.currency);
        return rate === undefined ? '—' : formatAmount(toTwd(position.marketValue, rate), 'TWD', { decimals: TWD_ESTIMATE_DIGITS });
      },
    },
  ];
}

function StockHoldingTable({ positions, rates, account }: { positions: readonly StockPosition[]; rates: FxRates | undefined; account: string }) {
  if (positions.length === 0) return <p className="stock-muted">此帳號目前沒有股票庫存。</p>;
  const rateOf = (currency: string) => rates?.rates.find((rate) => rate.currency === currency)?.rate;
  return (
    <>
      <div data-testid="stock-holdings">
        <DataTable caption={`股票庫存（帳號 ${account}）`} captionHidden columns={holdingColumns(rateOf)} rows={positions} rowKey={(position) => position.symbol} className="stock-account__table" />
      </div>
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
    </>
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
