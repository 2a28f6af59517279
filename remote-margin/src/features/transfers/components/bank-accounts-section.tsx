import { LoadError, MARGIN_CURRENCY_NAMES, PageLoading, isApiError, useQuery } from 'shared';
import { marginTransfersQuery } from '../api/transfers-query';

/**
 * The registered bank account of each currency (rule MRG-1), masked but for the last 4 digits: the only
 * accounts 入金 comes from and 出金 goes to. Read from the transfers contract, which carries them per
 * currency with the daily limits.
 */
export function BankAccountsSection({ idno, accountNo }: { idno: string; accountNo: string }) {
  const transfers = useQuery(marginTransfersQuery(idno, accountNo));
  return (
    <section className="margin-card" aria-labelledby="margin-banks-title">
      <h2 id="margin-banks-title">約定銀行帳戶</h2>
      {transfers.data === undefined ? (
        transfers.isError ? (
          <LoadError message={isApiError(transfers.error) ? transfers.error.message : '約定帳戶查詢失敗，請稍後再試。'} onRetry={() => void transfers.refetch()} />
        ) : (
          <PageLoading label="約定帳戶查詢中…" />
        )
      ) : (
        <ul className="margin-banks">
          {transfers.data.terms.map((term) => (
            <li key={term.currency}>
              <span className="margin-banks__currency">
                {MARGIN_CURRENCY_NAMES[term.currency]} {term.currency}
              </span>
              <span>{term.bankName}</span>
              <span className="margin-figure">{term.bankAccountMasked}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
