import { parseBond, type Bond } from './bond';
import { EMPTY_FILTERS, type SymbolListFilters } from './bond-filters';
import { FunId, type QueryRequest } from './endpoints';
import { expectSuccess, type SuccessAnswer } from './envelope';
import { expectArray, expectRecord, own } from './guards';

/** `Data.kind` of the symbol list (spec §9): by ISIN list, the broker's picks, or the whole quote list. */
export const SymbolKind = {
  /** The bonds named in `symbolName` (the favourites tab and text search). */
  ByIsin: '0',
  /** 凱基選: the broker's picks. */
  BrokerPicks: '1',
  /** 債券報價: every bond on offer. */
  Quotes: '2',
} as const;

/** One of the {@link SymbolKind} values. */
export type SymbolKindValue = (typeof SymbolKind)[keyof typeof SymbolKind];

/**
 * `Data.searchKind`. The spec names the field but not its values; `cart` is ours: a position
 * re-query of the ISINs in `symbolName` that answers only the bonds still offered and ignores
 * `kind`, `searchValue` and every filter (the cart must not depend on the list's filter panel).
 */
export const SearchKind = {
  Cart: 'cart',
} as const;

/** One of the {@link SearchKind} values. */
export type SearchKindValue = (typeof SearchKind)[keyof typeof SearchKind];

/** `Data.type`: always `'3'` (spec §9). */
export const SYMBOL_TYPE = '3';

/**
 * `Data` of the symbol-list request (broker contract, spec §3).
 *
 * - `symbolName`: comma-separated ISINs for kind 0 and the cart re-query. A kind-0 token that is not a
 *   12-character ISIN is matched as search text, so a search box may put its text here (spec §4).
 * - `searchValue`: search text over ISIN and names, case-insensitive, every word must match; it narrows
 *   any kind. Empty means no text filter.
 * - Filter arrays: see `SYMBOL_FILTERS`. The sandbox treats an absent array as empty, but
 *   {@link buildSymbolListRequest} always sends all ten, as the broker expects.
 */
export interface SymbolListData extends SymbolListFilters {
  readonly type: typeof SYMBOL_TYPE;
  readonly searchValue: string;
  readonly symbolName: string;
  readonly kind: SymbolKindValue;
  readonly searchKind?: SearchKindValue;
}

/** The symbol-list request body. */
export type SymbolListRequest = QueryRequest<typeof FunId.SymbolMaster, SymbolListData>;

/** The symbol-list answer: `Data.datas` in the order the server chose (picks: by currency, best yield first). */
export type SymbolListAnswer = SuccessAnswer<{ readonly datas: readonly Bond[] }>;

/** What {@link buildSymbolListRequest} needs; everything but `kind` is optional. */
export interface SymbolListRequestOptions {
  readonly kind: SymbolKindValue;
  readonly isins?: readonly string[];
  readonly searchValue?: string;
  readonly filters?: Partial<SymbolListFilters>;
  readonly searchKind?: SearchKindValue;
}

/** Builds a complete symbol-list request: type 3, every filter array present, ISINs joined by commas. */
export function buildSymbolListRequest(options: SymbolListRequestOptions): SymbolListRequest {
  const data: SymbolListData = {
    ...EMPTY_FILTERS,
    ...options.filters,
    type: SYMBOL_TYPE,
    searchValue: options.searchValue ?? '',
    symbolName: (options.isins ?? []).join(','),
    kind: options.kind,
    ...(options.searchKind === undefined ? {} : { searchKind: options.searchKind }),
  };
  return { FunId: FunId.SymbolMaster, Data: data };
}

/**
 * Parses a symbol-list answer into its bonds. An empty `datas` is a valid answer (spec §4).
 * @throws ApiError `session`/`permission`/`business` for a non-zero StatusCode, `malformed` for a wrong shape.
 */
export function parseSymbolListAnswer(json: unknown): Bond[] {
  return readSymbolListItems(json).map((item, index) => parseSymbolListItem(item, index));
}

/**
 * The first half of {@link parseSymbolListAnswer}: checks the envelope and that `Data.datas` is an
 * array, and returns its items unchecked, so that a long list can check each bond when it is first
 * shown ({@link parseSymbolListItem}) instead of all of them before the first paint.
 * @throws ApiError `session`/`permission`/`business` for a non-zero StatusCode, `malformed` for a wrong shape.
 */
export function readSymbolListItems(json: unknown): readonly unknown[] {
  const answer = expectSuccess(json);
  const data = expectRecord(own(answer, 'Data'), 'answer.Data');
  return expectArray(own(data, 'datas'), 'answer.Data.datas');
}

/**
 * The second half of {@link parseSymbolListAnswer}: checks item `index` of `Data.datas`.
 * @throws ApiError `malformed` for a wrong shape.
 */
export function parseSymbolListItem(item: unknown, index: number): Bond {
  return parseBond(item, `answer.Data.datas[${index}]`);
}
