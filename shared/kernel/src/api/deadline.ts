/** A call's time budget: a signal that aborts when the caller's does or when the budget runs out. */
export interface Deadline {
  /** Aborts (with an `AbortError`) on the caller's abort or at the end of the budget. */
  readonly signal: AbortSignal;
  /** Whether the budget ran out (rather than the caller giving up). */
  readonly expired: boolean;
  /** Rejects with an `AbortError` once {@link signal} aborts: raced against a call, it ends the wait even where the call does not listen. */
  readonly aborted: Promise<never>;
  /** Stops the clock: the call is over. */
  done(): void;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Starts a time budget of `ms` for one call, retries and all, bound to the caller's `outer` signal.
 * Without a bound, a back end that never answers holds the page for as long as the browser keeps the
 * connection (minutes), and retries multiply that. Written out rather than `AbortSignal.any` and
 * `AbortSignal.timeout`, which older webviews of the mobile app lack; the abort carries no reason, so
 * every layer (fetch, fetch-retry, the body reader) sees the same `AbortError`.
 */
export function startDeadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const abort = () => controller.abort();
  if (outer?.aborted === true) abort();
  else outer?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => {
    expired = true;
    abort();
  }, ms);
  const aborted = new Promise<never>((_resolve, reject) => {
    if (controller.signal.aborted) reject(abortError());
    else controller.signal.addEventListener('abort', () => reject(abortError()), { once: true });
  });
  aborted.catch(() => undefined); // only a race's loser when the call answers in time
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    aborted,
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}
