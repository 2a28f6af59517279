import { setTimeout as sleep } from 'node:timers/promises';
import type { ServedBuild } from './bench-servers';
import type { BenchBrowser, BenchPage, DeviceOptions } from './cdp-browser';
import { BOND_LIST_READY } from './bench-options';
import { tapElement } from './touch-tap';

/**
 * The product's everyday interactions at 4x CPU (issue 33's fourth target, beside the finder's own figure
 * in finder-interaction.ts): once a page has everything in (loaded without throttling), each interaction
 * is done again and again, a tap as a phone's touch or a keystroke as a keyboard's, and timed as the
 * browser reports it (Event Timing: from the input to the next frame painted, what INP is made of).
 * The network does not matter for this figure: an answer asked for arrives after the next paint, and the
 * paint (the busy state, the typed character) is what the customer waits for.
 *
 * One table of what to do where; each entry one figure. Taps are pooled over the bench's runs, like the
 * finder's, so that one slow moment of the machine weighs as one sample among many.
 */

/** A key as CDP's Input.dispatchKeyEvent needs it. */
interface Key {
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  /** The character typed, for a printable key. */
  text?: string;
}

const KEYS = {
  digit0: { key: '0', code: 'Digit0', windowsVirtualKeyCode: 48, text: '0' },
  digit1: { key: '1', code: 'Digit1', windowsVirtualKeyCode: 49, text: '1' },
  letterA: { key: 'a', code: 'KeyA', windowsVirtualKeyCode: 65, text: 'a' },
  backspace: { key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 },
  arrowDown: { key: 'ArrowDown', code: 'ArrowDown', windowsVirtualKeyCode: 40 },
  arrowUp: { key: 'ArrowUp', code: 'ArrowUp', windowsVirtualKeyCode: 38 },
} as const satisfies Record<string, Key>;

/** One input of a sample: a tap on an element, or a keystroke into a focused element (JS expressions in the page). */
type Input = { kind: 'tap'; element: string } | { kind: 'key'; element: string; key: Key };

/** One interaction measured: where, when the page is ready for it, and what the `n`-th sample does. */
export interface InteractionSpec {
  /** The figure's name. */
  name: string;
  path: string;
  /** A JS expression, true once the page can take the interaction. */
  ready: string;
  /** Untimed set-up once the page is ready, before the first sample; false when it could not bring the page there. */
  setup?: (page: BenchPage, build: ServedBuild, timeoutMs: number) => Promise<boolean>;
  /** Untimed preparation before the `n`-th sample (a JS expression; clicks it makes are not trusted, so not timed). */
  before?: (n: number) => string;
  /** The timed input of the `n`-th sample. */
  input: (n: number) => Input;
}

const byText = (selector: string, text: string) => `[...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => (element.textContent ?? '').trim().startsWith(${JSON.stringify(text)}))`;
/** The form control a label whose text contains `text` is for. */
const fieldLabelled = (text: string) => `(() => { const label = [...document.querySelectorAll('label')].find((l) => (l.textContent ?? '').includes(${JSON.stringify(text)})); return label === undefined ? null : label.control; })()`;
/** Alternates a character and Backspace, so the field's value swings between two values. */
const typeAndErase = (element: string, key: Key) => (n: number): Input => ({ kind: 'key', element, key: n % 2 === 0 ? key : KEYS.backspace });
/** Alternates ArrowDown and ArrowUp on a closed select: its choice swings between two options. */
const swingSelect = (element: string) => (n: number): Input => ({ kind: 'key', element, key: n % 2 === 0 ? KEYS.arrowDown : KEYS.arrowUp });

const BOND_PAGER = `document.querySelector('.bond-pager')`;
const BOND_FILTER_TOGGLE = `document.querySelector('.bond-filters > button[aria-expanded]')`;
const FUND_SORT = `document.querySelector('.fund-toolbar select')`;
const ACCOUNT_SELECT = `document.querySelector('.account-selector select')`;
const FACE_FIELD = `document.querySelector('input[id$="-face"]')`;
const MARGIN_AMOUNT = fieldLabelled('金額');
const TO_ORDER = byText('button', '前往下單');
const ADD_TO_CART = `document.querySelector('[data-testid="bond-list"] .add-to-cart:not([aria-disabled])')`;

