import { useAccounts, useLogin } from 'shared';
import { BalancesSection } from '../balances';
import { MovementsSection } from '../movements';
import { BankAccountsSection } from '../bank-accounts';
import { NoAccount } from './no-account';
import './margin.css';

/**
 * Margin deposit information, `/marginDeposit/info` (rule MRG-1): the selected account's balances per
 * currency, its registered bank accounts and its movements (rule MRG-8).
 */
export function MarginInfoPage() {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  return (
    <div className="margin-page">
      <h1>保證金資訊</h1>
      {selectAccount === '' ? (
        <NoAccount />
      ) : (
        <>
          <p className="margin-muted">交易帳號：{selectAccount}</p>
          <BalancesSection idno={idno} accountNo={selectAccount} />
          <BankAccountsSection idno={idno} accountNo={selectAccount} />
          <MovementsSection idno={idno} accountNo={selectAccount} />
        </>
      )}
    </div>
  );
}
