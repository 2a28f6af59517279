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
    // Nothing wider than the phone: each balance is a card with every figure labelled (rule SHL-16).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    const twd = await page.getByRole('table', { name: '各幣別保證金餘額' }).getByRole('row', { name: /美元 USD/ }).getByRole('cell').last().boundingBox();
    expect(twd !== null && twd.x + twd.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
    // an order number in the movements is a link a finger can hit (WCAG 2.5.5)
    const order = await page.getByRole('table', { name: '異動明細，新的在前' }).getByRole('link', { name: /^B\d+/ }).first().boundingBox();
    expect(order?.height).toBeGreaterThanOrEqual(44);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/marginDeposit/trans');
    await expect(page.getByRole('region', { name: '轉帳', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.getByRole('textbox', { name: /金額/ }).fill('1,000');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('region', { name: '確認入金內容' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // the transfer's amount, status and 取消 on the phone's screen, 取消 a finger's size (rule SHL-16)
    await page.getByRole('region', { name: '確認入金內容' }).getByRole('button', { name: '確認送出' }).click();
    const row = page.getByRole('region', { name: '轉帳狀態' }).getByRole('row', { name: /USD 1,000\.00/ });
    const cancel = row.getByRole('button', { name: /^取消轉帳/ });
    await expect(cancel).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    for (const part of [row.getByText('USD 1,000.00'), row.getByText('受理中'), cancel]) {
      const box = await part.boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
    expect((await cancel.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  });
}
