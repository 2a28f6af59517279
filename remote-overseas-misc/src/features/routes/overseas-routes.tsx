import { lazy, Suspense } from 'react';
import { NotFoundPage, PageLoading, Route, Routes, useLocation } from 'shared';

const OverseasHomePage = lazy(() => import('../pages/overseas-home-page').then((m) => ({ default: m.OverseasHomePage })));
const StockPage = lazy(() => import('../stock').then((m) => ({ default: m.StockPage })));
const OverseasInfoPage = lazy(() => import('../pages/overseas-info-page').then((m) => ({ default: m.OverseasInfoPage })));
const FundRoutes = lazy(() => import('../fund').then((m) => ({ default: m.FundRoutes })));

function OverseasNotFound() {
  return <NotFoundPage path={useLocation().pathname} />;
}

/** The overseas pages other than bonds, `/overseas/*` (rule SHL-1); `/overseas` allows anonymous access. */
export function OverseasRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<OverseasHomePage />} />
        <Route path="account" element={<OverseasInfoPage page="account" />} />
        <Route path="account/sub-brokerage" element={<OverseasInfoPage page="subBrokerage" />} />
        <Route path="stock" element={<StockPage />} />
        <Route path="fund/*" element={<FundRoutes />} />
        <Route path="*" element={<OverseasNotFound />} />
      </Routes>
    </Suspense>
  );
}
