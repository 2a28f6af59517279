import { lazy, Suspense } from 'react';
import { NotFoundPage, PageLoading, Route, Routes, useLocation } from 'shared';

const OverseasHomePage = lazy(() => import('../overseas-home').then((m) => ({ default: m.OverseasHomePage })));
const AccountOverviewPage = lazy(() => import('../account-overview').then((m) => ({ default: m.AccountOverviewPage })));
const SubBrokeragePage = lazy(() => import('../sub-brokerage').then((m) => ({ default: m.SubBrokeragePage })));
const StockPage = lazy(() => import('../stock').then((m) => ({ default: m.StockPage })));
const FundRoutes = lazy(() => import('../fund').then((m) => ({ default: m.FundRoutes })));
const KycRenewalPage = lazy(() => import('../kyc').then((m) => ({ default: m.KycRenewalPage })));
const W8benPage = lazy(() => import('../w8ben').then((m) => ({ default: m.W8benPage })));

function OverseasNotFound() {
  return <NotFoundPage path={useLocation().pathname} />;
}

/** The overseas pages other than bonds, `/overseas/*` (rule SHL-1); `/overseas` allows anonymous access. */
export function OverseasRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<OverseasHomePage />} />
        <Route path="account" element={<AccountOverviewPage />} />
        <Route path="account/sub-brokerage" element={<SubBrokeragePage />} />
        <Route path="account/kyc" element={<KycRenewalPage />} />
        <Route path="account/w8ben" element={<W8benPage />} />
        <Route path="stock" element={<StockPage />} />
        <Route path="fund/*" element={<FundRoutes />} />
        <Route path="*" element={<OverseasNotFound />} />
      </Routes>
    </Suspense>
  );
}
