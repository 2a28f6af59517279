import { lazy, Suspense, type ComponentType } from 'react';
import { NotFoundPage, PageLoading, Route, Routes, useLocation } from 'shared';
import { BOND_PAGE_CODE } from './bond-pages';

const page = (code: () => Promise<ComponentType>) => lazy(() => code().then((component) => ({ default: component })));
const BondListPage = page(BOND_PAGE_CODE['']);
const CartPage = page(BOND_PAGE_CODE.cart);
const OrderPage = page(BOND_PAGE_CODE.order);
const OrderStatusPage = page(BOND_PAGE_CODE.marketorder);
const HoldingsPage = page(BOND_PAGE_CODE.account);
const BondDetailPage = page(BOND_PAGE_CODE.marketinfo);
const BondFinderPage = page(BOND_PAGE_CODE.find);
const BondLadderPage = page(BOND_PAGE_CODE.ladder);

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
        <Route path="ladder" element={<BondLadderPage />} />
        <Route path="marketinfo" element={<BondDetailPage />} />
        <Route path="marketorder" element={<OrderStatusPage />} />
        <Route path="order" element={<OrderPage />} />
        <Route path="*" element={<BondNotFound />} />
      </Routes>
    </Suspense>
  );
}
