import type { ComponentType } from 'react';
import { pathInArea, readCustomerSession } from 'shared';

/**
 * The overseas area's pages by their path below `/overseas` (`''` is the home; `fund` is the funds'
 * pages and everything below them), each as the import of its code: the routes mount them lazily, and
 * the remote's `./preload` starts the code of the page being opened while the host is still loading
 * the routes (rule PRF-2).
 */
export const OVERSEAS_PAGE_CODE = {
  '': () => import('../overseas-home').then((m) => m.OverseasHomePage),
  account: () => import('../account-overview').then((m) => m.AccountOverviewPage),
  'account/sub-brokerage': () => import('../sub-brokerage').then((m) => m.SubBrokeragePage),
  'account/kyc': () => import('../kyc').then((m) => m.KycRenewalPage),
  'account/w8ben': () => import('../w8ben').then((m) => m.W8benPage),
  stock: () => import('../stock').then((m) => m.StockPage),
  fund: () => import('../fund').then((m) => m.FundRoutes),
} satisfies Record<string, () => Promise<ComponentType>>;

export type OverseasPage = keyof typeof OVERSEAS_PAGE_CODE;

/** Pages an anonymous visitor is shown (the home, rule GRD-1); the others show a visitor the sign-in prompt. */
const OPEN_TO_VISITORS: readonly OverseasPage[] = [''];

/** The overseas page an address opens, or undefined outside the area or on an address no page answers. */
export function overseasPageOf(pathname: string): OverseasPage | undefined {
  if (!pathInArea(pathname, 'remote_overseas_misc')) return undefined;
  if (/^\/overseas\/fund(\/|$)/i.test(pathname)) return 'fund';
  return (Object.keys(OVERSEAS_PAGE_CODE) as OverseasPage[]).find((page) => page !== 'fund' && pathInArea(pathname, 'remote_overseas_misc', page));
}

/**
 * Starts fetching the code of the overseas page at `pathname`: the home for everyone, the other pages
 * for a customer with a session. No more than the import the page's route makes, which then finds it
 * loaded or on its way; a failure is left for that import to report.
 */
export function preloadOverseasPageCode(pathname: string): void {
  const page = overseasPageOf(pathname);
  if (page === undefined) return;
  if (!OPEN_TO_VISITORS.includes(page) && readCustomerSession() === undefined) return;
  OVERSEAS_PAGE_CODE[page]().catch(() => undefined);
}
