import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, federatedDist, JS_BUDGET_FILE } from './bench-paths';
import { parseBenchOptions, USAGE, type BenchOptions } from './bench-options';
import { startBenchServers, type BenchServers, type BuildName } from './bench-servers';
import { figureRows, formatTable } from './bench-table';
import { appBuild } from './built-files';
import { launchBenchBrowser, type BenchBrowser } from './cdp-browser';
import { checkBudget, formatBudgetCheck, parseBudget, recordBudget, type AppBuild, type JsBudget } from './js-budget';
import { measureBuild, mobileDevice, THROTTLING, type LoadMeasurement } from './measure-build';
import { describeFinder, measureFinder, poolFinder, type FinderFigures } from './finder-interaction';
import { buildFederated } from './federated-build';
import { formatInteractions, measureInteractions, poolInteractions, samplesPerRun, summarise, type InteractionFigures } from './interactions';
import { buildOneBundle } from './one-bundle/build-one-bundle';
import { describeReturning, measureReturning } from './returning/measure-returning';
import { BOND_LIST_COPY_CHANGE } from './returning/one-line-change';

/** Debian's Chromium, with the flags the end-to-end tests use (playwright.config.ts). */
const CHROMIUM = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  flags: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/** Room a freshly recorded budget leaves: growth beyond it needs a deliberate, reviewed re-record. */
const BUDGET_HEADROOM = { ratio: 0.05, minBytes: 2048 };

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function describeLoad(build: BuildName, run: number, load: LoadMeasurement): string {
  const head = `${build.padEnd(10)} run ${run} ${load.route}`;
  if (load.error !== null) return `${head}: ${load.error}`;
  const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value)));
  const tab =
    load.tab === null ? '' : `; tab → list ${ms(load.tab.listPaintedMs)} ms, answer → list ${ms(load.tab.answerToListMs)} ms (${load.tab.caption || 'no caption'})`;
  const compressed = load.uncompressedScripts.length === 0 ? '' : `; UNCOMPRESSED: ${load.uncompressedScripts.join(', ')}`;
  const moved = load.shifts.length === 0 ? '' : ` (moved: ${load.shifts.map((shift) => `${shift.element} ${shift.value.toFixed(3)}`).join(', ')})`;
  const blocking =
    load.totalBlockingMs === null ? '' : `, TBT ${ms(load.totalBlockingMs)} ms (${load.longTasks} long tasks, longest ${ms(load.longestTaskMs)} ms, quiet ${load.quietReached ? 'at' : 'not reached by'} ${ms(load.quietMs)} ms)`;
  return `${head}: first paint ${load.fcpMs === null ? '—' : Math.round(load.fcpMs)} ms, visible ${Math.round(load.visibleMs ?? 0)} ms 「${load.visibleText.slice(0, 24)}」, LCP ${load.lcpMs === null ? '—' : Math.round(load.lcpMs)} ms, CLS ${load.cls === null ? '—' : load.cls.toFixed(3)}${moved}, JS ${(load.jsBytesTotal / 1024).toFixed(1)} KB, ${load.requests} requests, chain ${load.chainLength}${blocking}${tab}${compressed}`;
}

async function build(options: BenchOptions): Promise<void> {
  if (options.skipBuild) return;
  const started = Date.now();
  console.log('building the federated apps and the one bundle into bench-results/ (only what changed)…');
  await buildFederated();
  await buildOneBundle();
  console.log(`builds ready in ${seconds(Date.now() - started)}`);
}

