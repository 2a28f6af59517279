import { twdTotal, twdValue } from 'shared/money';
import { failureMessage, DataTable, formatAmount, formatDate, formatDecimal, formatTime, LoadError, useQuery, type DataColumn } from 'shared';
import { fxRateFor, fxRatesQuery, type FxRate, type FxRates } from '@shared/account';
import { MARGIN_CURRENCIES, MARGIN_CURRENCY_NAMES, type MarginCurrency } from 'shared/money';
import { moneyInTransit, type MarginCurrencyBalance } from '@shared/margin';
import { useLiveTransfers } from '../transfers';
import { marginBalanceQuery } from './api/margin-balance-query';
import { InTransitList } from './in-transit-list';

/** TWD equivalents and rates are shown to whole cents and 4 decimals, as the bank's board shows them. */
const RATE_DECIMALS = 4;

/** A row of the balance table: a currency's balance with its rate, or (while the balances come) the currency alone. */
interface BalanceLine {
  readonly currency: MarginCurrency;
  readonly entry: MarginCurrencyBalance | undefined;
  readonly rate: FxRate | undefined;
}

const DASH = '—';

/** The table's columns (rule MRG-1); a currency's row while the balances are on their way shows dashes, so the table has its size from the first paint. */
const BALANCE_COLUMNS: readonly DataColumn<BalanceLine>[] = [
  { id: 'currency', header: '幣別', rowHeader: true, cell: ({ currency }) => `${MARGIN_CURRENCY_NAMES[currency]} ${currency}` },
  { id: 'balance', header: '餘額', numeric: true, cell: ({ entry }) => (entry === undefined ? DASH : formatAmount(entry.balance, entry.currency)) },
  { id: 'held', header: '圈存中', numeric: true, cell: ({ entry }) => (entry === undefined ? DASH : formatAmount(entry.held, entry.currency)) },
  {
    id: 'available',
    header: '可用餘額',
    numeric: true,
    className: 'margin-figure--strong',
    cell: ({ entry }) => (entry === undefined ? DASH : formatAmount(entry.available, entry.currency)),
  },
  {
    id: 'rate',
    header: '參考匯率（時間）',
    numeric: true,
    cell: ({ entry, rate }) =>
      entry === undefined || entry.currency === 'TWD' || rate === undefined ? (
        DASH
      ) : (
        <>
          {formatDecimal(rate.rate, RATE_DECIMALS)}
          <span className="margin-muted">（{formatTime(rate.time, { seconds: true })}）</span>
        </>
      ),
  },
  {
    id: 'twd',
    header: '約當新台幣',
    numeric: true,
    cell: ({ entry, rate }) => (entry === undefined || rate === undefined ? DASH : formatAmount(twdValue(entry.balance, rate.rate), 'TWD')),
  },
];

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
  const lines: readonly BalanceLine[] =
    balance.data === undefined
      ? MARGIN_CURRENCIES.map((currency) => ({ currency, entry: undefined, rate: undefined }))
      : balance.data.balances.map((entry) => ({ currency: entry.currency, entry, rate: fxRateFor(rates.data, entry.currency) }));
  return (
    <section className="margin-card" aria-labelledby="margin-balances-title">
      <h2 id="margin-balances-title">保證金餘額</h2>
      {balance.isError && balance.data === undefined ? (
        <LoadError message={failureMessage(balance.error, '保證金餘額查詢失敗，請稍後再試。')} onRetry={() => void balance.refetch()} />
      ) : (
        <>
          {/* the answer holds one row per margin currency in this order (KGItwMarginBalance): while it comes, the
              same rows with dashes keep the card's size, so nothing below moves when the figures arrive */}
          <div aria-busy={balance.data === undefined}>
            <DataTable
              caption="各幣別保證金餘額"
              captionHidden
              columns={BALANCE_COLUMNS}
              rows={lines}
              rowKey={(line) => line.currency}
              foot={
                <tr role="row">
                  <th scope="row" role="rowheader" colSpan={BALANCE_COLUMNS.length - 1}>
                    約當新台幣合計
                  </th>
                  <td role="cell" className="num margin-figure--strong" data-label="" data-testid="margin-twd-total">
                    {total === undefined ? DASH : formatAmount(total, 'TWD')}
                  </td>
                </tr>
              }
            />
          </div>
          {balance.data === undefined ? (
            <p className="margin-muted" role="status">
              保證金餘額查詢中…
            </p>
          ) : (
            <p className="margin-muted">
              資料時間 {formatTime(balance.data.asOf, { seconds: true, zone: true })}。
              {rateTime === undefined ? '' : `約當新台幣依 ${formatDate(rateTime)} ${formatTime(rateTime, { seconds: true })} 參考匯率換算，合計以未四捨五入金額加總後四捨五入至分。`}
              匯率為參考匯率，約當新台幣僅供參考；圈存中為委託中及未交割買進所保留的金額。
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
