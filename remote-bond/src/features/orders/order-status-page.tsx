import { useId, useState } from 'react';
import { CancelConfirm, type DataColumn, DataTable, formatAmount, formatBrokerDate, formatDateTime, formatMoney, formatQuantity, inputDate, isGuestIdno, Link, newClientKey, PolledState, useAccounts, useLogin, usePolledQuery } from 'shared';
import { OPEN_ORDER_STATES, ORDER_STATE_OPTIONS, type OrderState } from '@shared/account';
import { type OrderDetail, type OrderSummary } from '@shared/bond';
import { taipeiDate } from 'shared/calendar';
import { SignInPrompt } from '../session';
import { bondOrderDetailQuery, bondOrderListQuery, useBondOrderCancel } from './api/order-queries';
import { addDays } from 'shared/calendar';
import './orders.css';

const STATE_LABEL: Readonly<Record<OrderState, string>> = Object.fromEntries(ORDER_STATE_OPTIONS.map((option) => [option.value, option.label])) as Record<OrderState, string>;
const toBroker = (iso: string) => iso.replace(/-/g, '');
/** How far ahead the default range reaches: past the longest run of holidays before a pre-order's trade date. */
const PRE_ORDER_DAYS = 14;

/**
 * Order status, `/overseas/bond/marketorder` (rules ORD-12, ORD-13, ORD-2): the account's orders with
 * counts per state, filters by state and trade-date range (default the last 30 days and pre-orders' days ahead), newest first, pages
 * of 20; each opens to its fills, amounts and history, and a working one can be cancelled after a confirm.
 * The list and the open detail refresh every second while the page is visible, and stop while it is hidden.
 */
