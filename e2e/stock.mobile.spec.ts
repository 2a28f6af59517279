import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { handoff, SANDBOX, USERS } from './support/sandbox';

/** The overseas stock page on a phone (Pixel 7): usable at its width, axe clean in both themes. */

test.afterEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/config`, { data: { marketTime: null }, headers: { 'content-type': 'application/json' } });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the stock page on a phone has no serious or critical accessibility violation and no sideways scroll (${theme})`, async ({ page, request }) => {
    await request.post(`${SANDBOX}/__sandbox/config`, { data: { marketTime: '2025-07-02T10:00:00+08:00' }, headers: { 'content-type': 'application/json' } });
    await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
    await handoff(page, USERS.web, '/overseas/stock?symbol=0700.HK');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByText(/今日自/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
