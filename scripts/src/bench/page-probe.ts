/** What the probe has seen in the page; all times are `performance.now()` values (ms from navigation start). */
export interface ProbeSnapshot {
  /** Per watched selector: when a frame that shows a visible match was painted, and the match's text. */
  ready: Record<string, { at: number; text: string }>;
  /** First contentful paint (the served shell's, before any script has run). */
  fcp: number | null;
  /** The latest largest-contentful-paint candidate. */
  lcp: { at: number; size: number; element: string } | null;
  /** Cumulative layout shift so far: the sum of every layout-shift entry not caused by recent input. */
  cls: number;
  /** The elements that moved, by their share of `cls` (largest first when read): what to give a reserved size. */
  shifts: { element: string; value: number }[];
  tab: TabSnapshot | null;
  /** Every long task (over 50 ms of main-thread work) so far, as the 'longtask' observer reports it: start and duration. */
  longTasks: { start: number; duration: number }[];
}

/** One tab click and the list it brings. */
export interface TabSnapshot {
  /** `timeStamp` of the trusted click event (when the input happened). */
  clickAt: number | null;
  /** First frame painted after the click's handlers ran. */
  nextPaintAt: number | null;
  /** First frame painted with the list ready again with other rows. */
  listAt: number | null;
  /** Longest Event Timing duration of the click's interaction (input to next paint), when ≥ 16 ms. */
  eventDuration: number | null;
  caption: string;
  rows: number;
}

/**
 * Runs in the page before any of its scripts (an init script, on every navigation). It must be
 * self-contained: Playwright sends its source text.
 *
 * "Painted" is taken as a `requestAnimationFrame` callback that finds the element followed by a
 * `MessageChannel` message: the message runs after that frame has been produced, and neither waits for
 * anything else, so the time is the paint of the frame that first showed it.
 */
function installBenchProbe(selectors: readonly string[]): void {
  const listSelector = '[data-testid="bond-list"]';
  const snapshot: ProbeSnapshot = { ready: {}, fcp: null, lcp: null, cls: 0, shifts: [], tab: null, longTasks: [] };
  const waiting = new Set(selectors);
  let frameRequested = false;
  let tabPending = false;
  let tabBefore = '';
  let tabSawBusy = false;
  let tabInteraction = 0;

  const afterPaint = (done: (at: number) => void) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  };
  const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id === '' ? '' : `#${element.id}`}`;
  // The rows only: right after the click the caption already names the new tab above the old rows.
  const rowsSignature = () =>
    [...(document.querySelector(listSelector)?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent ?? '').join('|');

  // Only in a frame callback does layout tell whether something is visible; checking on every mutation
  // would force extra layouts into the page being measured.
  const checkInFrame = () => {
    frameRequested = false;
    for (const selector of [...waiting]) {
      const element = document.querySelector(selector);
      if (element === null || !element.checkVisibility() || element.getBoundingClientRect().height === 0) continue;
      waiting.delete(selector);
      const text = (element.textContent ?? '').trim().slice(0, 80);
      afterPaint((at) => {
        snapshot.ready[selector] = { at, text };
      });
    }
    // Present but not shown yet (styles still arriving): look again next frame.
    if ([...waiting].some((selector) => document.querySelector(selector) !== null)) requestCheck();
  };
  const requestCheck = () => {
    if (frameRequested || waiting.size === 0) return;
    frameRequested = true;
    requestAnimationFrame(checkInFrame);
  };

  const checkTab = () => {
    const tab = snapshot.tab;
    if (tab === null || tab.clickAt === null || tab.listAt !== null || tabPending) return;
    const list = document.querySelector(listSelector);
    if (list === null) return;
    if (list.getAttribute('data-state') !== 'ready') {
      tabSawBusy = true;
      return;
    }
    // A new answer shows as a busy list first; a tab that needs no request shows other rows at once.
    if (!tabSawBusy && rowsSignature() === tabBefore) return;
    tabPending = true;
    afterPaint((at) => {
      tab.listAt = at;
      tab.caption = (list.querySelector('caption')?.textContent ?? '').trim();
      tab.rows = list.querySelectorAll('tbody tr').length;
    });
  };

  new MutationObserver(() => {
    requestCheck();
    checkTab();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-state', 'class', 'style', 'hidden'] });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') snapshot.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const candidate = entry as PerformanceEntry & { size?: number; element?: Element | null };
      snapshot.lcp = { at: entry.startTime, size: candidate.size ?? 0, element: candidate.element ? describe(candidate.element) : '' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & { value?: number; hadRecentInput?: boolean; sources?: { node?: Node | null }[] };
      if (shift.hadRecentInput === true) continue;
      snapshot.cls += shift.value ?? 0;
      const sources = shift.sources ?? [];
      for (const source of sources) {
        const node = source.node;
        const element = node instanceof Element ? `${describe(node)}${node.classList.length > 0 ? `.${[...node.classList].join('.')}` : ''}` : node ? node.nodeName.toLowerCase() : '?';
        // The entry's value split evenly over its sources: enough to tell which part of the page moved.
        snapshot.shifts.push({ element, value: (shift.value ?? 0) / sources.length });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });

  // Long tasks as the page's own observer sees them (buffered: those before the observer ran count too).
  // Under DevTools' CPU slowdown their durations are the slowed ones, as on the phone emulated.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) snapshot.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const timing = entry as PerformanceEntry & { interactionId?: number };
      const tab = snapshot.tab;
      if (tab === null || tab.clickAt === null || (timing.interactionId ?? 0) === 0) continue;
      if (tabInteraction === 0 && timing.startTime >= tab.clickAt - 500) tabInteraction = timing.interactionId ?? 0;
      if (timing.interactionId === tabInteraction) tab.eventDuration = Math.max(tab.eventDuration ?? 0, timing.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);

  const probe = {
    snapshot: () => JSON.stringify(snapshot),
    /** Starts watching for the next trusted click and the list it brings. */
    armTab: () => {
      snapshot.tab = { clickAt: null, nextPaintAt: null, listAt: null, eventDuration: null, caption: '', rows: 0 };
      tabPending = false;
      tabSawBusy = false;
      tabInteraction = 0;
      tabBefore = rowsSignature();
      const onClick = (event: Event) => {
        const tab = snapshot.tab;
        if (!event.isTrusted || tab === null) return;
        document.removeEventListener('click', onClick, true);
        tab.clickAt = event.timeStamp;
        afterPaint((at) => {
          tab.nextPaintAt = at;
        });
      };
      document.addEventListener('click', onClick, true);
    },
  };
  Object.defineProperty(window, '__benchProbe', { value: probe });
}

/** The init-script text that installs the probe watching `selectors`. */
export function probeScript(selectors: readonly string[]): string {
  // tsx compiles with esbuild's keepNames, which wraps inner functions in a `__name` helper that only
  // exists in Node; the page gets a no-op one.
  return `(() => { var __name = (target) => target; (${installBenchProbe.toString()})(${JSON.stringify(selectors)}); })();`;
}