/** The interactions the bench times, in the order measured (pages grouped). */
export const INTERACTIONS: readonly InteractionSpec[] = [
  {
    name: 'bond list: next / previous page',
    path: '/overseas/bond',
    ready: `document.querySelector(${JSON.stringify(BOND_LIST_READY)}) !== null && ${BOND_PAGER} !== null`,
    input: (n) => ({ kind: 'tap', element: byText('.bond-pager button', n % 2 === 0 ? '下一頁' : '上一頁') }),
  },
  {
    // A choice ticked or unticked in the panel (untimed), then 套用篩選 (timed): the list asked again.
    name: 'bond list: apply a filter',
    path: '/overseas/bond',
    ready: `document.querySelector(${JSON.stringify(BOND_LIST_READY)}) !== null && ${BOND_FILTER_TOGGLE} !== null`,
    before: () => `(async () => {
      const toggle = ${BOND_FILTER_TOGGLE};
      if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
      // React renders the opened panel right after the click's task
      for (let wait = 0; wait < 50 && document.querySelector('.bond-filters__panel input[type="checkbox"]') === null; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      document.querySelector('.bond-filters__panel input[type="checkbox"]').click();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return true;
    })()`,
    input: () => ({ kind: 'tap', element: byText('.bond-filters__panel button[type="submit"]', '套用') }),
  },
  {
    // Order entry shows the lines the customer takes from the cart: a bond the customer may buy put in
    // it from the list, then 前往下單 (all untimed).
    name: 'order entry: keystroke in the face value',
    path: '/overseas/bond',
    ready: `document.querySelector(${JSON.stringify(BOND_LIST_READY)}) !== null && ${ADD_TO_CART} !== null`,
    setup: async (page, build, timeoutMs) => {
      await page.evaluate(`${ADD_TO_CART}.click()`);
      // the cart's save is asked at once; the header's count follows it
      await sleep(2000);
      await page.goto(`${build.pageOrigin}/overseas/bond/cart`, timeoutMs);
      if (!(await page.poll(`${TO_ORDER} !== undefined && !${TO_ORDER}.disabled`, timeoutMs, 200))) return false;
      await page.evaluate(`${TO_ORDER}.click()`);
      return page.poll(`${FACE_FIELD} !== null`, timeoutMs, 200);
    },
    input: typeAndErase(FACE_FIELD, KEYS.digit0),
  },
  {
    name: 'fund list: tick a fund type',
    path: '/overseas/fund',
    ready: `document.querySelector('.fund-filters__option input') !== null && ${FUND_SORT} !== null`,
    input: () => ({ kind: 'tap', element: `document.querySelector('.fund-filters__option')` }),
  },
  {
    name: 'fund list: change the sort',
    path: '/overseas/fund',
    ready: `${FUND_SORT} !== null`,
    input: swingSelect(FUND_SORT),
  },
  {
    // Every block of the overview asks again for the other account.
    name: 'account overview: switch the account in the header',
    path: '/overseas/account',
    ready: `${ACCOUNT_SELECT} !== null && document.querySelector('main h1') !== null`,
    input: swingSelect(ACCOUNT_SELECT),
  },
  {
    name: 'stock: keystroke in the search',
    path: '/overseas/stock',
    ready: `document.querySelector('#stock-search-input') !== null`,
    input: typeAndErase(`document.querySelector('#stock-search-input')`, KEYS.letterA),
  },
  {
    name: 'margin transfer: keystroke in the amount',
    path: '/marginDeposit/trans',
    ready: `${MARGIN_AMOUNT} != null`,
    input: typeAndErase(MARGIN_AMOUNT, KEYS.digit1),
  },
];

/** At least this many samples per interaction over all runs (pooled). */
export const MIN_SAMPLES = 30;

/** Samples per interaction in each of `runs` runs, so that the pool holds at least MIN_SAMPLES. */
export function samplesPerRun(runs: number): number {
  return Math.ceil(MIN_SAMPLES / Math.max(1, runs));
}

