import { lazy, Suspense, type ComponentType } from 'react';
import { NotFoundPage, PageLoading, Route, Routes, useLocation } from 'shared';
import { OVERSEAS_PAGE_CODE } from './overseas-pages';

const page = (code: () => Promise<ComponentType>) => lazy(() => code().then((component) => ({ default: component })));
const OverseasHomePage = page(OVERSEAS_PAGE_CODE['']);
const AccountOverviewPage = page(OVERSEAS_PAGE_CODE.account);
const SubBrokeragePage = page(OVERSEAS_PAGE_CODE['account/sub-brokerage']);
const KycRenewalPage = page(OVERSEAS_PAGE_CODE['account/kyc']);
const W8benPage = page(OVERSEAS_PAGE_CODE['account/w8ben']);
const StockPage = page(OVERSEAS_PAGE_CODE.stock);
const FundRoutes = page(OVERSEAS_PAGE_CODE.fund);

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
