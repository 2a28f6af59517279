import { useMemo } from 'react';
import { failureMessage, formatBrokerDate, formatMoney, Link, useQuery } from 'shared';
import { taipeiDate } from 'shared/calendar';
import { bondHoldingsQuery } from '@shared/bond';
import { ACCOUNT_REFRESH_MS, Block, BlockEmpty, BlockError, customerProfileQuery, mergeOrders, nextCashFlows, PRODUCT_LABELS, QueryBody, summarize, TotalBlock, useAccountData, useAccountOrders, type ProductOrders, type Viewer } from '../../account-overview';
import { KycNotice } from '../../sub-brokerage';

type Customer = Extract<Viewer, { kind: 'customer' }>;

/**
 * The KYC notice of the signed-in customer (rule ACC-2): nothing while the profile loads or the
 * assessment is valid for more than 30 days; a warning or an error otherwise (rule ACC-10).
 */
export function KycBlock({ viewer }: { viewer: Customer }) {
  const query = useQuery(customerProfileQuery(viewer.idno));
  if (query.data !== undefined) return <KycNotice kycExpiry={query.data.kycExpiry} today={taipeiDate()} />;
  if (query.isError) return <BlockError message={`無法確認您的 KYC 風險屬性評估期限：${failureMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  return null;
}

/** The selected account's total assets in TWD, split into cash, bonds, stocks and funds (rule ACC-2). */
export function AccountSummaryBlock({ viewer }: { viewer: Customer }) {
  const { cashState, holdings, rates } = useAccountData(viewer, { withTransfers: false });
  const summary = useMemo(() => summarize(cashState, holdings, rates), [cashState, holdings, rates]);
  return (
    <div className="home-summary">
      <TotalBlock summary={summary} title={`帳號 ${viewer.account} 資產總覽`} />
      <Link to="/overseas/account" className="home-more">
        查看帳務明細
      </Link>
    </div>
  );
}

/** A product left out of the count, and why: 「股票（尚未開放查詢）」 (rule ACC-5). */
function missingText(entry: ProductOrders): string {
  const why = entry.status === 'unavailable' ? '尚未開放查詢' : entry.status === 'loading' ? '載入中' : '暫時無法取得';
  return `${PRODUCT_LABELS[entry.product]}（${why}）`;
}

/** Where each product's orders are followed, cancelled and counted (rule ACC-2). */
const ORDER_LINKS = [
  { product: 'bond', to: '/overseas/bond/marketorder', label: '債券委託查詢' },
  { product: 'fund', to: '/overseas/fund/holdings', label: '基金委託與庫存' },
] as const;

/**
 * Working orders of the selected account across products (rules ACC-2, ACC-12): the count of orders that
 * may still trade, read from each product's order list on its own; a product that is loading, failed or not
 * available yet is named beside the count, which then says it leaves it out (rule ACC-5). 查看全部委託 leads
 * to the account overview's list of every order.
 */
export function WorkingOrdersBlock({ viewer }: { viewer: Customer }) {
  const products = useAccountOrders(viewer);
  const { working } = mergeOrders(products);
  // the count is shown once one product answered; the rest are named in 合計未含
  const answered = products.some((entry) => entry.status === 'ready');
  const failed = products.filter((entry) => entry.status === 'error');
  const loading = products.some((entry) => entry.status === 'loading');
  return (
    <Block title="委託中訂單">
      {/* the count's line is there from the first paint, a dash until a product answers: nothing below moves */}
      <p className="home-orders__count" aria-busy={!answered && loading}>
        委託中 <strong data-testid="home-working-orders">{answered ? working : '—'}</strong> 筆{!answered && loading && <span className="visually-hidden">（委託資料載入中）</span>}
      </p>
      {/* only what the count will leave out (failed, not offered): a product still loading moves nothing */}
      {answered && products.some((entry) => entry.status === 'error' || entry.status === 'unavailable') && (
        <p className="page-block__note">合計未含：{products.filter((entry) => entry.status === 'error' || entry.status === 'unavailable').map(missingText).join('、')}</p>
      )}
      {failed.map((entry) => entry.status === 'error' && <BlockError key={entry.product} message={`${PRODUCT_LABELS[entry.product]}委託：${entry.message}`} onRetry={entry.retry} />)}
      <ul className="home-shortcuts home-orders">
        <li>
          <Link to="/overseas/account" className="ui-button home-shortcuts__link">
            查看全部委託
          </Link>
        </li>
        {ORDER_LINKS.map((link) => (
          <li key={link.product}>
            <Link to={link.to} className="ui-button home-shortcuts__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** The next three cash flows of the selected account's bonds, coupons and redemptions (rule ACC-2), from its bond holdings. */
export function CashFlowsBlock({ viewer }: { viewer: Customer }) {
  const query = useQuery(bondHoldingsQuery(viewer.idno, viewer.account, ACCOUNT_REFRESH_MS));
  return (
    <Block title="近期配息與還本">
      <QueryBody query={query} loadingLabel="配息資料載入中…">
        {(holdings) => {
          const flows = nextCashFlows(holdings.cashFlows, taipeiDate());
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
                      {formatMoney(flow.amount, flow.currency)}
                    </strong>
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryBody>
      <p className="page-block__note">配息金額為依票面利率估算之稅前金額，未扣除保管費；配息歸除息日（登記日）持有者。</p>
    </Block>
  );
}

/** The customer's blocks of the home, for the selected account; each reads on its own (rule ACC-3). */
export function CustomerBlocks({ viewer }: { viewer: Customer }) {
  // the coming cash flows grow with the account's bonds: the page puts them last (CustomerCashFlows), so they move nothing
  if (viewer.account === '') return <p className="page-block">您目前沒有可查詢的複委託帳戶。</p>;
  return (
    <>
      <KycBlock viewer={viewer} />
      <AccountSummaryBlock key={viewer.account} viewer={viewer} />
      <WorkingOrdersBlock viewer={viewer} />
    </>
  );
}

/** The customer's coming cash flows, placed last on the home: a list whose length depends on the account moves nothing below it. */
export function CustomerCashFlows({ viewer }: { viewer: Customer }) {
  if (viewer.account === '') return null;
  return <CashFlowsBlock viewer={viewer} />;
}
