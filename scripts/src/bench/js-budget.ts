/**
 * The JavaScript budget of the first bond-list view (`/overseas/bond`, signed in, federated build).
 *
 * Which files make that view is recorded from a real browser run (`pnpm bench --record-budget`): the
 * scripts the page requested before the list was visible, by app and by file-name pattern (the content
 * hash replaced by `[hash]`). Every other JavaScript file then in those apps' dist folders is recorded
 * as not part of the view. The check (`pnpm test:budget`, no browser) sums the gzip size of the built
 * files matching the view's patterns, and counts any file it has no record of as part of the view too:
 * a chunk added since the record (a new lazy component, a renamed chunk) can only make the check
 * stricter, never slip past it. Re-recording after a deliberate change settles that.
 */

/** The budget of one app's share of the view. */
export interface AppBudget {
  /** Gzip bytes allowed. */
  budgetBytes: number;
  /** Gzip bytes when recorded. */
  recordedBytes: number;
  /** Patterns of the files the view loads from this app. */
  firstView: string[];
  /** Patterns of this app's other JavaScript files when recorded. */
  otherFiles: string[];
}

/** `js-budget.json`. */
export interface JsBudget {
  $comment: string[];
  recordedAt: string;
  /** Share added to the recorded size to make the budget. */
  headroom: number;
  /** At least this many bytes are added, so that a small app's budget is not one edit wide. */
  minHeadroomBytes: number;
  apps: Record<string, AppBudget>;
  totalBudgetBytes: number;
}

/** A built JavaScript file and its gzip size. */
export interface BuiltFile {
  name: string;
  gzipBytes: number;
}

/** One app's files counted against its budget. */
export interface AppCheck {
  app: string;
  counted: (BuiltFile & { unrecorded: boolean })[];
  bytes: number;
  budgetBytes: number;
  /** View patterns no built file matches any more (the chunk was renamed or dropped). */
  stale: string[];
}

/** The outcome of a check. */
export interface BudgetCheck {
  apps: AppCheck[];
  totalBytes: number;
  totalBudgetBytes: number;
  ok: boolean;
}

export const BUDGET_COMMENT = [
  'Gzip budget (bytes) of the JavaScript of the first bond-list view: /overseas/bond as a signed-in customer, federated build.',
  'Checked without a browser by `pnpm test:budget` (last step of `pnpm test`): the built files matching `firstView`, plus any file of these apps not recorded at all, gzipped (zlib default level).',
  'To update after a deliberate change: `pnpm bench --runs 1 --record-budget` (records the files the page really loads and sets each budget to the size then + 5%, at least + 2 KB), review the diff, commit.',
];

const HASHED = /\.[0-9a-f]{8,}\.js$/;

/** A file's name with its content hash replaced by `[hash]` (`841.8e4998b0f0.js` → `841.[hash].js`). */
export function filePattern(name: string): string {
  return name.replace(HASHED, '.[hash].js');
}

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
  if (!isRecord(json) || !isRecord(json['apps'])) throw new Error('js-budget.json: no "apps"');
  const apps: Record<string, AppBudget> = {};
  for (const [app, value] of Object.entries(json['apps'])) {
    if (!isRecord(value)) throw new Error(`js-budget.json: apps.${app} is not an object`);
    const { budgetBytes, recordedBytes, firstView, otherFiles } = value;
    if (!isCount(budgetBytes) || !isCount(recordedBytes) || !isStringArray(firstView) || !isStringArray(otherFiles)) {
      throw new Error(`js-budget.json: apps.${app} needs budgetBytes, recordedBytes, firstView[] and otherFiles[]`);
    }
    apps[app] = { budgetBytes, recordedBytes, firstView, otherFiles };
  }
  const { totalBudgetBytes, headroom, minHeadroomBytes, recordedAt } = json;
  if (!isCount(totalBudgetBytes)) throw new Error('js-budget.json: no totalBudgetBytes');
  return {
    $comment: isStringArray(json['$comment']) ? json['$comment'] : [],
    recordedAt: typeof recordedAt === 'string' ? recordedAt : '',
    headroom: typeof headroom === 'number' ? headroom : 0,
    minHeadroomBytes: isCount(minHeadroomBytes) ? minHeadroomBytes : 0,
    apps,
    totalBudgetBytes,
  };
}

