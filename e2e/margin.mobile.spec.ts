import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { handoff, marginControl, USERS } from './support/sandbox';

/** The margin deposit pages on a phone (Pixel 7, 412 px): usable, and axe-clean in both themes. */

for (const theme of ['dark', 'light'] as const) {
  test(`the margin pages have no serious or critical accessibility violation on a phone (${theme})`, async ({ page, request }) => {
    await marginControl(request, 'reset');
    await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
    await handoff(page, USERS.web, '/marginDeposit/info');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('table', { name: '各幣別保證金餘額' })).toBeVisible();
    await expect(page.getByRole('table', { name: '異動明細，新的在前' })).toBeVisible();
    // Nothing wider than the phone but the scrollable tables themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/marginDeposit/trans');
    await expect(page.getByRole('region', { name: '轉帳', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.getByRole('textbox', { name: /金額/ }).fill('1,000');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('region', { name: '確認入金內容' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
