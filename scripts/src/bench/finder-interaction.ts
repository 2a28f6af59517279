import type { BenchBrowser, BenchPage } from './cdp-browser';
import type { ServedBuild } from './bench-servers';
import { median } from './bench-table';
import { tapElement } from './touch-tap';

/**
 * The bond finder's interaction figure (rule BND-9): on `/overseas/bond/find`, once every bond is in, how
 * long from a tap to the frame that shows its answer, at 4x CPU slowdown (the network no longer matters:
 * the finder asks nothing for a cell or a criterion). Two kinds of tap, each a few times, medians:
 * choosing a grid cell, and turning 「只顯示我可以申購的」 on or off. A measurement of its own, beside the
 * page loads, so the loads' module stays as it is.
 */

/** The sample customer (moderate, so the suitability criterion changes the result). */
const CUSTOMER = 'A123456789';
const PATH = '/overseas/bond/find';
/** Taps of each kind in one measurement when not told: over the bench's runs the pool holds at least 30 (PRF-10). */
const TAPS_PER_KIND = 10;

/** What the finder measurement reports. */
export interface FinderFigures {
  /** Tap on a grid cell → frame with the cell's list and count, ms, median. */
  readonly cellMs: number | null;
  /** Tap on the suitability checkbox → frame with the new count, ms, median. */
  readonly criterionMs: number | null;
  /**
   * Tap → the first frame whose list under the grid shows the new answer (no longer busy), ms, median: the
   * rows follow the count and the grid a render later (rule BND-9).
   */
  readonly cellListMs: number | null;
  readonly criterionListMs: number | null;
  /** Bonds the finder counted once the data was in. */
  readonly bonds: number;
  readonly samples: { readonly cell: (number | null)[]; readonly criterion: (number | null)[] };
  /** Each tap's input delay and handlers (ms, {@link TapSample}), in the order of `samples`; null parts where Event Timing did not report. */
  readonly parts: { readonly cell: TapParts[]; readonly criterion: TapParts[] };
  readonly error: string | null;
}

/** A tap's input delay and handlers, and when its list was shown, ms. */
export interface TapParts {
  readonly delayMs: number | null;
  readonly handlersMs: number | null;
  readonly listMs: number | null;
}

const NO_PARTS: TapParts = { delayMs: null, handlersMs: null, listMs: null };

/**
 * Arms the page for one tap. The figure is the tap's interaction latency as the browser itself reports it
 * (Event Timing, what INP is made of): from the input to the next frame painted after the handlers and
 * React's synchronous render of the click ran. An interaction under 16 ms is not reported by Event Timing
 * (its floor); then the figure is from the click's `timeStamp` to the first frame after what the finder
 * shows changed (checked in each animation frame from the click on, then a `MessageChannel` message: after
 * that frame is produced). Beside it, the same way, the first frame whose list under the grid is no longer
 * busy (`.finder-list[aria-busy=false]`) with the page changed: the new answer's rows or empty state.
 * A tap that changes nothing on screen within 10 s counts as missed (null).
 */
const ARM = `(() => {
  // what the customer sees of the finder: its count, grid, results and the checkbox, which a tap changes
  const seen = () => (document.querySelector('.bond-finder')?.textContent ?? '') + '|' + String(document.querySelector('.finder-field--check input')?.checked);
  const listed = () => document.querySelector('.finder-list')?.getAttribute('aria-busy') === 'false';
  const before = seen();
  window.__finderTap = new Promise((resolve) => {
    let clickAt = null;
    let painted = null;
    let timed = null;
    let listMs = null;
    let listSeen = false;
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      timing.disconnect();
      resolve(value);
    };
    const settle = () => {
      if (timed !== null && listMs !== null) finish({ ...timed, listMs });
    };
    const timing = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'click' && entry.interactionId > 0 && timed === null) {
          timed = { ms: entry.duration, delayMs: entry.processingStart - entry.startTime, handlersMs: entry.processingEnd - entry.processingStart };
          settle();
        }
      }
    });
    timing.observe({ type: 'event', durationThreshold: 16 });
    // after the frame now being produced: the time since the click
    const afterFrame = (then) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now() - clickAt);
      channel.port2.postMessage(null);
    };
    // once a frame from the click on (no MutationObserver: recording every change of the tap's render would
    // weigh on the very frame measured)
    const check = () => {
      if (done) return;
      const changed = seen() !== before;
      if (changed && painted === null) {
        painted = 0;
        // Event Timing reports within a frame or two when the tap took 16 ms or more; else this is the figure
        afterFrame((ms) => {
          painted = ms;
          setTimeout(() => {
            if (timed === null) timed = { ms: painted, delayMs: null, handlersMs: null };
            settle();
          }, 300);
        });
      }
      if (changed && listed() && !listSeen) {
        listSeen = true;
        afterFrame((ms) => {
          listMs = ms;
          settle();
        });
      }
      if (painted === null || !listSeen) requestAnimationFrame(check);
    };
    document.addEventListener('click', (event) => {
      if (!event.isTrusted) return;
      clickAt = event.timeStamp;
      requestAnimationFrame(check);
    }, { capture: true, once: true });
    setTimeout(() => finish(timed === null ? null : { ...timed, listMs }), 10000);
  });
  return true;
})()`;

/**
 * One tap's figure and, when Event Timing reported it, its first two parts: the input delay (from the touch
 * to the click's handlers starting: the browser delivering the input, and whatever the page was doing) and
 * the handlers (the click's listeners and React's render); the rest of `ms` is style, layout, paint and the
 * frame reaching the screen.
 */
