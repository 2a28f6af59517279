import { setTimeout as sleep } from 'node:timers/promises';
import type CDP from 'chrome-remote-interface';
// Relative on purpose, as in the sandbox: `shared`'s package entry also pulls in React code.
import { MESSAGES } from '../../../shared/kernel/src/constants/messages';
import type { RouteSpec } from './bench-options';
import type { ServedBuild } from './bench-servers';
import type { BenchBrowser, BenchPage, DeviceOptions } from './cdp-browser';
import { bodyBytes, isPreflight, KEPT_BODY_BYTES, NetworkLog, type RequestRecord } from './network-log';
import { probeScript, type ProbeSnapshot } from './page-probe';
import { longestChain } from './request-chain';
import { blockingBetween, QUIET_CAP_MS, quietState, type LongTask } from './blocking-time';
import { answerToListMs, tabAnswer } from './tab-answer';

/** Lighthouse's mobile throttling ("Slow 4G"), applied by DevTools rather than simulated. */
export const THROTTLING = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

/** The sample customer the bench signs in as. */
const CUSTOMER = 'A123456789';

/** Lighthouse's mobile device: a Moto G Power, 412×823 at DPR 1.75. */
export function mobileDevice(chromiumVersion: string): DeviceOptions {
  return {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    locale: 'zh-TW',
    userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromiumVersion} Mobile Safari/537.36`,
  };
}

/** Tapping a bond-list tab after the load and waiting for its list. */
export interface TabMeasurement {
  name: string;
  /** Tap (its click event) to the first frame painted after it, ms. */
  nextPaintMs: number | null;
  /** The tap's Event Timing duration (input to next paint), ms; null when under Event Timing's 16 ms floor. */
  eventDurationMs: number | null;
  /** Tap to the frame that shows the tab's list (includes fetching its answer on the throttled network), ms. */
  listPaintedMs: number | null;
  /**
   * Last byte of the tab's API answer received to the frame that shows
   * the list, ms: the page's own work on the answer, without the network.
   */
  answerToListMs: number | null;
  /** Encoded body bytes of the API answers fetched for it. */
  answerBytes: number;
  caption: string;
  rows: number;
}

/** One cold load of one address. */
export interface LoadMeasurement {
  route: string;
  /** First contentful paint, ms. */
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string;
  /** Cumulative layout shift from navigation start until the measurement ends (visible + 1 s): every shift not caused by input, summed. */
  cls: number | null;
  /** The elements that moved most (element, its share of the CLS), for finding what needs reserved space. */
  shifts: { element: string; value: number }[];
  /** Navigation start to the first frame that shows the route's ready element, ms. */
  visibleMs: number | null;
  visibleText: string;
  /** JavaScript transferred by origin label: encoded bodies (br/gzip as served), of scripts requested before visible. */
  jsBytes: Record<string, number>;
  jsBytesTotal: number;
  /** The same with each response's headers, i.e. all bytes on the wire for JavaScript. */
  jsWireBytesTotal: number;
  /** Requests started from navigation start until visible. */
  requests: number;
  /** The longest chain of requests that waited on each other before visible (see request-chain.ts). */
  chainLength: number;
  chainSpanMs: number;
  chain: string[];
  /** Scripts over 1 KB served without content encoding (should be none: the static server compresses). */
  uncompressedScripts: string[];
  /** Every script file (by origin label and URL path) requested before visible, for the budget record. */
  scripts: { label: string; path: string; bytes: number; encoding: string }[];
  tab: TabMeasurement | null;
  /** Total blocking time from first paint to quiet (see blocking-time.ts), ms. */
  totalBlockingMs: number | null;
  /** The longest task from first paint to quiet, ms (0: none over 50 ms). */
  longestTaskMs: number | null;
  /** Long tasks from first paint to quiet. */
  longTasks: number;
  /** Navigation start to quiet (the end of the last long task or request before the quiet window), ms. */
  quietMs: number | null;
  /** False when the page never went quiet before the cap (then measured up to it). */
  quietReached: boolean;
  error: string | null;
}

/**
 * Turns the mobile conditions on or off. The HTTP cache is off while throttled (every measured load is
 * a cold one) unless `cacheDisabled` says otherwise (a returning customer's load).
 */
export async function throttle(cdp: CDP.Client, on: boolean, cacheDisabled = on): Promise<void> {
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? THROTTLING.latencyMs : 0,
    downloadThroughput: on ? (THROTTLING.downloadKbps * 1000) / 8 : -1,
    uploadThroughput: on ? (THROTTLING.uploadKbps * 1000) / 8 : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? THROTTLING.cpuSlowdown : 1 });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function snapshotOf(page: BenchPage): Promise<ProbeSnapshot> {
  const text = await page.evaluate('window.__benchProbe.snapshot()');
  const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : undefined;
  if (!isRecord(parsed) || !isRecord(parsed['ready'])) throw new Error('the page probe is missing (init script not run?)');
  return parsed as unknown as ProbeSnapshot;
}

/** Waits until the probe has seen `selector` painted. */
export function waitForReady(page: BenchPage, selector: string, timeoutMs: number): Promise<boolean> {
  return page.poll(`!!window.__benchProbe && JSON.parse(window.__benchProbe.snapshot()).ready[${JSON.stringify(selector)}] !== undefined`, timeoutMs);
}

export function labelOf(build: ServedBuild, url: string): string {
  try {
    const { origin } = new URL(url);
    return build.originLabels[origin] ?? origin;
  } catch {
    return url;
  }
}

function shortName(build: ServedBuild, record: RequestRecord | undefined): string {
  if (record === undefined) return '?';
  try {
    const { pathname } = new URL(record.url);
    return `${labelOf(build, record.url)} ${isPreflight(record) ? 'OPTIONS ' : ''}${pathname}`;
  } catch {
    return record.url;
  }
}

async function measureTab(page: BenchPage, log: NetworkLog, name: string, timeoutMs: number): Promise<TabMeasurement | null> {
  await page.evaluate('window.__benchProbe.armTab()');
  const clickedAt = Date.now();
  if (!(await page.tapTab(name))) return null;
  const found = await page.poll('(JSON.parse(window.__benchProbe.snapshot()).tab || {}).listAt != null', timeoutMs);
  // Event Timing reports an interaction only after its next paint has been presented.
  await sleep(500);
  const snapshot = await snapshotOf(page);
  const result = snapshot.tab;
  const clickAt = result?.clickAt ?? null;
  const since = (at: number | null | undefined) => (clickAt === null || at === null || at === undefined ? null : at - clickAt);
  const requests = log.requests();
  const answerBytes = requests
    .filter((record) => record.start >= clickedAt - 50 && (record.type === 'Fetch' || record.type === 'XHR'))
    .reduce((sum, record) => sum + bodyBytes(record), 0);
  const timeOrigin = Number(await page.evaluate('performance.timeOrigin'));
  return {
    name,
    nextPaintMs: since(result?.nextPaintAt),
    eventDurationMs: result?.eventDuration ?? null,
    listPaintedMs: found ? since(result?.listAt) : null,
    answerToListMs: found ? answerToListMs(tabAnswer(requests, clickedAt - 50)?.end, timeOrigin, result?.listAt ?? null) : null,
    answerBytes,
    caption: result?.caption ?? '',
    rows: result?.rows ?? 0,
  };
}

async function measureLoad(page: BenchPage, log: NetworkLog, build: ServedBuild, route: RouteSpec, timeoutMs: number, pageErrors: string[]): Promise<LoadMeasurement> {
  await page.goto('about:blank', timeoutMs);
  pageErrors.length = 0;
  await throttle(page.cdp, true);
  log.reset();
  await page.goto(`${build.pageOrigin}${route.path}`, timeoutMs);
  const ready = await waitForReady(page, route.readySelector, timeoutMs);
  // Late LCP candidates of the same frames are reported a little after the paint.
  await sleep(1000);
  const timeOrigin = Number(await page.evaluate('performance.timeOrigin'));
  const snapshot = await snapshotOf(page);
  const visible = snapshot.ready[route.readySelector];
  const cutoff = visible === undefined ? Date.now() : timeOrigin + visible.at;
  const records = log.requests().filter((record) => record.start <= cutoff);
  const scripts = records.filter((record) => record.type === 'Script');
  const jsBytes: Record<string, number> = {};
  for (const record of scripts) {
    const label = labelOf(build, record.url);
    jsBytes[label] = (jsBytes[label] ?? 0) + bodyBytes(record);
  }
  const chain = longestChain(await log.chainRequests(records), cutoff);
  const byId = new Map(records.map((record) => [record.id, record]));
  const settled = ready && visible !== undefined ? await waitForQuiet(page, log, timeOrigin, visible.at) : null;
  const blocking = settled === null ? null : blockingBetween(settled.tasks, snapshot.fcp ?? 0, settled.quietMs);
  const tab = ready && route.tab !== null ? await measureTab(page, log, route.tab, timeoutMs) : null;
  return {
    route: route.name,
    fcpMs: snapshot.fcp ?? null,
    lcpMs: snapshot.lcp?.at ?? null,
    cls: snapshot.cls,
    shifts: topShifts(snapshot.shifts ?? []),
    lcpElement: snapshot.lcp?.element ?? '',
    visibleMs: visible?.at ?? null,
    visibleText: visible?.text ?? '',
    jsBytes,
    jsBytesTotal: scripts.reduce((sum, record) => sum + bodyBytes(record), 0),
    jsWireBytesTotal: scripts.reduce((sum, record) => sum + record.encodedBytes, 0),
    requests: records.length,
    chainLength: chain.ids.length,
    chainSpanMs: chain.span,
    chain: chain.ids.map((id) => shortName(build, byId.get(id))),
    uncompressedScripts: scripts.filter((record) => record.contentEncoding === '' && record.encodedBytes > 1024).map((record) => record.url),
    scripts: scripts.map((record) => ({ label: labelOf(build, record.url), path: new URL(record.url).pathname, bytes: bodyBytes(record), encoding: record.contentEncoding })),
    tab,
    totalBlockingMs: blocking?.totalBlockingMs ?? null,
    longestTaskMs: blocking?.longestTaskMs ?? null,
    longTasks: blocking?.longTasks ?? 0,
    quietMs: settled?.quietMs ?? null,
    quietReached: settled?.reached ?? false,
    error: !ready
      ? `no ${route.readySelector} painted within ${timeoutMs} ms${pageErrors[0] === undefined ? '' : ` (page error: ${pageErrors[0]})`}`
      : // A heading is a heading: the remote-unavailable fallback has one too, and is no page of the product.
        (visible?.text ?? '').includes(MESSAGES.remoteUnavailable)
        ? `the area showed the remote-unavailable fallback instead of ${route.name}`
        : null,
  };
}

/**
 * Waits until the load is quiet (blocking-time.ts: no long task and no request for the quiet window
 * after ready), at most the cap after ready; polled from here every 250 ms, as `poll` does.
 */
async function waitForQuiet(page: BenchPage, log: NetworkLog, timeOrigin: number, readyMs: number): Promise<{ tasks: LongTask[]; quietMs: number; reached: boolean }> {
  for (;;) {
    const tasks = (await snapshotOf(page)).longTasks;
    const nowMs = Date.now() - timeOrigin;
    const requests = log.requests().map((record) => ({ start: record.start - timeOrigin, end: record.end === undefined ? undefined : record.end - timeOrigin }));
    const state = quietState(tasks, requests, readyMs, nowMs);
    if (state.quiet) return { tasks, quietMs: state.busyUntil, reached: true };
    if (nowMs - readyMs >= QUIET_CAP_MS) return { tasks, quietMs: nowMs, reached: false };
    await sleep(250);
  }
}

/** Signs the sample customer in through the sandbox's hand-off, landing on `path` of the build (its session then lives in the tab's sessionStorage). */
export async function signIn(page: BenchPage, build: ServedBuild, path: string, timeoutMs: number): Promise<void> {
  const landing = `${build.pageOrigin}${path}`;
  await page.goto(`${build.sandboxOrigin}/login/handoff?user=${CUSTOMER}&target=${encodeURIComponent(path)}`, timeoutMs);
  if (!(await page.poll(`location.origin + location.pathname === ${JSON.stringify(landing)}`, timeoutMs, 100))) throw new Error(`${build.name}: the hand-off did not land on ${landing}`);
  if (!(await page.evaluate('sessionStorage.getItem("authVerify") !== null'))) throw new Error(`${build.name}: the hand-off stored no session`);
}

/**
 * One run of one build: per visitor a fresh browser context. The customer's pages: the hand-off without
 * throttling (it lands on the first of them and warms the sandbox), then each as a cold load in the same
 * tab (the session lives in its sessionStorage). An anonymous visitor's pages: one load without
 * throttling to warm the servers, no hand-off. Every measured load: cache disabled, throttled, a fresh
 * navigation from about:blank. Results come in the order of `routes`.
 */
export async function measureBuild(browser: BenchBrowser, build: ServedBuild, routes: readonly RouteSpec[], timeoutMs: number, skip: ReadonlySet<string> = new Set()): Promise<LoadMeasurement[]> {
  const results = new Map<string, LoadMeasurement>();
  for (const visitor of ['customer', 'anonymous'] as const) {
    const mine = routes.filter((route) => route.visitor === visitor);
    for (const load of await measureVisitor(browser, build, mine, timeoutMs, skip)) results.set(load.route, load);
  }
  return routes.map((route) => results.get(route.name) ?? { ...emptyLoad(route.name), error: 'not measured' });
}

async function measureVisitor(browser: BenchBrowser, build: ServedBuild, routes: readonly RouteSpec[], timeoutMs: number, skip: ReadonlySet<string>): Promise<LoadMeasurement[]> {
  if (routes.every((route) => skip.has(route.name))) return routes.map((route) => ({ ...emptyLoad(route.name), error: 'skipped: never visible in the first run' }));
  const page = await browser.newPage(mobileDevice(browser.version), probeScript([...new Set(routes.map((route) => route.readySelector))]));
  try {
    // Uncaught errors explain a page that never becomes visible.
    const pageErrors: string[] = [];
    page.onPageError((message) => pageErrors.push(message));
    await page.cdp.send('Network.enable', { maxTotalBufferSize: 64 * 1024 * 1024, maxResourceBufferSize: KEPT_BODY_BYTES });
    const log = new NetworkLog(page.cdp);

    const first = routes[0];
    if (first === undefined) return [];
    await throttle(page.cdp, false);
    if (first.visitor === 'customer') await signIn(page, build, first.path, timeoutMs);
    else await page.goto(`${build.pageOrigin}${first.path}`, timeoutMs);
    const warm = await waitForReady(page, first.readySelector, Math.min(timeoutMs, 15_000));

    const results: LoadMeasurement[] = [];
    for (const route of routes) {
      if (skip.has(route.name)) {
        results.push({ ...emptyLoad(route.name), error: 'skipped: never visible in the first run' });
        continue;
      }
      if (route === first && !warm) {
        // Not there even without throttling: waiting for it throttled would only burn the time budget.
        results.push({ ...emptyLoad(route.name), error: `no ${route.readySelector} painted after the ${route.visitor === 'customer' ? 'hand-off' : 'first load'} (try --bond-ready 'main h1')` });
        continue;
      }
      results.push(await measureLoad(page, log, build, route, timeoutMs, pageErrors));
    }
    return results;
  } finally {
    await page.close();
  }
}

/** The five elements with the largest summed shift. */
function topShifts(shifts: readonly { element: string; value: number }[]): { element: string; value: number }[] {
  const sums = new Map<string, number>();
  for (const shift of shifts) sums.set(shift.element, (sums.get(shift.element) ?? 0) + shift.value);
  return [...sums]
    .map(([element, value]) => ({ element, value: Math.round(value * 1000) / 1000 }))
    .sort((a, b) => b.value - a.value)
    .slice(0, 5);
}

function emptyLoad(route: string): LoadMeasurement {
  return {
    route,
    fcpMs: null,
    lcpMs: null,
    lcpElement: '',
    cls: null,
    shifts: [],
    visibleMs: null,
    visibleText: '',
    jsBytes: {},
    jsBytesTotal: 0,
    jsWireBytesTotal: 0,
    requests: 0,
    chainLength: 0,
    chainSpanMs: 0,
    chain: [],
    uncompressedScripts: [],
    scripts: [],
    tab: null,
    totalBlockingMs: null,
    longestTaskMs: null,
    longTasks: 0,
    quietMs: null,
    quietReached: false,
    error: null,
  };
}
