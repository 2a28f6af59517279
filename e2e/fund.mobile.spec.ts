import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { handoff, USERS } from './support/sandbox';

/** Fund compare on a phone (rules FND-4, FND-11): three funds, the chart in view, the label column sticky, no sideways page. */

test('three funds compared on a 390 px phone: the growth chart shows, the label column stays while the third fund swipes in, the page never scrolls sideways (dark, axe clean)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => sessionStorage.setItem('theme', 'dark'));
  await handoff(page, USERS.web, '/overseas/fund?type=EQ&cur=USD');
  const rows = page.getByTestId('fund-list').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const name = (await rows.nth(index).getByRole('link').textContent()) ?? '';
    const box = page.getByRole('checkbox', { name: `加入比較：${name}` });
    await box.click();
    await expect(box).toBeChecked();
    names.push(name);
  }
  await page.getByRole('link', { name: '比較 3 檔基金' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '基金比較' })).toBeVisible();

  // the chart (uPlot fetched with the page) and its sentences, one per fund
  const chart = page.getByRole('region', { name: /^淨值成長比較/ });
  await expect(chart.getByRole('img', { name: /^近3年淨值成長比較圖/ })).toBeVisible();
  await expect(chart.locator('canvas').first()).toBeVisible();
  const chartBox = await chart.getByRole('img', { name: /^近3年淨值成長比較圖/ }).boundingBox();
  expect((chartBox?.x ?? -1) >= 0 && (chartBox?.x ?? 0) + (chartBox?.width ?? 0) <= 390).toBe(true);
  await expect(page.getByTestId('growth-summary').getByRole('listitem')).toHaveCount(3);
  await chart.getByRole('button', { name: '5年' }).click();
  await expect(page).toHaveURL(/[?&]p=5Y/);
  await expect(chart.getByRole('img', { name: /^近5年淨值成長比較圖/ })).toBeVisible();

  const table = page.getByTestId('fund-compare');
  await expect(table.getByRole('columnheader')).toHaveText(['項目', ...names]);
  const label = table.getByRole('rowheader', { name: '近3年年化波動率' });
  const third = table.getByRole('columnheader', { name: names[2] });
  const before = await label.boundingBox();
  expect((await third.boundingBox())?.x ?? 0).toBeGreaterThan(390 - 40);
  // swipe the table (its own scroller), not the page
  await page.getByRole('region', { name: '基金比較表' }).evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(async () => ((await third.boundingBox())?.x ?? 999) + ((await third.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(390);
  const after = await label.boundingBox();
  expect(after?.x).toBe(before?.x);
  await expect(table.getByRole('row', { name: /^近3年年化波動率/ }).getByRole('cell').nth(2)).toHaveText(/^\d+\.\d{2}%$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
});
