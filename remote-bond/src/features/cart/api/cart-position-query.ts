import { buildFeeScheduleRequest, buildSymbolListRequest, feeScheduleKeys, parseFeeScheduleAnswer, parseSymbolListAnswer, SearchKind, symbolListKeys, SymbolKind, type Bond } from '@shared/bond';
import { postQuery, queryOptions } from 'shared';

/** The cart's bonds still offered, and the ISINs asked for that are not (no longer offered). */
export interface CartPosition {
  readonly bonds: readonly Bond[];
  readonly withdrawn: readonly string[];
}

/** The last position answer of the cart page, to narrow instead of asking again when lines are removed. */
let lastAnswer: { isins: ReadonlySet<string>; position: CartPosition; at: number } | null = null;

/**
 * The cart's bonds re-queried by ISIN with searchKind `cart` (rule CRT-3): their current position, and which
 * are no longer offered. Asked each time the cart page opens; when lines are only removed, the answer
 * already in hand is narrowed instead of asked again.
 */
export function cartPositionQuery(isins: readonly string[]) {
  const request = buildSymbolListRequest({ kind: SymbolKind.ByIsin, isins: [...isins], searchKind: SearchKind.Cart });
  const previous = lastAnswer;
  const subset = previous !== null && isins.every((isin) => previous.isins.has(isin));
  return queryOptions({
    queryKey: symbolListKeys.list(request.Data),
    queryFn: async ({ signal }): Promise<CartPosition> => {
      const bonds = await postQuery(request, parseSymbolListAnswer, { signal, loading: '購物車債券報價更新中…' });
      const offered = new Set(bonds.map((bond) => bond.isin));
      const position = { bonds, withdrawn: isins.filter((isin) => !offered.has(isin)) };
      lastAnswer = { isins: new Set(isins), position, at: Date.now() };
      return position;
    },
    enabled: isins.length > 0,
    // asked again each time the page opens, never merely because time passed
    refetchOnMount: 'always',
    staleTime: Infinity,
    ...(subset
      ? {
          initialData: { bonds: previous.position.bonds.filter((bond) => isins.includes(bond.isin)), withdrawn: previous.position.withdrawn },
          initialDataUpdatedAt: previous.at,
        }
      : {}),
  });
}

/** Forgets the last position answer (tests). */
export function resetCartPosition(): void {
  lastAnswer = null;
}

/** The fee schedule (custody fee and settlement days per currency): the same for everyone, asked once. */
export function feeScheduleQuery() {
  return queryOptions({
    queryKey: feeScheduleKeys.schedule(),
    queryFn: ({ signal }) => postQuery(buildFeeScheduleRequest(), parseFeeScheduleAnswer, { signal, loading: false }),
    staleTime: Infinity,
  });
}
