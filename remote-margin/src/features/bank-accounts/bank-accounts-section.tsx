import { failureMessage, LoadError, PageLoading } from 'shared';
import { MARGIN_CURRENCIES, MARGIN_CURRENCY_NAMES } from 'shared/money';
import { useSettlementAccounts } from './api/customer-profile-query';

/**
 * The registered bank account of each margin currency (rule MRG-1), from the customer profile's settlement
 * accounts, masked but for the last 4 digits: the only accounts a 入金 comes from and a 出金 goes to. A
 * currency without one says so (it can still be bought and sold by 換匯).
 */
export function BankAccountsSection({ idno, accountNo }: { idno: string; accountNo: string }) {
  const { accounts, profile } = useSettlementAccounts(idno, accountNo);
  return (
    <section className="margin-card" aria-labelledby="margin-banks-title">
      <h2 id="margin-banks-title">約定銀行帳戶</h2>
      {accounts === undefined ? (
        profile.isError ? (
          <LoadError message={failureMessage(profile.error, '約定帳戶查詢失敗，請稍後再試。')} onRetry={() => void profile.refetch()} />
        ) : (
          <PageLoading label="約定帳戶查詢中…" />
        )
      ) : (
        <ul className="margin-banks">
          {MARGIN_CURRENCIES.map((currency) => {
            const bank = accounts.find((entry) => entry.currency === currency);
            return (
              <li key={currency}>
                <span className="margin-banks__currency">
                  {MARGIN_CURRENCY_NAMES[currency]} {currency}
                </span>
                {bank === undefined ? (
                  <span className="margin-muted">未約定（可以換匯買賣，不能入金或出金）</span>
                ) : (
                  <>
                    <span>{bank.bankName}</span>
                    <span className="margin-figure">{bank.bankAccountMasked}</span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