/**
 * Arms the page for one sample: resolves `window.__interaction` with the input's Event Timing duration (the
 * longest entry of its interaction: pointer events and click, or keydown and keyup) and, for an input under
 * Event Timing's 16 ms floor, the time from the input to the first frame after it. Then waits until the
 * page has settled (no long task and no new resource for 500 ms, at most 5 s) so that one sample's
 * aftermath (an answer arriving, a list re-rendering) does not fall into the next one.
 */
const ARM = `(() => {
  window.__interaction = new Promise((resolve) => {
    let inputAt = null;
    let painted = null;
    let done = false;
    const entries = [];
    const timing = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    timing.observe({ type: 'event', durationThreshold: 16 });
    const eventTiming = () => {
      const first = entries.find((entry) => entry.interactionId > 0 && (entry.name === 'click' || entry.name === 'keydown') && entry.startTime >= inputAt - 1);
      if (first === undefined) return null;
      return Math.max(...entries.filter((entry) => entry.interactionId === first.interactionId).map((entry) => entry.duration));
    };
    let lastBusy = performance.now();
    const busy = new PerformanceObserver(() => { lastBusy = performance.now(); });
    busy.observe({ entryTypes: ['longtask', 'resource'] });
    const finish = () => {
      if (done) return;
      done = true;
      const duration = inputAt === null ? null : eventTiming();
      timing.disconnect();
      const settledBy = performance.now() + 5000;
      const settle = () => {
        const now = performance.now();
        if (now - lastBusy >= 500 || now >= settledBy) {
          busy.disconnect();
          resolve({ eventTiming: duration, painted });
        } else setTimeout(settle, 100);
      };
      settle();
    };
    const onInput = (event) => {
      if (!event.isTrusted || inputAt !== null) return;
      document.removeEventListener('click', onInput, true);
      document.removeEventListener('keydown', onInput, true);
      inputAt = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          painted = performance.now() - inputAt;
          // Event Timing reports within a frame or two when the input took 16 ms or more.
          setTimeout(finish, 300);
        };
        channel.port2.postMessage(null);
      });
    };
    document.addEventListener('click', onInput, true);
    document.addEventListener('keydown', onInput, true);
    setTimeout(finish, 10000);
  });
  return true;
})()`;

/** Does one input; false when its element is not there. */
async function send(page: BenchPage, input: Input): Promise<boolean> {
  if (input.kind === 'tap') return tapElement(page, input.element);
  const focused = await page.evaluate(`(() => {
    const element = ${input.element};
    if (!element) return false;
    element.scrollIntoView({ block: 'center' });
    element.focus();
    if (element instanceof HTMLInputElement) element.setSelectionRange(element.value.length, element.value.length);
    return document.activeElement === element;
  })()`);
  if (focused !== true) return false;
  const { text, ...key } = input.key;
  await page.cdp.send('Input.dispatchKeyEvent', { type: text === undefined ? 'rawKeyDown' : 'keyDown', ...key, ...(text === undefined ? {} : { text, unmodifiedText: text }) });
  await page.cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  return true;
}

/** One sample: the Event Timing duration, or the time to the next paint when under 16 ms; null when missed. */
async function timedSample(page: BenchPage, spec: InteractionSpec, n: number): Promise<number | null> {
  if (spec.before !== undefined) await page.evaluate(spec.before(n));
  await page.evaluate(ARM);
  if (!(await send(page, spec.input(n)))) return null;
  const result = await page.evaluate('window.__interaction');
  if (typeof result !== 'object' || result === null) return null;
  const { eventTiming, painted } = result as { eventTiming: unknown; painted: unknown };
  return typeof eventTiming === 'number' ? eventTiming : typeof painted === 'number' ? painted : null;
}

/** One interaction's samples from one or more runs. */
export interface InteractionFigures {
  name: string;
  path: string;
  build: string;
  /** Every sample, ms (null: the input missed or nothing was painted within 10 s). */
  samples: (number | null)[];
  error: string | null;
}

/** The median and spread of an interaction's samples. */
export interface InteractionSummary {
  name: string;
  path: string;
  build: string;
  samples: number;
  missed: number;
  medianMs: number | null;
  p10Ms: number | null;
  p90Ms: number | null;
  minMs: number | null;
  maxMs: number | null;
  error: string | null;
}

