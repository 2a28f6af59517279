import type { BenchBrowser, BenchPage } from './cdp-browser';
import type { ServedBuild } from './bench-servers';
import { median } from './bench-table';

/**
 * The bond ladder's interaction figure (rule BND-19): on `/overseas/bond/ladder`, once the ladder shows, how
 * long from a swap of a rung's bond to the frame that shows the ladder worked out again, at 4x CPU slowdown
 * (a swap asks nothing of the network). Each swap is a key press on a rung's closed choice list (ArrowDown
 * or ArrowUp picks the next or the previous bond at once, as a keyboard or a switch control does), taking
 * the rungs in turn, {@link SWAPS} of them. A measurement of its own, beside the page loads.
 */

/** The sample customer (moderate: the ladder proposes only what the customer may buy). */
const CUSTOMER = 'A123456789';
const PATH = '/overseas/bond/ladder';
/** Swaps measured per run: the rungs in turn, down the list, then back up. */
export const SWAPS = 30;

/** What the ladder measurement reports. */
export interface LadderFigures {
  /** Swap → frame with the ladder worked out again, ms, median. */
  readonly swapMs: number | null;
  /** Rungs the ladder showed. */
  readonly rungs: number;
  readonly samples: readonly (number | null)[];
  readonly error: string | null;
}

/**
 * Arms the page for one swap. The figure is the key press's interaction latency as the browser reports it
 * (Event Timing, what INP is made of, entries of 16 ms and more): from the input to the next frame painted
 * after the handlers and React's render of the change. Under 16 ms Event Timing reports nothing; then the
 * figure is from the key's `timeStamp` to the first frame after what the ladder shows changed (checked in
 * each animation frame, then a `MessageChannel` message: after that frame is produced). A swap that changes
 * nothing on screen within 10 s counts as missed (null).
 */
const ARM = `(() => {
  const seen = () => document.querySelector('.bond-ladder')?.textContent ?? '';
  const before = seen();
  window.__ladderSwap = new Promise((resolve) => {
    let keyAt = null;
    let painted = null;
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      timing.disconnect();
      resolve(value);
    };
    const timing = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ((entry.name === 'keydown' || entry.name === 'keyup') && entry.interactionId > 0) finish(entry.duration);
      }
    });
    timing.observe({ type: 'event', durationThreshold: 16 });
    const check = () => {
      if (done || painted !== null) return;
      if (seen() === before) {
        requestAnimationFrame(check);
        return;
      }
      painted = 0;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        painted = performance.now() - keyAt;
        setTimeout(() => finish(painted), 300);
      };
      channel.port2.postMessage(null);
    };
    document.addEventListener('keydown', (event) => {
      if (!event.isTrusted) return;
      keyAt = event.timeStamp;
      requestAnimationFrame(check);
    }, { capture: true, once: true });
    setTimeout(() => finish(painted), 10000);
  });
  return true;
})()`;

/** The choice list of rung `n` (0-based), as a JS expression in the page. */
export const rungChoice = (n: number) => `document.querySelectorAll('[data-testid="ladder-rung"] select')[${n}]`;

/** Presses `key` (`ArrowDown`, `ArrowUp`) on the focused element, as a keyboard does: a trusted keydown and keyup. */
async function press(page: BenchPage, key: 'ArrowDown' | 'ArrowUp'): Promise<void> {
  const code = key === 'ArrowDown' ? 40 : 38;
  await page.cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key, code: key, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code });
  await page.cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code: key, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code });
}

/**
 * Swaps the bond of rung `n` by one step of its list (down, or up at its end) and times it; null when the
 * rung has no list or the swap showed nothing.
 */
export async function timedSwap(page: BenchPage, n: number, direction: 'ArrowDown' | 'ArrowUp'): Promise<number | null> {
  const ready = await page.evaluate(`(() => {
    const select = ${rungChoice(n)};
    if (!select || select.options.length < 2) return null;
    select.scrollIntoView({ block: 'center' });
    select.focus();
    const last = select.selectedIndex === select.options.length - 1;
    const first = select.selectedIndex === 0;
    return { last, first };
  })()`);
  if (typeof ready !== 'object' || ready === null) return null;
  const edge = ready as { last: boolean; first: boolean };
  const key = direction === 'ArrowDown' ? (edge.last ? 'ArrowUp' : 'ArrowDown') : edge.first ? 'ArrowDown' : 'ArrowUp';
  await page.evaluate(ARM);
  await press(page, key);
  const ms = await page.evaluate('window.__ladderSwap');
  return typeof ms === 'number' ? ms : null;
}

/**
 * Measures the ladder of `build` in a fresh browser context: the customer's hand-off lands on the ladder
 * unthrottled; once every rung shows, the CPU runs 4x slower and each swap is timed.
 */
export async function measureLadder(browser: BenchBrowser, build: ServedBuild, device: Parameters<BenchBrowser['newPage']>[0], timeoutMs: number, swaps = SWAPS): Promise<LadderFigures> {
  const samples: (number | null)[] = [];
  const page = await browser.newPage(device, '');
  try {
    await page.goto(`${build.sandboxOrigin}/login/handoff?user=${CUSTOMER}&target=${encodeURIComponent(PATH)}`, timeoutMs);
    if (!(await page.poll(`document.querySelectorAll('[data-testid="ladder-rung"] select').length > 0`, timeoutMs, 200))) {
      return { swapMs: null, rungs: 0, samples, error: `the ladder did not show within ${timeoutMs} ms` };
    }
    const rungs = Number(await page.evaluate(`document.querySelectorAll('[data-testid="ladder-rung"] select').length`));
    await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < swaps; i += 1) {
      const down = Math.floor(i / rungs) % 2 === 0;
      samples.push(await timedSwap(page, i % rungs, down ? 'ArrowDown' : 'ArrowUp'));
    }
    return { swapMs: median(samples), rungs, samples, error: null };
  } finally {
    await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await page.close();
  }
}

/** The ladder's figures over several measurements (one per bench run): the median of every swap. */
export function poolLadder(measured: readonly LadderFigures[]): LadderFigures {
  const done = measured.filter((figures) => figures.error === null);
  const first = measured[0];
  if (done.length === 0) return first ?? { swapMs: null, rungs: 0, samples: [], error: 'not measured' };
  const samples = done.flatMap((figures) => figures.samples);
  return { swapMs: median(samples), rungs: done[0]?.rungs ?? 0, samples, error: null };
}

/** The spread of the swaps: fastest, quartiles and slowest, ms; null without a sample. */
export function ladderSpread(figures: LadderFigures): { min: number; p25: number; p75: number; max: number } | null {
  const sorted = figures.samples.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] ?? 0;
  return { min: sorted[0] ?? 0, p25: at(0.25), p75: at(0.75), max: sorted[sorted.length - 1] ?? 0 };
}

/** The ladder's figures as a line for the terminal. */
export function describeLadder(figures: LadderFigures): string {
  if (figures.error !== null) return `ladder (/overseas/bond/ladder, 4x CPU): ${figures.error}`;
  const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
  const spread = ladderSpread(figures);
  const missed = figures.samples.filter((value) => value === null).length;
  return `ladder (/overseas/bond/ladder, ${figures.rungs} rungs, 4x CPU, swap → next paint (Event Timing), median of ${figures.samples.length} swaps): ${ms(figures.swapMs)}${
    spread === null ? '' : ` (min ${ms(spread.min)}, quartiles ${ms(spread.p25)}–${ms(spread.p75)}, max ${ms(spread.max)})`
  }${missed > 0 ? `, ${missed} missed` : ''} (budget 100 ms)`;
}
