import { useId, useState } from 'react';
import {
  Link,
  LoadError,
  MARGIN_CURRENCIES,
  MARGIN_CURRENCY_NAMES,
  MOVEMENT_TYPES,
  MOVEMENT_TYPE_LABELS,
  PageLoading,
  formatAmount,
  formatDate,
  gainLossClass,
  isApiError,
  useQuery,
  type MarginCurrency,
  type MarginMovement,
  type MovementType,
} from 'shared';
import { movementsQuery } from './api/movements-query';
import { defaultRange, fromInputDate, rangeProblem, toInputDate } from './movement-filters';

/** An order number links to the bond order page; other references are plain text. */
function Reference({ movement }: { movement: MarginMovement }) {
  if (movement.referenceKind !== 'order') return <>{movement.reference}</>;
  return <Link to={`/overseas/bond/marketorder?orderNo=${encodeURIComponent(movement.reference)}`}>{movement.reference}</Link>;
}

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
            value={toInputDate(range.dateFrom)}
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
            value={toInputDate(range.dateTo)}
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
          <LoadError message={isApiError(movements.error) ? movements.error.message : '異動明細查詢失敗，請稍後再試。'} onRetry={() => void movements.refetch()} />
        ) : (
          <PageLoading label="異動明細查詢中…" />
        )
      ) : data.totalCount === 0 ? (
        <p>此條件下沒有異動紀錄。</p>
      ) : (
        <>
          <div className="margin-table-scroll" tabIndex={0} role="region" aria-label="異動明細表（可左右捲動）">
            <table className="margin-table">
              <caption className="margin-visually-hidden">異動明細，新的在前</caption>
              <thead>
                <tr>
                  <th scope="col">日期</th>
                  <th scope="col">幣別</th>
                  <th scope="col">類別</th>
                  <th scope="col">金額</th>
                  <th scope="col">餘額</th>
                  <th scope="col">參考編號</th>
                </tr>
              </thead>
              <tbody>
                {data.movements.map((movement, index) => (
                  <tr key={`${movement.reference}-${movement.currency}-${index}`}>
                    <td>{formatDate(movement.date)}</td>
                    <td>{movement.currency}</td>
                    <td>{MOVEMENT_TYPE_LABELS[movement.type]}</td>
                    <td className={gainLossClass(movement.amount)}>{formatAmount(movement.amount, movement.currency, { signed: true })}</td>
                    <td>{formatAmount(movement.balanceAfter, movement.currency)}</td>
                    <td>
                      <Reference movement={movement} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
