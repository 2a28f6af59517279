import { expect, test } from '@playwright/test';
import { countDocumentLoads, expectShellIntact } from './support/shell';

test('a remote whose server is down: one reload, then a message with a retry inside the intact shell', async ({ page }) => {
  const loads = countDocumentLoads(page);
  await page.route('http://localhost:8081/**', (route) => route.abort('connectionrefused'));
  await page.goto('/overseas/bond');

  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('此功能暫時無法載入，請稍後再試。');
  await expect(fallback.getByRole('button', { name: '重新載入' })).toBeVisible();
  await expectShellIntact(page);
  expect(loads()).toBe(2);

  // no loop: trying again while the server is still down brings the message back, without a reload
  const retried = page.waitForEvent('requestfailed', (request) => request.url().startsWith('http://localhost:8081/'));
  await fallback.getByRole('button', { name: '重新載入' }).click();
  await retried;
  await expect(fallback).toContainText('此功能暫時無法載入，請稍後再試。');
  expect(loads()).toBe(2);

  // the other remotes keep working
  await page.getByRole('link', { name: '海外股票' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
  await page.getByRole('link', { name: '保證金專區' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '保證金資訊' })).toBeVisible();
  expect(loads()).toBe(2);
});

test('retry loads the remote once its server is back, without a page reload', async ({ page }) => {
  const loads = countDocumentLoads(page);
  await page.route('http://localhost:8081/**', (route) => route.abort('connectionrefused'));
  await page.goto('/overseas/bond');
  await expect(page.getByRole('button', { name: '重新載入' })).toBeVisible();
  const before = loads();

  await page.unroute('http://localhost:8081/**');
  await page.getByRole('button', { name: '重新載入' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
  expect(loads()).toBe(before);
});

// twice: the page's start-up preload and the area's own load each fetch it once, so only a retry saves both
for (const [file, pattern] of [
  ['manifest', /localhost:8081\/mf-manifest\.json/],
  ['remote entry', /localhost:8081\/remoteEntry\.js/],
] as const) {
  test(`a ${file} that fails twice is fetched again: the page shows without a reload`, async ({ page }) => {
    const loads = countDocumentLoads(page);
    let failures = 0;
    await page.route(pattern, async (route) => {
      if (failures < 2) {
        failures += 1;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.goto('/overseas/bond');
    await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
    expect(failures).toBe(2);
    expect(loads()).toBe(1);
  });
}

test('after remote-bond was down, a retry that succeeds brings the header cart button back without a page load', async ({ page }) => {
  const loads = countDocumentLoads(page);
  await page.route('http://localhost:8081/**', (route) => route.abort('connectionrefused'));
  await page.goto('/overseas/bond');
  // down, one reload, still down: the message with its retry
  await expect(page.getByRole('button', { name: '重新載入' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /購物車/ })).toHaveCount(0);
  const before = loads();

  await page.unroute('http://localhost:8081/**');
  await page.getByRole('button', { name: '重新載入' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /購物車/ })).toBeVisible();
  expect(loads()).toBe(before);
});

test('a remote chunk gone after a release (404): one reload, then the fallback, no loop', async ({ page }) => {
  const loads = countDocumentLoads(page);
  await page.route(/localhost:8081\/__federation_expose_routes\.[0-9a-f]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto('/overseas/bond');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('此功能暫時無法載入');
  expect(loads()).toBe(2);
  // no loop: trying again while the chunk is still gone brings the message back, without a reload
  const retried = page.waitForResponse(/localhost:8081\/__federation_expose_routes\.[0-9a-f]+\.js$/);
  await fallback.getByRole('button', { name: '重新載入' }).click();
  await retried;
  await expect(fallback).toContainText('此功能暫時無法載入');
  expect(loads()).toBe(2);
  await expectShellIntact(page);
});

test('a page chunk of a remote that 404s is handled the same way', async ({ page }) => {
  const loads = countDocumentLoads(page);
  await page.goto('/overseas');
  await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
  // every further script of the margin remote is gone, as after a release that removed old files
  await page.route(/localhost:8082\/(?!remoteEntry|mf-manifest).*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '保證金專區' }).click();
  await expect(page.getByRole('alert')).toContainText('此功能暫時無法載入');
  expect(loads()).toBe(2);
  await expect(page.getByRole('banner')).toBeVisible();
});
