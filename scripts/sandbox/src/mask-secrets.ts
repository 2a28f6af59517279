/** What to hide besides the patterns every log gets: live tokens and codes, the sample users' id numbers. */
export interface MaskSecrets {
  readonly literals: readonly string[];
}

/** What a hidden value is replaced with. */
export const MASK = '[MASKED]';

// Taiwanese national id: a letter, 1 or 2, eight digits. The lookahead keeps ISINs such as
// US1234567890 readable (there the letter-digit run is longer than an id).
const IDNO = /[A-Z][12]\d{8}(?!\d)/gi;
const BEARER = /\bBearer\s+[^\s"',;]+/gi;
const SECRET_QUERY = /([?&#](?:token|access_token|id_token|code)=)[^&#\s"']+/gi;
const SECRET_KEY = /token|authorization|password|secret|cookie|^code$|^otp$/i;
const MAX_DEPTH = 40;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function literalPattern(literals: readonly string[]): RegExp | null {
  const usable = [...new Set(literals.filter((literal) => literal.length >= 6))].sort((a, b) => b.length - a.length);
  return usable.length === 0 ? null : new RegExp(usable.map(escapeRegExp).join('|'), 'gi');
}

function maskText(text: string, literals: RegExp | null): string {
  let out = literals === null ? text : text.replace(literals, MASK);
  out = out.replace(BEARER, `Bearer ${MASK}`).replace(SECRET_QUERY, `$1${MASK}`).replace(IDNO, MASK);
  return out;
}

/**
 * A deep copy of a JSON value with secrets hidden: values under secret-looking keys, bearer tokens,
 * token/code query parameters, the given literals, and anything shaped like a Taiwanese id number,
 * in keys as well as values.
 */
export function maskSecrets(value: unknown, secrets: MaskSecrets): unknown {
  const literals = literalPattern(secrets.literals);
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return maskText(node, literals);
    if (node === null || typeof node !== 'object') return node;
    if (depth >= MAX_DEPTH) return '[TOO DEEP]';
    if (Array.isArray(node)) return node.map((item: unknown) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(node)) {
      const safeKey = maskText(key, literals);
      out[safeKey] = SECRET_KEY.test(key) && item !== null && item !== '' ? MASK : walk(item, depth + 1);
    }
    return out;
  };
  return walk(value, 0);
}
