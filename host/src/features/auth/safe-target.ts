const FALLBACK = '/overseas';

function decodeFully(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined; // still changing after five rounds: not an address a person would send
}

function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The hand-off's target if it is a path of this app, else `/overseas` (no open redirect, design 3).
 * Rejects protocol-relative (`//host`, `/\host`), absolute and `javascript:` targets, also when encoded.
 */
export function safeTarget(target: string | null, origin: string = window.location.origin): string {
  if (target === null || target === '') return FALLBACK;
  const decoded = decodeFully(target);
  if (decoded === undefined) return FALLBACK;
  for (const candidate of [target, decoded]) {
    if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return FALLBACK;
    if (hasControlOrBackslash(candidate)) return FALLBACK;
  }
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== origin) return FALLBACK;
  if (url.pathname.toLowerCase().startsWith('/auth/verify')) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
