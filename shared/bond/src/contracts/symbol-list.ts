import * as v from 'valibot';
import { BondSchema, type Bond } from './bond';
import { optionPicklist } from 'shared/contracts';
import { FunId, type QueryRequest } from 'shared/contracts';
import { parseSuccess, successSchema } from 'shared/contracts';
import { parseAnswer } from 'shared/contracts';
import {
  DYTC_OPTIONS,
  DYTM_OPTIONS,
  FACE_RATE_OPTIONS,
  FACE_VALUE_OPTIONS,
  REF_PRICE_BUY_OPTIONS,
  REMAINING_TERM_OPTIONS,
  type SymbolFilterName,
} from './filter-options';
import { CPN_FREQ_OPTIONS, CREDIT_RATINGS, CURRENCY_OPTIONS, INVESTOR_RESTRICTION_OPTIONS, NOT_RATED, STOCK_CLASS_OPTIONS } from './bond-vocabulary';

/** `Data.kind` of the symbol list (rule LST-4): by ISIN list, the broker's picks, or the whole quote list. */
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
 * `Data.searchKind`. The broker's contract names the field but not its values; `cart` is ours: a position
 * re-query of the ISINs in `symbolName` that answers only the bonds still offered and ignores
 * `kind`, `searchValue` and every filter (the cart must not depend on the list's filter panel).
 */
export const SearchKind = {
  Cart: 'cart',
} as const;

/** One of the {@link SearchKind} values. */
export type SearchKindValue = (typeof SearchKind)[keyof typeof SearchKind];

/** `Data.type`: always `'3'` (rule LST-4). */
export const SYMBOL_TYPE = '3';

/** A filter array: absent or null reads as empty (the broker expects all ten; the sandbox is lenient). */
function filterArray<const V extends string>(options: readonly { readonly value: V }[]) {
  return v.optional(v.nullable(v.array(optionPicklist(options)), []), []);
}

/** An optional text field: absent or null reads as ''. */
const OptionalText = v.optional(v.nullable(v.string(), ''), '');

/**
 * `Data` of the symbol-list request (broker contract, rule LST-4).
 *
 * - `symbolName`: comma-separated ISINs for kind 0 and the cart re-query. A kind-0 token that is not a
 *   12-character ISIN is matched as search text, so a search box may put its text here (rule LST-3).
 * - `searchValue`: search text over ISIN and names, case-insensitive, every word must match; it narrows
 *   any kind. Empty means no text filter.
 * - Filter arrays: see `SYMBOL_FILTERS`. Within a filter the values are alternatives, across filters
 *   all must hold; an absent array is empty, but {@link buildSymbolListRequest} always sends all ten.
 * - `ratingFloor` (our addition, rule BND-20): one floor on the one rating scale, `A-` keeping bonds every
 *   agency rates A- (A3) or better, `NR` keeping the bonds no agency rates; absent or '' does not filter.
 */
export const SymbolListDataSchema = v.object({
  type: v.literal(SYMBOL_TYPE),
  searchValue: OptionalText,
  symbolName: OptionalText,
  kind: v.picklist([SymbolKind.ByIsin, SymbolKind.BrokerPicks, SymbolKind.Quotes]),
  searchKind: v.optional(v.nullable(v.picklist([SearchKind.Cart, '']))),
  investorRestriction: filterArray(INVESTOR_RESTRICTION_OPTIONS),
  faceValue: filterArray(FACE_VALUE_OPTIONS),
  remainingTerm: filterArray(REMAINING_TERM_OPTIONS),
  stockClass: filterArray(STOCK_CLASS_OPTIONS),
  cpnFreq: filterArray(CPN_FREQ_OPTIONS),
  issueCurrency: filterArray(CURRENCY_OPTIONS),
  faceRate: filterArray(FACE_RATE_OPTIONS),
  dYtm: filterArray(DYTM_OPTIONS),
  dYtc: filterArray(DYTC_OPTIONS),
  refPriceBuy: filterArray(REF_PRICE_BUY_OPTIONS),
  ratingFloor: v.optional(v.nullable(v.picklist(['', ...CREDIT_RATINGS, NOT_RATED]), ''), ''),
});

type SymbolListOutput = v.InferOutput<typeof SymbolListDataSchema>;

/**
 * `Data` of the symbol-list request with every field of the broker's contract present, as the builder
 * sends it and the sandbox reads it; our `ratingFloor` only when a floor is chosen.
 */
export type SymbolListData = ReadonlyArrays<Omit<SymbolListOutput, 'ratingFloor'>> & { readonly ratingFloor?: SymbolListOutput['ratingFloor'] };

/** `T` with its array fields read-only, so that frozen constants such as `EMPTY_FILTERS` fit. */
type ReadonlyArrays<T> = { readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? readonly E[] : T[K] };

/**
 * The filters of the symbol-list request (from its schema): the filter arrays, each holding values of its
 * vocabulary in `SYMBOL_FILTERS`, and the rating floor ('' for none).
 */
export type SymbolListFilters = { readonly [K in SymbolFilterName]: SymbolListData[K] } & { readonly ratingFloor: SymbolListOutput['ratingFloor'] };

/** No filter at all: every array empty, no rating floor. */
export const EMPTY_FILTERS: SymbolListFilters = {
  investorRestriction: [],
  faceValue: [],
  remainingTerm: [],
  stockClass: [],
  cpnFreq: [],
  issueCurrency: [],
  faceRate: [],
  dYtm: [],
  dYtc: [],
  refPriceBuy: [],
  ratingFloor: '',
};

/** The symbol-list request body. */
export type SymbolListRequest = QueryRequest<typeof FunId.SymbolMaster, SymbolListData>;

/**
 * `Data` of the symbol-list answer: `datas` in the order the server chose (picks: by currency, best
 * yield first). An empty `datas` is a valid answer (rule LST-2).
 */
export const SymbolListAnswerDataSchema = v.object({ datas: v.array(BondSchema) });

/** The symbol-list answer as it travels. */
export const SymbolListAnswerSchema = successSchema(SymbolListAnswerDataSchema);

/** The symbol-list answer as it travels. */
export type SymbolListAnswer = v.InferInput<typeof SymbolListAnswerSchema>;

/** What {@link buildSymbolListRequest} needs; everything but `kind` is optional. */
export interface SymbolListRequestOptions {
  readonly kind: SymbolKindValue;
  readonly isins?: readonly string[];
  readonly searchValue?: string;
  readonly filters?: Partial<SymbolListFilters>;
  readonly searchKind?: SearchKindValue;
}

/**
 * Builds a complete symbol-list request: type 3, every filter array present, ISINs joined by commas; the
 * rating floor only when one is chosen, so a request without one is the broker's contract as it is.
 */
export function buildSymbolListRequest(options: SymbolListRequestOptions): SymbolListRequest {
  const { ratingFloor, ...arrays } = { ...EMPTY_FILTERS, ...options.filters };
  const data: SymbolListData = {
    ...arrays,
    ...(ratingFloor === '' ? {} : { ratingFloor }),
    type: SYMBOL_TYPE,
    searchValue: options.searchValue ?? '',
    symbolName: (options.isins ?? []).join(','),
    kind: options.kind,
    ...(options.searchKind === undefined ? {} : { searchKind: options.searchKind }),
  };
  return { FunId: FunId.SymbolMaster, Data: data };
}

/**
 * Parses a symbol-list answer into its bonds.
 * @throws ApiError `session`/`permission`/`business` for a non-zero StatusCode, `malformed` (naming
 * the field, e.g. `Data.datas[3].isin`) for a wrong shape.
 */
export function parseSymbolListAnswer(json: unknown): Bond[] {
  return parseSuccess(json, SymbolListAnswerDataSchema).datas;
}

const UncheckedListSchema = v.object({ datas: v.array(v.unknown()) });

/**
 * The first half of {@link parseSymbolListAnswer}: checks the envelope and that `Data.datas` is an
 * array, and returns its items unchecked, so that a long list can check each bond when it is first
 * shown ({@link parseSymbolListItem}) instead of all of them before the first paint.
 * @throws ApiError `session`/`permission`/`business` for a non-zero StatusCode, `malformed` for a wrong shape.
 */
export function readSymbolListItems(json: unknown): readonly unknown[] {
  return parseSuccess(json, UncheckedListSchema).datas;
}

/**
 * The second half of {@link parseSymbolListAnswer}: checks item `index` of `Data.datas` with the bond schema.
 * @throws ApiError `malformed` naming the field (`Data.datas[7].callDate`).
 */
export function parseSymbolListItem(item: unknown, index: number): Bond {
  return parseAnswer(BondSchema, item, `Data.datas[${index}]`);
}
