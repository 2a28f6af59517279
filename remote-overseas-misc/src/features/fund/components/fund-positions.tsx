import { FUND_ORDER_STATUS_OPTIONS, FUND_SIDE_OPTIONS, Link, LoadError, PageLoading, isApiError, labelOf, useQuery } from 'shared';
import { fundHoldingsQuery, fundOrdersQuery } from '../api/fund-queries';
import { formatDate, formatMoney, formatPlain } from '../domain/format';

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/** The account's fund positions with a way to redeem each (rule FND-8). */
export function FundHoldings({ idno, account }: { idno: string; account: string }) {
  const holdings = useQuery(fundHoldingsQuery(idno, account));
  if (holdings.isError) return <LoadError className="fund-empty" message={errorText(holdings.error, '庫存資料暫時無法取得，請稍後再試。')} onRetry={() => void holdings.refetch()} />;
  if (holdings.data === undefined) return <PageLoading label="庫存資料載入中…" />;
  if (holdings.data.length === 0) return <p className="fund-empty">目前沒有基金庫存。</p>;
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
          {holdings.data.map((holding) => (
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

/** The account's fund orders, newest first, 待確認淨值 until their NAV (rules FND-7, ORD-2). */
export function FundOrders({ idno, account }: { idno: string; account: string }) {
  const orders = useQuery(fundOrdersQuery(idno, account));
  if (orders.isError) return <LoadError className="fund-empty" message={errorText(orders.error, '委託資料暫時無法取得，請稍後再試。')} onRetry={() => void orders.refetch()} />;
  if (orders.data === undefined) return <PageLoading label="委託資料載入中…" />;
  if (orders.data.length === 0) return <p className="fund-empty">目前沒有基金委託。</p>;
  return (
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
            <th scope="col">金額</th>
            <th scope="col">單位數</th>
            <th scope="col">成交淨值</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((order) => (
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
              <td className="fund-num">{order.nav === '' ? '待確認淨值' : formatPlain(order.nav)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
