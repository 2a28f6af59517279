/**
 * The JavaScript budget of every measured page's first view (signed in, federated build), per page and
 * per app.
 *
 * What a page's view loads is recorded from a real browser run (`pnpm bench --record-budget`), not as
 * file names but as webpack chunk groups (an entry, a federation expose, "what `import('./x')` in module M
 * loads"; see `scripts/src/webpack/chunk-groups-plugin.ts`), which every production build lists in
 * `.build-stats/<build>.chunk-groups.json`. The check (`pnpm test:budget`, no browser) sums the gzip size of
 * the files those groups have in the current build. So a chunk that is merely renamed or re-split, or a
 * new page in the same app, changes nothing; code added to a page's view, in its own chunks or in new
 * chunks of the same imports, counts. A recorded group that no build has any more (an import moved or
 * renamed) fails the check with its name, until the view is recorded again.
 */

/** One app's share of one page's view. */
export interface AppBudget {
  /** Gzip bytes allowed. */
  budgetBytes: number;
  /** Gzip bytes when recorded. */
  recordedBytes: number;
  /** Stable keys of the chunk groups the view loads from this app. */
  chunkGroups: string[];
}

/** One page's view. */
export interface PageBudget {
  apps: Record<string, AppBudget>;
  /** Gzip bytes allowed for the whole view. */
  budgetBytes: number;
  recordedBytes: number;
}

/** `js-budget.json`. */
export interface JsBudget {
  $comment: string[];
  recordedAt: string;
  /** Share added to the recorded size to make the budget. */
  headroom: number;
  /** At least this many bytes are added, so that a small app's budget is not one edit wide. */
  minHeadroomBytes: number;
  /** By page path. */
  pages: Record<string, PageBudget>;
}

/** A built JavaScript file and its gzip size. */
export interface BuiltFile {
  name: string;
  gzipBytes: number;
}

/** A chunk group of a build and its current files (see chunk-groups-plugin.ts). */
export interface ChunkGroup {
  id: string;
  files: string[];
}

/** An app's build as the budget sees it. */
export interface AppBuild {
  files: readonly BuiltFile[];
  chunkGroups: readonly ChunkGroup[];
}

/** One app's share of one page, checked. */
export interface AppCheck {
  app: string;
  files: BuiltFile[];
  bytes: number;
  budgetBytes: number;
  /** Recorded chunk groups this build does not have (the import moved or was renamed): re-record. */
  missing: string[];
}

/** One page, checked. */
export interface PageCheck {
  page: string;
  apps: AppCheck[];
  bytes: number;
  budgetBytes: number;
  ok: boolean;
}

/** The outcome of a check. */
export interface BudgetCheck {
  pages: PageCheck[];
  ok: boolean;
}

export const BUDGET_COMMENT = [
  'Gzip budget (bytes) of the first-view JavaScript of every measured page, per app: signed in, federated build.',
  'A view is recorded as webpack chunk groups (entries, federation exposes, lazy imports by importing module and request), not file names: a renamed or re-split chunk, or a new page, changes nothing.',
  'Checked without a browser by `pnpm test:budget` (last step of `pnpm test`): the current files of those chunk groups (from <app>/.build-stats/dist.chunk-groups.json), gzipped (zlib default level).',
  'To update after a deliberate change: `pnpm bench --runs 1 --record-budget` (records the groups the pages really load and sets each budget to the size then + 5%, at least + 2 KB), review the diff, commit.',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Reads `js-budget.json`; throws naming the first thing that is wrong. */
export function parseBudget(json: unknown): JsBudget {
  if (!isRecord(json) || !isRecord(json['pages'])) throw new Error('js-budget.json: no "pages"');
  const pages: Record<string, PageBudget> = {};
  for (const [page, value] of Object.entries(json['pages'])) {
    if (!isRecord(value) || !isRecord(value['apps']) || !isCount(value['budgetBytes']) || !isCount(value['recordedBytes'])) {
      throw new Error(`js-budget.json: pages["${page}"] needs apps, budgetBytes and recordedBytes`);
    }
    const apps: Record<string, AppBudget> = {};
    for (const [app, entry] of Object.entries(value['apps'])) {
      if (!isRecord(entry)) throw new Error(`js-budget.json: pages["${page}"].apps.${app} is not an object`);
      const { budgetBytes, recordedBytes, chunkGroups } = entry;
      if (!isCount(budgetBytes) || !isCount(recordedBytes) || !isStringArray(chunkGroups)) {
        throw new Error(`js-budget.json: pages["${page}"].apps.${app} needs budgetBytes, recordedBytes and chunkGroups[]`);
      }
      apps[app] = { budgetBytes, recordedBytes, chunkGroups };
    }
    pages[page] = { apps, budgetBytes: value['budgetBytes'], recordedBytes: value['recordedBytes'] };
  }
  const { headroom, minHeadroomBytes, recordedAt } = json;
  return {
    $comment: isStringArray(json['$comment']) ? json['$comment'] : [],
    recordedAt: typeof recordedAt === 'string' ? recordedAt : '',
    headroom: typeof headroom === 'number' ? headroom : 0,
    minHeadroomBytes: isCount(minHeadroomBytes) ? minHeadroomBytes : 0,
    pages,
  };
}

/** The files of the given chunk groups in a build, each once. */
function filesOfGroups(build: AppBuild, ids: readonly string[]): { files: BuiltFile[]; missing: string[] } {
  const groups = new Map(build.chunkGroups.map((group) => [group.id, group.files]));
  const names = new Set<string>();
  const missing: string[] = [];
  for (const id of ids) {
    const files = groups.get(id);
    if (files === undefined) missing.push(id);
    else for (const file of files) names.add(file);
  }
  return { files: build.files.filter((file) => names.has(file.name)), missing };
}

/** Checks every page of the budget against the apps' current builds. */
export function checkBudget(budget: JsBudget, buildOf: (app: string) => AppBuild): BudgetCheck {
  const pages = Object.entries(budget.pages).map(([page, pageBudget]): PageCheck => {
    const apps = Object.entries(pageBudget.apps).map(([app, appBudget]): AppCheck => {
      const { files, missing } = filesOfGroups(buildOf(app), appBudget.chunkGroups);
      return { app, files, bytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), budgetBytes: appBudget.budgetBytes, missing };
    });
    const bytes = apps.reduce((sum, app) => sum + app.bytes, 0);
    const ok = bytes <= pageBudget.budgetBytes && apps.every((app) => app.bytes <= app.budgetBytes && app.missing.length === 0);
    return { page, apps, bytes, budgetBytes: pageBudget.budgetBytes, ok };
  });
  return { pages, ok: pages.every((page) => page.ok) };
}

