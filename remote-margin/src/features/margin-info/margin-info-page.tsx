import { showModal, useAccounts, useLogin } from 'shared';
import { BalancesSection } from '../balances';
import { MovementsSection } from '../movements';
import { BankAccountsSection } from '../bank-accounts';
import { NoAccount } from '../../ui';
import '../../ui/margin.css';

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
      <p>
        <button
          type="button"
          className="ui-button"
          onClick={() =>
            // the host's global modal, driven from this remote through the shared store (rule FED-2)
            showModal({
              title: '保證金說明',
              content: '保證金專戶款項僅供複委託交易交割使用。入金、出金與換匯於每營業日 10:30 與 14:30 批次處理，逾時或遇假日順延至次一營業日。',
            })
          }
        >
          保證金說明
        </button>
      </p>
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
