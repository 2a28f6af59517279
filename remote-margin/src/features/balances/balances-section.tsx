import { Decimal } from 'shared/bond-math';
import { LoadError, MARGIN_CURRENCIES, MARGIN_CURRENCY_NAMES, formatAmount, formatDecimal, formatTime, isApiError, useQuery, type MarginCurrency, type MarginCurrencyBalance } from 'shared';
import { marginBalanceQuery } from './api/margin-balance-query';

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

function BalanceRow({ entry }: { entry: MarginCurrencyBalance }) {
  return (
    <tr>
      <th scope="row">
        {MARGIN_CURRENCY_NAMES[entry.currency]} {entry.currency}
      </th>
      <td>{formatAmount(entry.balance, entry.currency)}</td>
      <td>{formatAmount(entry.held, entry.currency)}</td>
      <td className="margin-figure--strong">{formatAmount(entry.available, entry.currency)}</td>
      <td>
        {entry.currency === 'TWD' ? '—' : formatDecimal(entry.fxRate, RATE_DECIMALS)}
        {entry.currency === 'TWD' ? null : <span className="margin-muted">（{formatTime(entry.fxTime, { seconds: true })}）</span>}
      </td>
      <td>{formatAmount(twdOf(entry), 'TWD')}</td>
    </tr>
  );
}

/** balance × rate, exact (big.js); rounded half-up to TWD cents only when shown. */
function twdOf(entry: MarginCurrencyBalance): string {
  return new Decimal(entry.balance).times(entry.fxRate).toFixed();
}

/**
 * The selected account's margin balances (rule MRG-1): per currency the balance, what working orders
 * hold, the available balance (the buying power), the indicative rate with its time and the TWD
 * equivalent; the TWD total below.
 */
export function BalancesSection({ idno, accountNo }: { idno: string; accountNo: string }) {
  const balance = useQuery(marginBalanceQuery(idno, accountNo));
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
                  <th scope="col">約當新台幣</th>
                </tr>
              </thead>
              <tbody>
                {balance.data === undefined
                  ? MARGIN_CURRENCIES.map((currency) => <WaitingRow key={currency} currency={currency} />)
                  : balance.data.balances.map((entry) => <BalanceRow key={entry.currency} entry={entry} />)}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5}>
                    約當新台幣合計
                  </th>
                  <td className="margin-figure--strong">{balance.data === undefined ? '—' : formatAmount(balance.data.twdTotal, 'TWD')}</td>
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
              資料時間 {formatTime(balance.data.asOf, { seconds: true, zone: true })}。匯率為參考匯率，約當新台幣僅供參考；圈存中為委託中及未交割買進所保留的金額。
            </p>
          )}
        </>
      )}
    </section>
  );
}
