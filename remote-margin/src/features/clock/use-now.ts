import { useEffect, useState } from 'react';

/**
 * The time now (epoch ms), re-rendering every `intervalMs` while mounted: for the countdowns of the FX
 * quote and the batch cut-off. It reads `Date.now`, so a test moves it with fake timers (jest) or the page
 * clock (Playwright) instead of waiting.
 */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** `mm:ss`, or `h:mm:ss` from an hour up, of a number of milliseconds (never below 0). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
