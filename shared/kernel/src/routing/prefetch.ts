import { useCallback, useEffect, useRef } from 'react';
import { whenNearScreen } from '../ui/when-near-screen';

/** Why a route is prefetched: a customer's intent (hover, focus) is urgent, a link coming into view is not. */
export type PrefetchReason = 'intent' | 'visible';

type Prefetcher = (path: string, reason: PrefetchReason) => void;

let prefetcher: Prefetcher = () => undefined;

/** The host registers how a path's code is fetched ahead of a click (bounded by its own queue). */
export function setRoutePrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

/** Asks for the code of `path` to be fetched ahead of a navigation; never throws. */
export function prefetchRoute(path: string, reason: PrefetchReason = 'intent'): void {
  try {
    prefetcher(path, reason);
  } catch {
    // a prefetch is a hint; the navigation itself reports failures
  }
}

/**
 * Props to spread on a link (any element) so the code behind `path` is prefetched when the link
 * becomes visible, is hovered or gets focus.
 */
export function usePrefetchOnIntent<T extends HTMLElement>(path: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    // without IntersectionObserver a link prefetches on intent only, not as soon as it renders
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    return whenNearScreen(element, () => prefetchRoute(path, 'visible'));
  }, [path]);
  const onIntent = useCallback(() => prefetchRoute(path), [path]);
  return { ref, onMouseEnter: onIntent, onFocus: onIntent };
}
