/**
 * Total blocking time and the longest task of a load, from the page's own 'longtask' entries.
 *
 * Why the PerformanceObserver rather than a CDP trace: the probe already runs before any script of the
 * page, so a buffered 'longtask' observer sees every task over 50 ms from the navigation on, at no cost
 * to the page; a trace (Tracing.start) makes Chromium record and serialise every event of every thread,
 * which itself loads the throttled main thread being measured and takes seconds per load to read back.
 * The trace remains the tool for finding *what* a long task did (`pnpm bench:profile`); the figure does
 * not need it.
 */

/** A long task: start (ms from navigation start) and duration (ms), as the 'longtask' entry gives them. */
export interface LongTask {
  start: number;
  duration: number;
}

/** Main-thread blocking of one load between first paint and quiet. */
export interface Blocking {
  /** Sum over the long tasks of their time beyond 50 ms, counting only what lies after first paint (Lighthouse's TBT). */
  totalBlockingMs: number;
  /** The longest task that ended after first paint, its whole duration; 0 when none. */
  longestTaskMs: number;
  /** Long tasks that ended after first paint and started before quiet. */
  longTasks: number;
}

/** A task longer than this blocks input (the RAIL / Lighthouse threshold). */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking of the tasks between `fromMs` (first paint) and `toMs` (quiet). A task under way at first
 * paint counts with its part after it only, as Lighthouse clips it.
 */
export function blockingBetween(tasks: readonly LongTask[], fromMs: number, toMs: number): Blocking {
  let totalBlockingMs = 0;
  let longestTaskMs = 0;
  let longTasks = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= fromMs || task.start >= toMs) continue;
    longTasks += 1;
    longestTaskMs = Math.max(longestTaskMs, task.duration);
    const counted = end - Math.max(task.start, fromMs);
    totalBlockingMs += Math.max(0, counted - BLOCKING_THRESHOLD_MS);
  }
  return { totalBlockingMs, longestTaskMs, longTasks };
}

/**
 * "Quiet": the page showed its ready element, then `QUIET_WINDOW_MS` passed with no long task and no
 * request in flight. Checked at most until `QUIET_CAP_MS` after ready (a page that polls every second
 * never goes quiet: it is then measured up to the cap, and its load says so).
 */
export const QUIET_WINDOW_MS = 2000;
export const QUIET_CAP_MS = 10_000;

/** Where a load stands on the way to quiet. */
export interface QuietState {
  /** The end of the last activity seen (a long task, a request, or the ready paint), ms from navigation start. */
  busyUntil: number;
  /** Whether the quiet window has passed since then. */
  quiet: boolean;
}

/**
 * Where a load stands at `nowMs` (ms from navigation start): its long tasks, its requests (start and end
 * in the same clock, end undefined while in flight) and when its ready element was painted.
 */
export function quietState(tasks: readonly LongTask[], requests: readonly { start: number; end: number | undefined }[], readyMs: number, nowMs: number, windowMs: number = QUIET_WINDOW_MS): QuietState {
  let busyUntil = readyMs;
  for (const task of tasks) busyUntil = Math.max(busyUntil, task.start + task.duration);
  for (const request of requests) busyUntil = Math.max(busyUntil, request.end ?? nowMs);
  return { busyUntil, quiet: nowMs - busyUntil >= windowMs };
}
