import { readSession, RELOAD_GUARD_MS, SESSION_KEYS, writeSession } from 'shared/internal';

function readGuard(): Record<string, number> {
  try {
    const json: unknown = JSON.parse(readSession(SESSION_KEYS.reloadGuard) ?? '{}');
    if (typeof json !== 'object' || json === null) return {};
    return Object.fromEntries(Object.entries(json).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/**
 * Whether a code-load failure on `path` may reload the page now (rule FED-4: at most once per 10 s per path).
 * Answering yes records the reload, so the next failure within the window shows the fallback instead.
 */
export function claimReload(path: string, now: number = Date.now()): boolean {
  const guard = readGuard();
  const last = guard[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS && now >= last) return false;
  const recent = Object.entries(guard).filter(([, at]) => now - at <= RELOAD_GUARD_MS * 6);
  writeSession(SESSION_KEYS.reloadGuard, JSON.stringify({ ...Object.fromEntries(recent), [path]: now }));
  return true;
}
