import { pathInArea, prefetchQuery } from 'shared';
import { planListRequest } from './api/plan-list-request';
import { readBondListQuery } from './url-state';

/**
 * Starts the bond list's query for an address of the bond landing page, so the answer is under way
 * while the page's code downloads. 自選 waits for the favourites and is left to the page.
 */
export function preloadBondList(url: string): void {
  const address = new URL(url, 'http://localhost');
  if (!pathInArea(address.pathname, 'remote_bond', '')) return;
  const query = readBondListQuery(address.searchParams);
  if (query.tab === 'favorites' && query.q === '') return;
  const plan = planListRequest(query, []);
  if (plan.call) prefetchQuery(plan.request);
}
