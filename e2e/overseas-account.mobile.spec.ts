import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { handoff, USERS } from './support/sandbox';

/** True when the page is no wider than the phone's screen (tables scroll inside their own box). */
async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

for (const theme of ['dark', 'light'] as const) {
  test(`on a phone the overseas pages fit the screen and have no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
    await page.goto('/overseas');
    await expect(page.getByRole('region', { name: '今日參考匯率', exact: true }).getByRole('row', { name: /美元 USD/ })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await handoff(page, USERS.web, '/overseas/account');
    await expect(page.getByRole('region', { name: '保證金專戶現金', exact: true }).getByTestId('cash-total')).toBeVisible();
    await expect(page.getByRole('table', { name: '依商品別' })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await handoff(page, USERS.kycExpired, '/overseas/account/sub-brokerage');
    await expect(page.getByRole('alert')).toContainText('已於 2025/03/31 到期');
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