/** Which of an app's built files count against its budget. */
export function checkApp(app: string, budget: AppBudget, files: readonly BuiltFile[]): AppCheck {
  const view = new Set(budget.firstView);
  const other = new Set(budget.otherFiles);
  const counted = files
    .filter((file) => !other.has(filePattern(file.name)) || view.has(filePattern(file.name)))
    .map((file) => ({ ...file, unrecorded: !view.has(filePattern(file.name)) }));
  const present = new Set(files.map((file) => filePattern(file.name)));
  return {
    app,
    counted,
    bytes: counted.reduce((sum, file) => sum + file.gzipBytes, 0),
    budgetBytes: budget.budgetBytes,
    stale: budget.firstView.filter((pattern) => !present.has(pattern)),
  };
}

/** Checks every app of the budget against its built files. */
export function checkBudget(budget: JsBudget, filesOf: (app: string) => readonly BuiltFile[]): BudgetCheck {
  const apps = Object.entries(budget.apps).map(([app, appBudget]) => checkApp(app, appBudget, filesOf(app)));
  const totalBytes = apps.reduce((sum, app) => sum + app.bytes, 0);
  return {
    apps,
    totalBytes,
    totalBudgetBytes: budget.totalBudgetBytes,
    ok: totalBytes <= budget.totalBudgetBytes && apps.every((app) => app.bytes <= app.budgetBytes),
  };
}

/** How much room a freshly recorded budget leaves over the size then. */
export interface Headroom {
  /** Share of the size. */
  ratio: number;
  /** At least this many bytes. */
  minBytes: number;
}

/**
 * A new budget from the files a browser run loaded for the view (`loaded`: app → file names) and every
 * app's built files; each budget is the size now plus the headroom, rounded up to a whole KB.
 */
export function recordBudget(loaded: Record<string, readonly string[]>, filesOf: (app: string) => readonly BuiltFile[], headroom: Headroom, now: Date): JsBudget {
  const roundUp = (bytes: number) => Math.ceil(Math.max(bytes * (1 + headroom.ratio), bytes + headroom.minBytes) / 1024) * 1024;
  const apps: Record<string, AppBudget> = {};
  let total = 0;
  for (const app of Object.keys(loaded).sort()) {
    const view = new Set((loaded[app] ?? []).map(filePattern));
    const files = filesOf(app);
    const recordedBytes = files.filter((file) => view.has(filePattern(file.name))).reduce((sum, file) => sum + file.gzipBytes, 0);
    total += recordedBytes;
    apps[app] = {
      budgetBytes: roundUp(recordedBytes),
      recordedBytes,
      firstView: [...view].sort(),
      otherFiles: [...new Set(files.map((file) => filePattern(file.name)).filter((pattern) => !view.has(pattern)))].sort(),
    };
  }
  return {
    $comment: BUDGET_COMMENT,
    recordedAt: now.toISOString(),
    headroom: headroom.ratio,
    minHeadroomBytes: headroom.minBytes,
    apps,
    totalBudgetBytes: roundUp(total),
  };
}

/** The check as text, one line per app and the total. */
export function formatBudgetCheck(check: BudgetCheck): string {
  const lines = check.apps.map((app) => {
    const unrecorded = app.counted.filter((file) => file.unrecorded).map((file) => file.name);
    const notes = [
      unrecorded.length > 0 ? `counted though not recorded: ${unrecorded.join(', ')}` : '',
      app.stale.length > 0 ? `recorded but not built any more: ${app.stale.join(', ')}` : '',
    ].filter((note) => note !== '');
    const verdict = app.bytes <= app.budgetBytes ? 'ok  ' : 'OVER';
    return `${verdict} ${app.app.padEnd(22)} ${app.bytes.toLocaleString('en-US').padStart(9)} / ${app.budgetBytes.toLocaleString('en-US').padStart(9)} B gzip, ${app.counted.length} files${notes.length > 0 ? `\n       ${notes.join('\n       ')}` : ''}`;
  });
  const verdict = check.totalBytes <= check.totalBudgetBytes ? 'ok  ' : 'OVER';
  lines.push(`${verdict} ${'total'.padEnd(22)} ${check.totalBytes.toLocaleString('en-US').padStart(9)} / ${check.totalBudgetBytes.toLocaleString('en-US').padStart(9)} B gzip`);
  return lines.join('\n');
}
