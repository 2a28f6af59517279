import type { ComponentType } from 'react';
import { pathInArea, readCustomerSession } from 'shared';

/**
 * The bond area's pages by their first path segment below `/overseas/bond` (`''` is the list), each as
 * the import of its code: the routes mount them lazily, and the remote's `./preload` starts the code of
 * the page being opened while the host is still loading the routes.
 */
export const BOND_PAGE_CODE = {
  '': () => import('../bond-list/bond-list-page').then((m) => m.BondListPage),
  cart: () => import('../cart/cart-page').then((m) => m.CartPage),
  order: () => import('../orders/order-page').then((m) => m.OrderPage),
  marketorder: () => import('../orders/order-status-page').then((m) => m.OrderStatusPage),
  account: () => import('../orders/holdings-page').then((m) => m.HoldingsPage),
  marketinfo: () => import('../bond-detail/bond-detail-page').then((m) => m.BondDetailPage),
  find: () => import('../bond-finder/bond-finder-page').then((m) => m.BondFinderPage),
  ladder: () => import('../bond-ladder/bond-ladder-page').then((m) => m.BondLadderPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type BondPage = keyof typeof BOND_PAGE_CODE;

/** The bond page an address opens, or undefined outside the area or on an address no page answers. */
export function bondPageOf(pathname: string): BondPage | undefined {
  return (Object.keys(BOND_PAGE_CODE) as BondPage[]).find((page) => pathInArea(pathname, 'remote_bond', page));
}

/**
 * Starts fetching the code of the bond page at `pathname` for a customer with a session (a visitor
 * without one is shown the sign-in prompt or the guest message instead): no more than the import the
 * page's route makes, which then finds it loaded or on its way. A failure is left for that import to report.
 */
export function preloadBondPageCode(pathname: string): void {
  if (readCustomerSession() === undefined) return;
  const page = bondPageOf(pathname);
  if (page !== undefined) BOND_PAGE_CODE[page]().catch(() => undefined);
}
