/** Bonds per page of the bond list (spec 9). */
export const PAGE_SIZE = 9;

/** A route module that failed to load may reload the page once per this window, per path (spec 4). */
export const RELOAD_GUARD_MS = 10_000;

/** How often the running app asks whether a newer build is deployed (spec 7). */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** At most this many route prefetches run at once (spec 9). */
export const PREFETCH_CONCURRENCY = 4;

/** The guest's id number, compared case-insensitively (spec 4). */
export const GUEST_IDNO = 'VISIT';
