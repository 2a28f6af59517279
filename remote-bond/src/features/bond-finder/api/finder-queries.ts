import { buildSymbolListRequest, parseSymbolListAnswer, symbolListKeys, SymbolKind } from '@shared/bond';
import { postQuery, queryOptions } from 'shared';

const QUOTES = buildSymbolListRequest({ kind: SymbolKind.Quotes });

/**
 * Every bond on offer (the quote list, kind 2), each checked against the contract at once: the finder
 * counts and filters all of them on the page, so it needs them all before the grid paints (rule BND-9).
 */
export function finderBondsQuery() {
  return queryOptions({
    queryKey: symbolListKeys.checked(QUOTES.Data),
    queryFn: ({ signal }) => postQuery(QUOTES, parseSymbolListAnswer, { signal, loading: false }),
    staleTime: 60_000,
    // 5,000 bonds are never compared deeply
    structuralSharing: false,
  });
}

/** The signed-in customer's profile (rule ORD-4), for 「只顯示我可以申購的」: the one read every page shares. */
export { customerProfileQuery } from '@shared/account';
