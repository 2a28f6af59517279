import { matchArea } from 'shared/areas';

const FALLBACK = '/overseas';

/** The host's own pages a hand-off may lead to; `/auth/verify` is not one (it would start the hand-off again). */
const HOST_TARGETS = ['/'];

/** Whether a resolved path is a page of the product: the host's own, or inside a remote area of `REMOTE_AREAS`. */
function isProductPath(pathname: string): boolean {
  return HOST_TARGETS.includes(pathname) || matchArea(pathname) !== undefined;
}

/**
 * The hand-off's target if it is a page of this product on this origin, else `/overseas` (no open
 * redirect, rule SES-2). The target is resolved by the URL parser against the host's own origin, as the
 * browser will, so dot segments (`/..//evil.example`), encoded ones (`%2e`), backslashes, `@` and
 * control characters are judged after they have done their work, not before; the answer is the resolved
 * path, which must resolve to the same origin again.
 */
export function safeTarget(target: string | null, origin: string = window.location.origin): string {
  if (target === null || target === '') return FALLBACK;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== origin || !isProductPath(url.pathname)) return FALLBACK;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // belt and braces: what is handed to the router must stay a path of this origin when resolved again
  const again = new URL(path, origin);
  if (!path.startsWith('/') || path.startsWith('//') || again.origin !== origin || again.pathname !== url.pathname) return FALLBACK;
  return path;
}
