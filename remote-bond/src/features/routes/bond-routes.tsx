import { lazy, Suspense } from 'react';
import { NotFoundPage, PageLoading, Route, Routes, useLocation } from 'shared';

const BondListPage = lazy(() => import('../bond-list/bond-list-page').then((m) => ({ default: m.BondListPage })));
const CartPage = lazy(() => import('../cart/cart-page').then((m) => ({ default: m.CartPage })));
const OrderPage = lazy(() => import('../orders/order-page').then((m) => ({ default: m.OrderPage })));
const OrderStatusPage = lazy(() => import('../orders/order-status-page').then((m) => ({ default: m.OrderStatusPage })));
const HoldingsPage = lazy(() => import('../orders/holdings-page').then((m) => ({ default: m.HoldingsPage })));
const BondDetailPage = lazy(() => import('../bond-detail/bond-detail-page').then((m) => ({ default: m.BondDetailPage })));
const BondFinderPage = lazy(() => import('../bond-finder/bond-finder-page').then((m) => ({ default: m.BondFinderPage })));

function BondNotFound() {
  return <NotFoundPage path={useLocation().pathname} />;
}

/** The bond area, `/overseas/bond/*` (rule SHL-1): each page's code is fetched when it is opened. */
export function BondRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<BondListPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="account" element={<HoldingsPage />} />
        <Route path="find" element={<BondFinderPage />} />
        <Route path="marketinfo" element={<BondDetailPage />} />
        <Route path="marketorder" element={<OrderStatusPage />} />
        <Route path="order" element={<OrderPage />} />
        <Route path="*" element={<BondNotFound />} />
      </Routes>
    </Suspense>
  );
}
