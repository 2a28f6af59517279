import { expect, test } from '@playwright/test';
import { countDocumentLoads } from './support/shell';

test('after an hour the page learns of a newer build, and the next navigation loads it', async ({ page }) => {
  await page.clock.install();
  const documentLoads = countDocumentLoads(page);
  await page.goto('/overseas');
  await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
  const running = await page.locator('meta[name="build-id"]').getAttribute('content');
  expect(running).toMatch(/^[0-9a-f]{8,}$/);

  // within the hour nothing is asked and navigation stays in the page
  await page.getByRole('link', { name: '海外股票' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
  expect(documentLoads()).toBe(1);

  let asked = 0;
  await page.route('**/builds/latest.json', (route) => {
    asked += 1;
    return route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } });
  });
  await page.clock.runFor(60 * 60 * 1000);
  await expect.poll(() => asked).toBe(1);

  await page.getByRole('link', { name: '海外基金' }).first().click();
  await expect(page).toHaveURL(/\/overseas\/fund$/);
  await expect.poll(() => documentLoads()).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: '海外基金' })).toBeVisible();
});
