import { buildMarginMovementsRequest, marginMovementsKeys, parseMarginMovementsAnswer, type MarginMovementsData } from '@shared/margin';
import { keepPreviousData, postQuery, queryOptions } from 'shared';

/** One page of the account's movements (KGItwMarginMovements) for the filters; the last page stays on screen while the next loads. */
export function movementsQuery(idno: string, data: MarginMovementsData, enabled: boolean) {
  return queryOptions({
    queryKey: marginMovementsKeys.page(idno, data),
    queryFn: ({ signal }) => postQuery(buildMarginMovementsRequest(data), parseMarginMovementsAnswer, { signal, loading: false }),
    enabled: enabled && data.account !== '',
    placeholderData: keepPreviousData,
  });
}
