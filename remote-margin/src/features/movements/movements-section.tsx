import { useId, useState } from 'react';
import { type DataColumn, DataTable, failureMessage, formatAmount, formatDate, gainLossClass, inputDate, Link, LoadError, PageLoading, useQuery } from 'shared';
import { MARGIN_CURRENCIES, MARGIN_CURRENCY_NAMES, type MarginCurrency } from 'shared/money';
import { MOVEMENT_TYPES, MOVEMENT_TYPE_LABELS, type MarginMovement, type MovementType } from '@shared/margin';
import { movementsQuery } from './api/movements-query';
import { defaultRange, fromInputDate, rangeProblem } from './movement-filters';

/** An order number links to the bond order page; other references are plain text. */
function Reference({ movement }: { movement: MarginMovement }) {
  if (movement.referenceKind !== 'order') return <>{movement.reference}</>;
  return (
    <Link className="margin-tap-link" to={`/overseas/bond/marketorder?orderNo=${encodeURIComponent(movement.reference)}`}>
      {movement.reference}
    </Link>
  );
}

/** The movements' columns: the date names the row; on a phone each movement is a card. */
const MOVEMENT_COLUMNS: readonly DataColumn<MarginMovement>[] = [
  { id: 'date', header: '日期', rowHeader: true, cell: (movement) => formatDate(movement.date) },
  { id: 'currency', header: '幣別', cell: (movement) => movement.currency },
  { id: 'type', header: '類別', cell: (movement) => MOVEMENT_TYPE_LABELS[movement.type] },
  {
    id: 'amount',
    header: '金額',
    numeric: true,
    cell: (movement) => <span className={gainLossClass(movement.amount)}>{formatAmount(movement.amount, movement.currency, { signed: true })}</span>,
  },
  { id: 'balance', header: '餘額', numeric: true, cell: (movement) => formatAmount(movement.balanceAfter, movement.currency) },
  { id: 'reference', header: '參考編號', cell: (movement) => <Reference movement={movement} /> },
];

/**
 * The account's movements (rule MRG-8): newest first, filtered by currency, type and date range (the
 * last 30 days unless changed), 20 a page, each with its running balance and reference.
 */
export function MovementsSection({ idno, accountNo }: { idno: string; accountNo: string }) {
  const ids = { currency: useId(), type: useId(), from: useId(), to: useId(), error: useId() };
  const [currency, setCurrency] = useState<MarginCurrency | ''>('');
  const [type, setType] = useState<MovementType | ''>('');
  const [range, setRange] = useState(() => defaultRange(Date.now()));
  const [page, setPage] = useState(1);
  const problem = rangeProblem(range.dateFrom, range.dateTo);
  const movements = useQuery(movementsQuery(idno, { account: accountNo, currency, type, ...range, page }, problem === null));
  const data = movements.data;

  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <section className="margin-card" aria-labelledby="margin-movements-title">
      <h2 id="margin-movements-title">異動明細</h2>
      <div className="margin-filters">
        <div className="margin-field">
          <label htmlFor={ids.currency}>幣別</label>
          <select id={ids.currency} className="ui-input" value={currency} onChange={(event) => change(() => setCurrency(event.target.value as MarginCurrency | ''))}>
            <option value="">全部幣別</option>
            {MARGIN_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {MARGIN_CURRENCY_NAMES[code]} {code}
              </option>
            ))}
          </select>
        </div>
        <div className="margin-field">
          <label htmlFor={ids.type}>類別</label>
          <select id={ids.type} className="ui-input" value={type} onChange={(event) => change(() => setType(event.target.value as MovementType | ''))}>
            <option value="">全部類別</option>
            {MOVEMENT_TYPES.map((code) => (
              <option key={code} value={code}>
                {MOVEMENT_TYPE_LABELS[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="margin-field">
          <label htmlFor={ids.from}>起日</label>
          <input
            id={ids.from}
            className="ui-input"
            type="date"
            value={inputDate(range.dateFrom)}
            aria-invalid={problem?.field === 'from'}
            aria-describedby={problem?.field === 'from' ? ids.error : undefined}
            onChange={(event) => change(() => setRange((current) => ({ ...current, dateFrom: fromInputDate(event.target.value) })))}
          />
        </div>
        <div className="margin-field">
          <label htmlFor={ids.to}>迄日</label>
          <input
            id={ids.to}
            className="ui-input"
            type="date"
            value={inputDate(range.dateTo)}
            aria-invalid={problem?.field === 'to'}
            aria-describedby={problem?.field === 'to' ? ids.error : undefined}
            onChange={(event) => change(() => setRange((current) => ({ ...current, dateTo: fromInputDate(event.target.value) })))}
          />
        </div>
      </div>
      {problem === null ? null : (
        <p id={ids.error} className="margin-field-error">
          {problem.message}
        </p>
      )}
      {problem !== null ? null : data === undefined ? (
        movements.isError ? (
          <LoadError message={failureMessage(movements.error, '異動明細查詢失敗，請稍後再試。')} onRetry={() => void movements.refetch()} />
        ) : (
          <PageLoading label="異動明細查詢中…" />
        )
      ) : data.totalCount === 0 ? (
        <p>此條件下沒有異動紀錄。</p>
      ) : (
        <>
          <DataTable
            caption="異動明細，新的在前"
            captionHidden
            columns={MOVEMENT_COLUMNS}
            rows={data.movements}
            rowKey={(movement, index) => `${movement.reference}-${movement.currency}-${index}`}
          />
          <nav className="margin-pager" aria-label="異動明細分頁">
            <button type="button" className="ui-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              上一頁
            </button>
            <span>
              第 {data.page} / {Math.max(1, data.totalPages)} 頁，共 {data.totalCount} 筆
            </span>
            <button type="button" className="ui-button" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
              下一頁
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
