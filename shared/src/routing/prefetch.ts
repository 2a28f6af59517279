import { useCallback, useEffect, useRef } from 'react';

type Prefetcher = (path: string) => void;

let prefetcher: Prefetcher = () => undefined;

/** The host registers how a path's code is fetched ahead of a click (bounded by its own queue). */
export function setRoutePrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

/** Asks for the code of `path` to be fetched ahead of a navigation; never throws. */
export function prefetchRoute(path: string): void {
  try {
    prefetcher(path);
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
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        prefetchRoute(path);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [path]);
  const onIntent = useCallback(() => prefetchRoute(path), [path]);
  return { ref, onMouseEnter: onIntent, onFocus: onIntent };
}
