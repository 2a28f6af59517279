import { bondDetailKeys, bondHistoryKeys, buildBondDetailRequest, buildBondHistoryRequest, parseBondDetailAnswer, parseBondHistoryAnswer } from '@shared/bond';
import { postQuery, queryOptions } from 'shared';

/** One bond's detail (our own call `KGItwPubOltsBondDetail`): fresh each time the page opens, kept a minute for back and forth. */
export function bondDetailQuery(isin: string) {
  return queryOptions({
    queryKey: bondDetailKeys.detail(isin),
    queryFn: ({ signal }) => postQuery(buildBondDetailRequest(isin), parseBondDetailAnswer, { signal, loading: false }),
    staleTime: 60_000,
    // an unknown or withdrawn ISIN is an answer, not a hiccup: asking again changes nothing
    retry: false,
  });
}

/** One bond's year of daily closes (our own call `KGItwPubOltsBondHistory`): a day's series changes once a day. */
export function bondHistoryQuery(isin: string) {
  return queryOptions({
    queryKey: bondHistoryKeys.history(isin),
    queryFn: ({ signal }) => postQuery(buildBondHistoryRequest(isin), parseBondHistoryAnswer, { signal, loading: false }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** Today's indicative TWD rates (our own call `KGItwPubFxRates`, every bond currency among them): the one read every page shares (rule ACC-4). */
export { fxRatesQuery as bondFxRatesQuery } from '@shared/account';
