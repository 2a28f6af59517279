/**
 * Calls `start` once, when `element` comes within `margin` (a CSS length, as IntersectionObserver's
 * `rootMargin`) of the viewport; at once where the browser has no IntersectionObserver. Returns a
 * function that stops watching (call it when the element goes away).
 */
export function whenNearScreen(element: Element, start: () => void, margin = '0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
