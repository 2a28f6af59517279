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

test('on a phone, a working order of the app customer shows its state and 取消 inside the screen, 44 px high, and cancels from there', async ({ page, request }) => {
  // Tuesday 2025-07-01 22:00 Taiwan: New York trades
  await request.post(`${SANDBOX}/__sandbox/config`, { data: { marketTime: '2025-07-01T22:00:00+08:00' }, headers: { 'content-type': 'application/json' } });
  await page.addInitScript(() => sessionStorage.setItem('theme', 'dark'));
  await handoff(page, USERS.app, '/overseas/stock?symbol=AAPL.US');
  const ticket = page.getByRole('region', { name: /下單：蘋果/ });
  await ticket.getByLabel('股數').fill('2');
  await ticket.getByLabel('限價（USD）').fill('1');
  await ticket.getByRole('button', { name: '預覽委託' }).click();
  await page.getByRole('region', { name: '確認委託' }).getByRole('button', { name: '確認送出' }).click();
  const result = page.getByTestId('stock-order-result');
  await expect(result).toContainText('狀態「委託中」');
  const orderNo = /委託書號 (S\d{12})/.exec((await result.textContent()) ?? '')?.[1] ?? '';

  const row = page.getByTestId('stock-orders').getByRole('row', { name: new RegExp(`^${orderNo} `) });
  await expect(row).toContainText('委託中');
  const cancel = page.getByRole('button', { name: `取消委託 ${orderNo}` });
  await cancel.scrollIntoViewIfNeeded();
  const box = await cancel.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= screen.width)).toBe(true);

  await cancel.click();
  await page.getByRole('group', { name: `取消委託 ${orderNo}` }).getByRole('button', { name: '確認取消' }).click();
  await expect(page.getByText(`委託 ${orderNo} 已取消。`)).toBeVisible();
  await expect(row).toContainText('已取消');
});
