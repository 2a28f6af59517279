import { expect, test } from '@playwright/test';
import { expireTokens, handoff, USERS } from './support/sandbox';

test('app customer on a mobile user agent: the 提醒 modal, then back to the app with mode=login', async ({ page, request }) => {
  // The app's deep link scheme cannot be opened by a test browser; point it at an address the test watches.
  await page.route('**/runtime-config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, appDeepLink: 'http://app.invalid/open' } });
  });
  const opened: string[] = [];
  await page.route('http://app.invalid/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>app</p>' });
  });

  await handoff(page, USERS.app, '/overseas/stock');
  await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expireTokens(request, USERS.app);
  await page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '海外債券' }).click();
  const dialog = page.getByRole('dialog', { name: '提醒' });
  await expect(dialog).toContainText('很抱歉，連線已經失效，請重新執行!');
  await dialog.getByRole('button', { name: '確定' }).click();

  await expect.poll(() => opened.length).toBe(1);
  const url = new URL(opened[0] ?? '');
  expect(url.searchParams.get('mode')).toBe('login');
  const post = { applytype: url.searchParams.get('applytype'), stock: url.searchParams.get('stock'), dirpack: url.searchParams.get('dirpack') };
  expect(post).toEqual({ applytype: 'OSB', stock: 'BOND', dirpack: 'overseas-bond' });
});
