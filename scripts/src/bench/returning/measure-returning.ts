import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isHashedFile, listFiles, publishRelease } from '../../release/publish-release';
import { BOND_LIST_READY, BOND_ROUTE } from '../bench-options';
import { federatedDist, ONE_BUNDLE_DIST } from '../bench-paths';
import { startBenchServers, type BuildName, type ServedBuild, type Wire } from '../bench-servers';
import type { BenchBrowser } from '../cdp-browser';
import { labelOf, mobileDevice, signIn, snapshotOf, throttle, waitForReady } from '../measure-build';
import { bodyBytes, KEPT_BODY_BYTES, NetworkLog, type RequestRecord } from '../network-log';
import { probeScript } from '../page-probe';
import { buildReleases, RETURNING_DIR } from './release-builds';
import type { OneLineChange } from './one-line-change';

/** One script the reload asked for, and what came over the wire for it. */
export interface ReloadedScript {
  /** Origin label (`host`, `remote-bond`, …) and path. */
  file: string;
  /** Encoded body bytes received: 0 when the HTTP cache answered or the server said 304. */
  bytes: number;
  /** `downloaded`, `not modified` (304) or `cache` (no request on the wire). */
  via: 'downloaded' | 'not modified' | 'cache';
  /** The release changed the file (a new hashed file, or an entry point with new content). */
  fromRelease: boolean;
}

/** A returning customer's reload of the bond list after a release of one line in remote-bond. */
export interface ReturningFigures {
  build: BuildName;
  /** JavaScript bodies downloaded by the reload (brotli/gzip as served), bytes. */
  jsBytes: number;
  /** Of the scripts the reload asked for: how many were downloaded, revalidated (304), or taken from the cache. */
  downloaded: number;
  notModified: number;
  fromCache: number;
  /** Everything else of the builds' own origins downloaded (documents, manifests, config, styles), bytes; API answers not counted. */
  otherStaticBytes: number;
  scripts: ReloadedScript[];
  /** Navigation to the list painted, ms, on the same throttled network and CPU as the cold loads. */
  visibleMs: number | null;
  /** The same reload before the release (warm cache, nothing new to fetch): navigation to the list painted, ms. */
  warmVisibleMs: number | null;
  error: string | null;
}

function via(record: RequestRecord): ReloadedScript['via'] {
  if (record.status === 304) return 'not modified';
  return record.encodedBytes === 0 ? 'cache' : 'downloaded';
}

/**
 * The reload's figures from its requests: `labelOf` names each URL's origin (`api` for the sandbox),
 * `released` holds the paths (below their origin) of the files the release brought.
 */
