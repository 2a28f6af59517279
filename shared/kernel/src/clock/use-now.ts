import { useEffect, useState } from 'react';

/**
 * The time now (epoch ms), re-rendering every `intervalMs` while mounted: for countdowns and cut-offs a
 * page shows (the FX quote's 30 s, the transfer batches, a fund order's cancel deadline). It reads
 * `Date.now`, so a test moves it with fake timers (jest) or the page clock (Playwright) instead of waiting.
 */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
