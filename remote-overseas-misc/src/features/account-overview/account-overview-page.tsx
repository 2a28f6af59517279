import { useMemo } from 'react';
import { AllocationBlock } from './components/allocation-block';
import { CashBlock } from './components/cash-block';
import { FxRatesUsedBlock } from './components/fx-rates-used-block';
import { HoldingsBlock } from './components/holdings-block';
import { OrdersBlock } from './components/orders-block';
import { SignedOutNotice } from './components/signed-out-notice';
import { TotalBlock } from './components/total-block';
import { useAccountData } from './components/use-account-data';
import { allocationByCurrency, allocationByProduct, summarize } from './domain/summary';
import { useViewer, type Viewer } from './domain/viewer';
import { useAccountOrders } from './orders/use-account-orders';
import './account-overview.css';


function Overview({ viewer }: { viewer: Extract<Viewer, { kind: 'customer' }> }) {
  const { cash, cashState, holdings, rates, inTransit } = useAccountData(viewer);
  const summary = useMemo(() => summarize(cashState, holdings, rates), [cashState, holdings, rates]);
  const byProduct = useMemo(() => allocationByProduct(summary), [summary]);
  const byCurrency = useMemo(() => allocationByCurrency(cashState, holdings), [cashState, holdings]);
  const orders = useAccountOrders(viewer);
  return (
    <div className="page-blocks">
      <TotalBlock summary={summary} />
      <CashBlock query={cash} inTransit={inTransit} />
      {holdings.map((entry) => (
        <HoldingsBlock key={entry.product} holdings={entry} />
      ))}
      <AllocationBlock byProduct={byProduct} byCurrency={byCurrency} partial={summary.missing.length > 0 || summary.unconverted > 0 || summary.loading} />
      <OrdersBlock products={orders} />
      <FxRatesUsedBlock />
    </div>
  );
}

/**
 * 帳務查詢, `/overseas/account`: the selected account's cash per currency, holdings of each product in
 * their currency and in TWD, the TWD total, the allocation and the orders of every product (rules ACC-3 to
 * ACC-8, ACC-12). Each block reads on
 * its own; choosing another account in the header shows that account's figures without a page load.
 */
export function AccountOverviewPage() {
  const viewer = useViewer();
  return (
    <section className="account-page" aria-labelledby="account-overview-title">
      <h1 id="account-overview-title" className="ui-info-page__title">
        帳務查詢
      </h1>
      {viewer.kind !== 'customer' ? (
        <SignedOutNotice viewer={viewer} what="帳務資料" />
      ) : viewer.account === '' ? (
        <p className="page-block">您目前沒有可查詢的複委託帳戶。</p>
      ) : (
        <>
          <p className="account-page__account">
            帳號 <strong data-testid="account-no">{viewer.account}</strong>（切換帳號請使用頁首的「交易帳號」）
          </p>
          <Overview key={viewer.account} viewer={viewer} />
        </>
      )}
    </section>
  );
}
