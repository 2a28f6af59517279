/**
 * Fakes the clock alone at `now` (epoch ms): every timer stays real, so a page reads the sandbox's time
 * (its trade date, cut-off and settlement date are the back end's) and nothing else changes. Undo with
 * `jest.useRealTimers()`.
 */
export function pinClock(now: number): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
