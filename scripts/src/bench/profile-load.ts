import { setTimeout as sleep } from 'node:timers/promises';
import type CDP from 'chrome-remote-interface';
import { BENCH_PAGES, routeName } from './bench-options';
import { startBenchServers, type BuildName } from './bench-servers';
import { blockingBetween } from './blocking-time';
import { launchBenchBrowser } from './cdp-browser';
import { mobileDevice, signIn, snapshotOf, throttle, waitForReady } from './measure-build';
import { probeScript } from './page-probe';

/**
 * `pnpm bench:profile [--build federated|one-bundle] [path …]`: what the main thread does during a page's
 * cold load, for finding the long tasks the bench reports. Each page is loaded as the bench loads it
 * (signed in, mobile profile, 4x CPU, cache off) with V8's sampling profiler on, up to 3 s after its ready
 * element; it prints the page's long tasks, then where the time went: self time per script file and per
 * function, and the functions with the most time under them (a minified name comes with the source text
 * at its position, enough to find it in the code). Measures the builds as they are (run `pnpm bench` once
 * to build them). Uses the bench's ports: run it under the same lock.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

function keyOf(frame: ProfileNode['callFrame']): string {
  return `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

/** Self and inclusive time (ms) per function (name and position), and self time per script. */
function timeByFunction(profile: Profile): { self: Map<string, number>; total: Map<string, number>; byUrl: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfOfNode = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index += 1) {
    const id = samples[index] ?? 0;
    // a sample's time is the delta to the next one
    selfOfNode.set(id, (selfOfNode.get(id) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  }
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (const [id, ms] of selfOfNode) {
    const node = nodes.get(id);
    if (node === undefined) continue;
    const key = keyOf(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + ms);
    const url = node.callFrame.url === '' ? `(${node.callFrame.functionName || 'native'})` : node.callFrame.url.replace(/^https?:\/\/[^/]+/, '');
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
    // inclusive: once per distinct function on the stack
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = nodes.get(current)?.callFrame;
      if (frame === undefined) break;
      const frameKey = keyOf(frame);
      if (seen.has(frameKey)) continue;
      seen.add(frameKey);
      total.set(frameKey, (total.get(frameKey) ?? 0) + ms);
    }
  }
  return { self, total, byUrl };
}

const sources = new Map<string, string>();
async function sourceAt(cdp: CDP.Client, key: string, scriptIds: Map<string, string>): Promise<string> {
  const match = /\s(\S+):(\d+):(\d+)$/.exec(key);
  if (match === null) return '';
  const [, path = '', line = '1', column = '1'] = match;
  const id = [...scriptIds].find(([url]) => url.endsWith(path))?.[1];
  if (id === undefined) return '';
  if (!sources.has(id)) sources.set(id, (await cdp.send('Debugger.getScriptSource', { scriptId: id })).scriptSource);
  const text = (sources.get(id) ?? '').split('\n')[Number(line) - 1] ?? '';
  return text.slice(Math.max(0, Number(column) - 1), Number(column) + 110).replace(/\s+/g, ' ');
}

function top(map: Map<string, number>, count: number): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
}

async function main(): Promise<void> {
  let buildName: BuildName = 'federated';
  const paths: string[] = [];
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--build') {
      index += 1;
      if (args[index] === 'one-bundle') buildName = 'one-bundle';
    } else paths.push(args[index] ?? '');
  }
  const routes = paths.length > 0 ? paths : BENCH_PAGES.filter((page) => page.visitor === undefined).map((page) => page.path);
  const servers = await startBenchServers();
  const browser = await launchBenchBrowser(CHROMIUM, FLAGS);
  try {
    const build = servers.builds[buildName];
    const readyOf = (path: string) => BENCH_PAGES.find((page) => routeName(page.path, page.visitor ?? 'customer') === path)?.ready ?? 'main h1';
    const page = await browser.newPage(mobileDevice(browser.version), probeScript(routes.map(readyOf)));
    const scriptIds = new Map<string, string>();
    page.cdp.on('Debugger.scriptParsed', (event) => scriptIds.set(event.url, event.scriptId));
    await page.cdp.send('Debugger.enable', {});
    await page.cdp.send('Profiler.enable');
    await page.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await signIn(page, build, routes[0] ?? '/overseas', 30_000);
    await waitForReady(page, readyOf(routes[0] ?? ''), 15_000);
    for (const path of routes) {
      await page.goto('about:blank', 30_000);
      await throttle(page.cdp, true);
      await page.cdp.send('Profiler.start');
      await page.goto(`${build.pageOrigin}${path}`, 30_000);
      const ready = await waitForReady(page, readyOf(path), 30_000);
      await sleep(3000);
      const { profile } = (await page.cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const snapshot = await snapshotOf(page);
      await throttle(page.cdp, false);
      const blocking = blockingBetween(snapshot.longTasks, snapshot.fcp ?? 0, Number.POSITIVE_INFINITY);
      console.log(`\n=== ${buildName} ${path}: ${ready ? `ready at ${Math.round(snapshot.ready[readyOf(path)]?.at ?? 0)} ms` : 'NOT READY'}, first paint ${Math.round(snapshot.fcp ?? 0)} ms, TBT ${Math.round(blocking.totalBlockingMs)} ms, longest ${Math.round(blocking.longestTaskMs)} ms`);
      console.log(`long tasks: ${snapshot.longTasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(', ')}`);
      const { self, total, byUrl } = timeByFunction(profile);
      console.log('self time by script:');
      for (const [url, ms] of top(byUrl, 12)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${url}`);
      console.log('self time by function:');
      for (const [key, ms] of top(self, 25)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}  ⟨${await sourceAt(page.cdp, key, scriptIds)}⟩`);
      console.log('inclusive time by function:');
      for (const [key, ms] of top(total, 40)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}  ⟨${await sourceAt(page.cdp, key, scriptIds)}⟩`);
    }
    await page.close();
  } finally {
    await browser.close();
    await servers.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
