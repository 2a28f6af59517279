import { buildSymbolListRequest, parseSymbolListAnswer, symbolListKeys, SymbolKind } from '@shared/bond';
import { postQuery, queryOptions } from 'shared';

const QUOTES = buildSymbolListRequest({ kind: SymbolKind.Quotes });

/**
 * Every bond on offer (the quote list, kind 2), checked against the contract: the ladder looks for a bond in
 * every rung's window among all of them. The finder's read, same key and request, so the two pages share it.
 */
export function ladderBondsQuery() {
  return queryOptions({
    queryKey: symbolListKeys.checked(QUOTES.Data),
    queryFn: ({ signal }) => postQuery(QUOTES, parseSymbolListAnswer, { signal, loading: false }),
    staleTime: 60_000,
    // 5,000 bonds are never compared deeply
    structuralSharing: false,
  });
}

/** The customer's profile (rule ORD-4) and today's indicative rates (rule ACC-4): the reads every page shares. */
export { customerProfileQuery, fxRatesQuery } from '@shared/account';
