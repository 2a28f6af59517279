import { twdTotal, twdValue } from 'shared/bond-math';
import {
  fxRateFor,
  fxRatesQuery,
  LoadError,
  MARGIN_CURRENCIES,
  MARGIN_CURRENCY_NAMES,
  MINOR_UNITS,
  isApiError,
  moneyInTransit,
  useQuery,
  type FxRate,
  type FxRates,
  type MarginCurrency,
  type MarginCurrencyBalance,
} from 'shared';
import { useLiveTransfers } from '../transfers';
import { formatMoney, formatTaipeiClock } from '../money';
import { marginBalanceQuery } from './api/margin-balance-query';
import { InTransitList } from './in-transit-list';

/** TWD equivalents and rates are shown to whole cents and 4 decimals, as the bank's board shows them. */
const RATE_DECIMALS = 4;

/** A currency's row while the balances are on their way: its name and dashes, so the table has its size from the first paint. */
function WaitingRow({ currency }: { currency: MarginCurrency }) {
  return (
    <tr>
      <th scope="row">
        {MARGIN_CURRENCY_NAMES[currency]} {currency}
      </th>
      <td>—</td>
      <td>—</td>
      <td>—</td>
      <td>—</td>
      <td>—</td>
    </tr>
  );
}

function BalanceRow({ entry, rate }: { entry: MarginCurrencyBalance; rate: FxRate | undefined }) {
  const decimals = MINOR_UNITS[entry.currency];
  return (
    <tr>
      <th scope="row">
        {MARGIN_CURRENCY_NAMES[entry.currency]} {entry.currency}
      </th>
      <td>{formatMoney(entry.balance, decimals)}</td>
      <td>{formatMoney(entry.held, decimals)}</td>
      <td className="margin-figure--strong">{formatMoney(entry.available, decimals)}</td>
      <td>
        {entry.currency === 'TWD' || rate === undefined ? '—' : formatMoney(rate.rate, RATE_DECIMALS)}
        {entry.currency === 'TWD' || rate === undefined ? null : <span className="margin-muted">（{formatTaipeiClock(rate.time)}）</span>}
      </td>
      <td>{rate === undefined ? '—' : formatMoney(twdValue(entry.balance, rate.rate), 2)}</td>
    </tr>
  );
}

/**
 * The TWD total of the balances at today's rates (rule ACC-4): the one function of every page (sum the
 * exact values, round once), so the account overview shows the same figure; `undefined` while a
 * currency held has no rate.
 */
function totalOf(balances: readonly MarginCurrencyBalance[], rates: FxRates | undefined): string | undefined {
  const terms = balances.map((entry) => ({ amount: entry.balance, rate: fxRateFor(rates, entry.currency)?.rate }));
  if (terms.some((term) => term.rate === undefined && Number(term.amount) !== 0)) return undefined;
  return twdTotal(terms.flatMap((term) => (term.rate === undefined ? [] : [{ amount: term.amount, rate: term.rate }])));
}

/**
 * The selected account's margin balances (rule MRG-1): per currency the balance, what working orders
 * hold, the available balance (the buying power), the indicative rate with its time and the TWD
 * equivalent; the TWD total below; and the money of transfers still in transit (rule MRG-11).
 */
export function BalancesSection({ idno, accountNo }: { idno: string; accountNo: string }) {
  const balance = useQuery(marginBalanceQuery(idno, accountNo));
  // the rates every page converts with (one read, rule ACC-4), not the balance's own: the overview shows the same
  const rates = useQuery(fxRatesQuery());
  const transfers = useLiveTransfers(idno, accountNo);
  const total = balance.data === undefined ? undefined : totalOf(balance.data.balances, rates.data);
  const rateTime = rates.data?.rates[0]?.time;
  return (
    <section className="margin-card" aria-labelledby="margin-balances-title">
      <h2 id="margin-balances-title">保證金餘額</h2>
      {balance.isError && balance.data === undefined ? (
        <LoadError message={isApiError(balance.error) ? balance.error.message : '保證金餘額查詢失敗，請稍後再試。'} onRetry={() => void balance.refetch()} />
      ) : (
        <>
          {/* the answer holds one row per margin currency in this order (KGItwMarginBalance): while it comes, the
              same rows with dashes keep the card's size, so nothing below moves when the figures arrive */}
          <div className="margin-table-scroll" tabIndex={0} role="region" aria-label="保證金餘額表（可左右捲動）" aria-busy={balance.data === undefined}>
            <table className="margin-table">
              <caption className="margin-visually-hidden">各幣別保證金餘額</caption>
              <thead>
                <tr>
                  <th scope="col">幣別</th>
                  <th scope="col">餘額</th>
                  <th scope="col">圈存中</th>
                  <th scope="col">可用餘額</th>
                  <th scope="col">參考匯率（時間）</th>
                  <th scope="col">約當台幣</th>
                </tr>
              </thead>
              <tbody>
                {balance.data === undefined
                  ? MARGIN_CURRENCIES.map((currency) => <WaitingRow key={currency} currency={currency} />)
                  : balance.data.balances.map((entry) => <BalanceRow key={entry.currency} entry={entry} rate={fxRateFor(rates.data, entry.currency)} />)}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5}>
                    約當台幣合計
                  </th>
                  <td className="margin-figure--strong" data-testid="margin-twd-total">
                    {total === undefined ? '—' : formatMoney(total, 2)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {balance.data === undefined ? (
            <p className="margin-muted" role="status">
              保證金餘額查詢中…
            </p>
          ) : (
            <p className="margin-muted">
              資料時間 {formatTaipeiClock(balance.data.asOf)}。
              {rateTime === undefined ? '' : `約當台幣依 ${rateTime.slice(0, 10).replaceAll('-', '/')} ${formatTaipeiClock(rateTime)} 參考匯率換算，合計以未四捨五入金額加總後四捨五入至分。`}
              匯率為參考匯率，約當台幣僅供參考；圈存中為委託中及未交割買進所保留的金額。
            </p>
          )}
          {rates.isError && rates.data === undefined && (
            <LoadError message="參考匯率暫時無法取得，約當台幣與合計暫不顯示。" onRetry={() => void rates.refetch()} />
          )}
          {transfers.failure !== null && transfers.data === undefined ? (
            <LoadError message={`處理中款項暫時無法取得：${transfers.failure}`} onRetry={transfers.retry} />
          ) : (
            // there from the first paint, one line until the transfers are known, so nothing below moves for it
            <InTransitList legs={transfers.data === undefined ? undefined : moneyInTransit(transfers.data.transfers)} />
          )}
        </>
      )}
    </section>
  );
}
