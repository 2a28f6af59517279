import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from '../build/build-apps';
import { APPS, type AppName } from '../ports';
import { REPO_ROOT } from '../repo-root';
import { JS_BUDGET_FILE } from './bench-paths';
import { appBuild } from './built-files';
import { checkBudget, formatBudgetCheck, parseBudget, type AppBuild } from './js-budget';

// `pnpm test:budget`: fails when the gzip size of a measured page's first-view JavaScript is over the
// budget recorded in js-budget.json. No browser; builds the apps concerned only when they are missing
// or older than their sources (a no-op right after `pnpm build` or the end-to-end step).
async function main(): Promise<void> {
  const budget = parseBudget(JSON.parse(readFileSync(JS_BUDGET_FILE, 'utf8')));
  const apps = [...new Set(Object.values(budget.pages).flatMap((page) => Object.keys(page.apps)))];
  const unknown = apps.filter((app) => !(APPS as readonly string[]).includes(app));
  if (unknown.length > 0) throw new Error(`js-budget.json names apps that do not exist: ${unknown.join(', ')}`);
  await buildApps({ apps: APPS.filter((app: AppName) => apps.includes(app)) });
  const builds = new Map<string, AppBuild>();
  const buildOf = (app: string): AppBuild => {
    const known = builds.get(app);
    if (known !== undefined) return known;
    const read = appBuild(join(REPO_ROOT, app, 'dist'));
    builds.set(app, read);
    return read;
  };
  const check = checkBudget(budget, buildOf);
  console.log(`JavaScript of each measured page's first view (budget recorded ${budget.recordedAt}):`);
  console.log(formatBudgetCheck(check));
  if (!check.ok) {
    console.error('\nOver budget. If the growth is deliberate, re-record: pnpm bench --runs 1 --record-budget, then review and commit js-budget.json.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
