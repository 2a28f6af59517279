import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, federatedDist, JS_BUDGET_FILE, type Protocol } from './bench-paths';
import { parseBenchOptions, USAGE, type BenchOptions } from './bench-options';
import { startBenchServers, type BenchServers, type BuildName, type Wire } from './bench-servers';
import { figureRows, formatTable } from './bench-table';
import { formatProtocolTable } from './protocol-table';
import { appBuild } from './built-files';
import { documentProtocols, launchBenchBrowser, trustCertificateFlag, type BenchBrowser } from './cdp-browser';
import { makeTestCertificate, type TestCertificate } from './test-certificate';
import { checkBudget, formatBudgetCheck, parseBudget, recordBudget, type AppBuild, type JsBudget } from './js-budget';
import { measureBuild, mobileDevice, THROTTLING, type LoadMeasurement } from './measure-build';
import { describeFinder, measureFinder, poolFinder, type FinderFigures } from './finder-interaction';
import { describeLadder, measureLadder, poolLadder, SWAPS, type LadderFigures } from './ladder-interaction';
import { buildFederated } from './federated-build';
import { formatByteSplit, pageSplits } from './byte-split';
import { APPS } from '../ports';
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

function describeLoad(build: string, run: number, load: LoadMeasurement): string {
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

/** How the tables and bench.json name a wire, and what Chromium reports for it (Resource Timing's nextHopProtocol). */
const WIRE_LABELS: Record<Protocol, { title: string; nextHop: string }> = {
  h1: { title: 'HTTP/1.1', nextHop: 'http/1.1' },
  h2: { title: 'HTTP/2 over TLS', nextHop: 'h2' },
};

/** The wires of a run; HTTP/2's with a certificate made for the run (never written outside a temporary folder). */
function wiresFor(protocols: readonly Protocol[]): { wires: Wire[]; certificate: TestCertificate | undefined } {
  const certificate = protocols.includes('h2') ? makeTestCertificate() : undefined;
  const wires = protocols.map((protocol): Wire => (protocol === 'h2' && certificate !== undefined ? { protocol, certificate } : { protocol: 'h1' }));
  return { wires, certificate };
}

/** Throws unless Chromium reached every origin of `servers` over `protocol` (no silent fallback to HTTP/1.1). */
async function checkWire(browser: BenchBrowser, servers: BenchServers, protocol: Protocol, timeoutMs: number): Promise<void> {
  const origins = Object.values(servers.builds).flatMap((served) => Object.keys(served.originLabels));
  const seen = await documentProtocols(browser, mobileDevice(browser.version), origins.map((origin) => `${origin}/`), timeoutMs);
  const wrong = Object.entries(seen).filter(([, nextHop]) => nextHop !== WIRE_LABELS[protocol].nextHop);
  if (wrong.length > 0) throw new Error(`not on ${WIRE_LABELS[protocol].title}: ${wrong.map(([url, nextHop]) => `${url} → ${nextHop}`).join(', ')}`);
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
  const { wires, certificate } = wiresFor(options.protocols);
  const primary = options.protocols[0] ?? 'h1';
  const serversOn = new Map<Protocol, BenchServers>();
  const closeServers = async () => {
    const open = [...serversOn.values()];
    serversOn.clear();
    await Promise.all(open.map((served) => served.close()));
  };
  let browser: BenchBrowser | undefined;
  try {
    for (const wire of wires) serversOn.set(wire.protocol, await startBenchServers({}, wire));
    const flags = certificate === undefined ? CHROMIUM.flags : [...CHROMIUM.flags, trustCertificateFlag(certificate.spkiSha256)];
    browser = await launchBenchBrowser(CHROMIUM.executablePath, flags);
    const serversFor = (protocol: Protocol): BenchServers => {
      const served = serversOn.get(protocol);
      if (served === undefined) throw new Error(`no servers on ${protocol}`);
      return served;
    };
    for (const protocol of options.protocols) await checkWire(browser, serversFor(protocol), protocol, options.timeoutMs);
    const wireNames = options.protocols.map((protocol) => WIRE_LABELS[protocol].title).join(' and ');
    console.log(`Chromium ${browser.version}, ${wireNames}, ${options.runs} run(s) per build, routes ${options.routes.map((route) => route.name).join(' ')}`);
    const runsOn = Object.fromEntries(options.protocols.map((protocol) => [protocol, { federated: [], 'one-bundle': [] }])) as Partial<Record<Protocol, Record<BuildName, LoadMeasurement[][]>>>;
    const runsFor = (protocol: Protocol): Record<BuildName, LoadMeasurement[][]> => runsOn[protocol] ?? { federated: [], 'one-bundle': [] };
    const finderRuns: FinderFigures[] = [];
    const ladderRuns: LadderFigures[] = [];
    const sequence = options.protocols.flatMap((protocol) => (['federated', 'one-bundle'] as const).map((name) => ({ protocol, name })));
    const interactionRuns: InteractionFigures[][] = [];
    const interactionBuilds: BuildName[] = options.interactions === 'none' ? [] : options.interactions === 'both' ? ['federated', 'one-bundle'] : ['federated'];
    let interactionsMs = 0;
    for (let index = 0; index < options.runs; index += 1) {
      // Alternate the order (builds, and wires when both), so that a machine getting slower or faster favours none.
      const order = index % 2 === 0 ? sequence : [...sequence].reverse();
      for (const { protocol, name } of order) {
        const runs = runsFor(protocol);
        // A route that a build never showed in its first run will not show in the next: waiting for it
        // again would only spend the time budget.
        const skip = new Set((runs[name][0] ?? []).filter((load) => load.error !== null).map((load) => load.route));
        const loads = await measureBuild(browser, serversFor(protocol).builds[name], options.routes, options.timeoutMs, skip);
        runs[name].push(loads);
        const label = options.protocols.length > 1 ? `${name} ${protocol}` : name;
        for (const load of loads) console.log(describeLoad(label, index + 1, load));
      }
      // the finder's taps once per run, on a fresh page: its figure pools every run's taps
      const measured = await measureFinder(browser, serversFor(primary).builds.federated, mobileDevice(browser.version), options.timeoutMs, samplesPerRun(options.runs));
      finderRuns.push(measured);
      console.log(`run ${index + 1} ${describeFinder(measured)}`);
      // the ladder's swaps, a share of them per run, pooled like the finder's taps (rule BND-19)
      const swapped = await measureLadder(browser, serversFor(primary).builds.federated, mobileDevice(browser.version), options.timeoutMs, Math.ceil(SWAPS / options.runs));
      ladderRuns.push(swapped);
      console.log(`run ${index + 1} ${describeLadder(swapped)}`);
      // the everyday interactions, a share of their samples per run (pooled like the finder's taps)
      for (const name of interactionBuilds) {
        const interactionsStarted = Date.now();
        const figures = await measureInteractions(browser, serversFor(primary).builds[name], mobileDevice(browser.version), options.timeoutMs, samplesPerRun(options.runs));
        interactionsMs += Date.now() - interactionsStarted;
        interactionRuns.push(figures);
        console.log(`run ${index + 1} interactions (${name}, ${seconds(Date.now() - interactionsStarted)}):\n${formatInteractions(figures.map(summarise))}`);
      }
    }

    // A returning customer after a release of one line in remote-bond, on servers of its own (its
    // release folders): bytes do not vary between runs, so one visit per build.
    const origins = Object.fromEntries(Object.values(serversFor(primary).builds).map((served) => [served.name, served.originLabels]));
    await closeServers();
    const returning = await measureReturning(browser, BOND_LIST_COPY_CHANGE, options.timeoutMs, wires[0]);

    const rowsOn = Object.fromEntries(options.protocols.map((protocol) => [protocol, figureRows(options.routes, runsFor(protocol))]));
    for (const protocol of options.protocols) {
      console.log(`\n${WIRE_LABELS[protocol].title}:\n${formatTable(rowsOn[protocol] ?? [])}`);
    }
    if (options.protocols.length > 1) console.log(`\n${formatProtocolTable(rowsOn, options.protocols)}`);
    const rows = rowsOn[primary] ?? [];
    // What the first view's JavaScript carries, from the first federated run (bytes do not vary between runs or wires).
    const byteSplit = pageSplits(runsFor(primary).federated[0] ?? [], (label) => ((APPS as readonly string[]).includes(label) ? federatedDist(label) : null));
    console.log(`\n${formatByteSplit(byteSplit)}\n`);
    const finder = poolFinder(finderRuns);
    console.log(describeFinder(finder));
    const ladder = poolLadder(ladderRuns);
    console.log(describeLadder(ladder));
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
      options: { runs: options.runs, routes: options.routes, timeoutMs: options.timeoutMs, protocols: options.protocols },
      // the wire of `figures`, `runs`, the finder and the returning customer
      protocol: WIRE_LABELS[primary].title,
      origins,
      figures: rows,
      byteSplit,
      finder,
      ladder,
      interactions,
      returning: { change: BOND_LIST_COPY_CHANGE, builds: returning },
      runs: runsFor(primary),
      // the other wires' loads, measured alternated in the same runs
      otherProtocols: Object.fromEntries(options.protocols.slice(1).map((protocol) => [WIRE_LABELS[protocol].title, { figures: rowsOn[protocol], runs: runsFor(protocol) }])),
    };
    writeFileSync(join(BENCH_DIR, 'bench.json'), `${JSON.stringify(result, null, 2)}\n`);

    if (options.recordBudget) recordFrom(runsFor(primary).federated[0] ?? []);
  } finally {
    await browser?.close();
    await closeServers();
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
