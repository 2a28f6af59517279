import { rejectField } from './answers';
import { normalizeSearchText } from './shared-contracts';

// The search box allows 100 characters; the limits leave room for a partner's client and refuse the rest
// with 4001 before any bond is looked at, so one request cannot hold the sandbox for seconds.

/** Longest search text (`searchValue`, or one text token of `symbolName`), in characters as sent. */
export const MAX_SEARCH_TEXT_CHARS = 200;
/** Most words in one search text, after normalisation; each word must match. */
export const MAX_SEARCH_WORDS = 20;
/** Most tokens of `symbolName` that are not ISINs (each is a search text of its own). */
export const MAX_TEXT_TOKENS = 20;

/** A search text checked, normalised and split once per request, tested against every bond's haystack. */
export type SearchMatcher = (haystack: string) => boolean;

/**
 * The same match as the contracts' `matchesSearchText` (every word occurs in the bond's normalised
 * haystack; empty text matches everything), but normalising the text once instead of once per bond.
 * @throws AnswerError 4001 naming `field` when the text is longer or has more words than the limits.
 */
export function compileSearchText(text: string, field: string): SearchMatcher {
  if (text.length > MAX_SEARCH_TEXT_CHARS) rejectField(field, `搜尋文字最多 ${MAX_SEARCH_TEXT_CHARS} 個字元`);
  const words = [...new Set(normalizeSearchText(text).split(' ').filter((word) => word !== ''))];
  if (words.length > MAX_SEARCH_WORDS) rejectField(field, `搜尋文字最多 ${MAX_SEARCH_WORDS} 個詞`);
  return (haystack) => words.every((word) => haystack.includes(word));
}

/** The text tokens of `symbolName`, each compiled once. @throws AnswerError 4001 beyond {@link MAX_TEXT_TOKENS}. */
export function compileTextTokens(tokens: readonly string[]): SearchMatcher[] {
  if (tokens.length > MAX_TEXT_TOKENS) rejectField('symbolName', `非 ISIN 的搜尋文字最多 ${MAX_TEXT_TOKENS} 筆`);
  return tokens.map((token) => compileSearchText(token, 'symbolName'));
}
