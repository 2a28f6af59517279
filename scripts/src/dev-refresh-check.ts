import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from '../../playwright.config';
import { PORTS } from './ports';
import { REPO_ROOT } from './repo-root';

// `pnpm exec tsx scripts/src/dev-refresh-check.ts`: checks that `pnpm dev` refreshes an edited remote
// component in place. It starts `pnpm dev` (the fixed ports must be free), signs in as A123456789, opens the
// bond list, types a search text, opens the filters, edits the list's heading in remote-bond's source and
// measures how long the new text takes to appear; then it checks that the page was not reloaded and kept
// what was typed and opened, puts the source back and stops everything it started. Exit code 1 on failure.

const SOURCE = join(REPO_ROOT, 'remote-bond', 'src', 'features', 'bond-list', 'bond-list-page.tsx');
const HEADING = '        海外債券\n      </h1>';
const EDITED_TEXT = '海外債券（即時更新）';
const TYPED = 'Apple';
const START_TIMEOUT_MS = 300_000;
const UPDATE_TIMEOUT_MS = 30_000;
/** Edits, each followed by putting the source back. */
const ROUNDS = 3;

async function waitForServer(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Milliseconds from writing `text` into the source until the page's heading reads `expected`. */
async function editAndMeasure(page: Page, text: string, expected: string): Promise<number> {
  const started = Date.now();
  await writeFile(SOURCE, text);
  await page.waitForFunction((wanted) => document.querySelector('#bond-title')?.textContent?.trim() === wanted, expected, { polling: 'raf', timeout: UPDATE_TIMEOUT_MS });
  return Date.now() - started;
}

async function check(page: Page, original: string): Promise<string[]> {
  const failures: string[] = [];
  let documents = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents += 1;
  });
  await page.goto(`http://localhost:${PORTS.sandbox}/login/handoff?user=A123456789&target=${encodeURIComponent('/overseas/bond')}`);
  await page.getByRole('heading', { name: '海外債券', level: 1 }).waitFor({ timeout: 60_000 });
  await page.getByTestId('bond-list').first().waitFor({ timeout: 60_000 });
  const search = page.getByRole('searchbox', { name: '搜尋債券' });
  await search.fill(TYPED);
  await page.getByRole('button', { name: /^篩選條件/ }).click();
  await page.evaluate(() => Object.assign(window, { refreshCheckMark: true }));
  const documentsBefore = documents;

  for (let round = 1; round <= ROUNDS; round += 1) {
    const editMs = await editAndMeasure(page, original.replace(HEADING, `        ${EDITED_TEXT}\n      </h1>`), EDITED_TEXT);
    const reloaded = documents !== documentsBefore || !(await page.evaluate(() => 'refreshCheckMark' in window));
    const typed = await search.inputValue().catch(() => '');
    const filtersOpen = await page.getByRole('button', { name: /^篩選條件/ }).getAttribute('aria-expanded');
    const revertMs = await editAndMeasure(page, original, '海外債券');
    console.log(`round ${round}: edit visible after ${editMs} ms, reverted after ${revertMs} ms; page reloaded: ${reloaded ? 'yes' : 'no'}; search text: "${typed}"; filters open: ${filtersOpen ?? '?'}`);
    if (reloaded) failures.push(`round ${round}: the page was reloaded`);
    if (typed !== TYPED) failures.push(`round ${round}: the search box holds "${typed}", not "${TYPED}"`);
    if (filtersOpen !== 'true') failures.push(`round ${round}: the filters closed`);
    if (failures.length > 0) break;
  }
  return failures;
}

async function main(): Promise<number> {
  const original = await readFile(SOURCE, 'utf8');
  if (!original.includes(HEADING)) throw new Error(`${SOURCE} no longer has the heading this check edits`);
  // its own process group, so that every server it starts stops with it
  const dev = spawn('pnpm', ['dev'], { cwd: REPO_ROOT, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (const port of [PORTS.host, PORTS['remote-bond'], PORTS['remote-margin'], PORTS['remote-overseas-misc']]) {
      await waitForServer(`http://localhost:${port}/${port === PORTS.host ? 'runtime-config.json' : 'mf-manifest.json'}`, deadline);
    }
    const failures = await check(await browser.newPage(), original);
    for (const failure of failures) console.error(`FAIL: ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await writeFile(SOURCE, original);
    await browser.close();
    if (dev.pid !== undefined) process.kill(-dev.pid, 'SIGTERM');
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
