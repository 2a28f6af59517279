import { lazy, Suspense } from 'react';
import { Navigate, NotFoundPage, PageLoading, Route, Routes, useLocation } from 'shared';

const MarginInfoPage = lazy(() => import('../margin-info/margin-info-page').then((m) => ({ default: m.MarginInfoPage })));
const MarginTransPage = lazy(() => import('../margin-trans/margin-trans-page').then((m) => ({ default: m.MarginTransPage })));

function MarginNotFound() {
  return <NotFoundPage path={useLocation().pathname} />;
}

/** The margin deposit area, `/marginDeposit/*` (rule MRG-1). */
export function MarginRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<Navigate to="info" replace />} />
        <Route path="info" element={<MarginInfoPage />} />
        <Route path="trans" element={<MarginTransPage />} />
        <Route path="*" element={<MarginNotFound />} />
      </Routes>
    </Suspense>
  );
}