async function run(options: BenchOptions): Promise<void> {
  const started = Date.now();
  await build(options);
  let servers: BenchServers | undefined;
  let browser: BenchBrowser | undefined;
  try {
    servers = await startBenchServers();
    browser = await launchBenchBrowser(CHROMIUM.executablePath, CHROMIUM.flags);
    console.log(`Chromium ${browser.version}, ${options.runs} run(s) per build, routes ${options.routes.map((route) => route.name).join(' ')}`);
    const runs: Record<BuildName, LoadMeasurement[][]> = { federated: [], 'one-bundle': [] };
    const finderRuns: FinderFigures[] = [];
    const interactionRuns: InteractionFigures[][] = [];
    const interactionBuilds: BuildName[] = options.interactions === 'none' ? [] : options.interactions === 'both' ? ['federated', 'one-bundle'] : ['federated'];
    let interactionsMs = 0;
    for (let index = 0; index < options.runs; index += 1) {
      // Alternate which build goes first, so that a machine getting slower or faster favours neither.
      const order: BuildName[] = index % 2 === 0 ? ['federated', 'one-bundle'] : ['one-bundle', 'federated'];
      for (const name of order) {
        // A route that a build never showed in its first run will not show in the next: waiting for it
        // again would only spend the time budget.
        const skip = new Set((runs[name][0] ?? []).filter((load) => load.error !== null).map((load) => load.route));
        const loads = await measureBuild(browser, servers.builds[name], options.routes, options.timeoutMs, skip);
        runs[name].push(loads);
        for (const load of loads) console.log(describeLoad(name, index + 1, load));
      }
      // the finder's taps once per run, on a fresh page: its figure pools every run's taps
      const measured = await measureFinder(browser, servers.builds.federated, mobileDevice(browser.version), options.timeoutMs);
      finderRuns.push(measured);
      console.log(`run ${index + 1} ${describeFinder(measured)}`);
      // the everyday interactions, a share of their samples per run (pooled like the finder's taps)
      for (const name of interactionBuilds) {
        const interactionsStarted = Date.now();
        const figures = await measureInteractions(browser, servers.builds[name], mobileDevice(browser.version), options.timeoutMs, samplesPerRun(options.runs));
        interactionsMs += Date.now() - interactionsStarted;
        interactionRuns.push(figures);
        console.log(`run ${index + 1} interactions (${name}, ${seconds(Date.now() - interactionsStarted)}):\n${formatInteractions(figures.map(summarise))}`);
      }
    }

    // A returning customer after a release of one line in remote-bond, on servers of its own (its
    // release folders): bytes do not vary between runs, so one visit per build.
    const origins = Object.fromEntries(Object.values(servers.builds).map((served) => [served.name, served.originLabels]));
    await servers.close();
    servers = undefined;
    const returning = await measureReturning(browser, BOND_LIST_COPY_CHANGE, options.timeoutMs);

    const rows = figureRows(options.routes, runs);
    console.log(`\n${formatTable(rows)}`);
    const finder = poolFinder(finderRuns);
    console.log(describeFinder(finder));
    const interactions = poolInteractions(interactionRuns).map((figures) => ({ ...summarise(figures), samplesMs: figures.samples }));
    if (interactions.length > 0) console.log(`\n${formatInteractions(interactions)}\n(interactions took ${seconds(interactionsMs)} of the bench)`);
    for (const figures of returning) console.log(describeReturning(figures));
    const durationMs = Date.now() - started;
    console.log(`\nbench finished in ${seconds(durationMs)}; details in ${join('bench-results', 'bench.json')}`);

    mkdirSync(BENCH_DIR, { recursive: true });
    const result = {
      finishedAt: new Date().toISOString(),
      durationMs,
      chromium: browser.version,
      conditions: { ...THROTTLING, cacheDisabled: true, device: 'Moto G Power (412×823, DPR 1.75), mobile UA' },
      options: { runs: options.runs, routes: options.routes, timeoutMs: options.timeoutMs },
      origins,
      figures: rows,
      finder,
      interactions,
      returning: { change: BOND_LIST_COPY_CHANGE, builds: returning },
      runs,
    };
    writeFileSync(join(BENCH_DIR, 'bench.json'), `${JSON.stringify(result, null, 2)}\n`);

    if (options.recordBudget) recordFrom(runs.federated[0] ?? []);
  } finally {
    await browser?.close();
    await servers?.close();
  }
}

function keptPages(): JsBudget['pages'] {
  if (!existsSync(JS_BUDGET_FILE)) return {};
  try {
    return parseBudget(JSON.parse(readFileSync(JS_BUDGET_FILE, 'utf8')) as unknown).pages;
  } catch {
    return {};
  }
}

/** Writes js-budget.json from the scripts each page's first federated load requested. */
function recordFrom(loads: readonly LoadMeasurement[]): void {
  const failed = loads.filter((load) => load.error !== null);
  if (loads.length === 0 || failed.length > 0) {
    console.error(`\nbudget not recorded: not every page became visible in the first federated run (${failed.map((load) => load.route).join(', ')})`);
    process.exitCode = 1;
    return;
  }
  const loaded: Record<string, Record<string, string[]>> = {};
  for (const load of loads) {
    const byApp: Record<string, string[]> = {};
    for (const script of load.scripts) (byApp[script.label] ??= []).push(script.path.split('/').pop() ?? '');
    loaded[load.route] = byApp;
  }
  // The bench's build is of the same sources and configs as `pnpm build`: the same chunk groups, which
  // are what the record keeps.
  const buildOf = (app: string): AppBuild => appBuild(federatedDist(app));
  const fresh = recordBudget(loaded, buildOf, BUDGET_HEADROOM, new Date());
  // Pages not measured in this run keep their record (none from a file of an older shape).
  const kept = keptPages();
  const budget = { ...fresh, pages: Object.fromEntries(Object.entries({ ...kept, ...fresh.pages }).sort(([a], [b]) => a.localeCompare(b))) };
  writeFileSync(JS_BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`\nrecorded ${JS_BUDGET_FILE}:`);
  console.log(formatBudgetCheck(checkBudget(budget, buildOf)));
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  await run(options);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
