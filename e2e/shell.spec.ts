import { expect, test } from '@playwright/test';

const OVERSEAS_PAGES: Array<[string, string]> = [
  ['/overseas', '海外交易'],
  ['/overseas/account', '帳務查詢'],
  ['/overseas/account/sub-brokerage', '複委託帳戶'],
  ['/overseas/stock', '海外股票'],
  ['/overseas/fund', '海外基金'],
  ['/overseas/bond', '海外債券'],
  ['/overseas/bond/account', '債券庫存'],
  ['/overseas/bond/cart', '購物車'],
  ['/overseas/bond/find', '債券搜尋'],
  ['/overseas/bond/marketinfo', '債券資訊'],
  ['/overseas/bond/marketorder', '債券委託查詢'],
  ['/overseas/bond/order', '債券下單'],
];

test.describe('routes and layouts', () => {
  for (const [path, heading] of OVERSEAS_PAGES) {
    test(`${path} renders in the overseas layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[data-layout="overseas"]')).toBeVisible();
      await expect(page.getByRole('navigation', { name: '海外交易選單' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('凱基證券股份有限公司');
    });
  }

  for (const [path, heading] of [
    ['/marginDeposit/info', '保證金資訊'],
    ['/marginDeposit/trans', '保證金轉帳'],
  ] as const) {
    test(`${path} renders in the default layout with the margin deposit section`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[data-layout="default"] [data-layout="margindeposit"]')).toBeVisible();
    });
  }

  test('/ goes to /overseas', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/overseas$/);
    await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
  });

  test('each area is served by its own remote origin, not by the host', async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto('/overseas/bond');
    await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
    expect(origins).toContain('http://localhost:8081');
    await page.getByRole('link', { name: '保證金專區' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '保證金資訊' })).toBeVisible();
    expect(origins).toContain('http://localhost:8082');
  });
});

test.describe('error pages', () => {
  test('an unknown path shows the 404 page with the path as text', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    await page.goto('/overseas/bond/nothing-here');
    await expect(page.getByText('Page not found: /overseas/bond/nothing-here')).toBeVisible();
  });

  test('markup in an unknown path is shown, never run', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/x/<img src=x onerror=alert(1)>');
    await expect(page.getByText(/Page not found: \/x\/%3Cimg/)).toBeVisible();
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('a fatal error shows the 999 page whose button goes to /overseas', async ({ page }) => {
    await page.route('**/runtime-config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"apiBase": 42}' }));
    await page.goto('/overseas/bond');
    await expect(page.getByText('999', { exact: true })).toBeVisible();
    await expect(page.getByText('您好，因目前使用人數眾多，請稍後再試或聯繫您的營業員，我們會立即為您處理，謝謝。')).toBeVisible();
    await page.unroute('**/runtime-config.json');
    await page.getByRole('button', { name: '返回首頁' }).click();
    await expect(page).toHaveURL(/\/overseas$/);
    await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('the rating terms open and close by both close buttons and by the overlay', async ({ page }) => {
    await page.goto('/overseas');
    const open = page.getByRole('button', { name: '信用評等資訊使用條款' });
    const dialog = page.getByRole('dialog', { name: '信用評等資訊使用條款' });

    await open.click();
    await expect(dialog).toContainText('不得將信用評等資訊用於訓練');
    await dialog.getByRole('button', { name: '關閉' }).first().click();
    await expect(dialog).toBeHidden();

    await open.click();
    await dialog.getByRole('button', { name: '關閉' }).last().click();
    await expect(dialog).toBeHidden();

    await open.click();
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();
  });

  test('the rating terms are reachable and closable by keyboard', async ({ page }) => {
    await page.goto('/overseas');
    const open = page.getByRole('button', { name: '信用評等資訊使用條款' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '信用評等資訊使用條款' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('theme and scrolling', () => {
  test('a desktop browser gets the light theme, saved for the tab', async ({ page }) => {
    await page.goto('/overseas');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => sessionStorage.getItem('theme'))).toBe('light');
  });

  test('a new page starts at the top and back restores the position', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 300 });
    await page.goto('/overseas');
    await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY > 100);
    const before = await page.evaluate(() => window.scrollY);
    // dispatched, not clicked: a real click would first scroll the link into view
    await page.getByRole('link', { name: '海外股票' }).first().dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('a hash target is scrolled to, just below the sticky header rather than under it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 300 });
    await page.goto('/overseas#main');
    await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
    const place = () =>
      page.evaluate(() => ({
        top: Math.round(document.getElementById('main')?.getBoundingClientRect().top ?? -1),
        headerBottom: Math.round(document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0),
        scrolled: window.scrollY > 0,
      }));
    await expect.poll(async () => {
      const { top, headerBottom, scrolled } = await place();
      return scrolled && top >= headerBottom && top <= 100;
    }).toBe(true);
  });
});
