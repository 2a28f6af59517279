import { QueryClient } from '@tanstack/react-query';

/** How long an answer counts as fresh: a page opened again within it shows its data without asking again. */
export const QUERY_STALE_MS = 30_000;

/**
 * A query client with the product's defaults. Every app uses the one {@link queryClient}; tests and a
 * remote's standalone page may make their own.
 * - No retries here: `postQuery` already retries a network error or a 5xx, within its time budget, and
 *   a second layer of retries would multiply the wait of a hung back end.
 * - `networkMode: 'always'`: a query is tried even when the browser says it is offline, so the page
 *   shows the network error and 重新查詢 instead of a query paused without end.
 * - No refetch on window focus: a 3 MB quote list is not fetched again because a tab came to the front;
 *   lists that change on their own set `refetchInterval` themselves.
 * - Fresh for {@link QUERY_STALE_MS}, so an answer prefetched by a remote's `./preload` is taken by
 *   the page instead of being asked for again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, staleTime: QUERY_STALE_MS },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The query client of the product: one instance, since `shared` is a federation singleton, so the host,
 * every remote and every remote's `./preload` read and write the same cache.
 */
export const queryClient: QueryClient = createQueryClient();

/**
 * Forgets every answer and cancels every query in flight: at the end of a session (logout, connection
 * lost), so the next customer on this browser never sees the previous one's data.
 */
export function resetServerState(client: QueryClient = queryClient): void {
  void client.cancelQueries();
  client.clear();
}
