import { rejectField, success, type QueryAnswer } from '../answers';
import { parseRequest } from '../request-fields';
import {
  SearchKind,
  SymbolKind,
  SymbolListDataSchema,
  bondMatchesFilters,
  type Bond,
  type ContractInput,
  type SymbolListAnswerDataSchema,
} from '../shared-contracts';
import { compileSearchText, compileTextTokens } from '../search-text';
import type { PublicQueryContext } from './query-context';

/** Most comma-separated entries one `symbolName` may hold. */
export const MAX_SYMBOL_NAMES = 1_000;

const ISIN_SHAPE = /^[A-Za-z]{2}[A-Za-z0-9]{9}[0-9]$/;

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
 * The answer's `Data`, typed by the answer schema (the catalog's bonds were built through the bond schema),
 * each bond with the fields a newer back end would add (test switch `extraBondFields`).
 */
function answer(datas: readonly Bond[], extra: Readonly<Record<string, string>>): QueryAnswer {
  const data: ContractInput<typeof SymbolListAnswerDataSchema> = { datas: Object.keys(extra).length === 0 ? [...datas] : datas.map((bond) => ({ ...extra, ...bond })) };
  return success(data);
}

/**
 * FunId KGItwPubOltsSymbolMaster. Kind 1 starts from the picks, kind 2 from every offered bond, kind 0
 * from the bonds `symbolName` names (a token that is not ISIN-shaped searches like `searchValue`).
 * Then `searchValue` and the filters narrow. `searchKind: 'cart'` answers only the still-offered bonds
 * among the named ISINs, ignoring kind, text and filters.
 */
export function symbolMaster(data: Record<string, unknown>, context: PublicQueryContext): QueryAnswer {
  const request = parseRequest(SymbolListDataSchema, data);
  const { kind } = request;
  const matchesSearchValue = compileSearchText(request.searchValue, 'searchValue');
  const tokens = splitSymbolNames(request.symbolName);

  const catalog = context.catalog();
  const withdrawn = context.withdrawn();
  const isOffered = (bond: Bond): boolean => !withdrawn.has(bond.isin);
  const offeredByIsin: ReadonlyMap<string, Bond> =
    withdrawn.size === 0 ? catalog.byIsin : new Map([...catalog.byIsin].filter(([isin]) => !withdrawn.has(isin)));

  const extra = context.extraBondFields();
  if (request.searchKind === SearchKind.Cart) return answer(byIsins(tokens, offeredByIsin), extra);

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

  return answer(
    base.filter((bond) => matchesSearchValue(haystackOf(bond)) && bondMatchesFilters(bond, request)),
    extra,
  );
}