/** How much room a freshly recorded budget leaves over the size then. */
export interface Headroom {
  /** Share of the size. */
  ratio: number;
  /** At least this many bytes. */
  minBytes: number;
}

/**
 * The chunk groups a browser run loaded completely: every group whose JavaScript files were all
 * requested. webpack loads a group as a whole, so every file the view loaded is in one of them.
 */
export function loadedGroups(build: AppBuild, loadedFiles: readonly string[]): string[] {
  const loaded = new Set(loadedFiles);
  return build.chunkGroups.filter((group) => group.files.length > 0 && group.files.every((file) => loaded.has(file))).map((group) => group.id);
}

/**
 * A new budget from the files a browser run loaded for each page's view (`loaded`: page → app → file
 * names) and every app's build; each budget is the size now plus the headroom, rounded up to a whole KB.
 */
export function recordBudget(loaded: Record<string, Record<string, readonly string[]>>, buildOf: (app: string) => AppBuild, headroom: Headroom, now: Date): JsBudget {
  const roundUp = (bytes: number) => Math.ceil(Math.max(bytes * (1 + headroom.ratio), bytes + headroom.minBytes) / 1024) * 1024;
  const pages: Record<string, PageBudget> = {};
  for (const page of Object.keys(loaded).sort()) {
    const apps: Record<string, AppBudget> = {};
    let total = 0;
    const byApp = loaded[page] ?? {};
    for (const app of Object.keys(byApp).sort()) {
      const build = buildOf(app);
      const chunkGroups = loadedGroups(build, byApp[app] ?? []);
      const recordedBytes = filesOfGroups(build, chunkGroups).files.reduce((sum, file) => sum + file.gzipBytes, 0);
      total += recordedBytes;
      apps[app] = { budgetBytes: roundUp(recordedBytes), recordedBytes, chunkGroups };
    }
    pages[page] = { apps, budgetBytes: roundUp(total), recordedBytes: total };
  }
  return { $comment: BUDGET_COMMENT, recordedAt: now.toISOString(), headroom: headroom.ratio, minHeadroomBytes: headroom.minBytes, pages };
}

const bytesText = (bytes: number) => bytes.toLocaleString('en-US').padStart(9);

/** The check as text: per page, one line per app and the page's total. */
export function formatBudgetCheck(check: BudgetCheck): string {
  const lines: string[] = [];
  for (const page of check.pages) {
    lines.push(`${page.ok ? 'ok  ' : 'OVER'} ${page.page.padEnd(26)} ${bytesText(page.bytes)} / ${bytesText(page.budgetBytes)} B gzip`);
    for (const app of page.apps) {
      const verdict = app.bytes <= app.budgetBytes && app.missing.length === 0 ? 'ok  ' : app.missing.length > 0 ? 'GONE' : 'OVER';
      const missing = app.missing.length > 0 ? `\n         recorded but not in this build (re-record): ${app.missing.join('; ')}` : '';
      lines.push(`  ${verdict} ${app.app.padEnd(24)} ${bytesText(app.bytes)} / ${bytesText(app.budgetBytes)} B gzip, ${app.files.length} files${missing}`);
    }
  }
  return lines.join('\n');
}
