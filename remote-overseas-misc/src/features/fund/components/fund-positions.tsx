import { useState } from 'react';
import { CancelConfirm, DataTable, Link, PolledState, newClientKey, useNow, usePolledQuery, type DataColumn, formatDate, formatDecimal, formatMoney } from 'shared';
import { FUND_ORDER_STATUS_OPTIONS, FUND_SIDE_OPTIONS, type FundHolding, type FundOrder } from '@shared/fund';
import { labelOf } from 'shared/contracts';
import { canCancelFundOrder } from '@shared/fund';
import { fundHoldingsQuery, fundOrdersQuery } from '../api/fund-queries';
import { useFundOrderCancel } from '../api/order-queries';

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
  const columns: readonly DataColumn<FundHolding>[] = [
    { id: 'name', header: '基金名稱', rowHeader: true, cell: (holding) => <Link to={`/overseas/fund/${holding.fundId}`}>{holding.fundName}</Link> },
    { id: 'units', header: '持有單位數', numeric: true, cell: (holding) => formatDecimal(holding.units) },
    { id: 'available', header: '可贖回單位數', numeric: true, cell: (holding) => formatDecimal(holding.availableUnits) },
    {
      id: 'nav',
      header: '最新淨值',
      numeric: true,
      cell: (holding) => (
        <>
          {formatDecimal(holding.nav)}
          <span className="fund-table__date">{formatDate(holding.navDate)}</span>
        </>
      ),
    },
    { id: 'value', header: '參考市值', numeric: true, cell: (holding) => formatMoney(holding.marketValue, holding.currency) },
    { id: 'cost', header: '投資成本', numeric: true, cell: (holding) => formatMoney(holding.cost, holding.currency) },
    {
      id: 'redeem',
      header: '操作',
      kind: 'action',
      cell: (holding) => (
        <Link className="ui-button" to={`/overseas/fund/${holding.fundId}/redeem`} aria-label={`贖回：${holding.fundName}`}>
          贖回
        </Link>
      ),
    },
  ];
  return (
    <div data-testid="fund-holdings">
      <DataTable caption={`基金庫存（帳號 ${account}）`} captionHidden label="基金庫存" columns={columns} rows={holdings} rowKey={(holding) => holding.fundId} className="fund-table" />
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
  const columns: readonly DataColumn<FundOrder>[] = [
    { id: 'orderNo', header: '委託書號', rowHeader: true, cell: (order) => order.orderNo },
    { id: 'name', header: '基金名稱', kind: 'wide', cell: (order) => order.fundName },
    { id: 'side', header: '類別', cell: (order) => labelOf(FUND_SIDE_OPTIONS, order.side) },
    { id: 'status', header: '狀態', cell: (order) => labelOf(FUND_ORDER_STATUS_OPTIONS, order.status) },
    {
      id: 'dates',
      header: '交易日／淨值日',
      cell: (order) => (
        <>
          {formatDate(order.tradeDate)}／{formatDate(order.navDate)}
        </>
      ),
    },
    { id: 'total', header: '扣款／入帳金額（含手續費）', numeric: true, cell: (order) => (order.total === '' ? '—' : formatMoney(order.total, order.currency)) },
    { id: 'units', header: '單位數', numeric: true, cell: (order) => (order.units === '' ? '—' : formatDecimal(order.units)) },
    { id: 'nav', header: '成交淨值', numeric: true, cell: (order) => (order.nav === '' ? (order.status === 'CANCELLED' ? '—' : '待確認淨值') : formatDecimal(order.nav)) },
    {
      id: 'cancel',
      header: '操作',
      kind: 'action',
      cell: (order) =>
        canCancelFundOrder(order, now) ? (
          <button type="button" className="ui-button" aria-label={`取消委託 ${order.orderNo}`} onClick={() => setCancelling(order)}>
            取消
          </button>
        ) : (
          <span className="fund-table__none">—</span>
        ),
    },
  ];
  return (
    <>
      {cancelling !== null && <FundCancel key={cancelling.orderNo} order={cancelling} account={account} onClose={() => setCancelling(null)} />}
      <div data-testid="fund-orders">
        <DataTable caption={`基金委託（帳號 ${account}，新到舊）`} captionHidden label="基金委託" columns={columns} rows={orders} rowKey={(order) => order.orderNo} className="fund-table" />
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
