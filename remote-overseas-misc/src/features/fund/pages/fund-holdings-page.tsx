import { Link } from 'shared';
import { CustomerGate } from '../components/customer-gate';
import { FundPositions } from '../components/fund-positions';

/** `/overseas/fund/holdings`: the selected account's fund positions and orders, refreshed while visible (rules FND-7, FND-8, ORD-2). */
export function FundHoldingsPage() {
  return (
    <CustomerGate title="我的基金">
      {({ idno, account }) => (
        <section className="fund-page" aria-labelledby="fund-title">
          <p className="fund-back">
            <Link to="/overseas/fund">← 回基金列表</Link>
          </p>
          <h1 id="fund-title">我的基金</h1>
          <p className="fund-tags">交易帳號 {account}</p>
          <FundPositions idno={idno} account={account} />
        </section>
      )}
    </CustomerGate>
  );
}
