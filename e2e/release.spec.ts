import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { changedBondCopy, filesOfManifest, hashedFilesOf, hashTree, keepServedBuild, NEW_BOND_FIELD, REPO_ROOT, runPnpm, watchCspViolations } from './support/deploy';
import { handoff, setSwitches, USERS } from './support/sandbox';
import { countDocumentLoads, expectShellIntact } from './support/shell';

// Independent release of a remote, done as README's "Releasing a remote on its own" says (`pnpm release`),
// against the servers of this run (nginx in `pnpm test`, as in production). Slow: each test builds.

const BOND = 'http://localhost:8081';

/** The served builds of the apps a test releases into, put back afterwards so later tests see the normal builds. */
const kept = new Map<string, { restore: () => void }>();
function releasing(app: string): void {
  if (!kept.has(app)) kept.set(app, keepServedBuild(app));
}

test.afterAll(() => {
  for (const build of kept.values()) build.restore();
  kept.clear();
});

test('a release of remote-bond alone, with a bond contract change: an open page keeps working on the old files, a reload shows the new release and the new field, the host is untouched', async ({ page, request }) => {
  test.setTimeout(180_000);
  const violations = await watchCspViolations(page);
  const loads = countDocumentLoads(page);
  // Only remote-bond is released: the host's files, and the other remotes', stay byte for byte.
  const others = ['host', 'remote-margin', 'remote-overseas-misc'];
  const othersBefore = others.map((app) => hashTree(join(REPO_ROOT, app, 'dist')));
  const label = `e2e-${Date.now()}`;
  // The back end has started to send a new field on every bond; the live release's contract drops it.
  await setSwitches(request, { extraBondFields: { [NEW_BOND_FIELD]: label } });
  try {
    await releaseBondAlone(page, request, { label, loads, others, othersBefore });
  } finally {
    await setSwitches(request, { extraBondFields: {} });
  }
  expect(violations()).toEqual([]);
});

async function releaseBondAlone(
  page: Page,
  request: APIRequestContext,
  { label, loads, others, othersBefore }: { label: string; loads: () => number; others: readonly string[]; othersBefore: ReadonlyArray<Record<string, string>> },
): Promise<void> {
  await handoff(page, USERS.web, '/overseas/bond');
  await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByTestId('bond-release-label')).toHaveCount(0);
  await expect(page.getByTestId('bond-new-field')).toHaveCount(0);
  const oldFiles = filesOfManifest(await (await request.get(`${BOND}/mf-manifest.json`)).json());
  const servedBefore = hashedFilesOf(join(REPO_ROOT, 'remote-bond', 'dist'));
  const loadsBefore = loads();

  const copy = changedBondCopy(label);
  try {
    releasing('remote-bond');
    await runPnpm(['release', 'remote-bond', '--source', copy.dir]);
  } finally {
    copy.remove();
  }
  const newFiles = filesOfManifest(await (await request.get(`${BOND}/mf-manifest.json`)).json());
  const replaced = oldFiles.filter((file) => !newFiles.includes(file));
  // The salted release renamed the files: the old ones are still served next to the new ones.
  expect(replaced.length).toBeGreaterThan(0);
  for (const file of replaced) expect((await request.get(`${BOND}/${file}`)).status(), file).toBe(200);

  // The open page goes on with the release it started with: its next pages come from the old files.
  const bondResponses: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${BOND}/`)) bondResponses.push({ url: response.url(), status: response.status() });
  });
  await page.getByRole('banner').getByRole('link', { name: /購物車/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible();
  await page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '海外股票' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
  await page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '海外債券' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
  await expect(page.getByTestId('bond-release-label')).toHaveCount(0);
  expect(loads()).toBe(loadsBefore);
  expect(bondResponses.filter((response) => response.status >= 400)).toEqual([]);
  // Every chunk it fetched after the release is one of the files served before, none of the new ones.
  const fetched = bondResponses.map((response) => new URL(response.url).pathname.slice(1));
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((file) => !servedBefore.includes(file))).toEqual([]);
  expect(fetched.some((file) => !newFiles.includes(file))).toBe(true);

  // A new page load gets the new release, and with it the new contract: every bond shows the new field.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
  await expect(page.getByTestId('bond-release-label')).toHaveText(`債券服務版本 ${label}`);
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  const rows = await page.getByRole('rowheader').count();
  await expect(page.getByTestId('bond-new-field')).toHaveText(Array.from({ length: rows }, () => `債券備註：${label}`));
  await expectShellIntact(page);

  expect(others.map((app) => hashTree(join(REPO_ROOT, app, 'dist')))).toEqual(othersBefore);
}

/** What the federation runtime of the page answers when asked for a remote module (the cause a customer never sees). */
async function loadRemoteError(page: Page, id: string): Promise<string> {
  return page.evaluate(async (request) => {
    type Instance = { name: string; loadRemote: (id: string) => Promise<unknown> };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'host');
    try {
      await host?.loadRemote(request);
      return 'loaded';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }, id);
}

test('remote-bond built for a newer kernel than the live host: the release refuses it; forced past the check, the bond area shows its fallback and the rest keeps working', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchCspViolations(page);
  // built as if written against a kernel the live host cannot provide
  const newerKernel = { FEDERATION_REQUIRED_VERSIONS: 'shared=^99.0.0' };
  releasing('remote-bond');
  const served = join(REPO_ROOT, 'remote-bond', 'dist');
  const servedBefore = hashTree(served);
  const refusal = await runPnpm(['release', 'remote-bond'], newerKernel).then(
    () => 'published',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  expect(refusal).toMatch(/remote-bond needs shared \^99\.0\.0; the live host provides shared \d+\.\d+\.\d+: release the host first \(pnpm release host\)\./);
  expect(hashTree(served)).toEqual(servedBefore);

  // A rehearsal forces it past the check: singletons are strictVersion, so the area fails alone (FED-4).
  expect(await runPnpm(['release', 'remote-bond', '--force'], newerKernel)).toContain('--force: publishing remote-bond although the release check refused it');

  await handoff(page, USERS.web, '/overseas/bond');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('此功能暫時無法載入，請稍後再試。');
  await expectShellIntact(page);
  // A retry fails the same way (no half-loaded remote that would crash later).
  await fallback.getByRole('button', { name: '重新載入' }).click();
  await expect(page.getByRole('alert')).toContainText('此功能暫時無法載入，請稍後再試。');
  expect(await loadRemoteError(page, 'remote_bond/routes')).toMatch(/shared singleton module shared does not satisfy the requirement of remote_bond which needs \^99\.0\.0/);

  // The other areas work, on the host's kernel.
  const menu = page.getByRole('navigation', { name: '海外交易選單' });
  await menu.getByRole('link', { name: '海外股票' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
  await menu.getByRole('link', { name: '海外債券' }).click();
  await expect(page.getByRole('alert')).toContainText('此功能暫時無法載入，請稍後再試。');
  await expectShellIntact(page);
  await menu.getByRole('link', { name: '保證金專區' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '保證金資訊' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(violations()).toEqual([]);
});