/** The `q`-quantile (0–1) of sorted values, nearest rank; null for none. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? null;
}

/** Median (the mean of the middle two for an even count), p10, p90, min and max of the samples taken. */
export function summarise(figures: InteractionFigures): InteractionSummary {
  const sorted = figures.samples.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length === 0 ? null : sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    name: figures.name,
    path: figures.path,
    build: figures.build,
    samples: sorted.length,
    missed: figures.samples.length - sorted.length,
    medianMs,
    p10Ms: quantile(sorted, 0.1),
    p90Ms: quantile(sorted, 0.9),
    minMs: sorted[0] ?? null,
    maxMs: sorted[sorted.length - 1] ?? null,
    error: sorted.length === 0 ? (figures.error ?? 'no sample') : null,
  };
}

/** Each interaction's samples over the runs, pooled. */
export function poolInteractions(runs: readonly (readonly InteractionFigures[])[]): InteractionFigures[] {
  const pooled = new Map<string, InteractionFigures>();
  for (const run of runs) {
    for (const figures of run) {
      const key = `${figures.build}|${figures.name}`;
      const known = pooled.get(key);
      pooled.set(key, known === undefined ? { ...figures, samples: [...figures.samples] } : { ...known, samples: [...known.samples, ...figures.samples], error: known.error ?? figures.error });
    }
  }
  return [...pooled.values()];
}

/** The interactions as a table for the terminal: median and spread, against the 100 ms budget. */
export function formatInteractions(summaries: readonly InteractionSummary[]): string {
  const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)}`);
  const header = ['interaction (4x CPU, input → next paint)', 'build', 'median', 'p10–p90', 'min–max', 'n'];
  const rows = summaries.map((summary) =>
    summary.error !== null
      ? [summary.name, summary.build, summary.error, '', '', String(summary.samples)]
      : [summary.name, summary.build, `${ms(summary.medianMs)} ms`, `${ms(summary.p10Ms)}–${ms(summary.p90Ms)}`, `${ms(summary.minMs)}–${ms(summary.maxMs)}`, `${summary.samples}${summary.missed > 0 ? ` (${summary.missed} missed)` : ''}`],
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (values: readonly string[]) => values.map((value, column) => (column === 0 || column === 1 ? value.padEnd(widths[column] ?? 0) : value.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * One run of every interaction of `build`: a fresh browser context, the customer's hand-off onto the
 * first page; each page loaded at full speed, then `perInteraction` samples of each of its interactions
 * at 4x CPU.
 */
export async function measureInteractions(
  browser: BenchBrowser,
  build: ServedBuild,
  device: DeviceOptions,
  timeoutMs: number,
  perInteraction: number,
  specs: readonly InteractionSpec[] = INTERACTIONS,
): Promise<InteractionFigures[]> {
  const results: InteractionFigures[] = [];
  const page = await browser.newPage(device, '');
  try {
    let signedIn = false;
    let shownPath = '';
    for (const spec of specs) {
      const figures: InteractionFigures = { name: spec.name, path: spec.path, build: build.name, samples: [], error: null };
      results.push(figures);
      try {
        await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        if (!signedIn) {
          await page.goto(`${build.sandboxOrigin}/login/handoff?user=A123456789&target=${encodeURIComponent(spec.path)}`, timeoutMs);
          signedIn = true;
          shownPath = spec.path;
        } else if (shownPath !== spec.path) {
          await page.goto(`${build.pageOrigin}${spec.path}`, timeoutMs);
          shownPath = spec.path;
        }
        if (!(await page.poll(spec.ready, timeoutMs, 200))) {
          figures.error = `not ready within ${timeoutMs} ms`;
          continue;
        }
        if (spec.setup !== undefined) {
          // the set-up leaves the page elsewhere: the next interaction loads its own
          shownPath = '';
          if (!(await spec.setup(page, build, timeoutMs))) {
            figures.error = 'its set-up did not bring the page to the interaction';
            continue;
          }
        }
        // what the page asks right after it shows (its other blocks) is in before the first sample
        await sleep(1000);
        await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        for (let n = 0; n < perInteraction; n += 1) figures.samples.push(await timedSample(page, spec, n));
      } catch (error) {
        figures.error = error instanceof Error ? error.message.slice(0, 200) : String(error);
      }
    }
    return results;
  } finally {
    await page.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await page.close();
  }
}
