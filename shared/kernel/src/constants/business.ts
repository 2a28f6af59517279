/** Bonds per page of the bond list (rule LST-5). */
export const PAGE_SIZE = 9;

/** A route module that failed to load may reload the page once per this window, per path (rule FED-4). */
export const RELOAD_GUARD_MS = 10_000;

/** How often the running app asks whether a newer build is deployed (rule SHL-10). */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** At most this many route prefetches run at once (rule FED-6). */
export const PREFETCH_CONCURRENCY = 4;

/** The guest's id number, compared case-insensitively (rule GRD-1). */
export const GUEST_IDNO = 'VISIT';
