import { expect, test } from '@playwright/test';

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

test('a shared store changed by a remote re-renders the host: remote-margin opens the host\'s global modal', async ({ page }) => {
  await page.goto('/marginDeposit/info');
  await page.getByRole('button', { name: '保證金說明' }).click();
  const dialog = page.getByRole('dialog', { name: '保證金說明' });
  await expect(dialog).toContainText('保證金專戶款項僅供複委託交易交割使用');
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(dialog).toBeHidden();
});

test('shared libraries and the federation runtime are downloaded once, from the host', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/overseas');
  await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
  await page.getByRole('link', { name: '海外債券' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
  await page.getByRole('link', { name: '保證金專區' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '保證金資訊' })).toBeVisible();

  for (const port of [8081, 8082, 8083]) {
    const manifest = (await (await request.get(`http://localhost:${port}/mf-manifest.json`)).json()) as Manifest;
    const sharedFiles = new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
    const fromRemote = scripts.filter((url) => url.startsWith(`http://localhost:${port}/`)).map((url) => url.split('/').pop() ?? '');
    expect(fromRemote.filter((file) => sharedFiles.has(file))).toEqual([]);
  }
  // remote entries carry no runtime of their own: they use the host's
  for (const port of [8081, 8082, 8083]) {
    const entry = await (await request.get(`http://localhost:${port}/remoteEntry.js`)).text();
    expect(entry.length).toBeLessThan(40_000);
  }
});

test('links to other remote routes are prefetched once visible, before any click', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/marginDeposit/trans');
  await expect(page.getByRole('heading', { level: 1, name: '保證金轉帳' })).toBeVisible();
  expect(requested.some((url) => url.startsWith('http://localhost:8081/'))).toBe(false);

  await page.goto('/overseas/stock');
  await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
  // the navigation shows 海外債券 and 保證金專區: their remotes are fetched without a click
  await expect.poll(() => requested.some((url) => url.startsWith('http://localhost:8081/remoteEntry.js'))).toBe(true);
  await expect.poll(() => requested.some((url) => url.startsWith('http://localhost:8082/remoteEntry.js'))).toBe(true);
});
