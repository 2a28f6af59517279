import { lazy } from 'react';
import { Route, Routes } from 'shared';
import './fund.css';

const FundListPage = lazy(() => import('./pages/fund-list-page').then((m) => ({ default: m.FundListPage })));
const FundDetailPage = lazy(() => import('./pages/fund-detail-page').then((m) => ({ default: m.FundDetailPage })));
const FundComparePage = lazy(() => import('./pages/fund-compare-page').then((m) => ({ default: m.FundComparePage })));
const FundSubscribePage = lazy(() => import('./pages/fund-subscribe-page').then((m) => ({ default: m.FundSubscribePage })));
const FundRedeemPage = lazy(() => import('./pages/fund-redeem-page').then((m) => ({ default: m.FundRedeemPage })));
const FundHoldingsPage = lazy(() => import('./pages/fund-holdings-page').then((m) => ({ default: m.FundHoldingsPage })));

/**
 * The fund area, `/overseas/fund/*` (rules FND-1 to FND-8): the list, the comparison, one fund's page,
 * its subscription and redemption, and the customer's fund holdings and orders. Each page's code is
 * fetched when it is first opened; the chart library only with a fund's page.
 */
export function FundRoutes() {
  return (
    <Routes>
      <Route index element={<FundListPage />} />
      <Route path="compare" element={<FundComparePage />} />
      <Route path="holdings" element={<FundHoldingsPage />} />
      <Route path=":fundId" element={<FundDetailPage />} />
      <Route path=":fundId/subscribe" element={<FundSubscribePage />} />
      <Route path=":fundId/redeem" element={<FundRedeemPage />} />
    </Routes>
  );
}