export interface TapSample {
  readonly ms: number;
  readonly delayMs: number | null;
  readonly handlersMs: number | null;
  /** Tap → the first frame with the list of the new answer (the finder's only; null elsewhere). */
  readonly listMs?: number | null;
}

function isTapSample(value: unknown): value is TapSample {
  return typeof value === 'object' && value !== null && typeof (value as { ms?: unknown }).ms === 'number';
}

/** Taps the element and times it; null when it could not be tapped or nothing changed. */
export async function timedTap(page: BenchPage, elementExpression: string): Promise<TapSample | null> {
  await page.evaluate(ARM);
  if (!(await tapElement(page, elementExpression))) return null;
  const sample = await page.evaluate('window.__finderTap');
  return isTapSample(sample) ? sample : null;
}

/** The `n`-th enabled grid cell, cycling, so each tap chooses another cell. */
export const cell = (n: number) => `((cells) => cells[${n} % Math.max(1, cells.length)])([...document.querySelectorAll('.finder-cell:not(:disabled)')].filter((b) => b.getAttribute('aria-pressed') !== 'true'))`;
/** The label of 「只顯示我可以申購的」: a finger lands on the words, which toggle the box (the box itself is small). */
export const SUITABLE = `document.querySelector('.finder-field--check label')`;

/**
 * Measures the finder of `build` in a fresh browser context: the customer's hand-off lands on the finder
 * unthrottled; once the grid shows, the CPU runs 4x slower and each tap is timed.
 */
export async function measureFinder(browser: BenchBrowser, build: ServedBuild, device: Parameters<BenchBrowser['newPage']>[0], timeoutMs: number, tapsPerKind = TAPS_PER_KIND): Promise<FinderFigures> {
  const samples = { cell: [] as (number | null)[], criterion: [] as (number | null)[] };
  const parts = { cell: [] as TapParts[], criterion: [] as TapParts[] };
  const record = (kind: 'cell' | 'criterion', sample: TapSample | null) => {
    samples[kind].push(sample?.ms ?? null);
    parts[kind].push(sample === null ? NO_PARTS : { delayMs: sample.delayMs, handlersMs: sample.handlersMs, listMs: sample.listMs ?? null });
  };
  const page = await browser.newPage(device, '');
  try {
    await page.goto(`${build.sandboxOrigin}/login/handoff?user=${CUSTOMER}&target=${encodeURIComponent(PATH)}`, timeoutMs);
    if (!(await page.poll(`document.querySelector('.finder-grid') !== null && /\\d/.test(document.querySelector('.finder-count')?.textContent ?? '')`, timeoutMs, 200))) {
      return { cellMs: null, criterionMs: null, cellListMs: null, criterionListMs: null, bonds: 0, samples, parts, error: `the finder's grid did not show within ${timeoutMs} ms` };
    }
    const bonds = Number(String(await page.evaluate(`document.querySelector('.finder-count')?.textContent ?? ''`)).replace(/[^\d]/g, ''));
    await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < tapsPerKind; i += 1) {
      record('cell', await timedTap(page, cell(i)));
      record('criterion', await timedTap(page, SUITABLE));
    }
    return { ...figuresOf(samples, parts), bonds, samples, parts, error: null };
  } finally {
    await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await page.close();
  }
}

/** The medians of each kind's taps. */
function figuresOf(samples: FinderFigures['samples'], parts: FinderFigures['parts']): Pick<FinderFigures, 'cellMs' | 'criterionMs' | 'cellListMs' | 'criterionListMs'> {
  const list = (kind: readonly TapParts[]) => median(kind.map((part) => part.listMs));
  return { cellMs: median(samples.cell), criterionMs: median(samples.criterion), cellListMs: list(parts.cell), criterionListMs: list(parts.criterion) };
}

/**
 * The finder's figures over several measurements (one per bench run, each a fresh page): the medians of
 * every tap of each kind, so one slow moment of the machine weighs as one tap among many.
 */
export function poolFinder(measured: readonly FinderFigures[]): FinderFigures {
  const done = measured.filter((figures) => figures.error === null);
  const first = measured[0];
  if (done.length === 0) return first ?? { cellMs: null, criterionMs: null, cellListMs: null, criterionListMs: null, bonds: 0, samples: { cell: [], criterion: [] }, parts: { cell: [], criterion: [] }, error: 'not measured' };
  const samples = { cell: done.flatMap((figures) => figures.samples.cell), criterion: done.flatMap((figures) => figures.samples.criterion) };
  const parts = { cell: done.flatMap((figures) => figures.parts.cell), criterion: done.flatMap((figures) => figures.parts.criterion) };
  return { ...figuresOf(samples, parts), bonds: done[0]?.bonds ?? 0, samples, parts, error: null };
}

/** The finder's figures as a line for the terminal. */
export function describeFinder(figures: FinderFigures): string {
  if (figures.error !== null) return `finder (/overseas/bond/find, 4x CPU): ${figures.error}`;
  const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
  const split = (list: readonly TapParts[]) => `input delay ${ms(median(list.map((part) => part.delayMs)))}, handlers ${ms(median(list.map((part) => part.handlersMs)))}`;
  return (
    `finder (/overseas/bond/find, ${figures.bonds} bonds, 4x CPU, tap → next paint (Event Timing), median of ${figures.samples.cell.length} taps each): ` +
    `grid cell ${ms(figures.cellMs)} (${split(figures.parts.cell)}; list shown ${ms(figures.cellListMs)}), ` +
    `只顯示我可以申購的 ${ms(figures.criterionMs)} (${split(figures.parts.criterion)}; list shown ${ms(figures.criterionListMs)}) (budget 100 ms, for the tap → next paint)`
  );
}