export function OrderStatusPage() {
  const { idno } = useLogin();
  const { selectAccount: account } = useAccounts();
  const id = useId();
  const [today] = useState(() => taipeiDate());
  // up to two weeks ahead: an order sent after the cut-off or on a holiday is a pre-order for the next
  // business day of Taiwan and its market (rule ORD-11), which must show here the moment it is sent
  const [filter, setFilter] = useState({ state: '' as OrderState | '', from: addDays(today, -30), to: addDays(today, PRE_ORDER_DAYS), page: 1 });
  const [openOrder, setOpenOrder] = useState('');
  const guest = idno === '' || isGuestIdno(idno);
  const rangeError = filter.from > filter.to ? '起日不可晚於迄日' : null;
  const list = usePolledQuery({
    ...bondOrderListQuery(idno, { account, state: filter.state, fromDate: filter.from, toDate: filter.to, page: filter.page }),
    enabled: !guest && account !== '' && rangeError === null,
  });

  if (guest) return <SignInPrompt title="債券委託查詢" />;

  return (
    <section className="order-page" aria-labelledby="marketorder-title">
      <h1 id="marketorder-title">債券委託查詢</h1>
      <p className="order-page__meta">
        交易帳號：{account}（委託狀態每秒自動更新） <Link to="/overseas/bond/account" className="order-page__link">
          查看債券庫存
        </Link>
      </p>
      <div className="order-filters">
        <div className="cart-field">
          <label htmlFor={`${id}-state`}>委託狀態</label>
          <select id={`${id}-state`} className="ui-input" value={filter.state} onChange={(event) => setFilter({ ...filter, state: event.target.value as OrderState | '', page: 1 })}>
            <option value="">全部</option>
            {ORDER_STATE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="cart-field">
          <label htmlFor={`${id}-from`}>交易日起</label>
          <input id={`${id}-from`} className="ui-input" type="date" value={inputDate(filter.from)} onChange={(event) => event.target.value !== '' && setFilter({ ...filter, from: toBroker(event.target.value), page: 1 })} />
        </div>
        <div className="cart-field">
          <label htmlFor={`${id}-to`}>交易日迄</label>
          <input
            id={`${id}-to`}
            className="ui-input"
            type="date"
            value={inputDate(filter.to)}
            aria-invalid={rangeError !== null}
            aria-describedby={rangeError === null ? undefined : `${id}-range-error`}
            onChange={(event) => event.target.value !== '' && setFilter({ ...filter, to: toBroker(event.target.value), page: 1 })}
          />
          {rangeError !== null && (
            <p id={`${id}-range-error`} className="cart-field__error">
              {rangeError}
            </p>
          )}
        </div>
      </div>
      {rangeError === null && (
        <PolledState query={list} loadingLabel="委託資料載入中…">
          {(data) => (
            <>
              <ul className="order-counts" aria-label="各狀態筆數">
                {ORDER_STATE_OPTIONS.map((option) => (
                  <li key={option.value}>
                    <button
                      type="button"
                      className="ui-button"
                      aria-pressed={filter.state === option.value}
                      onClick={() => setFilter({ ...filter, state: filter.state === option.value ? '' : option.value, page: 1 })}
                    >
                      {option.label} {data.counts[option.value]}
                    </button>
                  </li>
                ))}
              </ul>
              {data.orders.length === 0 ? (
                <p className="bond-empty">此期間沒有符合條件的委託。</p>
              ) : (
                <DataTable
                  caption="委託列表，新到舊"
                  captionHidden
                  label="委託列表（可捲動）"
                  columns={orderColumns(openOrder, (orderNo) => setOpenOrder(openOrder === orderNo ? '' : orderNo))}
                  rows={data.orders}
                  rowKey={(order) => order.orderNo}
                  className="order-list"
                />
              )}
              <nav className="order-page__actions" aria-label="委託分頁">
                <button type="button" className="ui-button" disabled={data.page <= 1} onClick={() => setFilter({ ...filter, page: data.page - 1 })}>
                  上一頁
                </button>
                <span>
                  第 {data.page} / {data.totalPages} 頁，共 {data.total} 筆
                </span>
                <button type="button" className="ui-button" disabled={data.page >= data.totalPages} onClick={() => setFilter({ ...filter, page: data.page + 1 })}>
                  下一頁
                </button>
              </nav>
              {openOrder !== '' && <OrderDetailPanel key={openOrder} idno={idno} account={account} orderNo={openOrder} onClose={() => setOpenOrder('')} />}
            </>
          )}
        </PolledState>
      )}
    </section>
  );
}

/** The columns of the order list: each order's figures and the button that opens its detail. */
function orderColumns(openOrder: string, onToggle: (orderNo: string) => void): readonly DataColumn<OrderSummary>[] {
  return [
    { id: 'orderNo', header: '委託書號', rowHeader: true, cell: (order) => order.orderNo },
    { id: 'bond', header: '債券', cell: (order) => order.bondName },
    { id: 'side', header: '買賣', cell: (order) => (order.side === 'B' ? '買進' : '賣出') },
    {
      id: 'nominal',
      header: '面額／已成交',
      numeric: true,
      cell: (order) => `${formatQuantity(order.nominal)} ${order.currency}／${formatQuantity(order.filledNominal)}`,
    },
    { id: 'price', header: '限價', numeric: true, cell: (order) => order.limitPrice },
    { id: 'state', header: '狀態', cell: (order) => `${STATE_LABEL[order.state]}${order.state === 'REJECTED' && order.reason !== '' ? `（${order.reason}）` : ''}` },
    { id: 'tradeDate', header: '交易日', cell: (order) => formatBrokerDate(order.tradeDate) },
    {
      id: 'detail',
      header: '明細',
      kind: 'action',
      cell: (order) => {
        const open = openOrder === order.orderNo;
        return (
          <button type="button" className="ui-button" aria-expanded={open} aria-label={`${open ? '收合' : '查看'}委託 ${order.orderNo} 明細`} onClick={() => onToggle(order.orderNo)}>
            {open ? '收合' : '明細'}
          </button>
        );
      },
    },
  ];
}

const FILL_COLUMNS: readonly DataColumn<OrderDetail['fills'][number]>[] = [
  { id: 'time', header: '時間', rowHeader: true, cell: (fill) => formatDateTime(fill.time) },
  { id: 'nominal', header: '成交面額', numeric: true, cell: (fill) => formatQuantity(fill.nominal) },
  { id: 'price', header: '成交價', numeric: true, cell: (fill) => fill.price },
];

/** One order's fills, amounts and history, with the cancel of a working order (rule ORD-13). */
function OrderDetailPanel({ idno, account, orderNo, onClose }: { idno: string; account: string; orderNo: string; onClose: () => void }) {
  const detail = usePolledQuery(bondOrderDetailQuery(idno, account, orderNo));
  // the cancel's client key, made when its confirmation opens (rule ORD-1); null while it is closed
  const [cancelKey, setCancelKey] = useState<string | null>(null);

  return (
    <section className="order-detail" aria-labelledby="order-detail-title">
      <h2 id="order-detail-title">委託明細 {orderNo}</h2>
      <PolledState query={detail} loadingLabel="明細載入中…">
        {(order) => (
          <>
            <dl>
              <div>
                <dt>債券</dt>
                <dd>
                  {order.bondName}（{order.isin}）
                </dd>
              </div>
              <div>
                <dt>狀態</dt>
                <dd>{STATE_LABEL[order.state]}</dd>
              </div>
              <div>
                <dt>面額／已成交</dt>
                <dd>
                  {formatQuantity(order.nominal)}／{formatQuantity(order.filledNominal)} {order.currency}
                </dd>
              </div>
              <div>
                <dt>限價</dt>
                <dd>{order.limitPrice}</dd>
              </div>
              <div>
                <dt>效期</dt>
                <dd>{order.validity === 'DAY' ? '當日有效' : `長效，至 ${formatBrokerDate(order.goodTillDate)}`}</dd>
              </div>
              <div>
                <dt>{order.settlementDate === '' ? '預計交割日' : '交割日'}</dt>
                <dd>{formatBrokerDate(order.settlementDate === '' ? order.expectedSettlementDate : order.settlementDate)}</dd>
              </div>
              {order.side === 'B' && (
                <div>
                  <dt>圈存金額</dt>
                  <dd>
                    {formatMoney(order.heldAmount, order.currency)}
                    {OPEN_ORDER_STATES.includes(order.state) ? '（依限價預估之應付金額，成交時自圈存款扣付）' : '（已扣付或釋回）'}
                  </dd>
                </div>
              )}
              <div>
                <dt>成交金額</dt>
                <dd>{formatAmount(order.filledAmount, order.currency)}</dd>
              </div>
              <div>
                <dt>前手息</dt>
                <dd>{formatAmount(order.accruedInterest, order.currency)}</dd>
              </div>
              <div>
                <dt>手續費</dt>
                <dd>{formatAmount(order.fee, order.currency)}</dd>
              </div>
              <div>
                <dt>{order.side === 'B' ? '應付交割金額' : '應收交割金額'}</dt>
                <dd>{formatAmount(order.settlementAmount, order.currency)}</dd>
              </div>
            </dl>
            {order.reason !== '' && <p className="order-line__refusal">退回原因：{order.reason}</p>}
            <h3>成交紀錄</h3>
            {order.fills.length === 0 ? (
              <p>尚無成交。</p>
            ) : (
              <DataTable caption="成交紀錄" captionHidden columns={FILL_COLUMNS} rows={order.fills} rowKey={(fill) => `${fill.time}-${fill.nominal}`} />
            )}
            <h3>狀態歷程</h3>
            <ol>
              {order.history.map((event) => (
                <li key={`${event.time}-${event.state}`}>
                  {formatDateTime(event.time)} {STATE_LABEL[event.state]}：{event.note}
                </li>
              ))}
            </ol>
            {cancelKey !== null && <BondOrderCancel idno={idno} account={account} order={order} clientKey={cancelKey} onClose={() => setCancelKey(null)} />}
            <div className="order-page__actions">
              {cancelKey === null && OPEN_ORDER_STATES.includes(order.state) && (
                <button type="button" className="ui-button" onClick={() => setCancelKey(newClientKey())}>
                  取消委託
                </button>
              )}
              <button type="button" className="ui-button" onClick={onClose}>
                關閉明細
              </button>
            </div>
          </>
        )}
      </PolledState>
    </section>
  );
}

/**
 * The confirmation of one order's cancel (rule ORD-13), the kernel's, as every product's order list has it:
 * the question, 確認取消 sent once with the key made when it opened (a retry after a failure is the same
 * cancel), then the answer: cancelled, or too late and why, with the fills shown in the detail above.
 */
function BondOrderCancel({ idno, account, order, clientKey, onClose }: { idno: string; account: string; order: OrderDetail; clientKey: string; onClose: () => void }) {
  const cancel = useBondOrderCancel(idno, account, order.orderNo);
  return (
    <CancelConfirm
      label={`取消委託 ${order.orderNo}`}
      question={`確定取消委託 ${order.orderNo} 未成交的部分？`}
      outcome={cancel.data?.message ?? null}
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => cancel.mutate(clientKey)}
      onClose={onClose}
    />
  );
}
