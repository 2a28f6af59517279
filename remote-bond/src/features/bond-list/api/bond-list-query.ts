import { PAGE_SIZE, postQuery, queryOptions } from 'shared';
import { readSymbolListItems, symbolListKeys, type SymbolListRequest } from '@shared/bond';
import { BondAnswer } from '../bond-answer';

/** What the bond list's query holds: an answer, and whether all of it is in. */
export interface BondListData {
  readonly answer: BondAnswer;
  /**
   * False while a long answer downloads: its first page has arrived and checks out, so the page can lay
   * it out now instead of after the last byte, but the answer may still fail (StatusCode, shape, line).
   */
  readonly complete: boolean;
}

/**
 * The symbol-list query of a request, the one way the bond list's data is read: by the page
 * (`useQuery`) and, before the page's code has arrived, by remote-bond's `./preload` (`prefetchQuery`),
 * so both name the same entry and the page takes the answer already under way.
 *
 * The answer streams in: once its first page has downloaded and checks out, the entry holds it with
 * `complete: false`; when all is in, with `complete: true`. The rest of the bonds are then checked in
 * idle time while the entry stays fetching, and a wrong one fails the query like a wrong answer.
 * Cancelled by `signal` when no page needs it any more (another tab, another address).
 */
export function bondListQuery(request: SymbolListRequest) {
  return queryOptions({
    queryKey: symbolListKeys.list(request.Data),
    // an answer is a class over thousands of unchecked bonds: never compared deeply
    structuralSharing: false,
    queryFn: async ({ signal, client, queryKey }): Promise<BondListData> => {
      let live: BondAnswer | undefined;
      let shown = false; // the first page published, or given up on (the finished answer reports a wrong bond)
      const onListProgress = (items: readonly unknown[]) => {
        if (signal.aborted || shown) return;
        live ??= new BondAnswer(items);
        if (items.length < PAGE_SIZE) return;
        shown = true;
        try {
          live.slice(0, PAGE_SIZE);
        } catch {
          return;
        }
        client.setQueryData<BondListData>(queryKey, { answer: live, complete: false });
      };
      // the page shows the overlay while it waits (useLoadingOverlay), not the API client: a prefetch has none
      const items = await postQuery(request, readSymbolListItems, { signal, loading: false, onListProgress });
      // the very list followed while it downloaded: its checked bonds (and rows made from them) are kept
      const answer = live?.reads(items) === true ? live : new BondAnswer(items);
      answer.slice(0, PAGE_SIZE);
      const data: BondListData = { answer, complete: true };
      client.setQueryData<BondListData>(queryKey, data);
      await answer.settle(signal);
      return data;
    },
  });
}
