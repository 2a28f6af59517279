import { expect, test } from '@playwright/test';

test('a mobile user agent gets the dark theme, saved for the tab', async ({ page }) => {
  await page.goto('/overseas');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => sessionStorage.getItem('theme'))).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(18, 22, 28)');
});

test.describe('the shell in the served HTML (rule PRF-2)', () => {
  test('paints header, navigation and footer in the dark theme before any script runs, under the CSP', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    // no JavaScript file arrives: what shows is the served page alone
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/overseas/bond');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'overseas');
    const shell = page.locator('#static-shell');
    await expect(shell.locator('.site-header__name')).toHaveText('海外交易');
    await expect(shell.locator('.site-header__name')).toBeVisible();
    await expect(shell.locator('.site-nav')).toBeVisible();
    // the bond area's entry is the chosen one, as React's NavLink marks it
    await expect(shell.locator('.site-nav a', { hasText: '海外債券' })).toHaveCSS('font-weight', '700');
    await expect(shell.locator('footer')).toContainText('凱基證券股份有限公司');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 22, 28)');
    expect(violations).toEqual([]);
  });

  test('keeps its size when the scripts\' stylesheets arrive after it (no layout shift on the way to React)', async ({ page }) => {
    const html = await (await page.request.get('/overseas/stock')).text();
    const shell = html.slice(html.indexOf('<div id="static-shell"'), html.indexOf('<div id="root"'));
    const measure = () =>
      page.evaluate(() => {
        const served = document.getElementById('static-shell');
        const box = (selector: string) => served?.querySelector(selector)?.getBoundingClientRect().height ?? -1;
        return { header: box('.site-header'), nav: box('.site-nav'), main: box('.layout__main') };
      });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/overseas/stock');
    const before = await measure();
    await page.unroute('**/*.js');
    await page.goto('/overseas/stock');
    await expect(page.getByRole('navigation', { name: '海外交易選單' })).toBeVisible();
    // the served shell again, now under every stylesheet the scripts injected after the inline one
    await page.evaluate((markup) => document.body.insertAdjacentHTML('afterbegin', markup), shell);
    expect(await measure()).toEqual(before);
  });

  test('gives way to React\'s shell without a second header', async ({ page }) => {
    await page.goto('/overseas');
    await expect(page.getByRole('navigation', { name: '海外交易選單' })).toBeVisible();
    await expect(page.locator('#static-shell')).toHaveCount(0);
    await expect(page.locator('header.site-header')).toHaveCount(1);
  });
});
