import { rejectField, success, type QueryAnswer } from '../answers';
import { optionalString, optionalValues, requireOneOf } from '../request-fields';
import {
  CPN_FREQ_OPTIONS,
  CURRENCY_OPTIONS,
  DYTC_OPTIONS,
  DYTM_OPTIONS,
  FACE_RATE_OPTIONS,
  FACE_VALUE_OPTIONS,
  INVESTOR_RESTRICTION_OPTIONS,
  REF_PRICE_BUY_OPTIONS,
  REMAINING_TERM_OPTIONS,
  SYMBOL_TYPE,
  STOCK_CLASS_OPTIONS,
  SearchKind,
  SymbolKind,
  bondMatchesFilters,
  optionValues,
  type Bond,
  type SymbolListFilters,
} from '../shared-contracts';
import { compileSearchText, compileTextTokens } from '../search-text';
import type { QueryContext } from './query-context';

/** Most comma-separated entries one `symbolName` may hold. */
export const MAX_SYMBOL_NAMES = 1_000;

const ISIN_SHAPE = /^[A-Za-z]{2}[A-Za-z0-9]{9}[0-9]$/;

function readFilters(data: Record<string, unknown>): SymbolListFilters {
  return {
    investorRestriction: optionalValues(data, 'investorRestriction', optionValues(INVESTOR_RESTRICTION_OPTIONS)),
    faceValue: optionalValues(data, 'faceValue', optionValues(FACE_VALUE_OPTIONS)),
    remainingTerm: optionalValues(data, 'remainingTerm', optionValues(REMAINING_TERM_OPTIONS)),
    stockClass: optionalValues(data, 'stockClass', optionValues(STOCK_CLASS_OPTIONS)),
    cpnFreq: optionalValues(data, 'cpnFreq', optionValues(CPN_FREQ_OPTIONS)),
    issueCurrency: optionalValues(data, 'issueCurrency', optionValues(CURRENCY_OPTIONS)),
    faceRate: optionalValues(data, 'faceRate', optionValues(FACE_RATE_OPTIONS)),
    dYtm: optionalValues(data, 'dYtm', optionValues(DYTM_OPTIONS)),
    dYtc: optionalValues(data, 'dYtc', optionValues(DYTC_OPTIONS)),
    refPriceBuy: optionalValues(data, 'refPriceBuy', optionValues(REF_PRICE_BUY_OPTIONS)),
  };
}

function splitSymbolNames(symbolName: string): string[] {
  const tokens = symbolName
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  if (tokens.length > MAX_SYMBOL_NAMES) rejectField('symbolName', `最多 ${MAX_SYMBOL_NAMES} 筆`);
  return tokens;
}

/** Bonds named by ISIN tokens, in the order named, each once; unknown and withdrawn ISINs drop out. */
function byIsins(tokens: readonly string[], offered: ReadonlyMap<string, Bond>): Bond[] {
  const seen = new Set<string>();
  const out: Bond[] = [];
  for (const token of tokens) {
    const isin = token.toUpperCase();
    const bond = offered.get(isin);
    if (bond !== undefined && !seen.has(isin)) {
      seen.add(isin);
      out.push(bond);
    }
  }
  return out;
}

/**
 * FunId KGItwPubOltsSymbolMaster. Kind 1 starts from the picks, kind 2 from every offered bond, kind 0
 * from the bonds `symbolName` names (a token that is not ISIN-shaped searches like `searchValue`).
 * Then `searchValue` and the filters narrow. `searchKind: 'cart'` answers only the still-offered bonds
 * among the named ISINs, ignoring kind, text and filters.
 */
export function symbolMaster(data: Record<string, unknown>, context: QueryContext): QueryAnswer {
  requireOneOf(data, 'type', [SYMBOL_TYPE]);
  const kind = requireOneOf(data, 'kind', [SymbolKind.ByIsin, SymbolKind.BrokerPicks, SymbolKind.Quotes]);
  const searchKindText = optionalString(data, 'searchKind');
  if (searchKindText !== '' && searchKindText !== SearchKind.Cart) rejectField('searchKind', `只支援 '${SearchKind.Cart}'`);
  const matchesSearchValue = compileSearchText(optionalString(data, 'searchValue'), 'searchValue');
  const tokens = splitSymbolNames(optionalString(data, 'symbolName'));
  const filters = readFilters(data);

  const catalog = context.catalog();
  const withdrawn = context.withdrawn();
  const isOffered = (bond: Bond): boolean => !withdrawn.has(bond.isin);
  const offeredByIsin: ReadonlyMap<string, Bond> =
    withdrawn.size === 0 ? catalog.byIsin : new Map([...catalog.byIsin].filter(([isin]) => !withdrawn.has(isin)));

  if (searchKindText === SearchKind.Cart) {
    return success({ datas: byIsins(tokens, offeredByIsin) });
  }

  const haystackOf = (bond: Bond): string => catalog.haystacks.get(bond.isin) ?? '';
  let base: Bond[];
  if (kind === SymbolKind.BrokerPicks) base = catalog.picks.filter(isOffered);
  else if (kind === SymbolKind.Quotes) base = catalog.offered.filter(isOffered);
  else {
    const isinTokens = tokens.filter((token) => ISIN_SHAPE.test(token));
    const textTokens = compileTextTokens(tokens.filter((token) => !ISIN_SHAPE.test(token)));
    base = byIsins(isinTokens, offeredByIsin);
    if (textTokens.length > 0) {
      const named = new Set(base.map((bond) => bond.isin));
      for (const bond of catalog.offered) {
        if (!named.has(bond.isin) && isOffered(bond) && textTokens.some((matches) => matches(haystackOf(bond)))) {
          named.add(bond.isin);
          base.push(bond);
        }
      }
    }
  }

  const datas = base.filter((bond) => matchesSearchValue(haystackOf(bond)) && bondMatchesFilters(bond, filters));
  return success({ datas });
}
