import { pathInArea, queryClient, readCustomerSession } from 'shared';
import { bondListQuery } from './api/bond-list-query';
import { planListRequest } from './api/plan-list-request';
import { readBondListQuery } from './url-state';

/**
 * Starts the bond list's query for an address of the bond landing page, so the answer is under way
 * while the page's code downloads: the same query the page asks for, so the page takes this answer
 * (or the part of it already in) from the cache. 自選 waits for the favourites and is left to the page;
 * without a session nothing is asked.
 */
export function preloadBondList(url: string): void {
  const address = new URL(url, 'http://localhost');
  if (!pathInArea(address.pathname, 'remote_bond', '')) return;
  if (readCustomerSession() === undefined) return;
  const query = readBondListQuery(address.searchParams);
  if (query.tab === 'favorites' && query.q === '') return;
  const plan = planListRequest(query, []);
  // a failure is the page's to show, when it asks
  if (plan.call) void queryClient.prefetchQuery(bondListQuery(plan.request));
}
