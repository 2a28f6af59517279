import { useMemo } from 'react';
import { formatBrokerDate, Link, useQuery } from 'shared';
import { taipeiDate } from 'shared/bond-math';
import { Block, BlockEmpty, BlockError, bondHoldingsQuery, customerProfileQuery, errorMessage, formatAmount, nextCashFlows, QueryBody, summarize, TotalBlock, useAccountData, type Viewer } from '../../account-overview';
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
 * Working orders of the selected account (rule ACC-2). No call counts the working orders of bonds, stocks
 * and funds together yet: until one does, the block says so and leads to each product's own order list
 * (rule ACC-5) instead of a count.
 */
export function WorkingOrdersBlock() {
  return (
    <Block title="委託中訂單">
      <BlockEmpty>委託中訂單的合計即將開放，目前請至各商品的委託查詢查看。</BlockEmpty>
      <ul className="home-shortcuts home-orders">
        <li>
          <Link to="/overseas/bond/marketorder" className="ui-button home-shortcuts__link">
            債券委託查詢
          </Link>
        </li>
        <li>
          <Link to="/overseas/fund/holdings" className="ui-button home-shortcuts__link">
            基金委託與庫存
          </Link>
        </li>
      </ul>
    </Block>
  );
}

/** The next three cash flows of the selected account's bonds, coupons and redemptions (rule ACC-2), from its bond holdings. */
export function CashFlowsBlock({ viewer }: { viewer: Customer }) {
  const query = useQuery(bondHoldingsQuery(viewer.idno, viewer.account));
  return (
    <Block title="近期配息與還本">
      <QueryBody query={query} loadingLabel="配息資料載入中…">
        {(holdings) => {
          const flows = nextCashFlows(holdings.positions, taipeiDate());
          if (flows.length === 0) return <BlockEmpty>未來一年內沒有配息或還本。</BlockEmpty>;
          return (
            <ul className="home-picks">
              {flows.map((flow) => (
                <li key={`${flow.isin}-${flow.date}-${flow.kind}`} className="home-picks__item">
                  <span className="home-picks__name">{flow.bondName}</span>
                  <span className="home-picks__figures">
                    <span>{formatBrokerDate(flow.date)}</span>
                    <span>{flow.kind}</span>
                    <strong>
                      {formatAmount(flow.amount, flow.currency === 'JPY' ? 0 : 2)} {flow.currency}
                    </strong>
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBody>
      <p className="page-block__note">配息金額為依票面利率估算之稅前金額，未扣除保管費。</p>
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
      <CashFlowsBlock viewer={viewer} />
    </>
  );
}
