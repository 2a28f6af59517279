import { expect, test } from '@playwright/test';

test('a mobile user agent gets the dark theme, saved for the tab', async ({ page }) => {
  await page.goto('/overseas');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => sessionStorage.getItem('theme'))).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(18, 22, 28)');
});
