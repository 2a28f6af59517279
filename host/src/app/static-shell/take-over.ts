import { useLayoutEffect } from 'react';
import { STATIC_SHELL_ID } from './shell-id';

/** Removes the served shell: React's own has just been committed in its place (rule PRF-2). */
export function removeStaticShell(): void {
  document.getElementById(STATIC_SHELL_ID)?.remove();
}

/**
 * React's first commit of a shell (the layouts, the 999 page) takes the served one's place in the same
 * frame: the layout effect runs before the browser paints, so nothing flashes and nothing moves.
 */
export function useTakeOverStaticShell(): void {
  useLayoutEffect(removeStaticShell, []);
}
