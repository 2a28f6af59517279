import { failureMessage, LoadError, PageLoading, PolledState, useAccounts, useLogin, useQuery } from 'shared';
import { marginBalanceQuery } from '../balances';
import { useSettlementAccounts } from '../bank-accounts';
import { CutoffBanner, TransferPanel, TransferStatusList, useLiveTransfers } from '../transfers';
import { NoAccount } from '../../ui';
import '../../ui/margin.css';

function TransferArea({ idno, accountNo }: { idno: string; accountNo: string }) {
  const balance = useQuery(marginBalanceQuery(idno, accountNo));
  const transfers = useLiveTransfers(idno, accountNo);
  const { accounts: banks, profile } = useSettlementAccounts(idno, accountNo);
  const failed = balance.data === undefined && balance.isError ? balance : banks === undefined && profile.isError ? profile : null;
  if (failed !== null) {
    return <LoadError message={failureMessage(failed.error, '資料查詢失敗，請稍後再試。')} onRetry={() => void failed.refetch()} />;
  }
  if (balance.data === undefined || banks === undefined) return <PageLoading label="保證金資料查詢中…" />;
  // the transfers are live (rule MRG-7): their failure stays shown, their last answer stays marked stale (rule ORD-2)
  return (
    <PolledState query={transfers} loadingLabel="保證金資料查詢中…">
      {(data) => (
        <>
          <TransferPanel accountNo={accountNo} balance={balance.data} terms={data.terms} banks={banks} />
          <TransferStatusList accountNo={accountNo} transfers={data.transfers} />
        </>
      )}
    </PolledState>
  );
}

/**
 * Margin deposit transfer, `/marginDeposit/trans` (rules MRG-2 to MRG-7, MRG-10): the day's batches, the
 * 入金 / 出金 / 換匯 form with its confirm step, and the transfers' live status.
 */
export function MarginTransPage() {
  const { idno } = useLogin();
  const { selectAccount } = useAccounts();
  return (
    <div className="margin-page">
      <h1>保證金轉帳</h1>
      {selectAccount === '' ? (
        <NoAccount />
      ) : (
        <>
          <p className="margin-muted">交易帳號：{selectAccount}</p>
          <CutoffBanner />
          <TransferArea idno={idno} accountNo={selectAccount} />
        </>
      )}
    </div>
  );
}
