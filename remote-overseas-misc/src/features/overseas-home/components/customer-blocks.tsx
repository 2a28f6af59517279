import { useMemo } from 'react';
import { Link, useQuery } from 'shared';
import { taipeiDate } from 'shared/bond-math';
import { Block, BlockEmpty, BlockError, customerProfileQuery, errorMessage, summarize, TotalBlock, useAccountData, type Viewer } from '../../account-overview';
import { KycNotice } from '../../sub-brokerage';

type Customer = Extract<Viewer, { kind: 'customer' }>;

/**
 * The KYC notice of the signed-in customer (rule ACC-2): nothing while the profile loads or the
 * assessment is valid for more than 30 days; a warning or an error otherwise (rule ACC-10).
 */
export function KycBlock({ viewer }: { viewer: Customer }) {
  const query = useQuery(customerProfileQuery(viewer.idno));
  if (query.data !== undefined) return <KycNotice kycExpiry={query.data.kycExpiry} today={taipeiDate()} />;
  if (query.isError) return <BlockError message={`無法確認您的 KYC 風險屬性評估期限：${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  return null;
}

/** The selected account's total assets in TWD, split into cash, bonds, stocks and funds (rule ACC-2). */
export function AccountSummaryBlock({ viewer }: { viewer: Customer }) {
  const { cashState, holdings } = useAccountData(viewer);
  const summary = useMemo(() => summarize(cashState, holdings), [cashState, holdings]);
  return (
    <div className="home-summary">
      <TotalBlock summary={summary} title={`帳號 ${viewer.account} 資產總覽`} />
      <Link to="/overseas/account" className="home-more">
        查看帳務明細
      </Link>
    </div>
  );
}

/**
 * Working orders of the selected account, counted, with a link (rule ACC-2). The order lists of bonds,
 * stocks and funds are being built and are not in the product yet: until they are, the block says so
 * (rule ACC-5) instead of a count.
 */
export function WorkingOrdersBlock() {
  return (
    <Block title="委託中訂單">
      <BlockEmpty>委託查詢即將開放，目前尚無法在此顯示您委託中的債券、股票與基金訂單。</BlockEmpty>
    </Block>
  );
}

/**
 * The next three cash flows of the account's bonds, coupons and redemptions (rule ACC-2), computed from
 * the bond holdings once those are in the product; until then the block says so (rule ACC-5).
 */
export function CashFlowsBlock() {
  return (
    <Block title="近期配息與還本">
      <BlockEmpty>債券庫存查詢開放後，將在此顯示您接下來的三筆配息與還本。</BlockEmpty>
    </Block>
  );
}

/** The customer's blocks of the home, for the selected account; each reads on its own (rule ACC-3). */
export function CustomerBlocks({ viewer }: { viewer: Customer }) {
  if (viewer.account === '') return <p className="page-block">您目前沒有可查詢的複委託帳戶。</p>;
  return (
    <>
      <KycBlock viewer={viewer} />
      <AccountSummaryBlock key={viewer.account} viewer={viewer} />
      <WorkingOrdersBlock />
      <CashFlowsBlock />
    </>
  );
}