export function reloadFigures(
  build: BuildName,
  records: readonly RequestRecord[],
  labelOf: (url: string) => string,
  released: ReadonlySet<string>,
): Omit<ReturningFigures, 'visibleMs' | 'warmVisibleMs' | 'error'> {
  const finished = records.filter((record) => !record.failed && record.end !== undefined);
  const scripts = finished
    .filter((record) => record.type === 'Script')
    .map((record): ReloadedScript => {
      const path = new URL(record.url).pathname;
      return { file: `${labelOf(record.url)} ${path}`, bytes: bodyBytes(record), via: via(record), fromRelease: released.has(path.replace(/^\//, '')) };
    });
  const others = finished.filter((record) => record.type !== 'Script' && labelOf(record.url) !== 'api' && record.method === 'GET');
  return {
    build,
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    downloaded: scripts.filter((script) => script.via === 'downloaded').length,
    notModified: scripts.filter((script) => script.via === 'not modified').length,
    fromCache: scripts.filter((script) => script.via === 'cache').length,
    otherStaticBytes: others.reduce((sum, record) => sum + bodyBytes(record), 0),
    scripts,
  };
}

/**
 * What a release of `next` over `first` changes: its hashed files that `first` does not have, and the
 * entry points (remoteEntry.js, the manifest, index.html) whose content differs.
 */
function changedFiles(first: string, next: string): Set<string> {
  const before = new Set(listFiles(first));
  return new Set(
    listFiles(next).filter((file) =>
      isHashedFile(file) ? !before.has(file) : !file.startsWith('.') && (!before.has(file) || !readFileSync(join(first, file)).equals(readFileSync(join(next, file)))),
    ),
  );
}

/**
 * Quiet long enough for everything a page does after it shows: the host prefetches the other areas'
 * code once the page has settled (a second without queries, then an idle moment).
 */
const SETTLED_MS = 3000;

/** Waits until no request of the page has been in flight for `quietMs` (or `timeoutMs` passed). */
async function networkQuiet(log: NetworkLog, quietMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const records = log.requests();
    const busy = records.some((record) => record.end === undefined && !record.failed);
    const lastEnd = Math.max(0, ...records.map((record) => record.end ?? 0));
    if (!busy && Date.now() - lastEnd >= quietMs) return;
    await sleep(100);
  }
}

/**
 * One build: the customer opens the bond list twice (filling the browser's cache, as on any earlier
 * day), the release goes out (`pnpm release`'s publishing into the served folder), then the customer comes
 * back and opens the list again on the throttled network with the cache on.
 */
async function returningVisit(browser: BenchBrowser, build: ServedBuild, served: string, next: string, released: ReadonlySet<string>, timeoutMs: number): Promise<ReturningFigures> {
  const page = await browser.newPage(mobileDevice(browser.version), probeScript([BOND_LIST_READY]));
  try {
    await page.cdp.send('Network.enable', { maxTotalBufferSize: 64 * 1024 * 1024, maxResourceBufferSize: KEPT_BODY_BYTES });
    const log = new NetworkLog(page.cdp);
    await throttle(page.cdp, false, false);
    await signIn(page, build, BOND_ROUTE, timeoutMs);
    if (!(await waitForReady(page, BOND_LIST_READY, timeoutMs))) throw new Error('the first visit never showed the list');
    await networkQuiet(log, SETTLED_MS, timeoutMs);
    // a visit with the session already in place (the hand-off's landing has none to preload with)
    await page.goto(`${build.pageOrigin}${BOND_ROUTE}`, timeoutMs);
    if (!(await waitForReady(page, BOND_LIST_READY, timeoutMs))) throw new Error('the second visit never showed the list');
    await networkQuiet(log, SETTLED_MS, timeoutMs);

    // a warm visit before any release, throttled like the rest: what every ordinary day costs
    await throttle(page.cdp, true, false);
    await page.goto(`${build.pageOrigin}${BOND_ROUTE}`, timeoutMs);
    const warmReady = await waitForReady(page, BOND_LIST_READY, timeoutMs);
    const warmVisible = warmReady ? ((await snapshotOf(page)).ready[BOND_LIST_READY]?.at ?? null) : null;
    await networkQuiet(log, SETTLED_MS, timeoutMs);

    publishRelease({ buildDir: next, target: served });

    log.reset();
    await page.goto(`${build.pageOrigin}${BOND_ROUTE}`, timeoutMs);
    const ready = await waitForReady(page, BOND_LIST_READY, timeoutMs);
    await networkQuiet(log, SETTLED_MS, timeoutMs);
    const visible = (await snapshotOf(page)).ready[BOND_LIST_READY];
    const figures = reloadFigures(build.name, log.requests(), (url) => labelOf(build, url), released);
    const tookRelease = figures.scripts.some((script) => script.fromRelease && script.via === 'downloaded');
    return {
      ...figures,
      visibleMs: visible?.at ?? null,
      warmVisibleMs: warmVisible,
      error: !ready ? `no ${BOND_LIST_READY} painted within ${timeoutMs} ms` : tookRelease ? null : 'the reload fetched none of the release’s files',
    };
  } finally {
    await throttle(page.cdp, false, true).catch(() => undefined);
    await page.close();
  }
}

/**
 * The returning customer's figure: both builds released with `change` (remote-bond alone for the
 * federated build, the whole bundle for the other), each reload's downloads counted.
 */
export async function measureReturning(browser: BenchBrowser, change: OneLineChange, timeoutMs: number, wire: Wire = { protocol: 'h1' }): Promise<ReturningFigures[]> {
  const next = await buildReleases(change);
  const first = { federated: federatedDist('remote-bond'), 'one-bundle': ONE_BUNDLE_DIST };
  const served = { federated: join(RETURNING_DIR, 'served', 'remote-bond'), 'one-bundle': join(RETURNING_DIR, 'served', 'one-bundle') };
  const nextOf = { federated: next.remoteBond, 'one-bundle': next.oneBundle };
  for (const build of ['federated', 'one-bundle'] as const) {
    rmSync(served[build], { recursive: true, force: true });
    cpSync(first[build], served[build], { recursive: true });
  }
  const servers = await startBenchServers({ 'remote-bond': served.federated, oneBundle: served['one-bundle'] }, wire);
  try {
    const results: ReturningFigures[] = [];
    for (const build of ['federated', 'one-bundle'] as const) {
      results.push(await returningVisit(browser, servers.builds[build], served[build], nextOf[build], changedFiles(first[build], nextOf[build]), timeoutMs));
    }
    return results;
  } finally {
    await servers.close();
  }
}

/** One line per build for the terminal. */
export function describeReturning(figures: ReturningFigures): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const head = `returning customer, ${figures.build}: `;
  if (figures.error !== null) return `${head}${figures.error}`;
  const downloaded = figures.scripts.filter((script) => script.via === 'downloaded').map((script) => `${script.file} ${kb(script.bytes)}${script.fromRelease ? '' : ' (NOT CHANGED BY THE RELEASE)'}`);
  return (
    `${head}JS downloaded ${kb(figures.jsBytes)} (${figures.downloaded} scripts; ${figures.notModified} revalidated, ${figures.fromCache} from cache), ` +
    `other static ${kb(figures.otherStaticBytes)}, list visible ${figures.visibleMs === null ? '—' : Math.round(figures.visibleMs)} ms ` +
    `(warm cache before the release: ${figures.warmVisibleMs === null ? '—' : Math.round(figures.warmVisibleMs)} ms); downloaded: ${downloaded.join(', ') || 'none'}`
  );
}
