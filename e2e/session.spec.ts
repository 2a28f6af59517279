import { expect, test, type Locator, type Page } from '@playwright/test';
import { expireTokens, handoff, resetSwitches, SANDBOX, setSwitches, tokenOf, USERS } from './support/sandbox';

/** Records every URL, console line and WriteLog body the page produces. */
function recordTraffic(page: Page) {
  const urls: string[] = [];
  const consoleLines: string[] = [];
  const writeLogs: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.url().endsWith('/api/Common/WriteLog')) writeLogs.push(request.postData() ?? '');
  });
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (message) => consoleLines.push(message.text()));
  return { urls, consoleLines, writeLogs };
}

test.afterEach(async ({ request }) => resetSwitches(request));

test.describe('customer hand-off', () => {
  test('a web customer lands on the target with the session stored and 登出 offered', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/bond');
    await expect(page).toHaveURL('http://localhost:8080/overseas/bond');
    await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(stored['isMobile']).toBe('N');
    expect(stored['selectAccount']).toBe('1234567');
    expect(JSON.parse(stored['authVerify'] ?? '{}')).toMatchObject({ postData: { idno: USERS.web, apver: '' } });
  });

  test('an app customer (apver set) gets no 登出 and is marked mobile', async ({ page }) => {
    await handoff(page, USERS.app, '/overseas/bond');
    await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登出' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('isMobile'))).toBe('Y');
  });

  test('after the hand-off the token is in no URL, history entry, console line or WriteLog payload', async ({ page }) => {
    const traffic = recordTraffic(page);
    await handoff(page, USERS.web, '/overseas/bond');
    await expect(page.getByRole('link', { name: /購物車/ })).toBeVisible();
    const token = await tokenOf(page);
    await page.getByRole('link', { name: '海外股票' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
    // make the product log something: a malformed cart answer is reported to WriteLog
    await page.route('**/api/OffShoreBond/Query', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"StatusCode":"0","Data":{"CarList":"broken"}}' }));
    await page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '海外債券' }).click();
    await expect.poll(() => traffic.writeLogs.length).toBeGreaterThan(0);

    expect(traffic.urls.filter((url) => url.includes(token))).toEqual([]);
    expect(traffic.consoleLines.filter((line) => line.includes(token))).toEqual([]);
    expect(traffic.writeLogs.filter((body) => body.includes(token) || body.includes(USERS.web))).toEqual([]);
    // the one-time code was removed from the address bar: going back never shows it
    expect(await page.evaluate(() => window.location.href)).not.toContain('code=');
    await page.goBack();
    expect(page.url()).not.toContain(token);
    expect(page.url()).not.toMatch(/\/auth\/verify\?code=/);
  });

  test('a used one-time code is refused with a way to log in again', async ({ page }) => {
    const response = await page.request.get(`${SANDBOX}/login/handoff?user=${USERS.web}&target=/overseas`, { maxRedirects: 0 });
    const location = response.headers()['location'] ?? '';
    await page.goto(location);
    await expect(page).toHaveURL(/\/overseas$/);
    await page.goto(location);
    await expect(page.getByRole('alert')).toContainText('登入驗證碼無效或已過期，請重新登入。');
    await expect(page.getByRole('link', { name: '重新登入' })).toHaveAttribute('href', `${SANDBOX}/login`);
  });

  for (const target of [
    '//evil.example/steal',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    'http://localhost:8080.evil.example/',
    // dot segments that collapse to a protocol-relative `//evil.example` once resolved
    '/.//evil.example',
    '/..//evil.example',
    '/overseas/..//evil.example',
    '/%2e//evil.example',
  ]) {
    test(`an open-redirect target ${target} lands on /overseas`, async ({ page }) => {
      // the sandbox refuses such targets itself; an attacker would craft the verify link by hand
      const minted = await page.request.get(`${SANDBOX}/login/handoff?user=${USERS.web}&target=/overseas`, { maxRedirects: 0 });
      const code = new URL(minted.headers()['location'] ?? '').searchParams.get('code') ?? '';
      await page.goto(`/auth/verify?code=${encodeURIComponent(code)}&target=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL('http://localhost:8080/overseas');
      await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
    });
  }

  test('the sandbox login page hands over a customer picked by a person', async ({ page }) => {
    await page.goto(`${SANDBOX}/login`);
    await page.getByRole('link', { name: '以 王小明 登入' }).click();
    await expect(page).toHaveURL(/localhost:8080\/overseas/);
    await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
  });

  test('登出 clears the stored verification and goes to the external login page', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas');
    await page.getByRole('button', { name: '登出' }).click();
    await expect(page).toHaveURL(`${SANDBOX}/login`);
    await page.goto('http://localhost:8080/overseas');
    expect(await page.evaluate(() => sessionStorage.getItem('authVerify'))).toBeNull();
    await expect(page.getByRole('button', { name: '登出' })).toHaveCount(0);
  });

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`the account selector shows each account's whole label (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await handoff(page, USERS.web, '/overseas/bond');
      const picker = page.getByLabel('交易帳號');
      await expect(picker.getByRole('option')).toHaveText(['1234567（台北分公司）', '7654321（台中分公司）']);
      for (const account of ['1234567', '7654321']) {
        await picker.selectOption(account);
        // as wide as the label needs (nothing cut), and inside the screen
        const fit = await picker.evaluate((element) => {
          const shown = element.getBoundingClientRect();
          const natural = element.cloneNode(true) as HTMLSelectElement;
          natural.style.cssText = 'position:absolute;visibility:hidden;max-width:none;width:auto';
          element.parentElement?.append(natural);
          const needed = natural.getBoundingClientRect().width;
          natural.remove();
          return { width: shown.width, needed, right: shown.right, viewport: window.innerWidth };
        });
        expect(fit.width).toBeGreaterThanOrEqual(fit.needed - 0.5);
        expect(fit.right).toBeLessThanOrEqual(fit.viewport);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('the account selector sets selectAccount and the cart follows it', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/bond');
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/OffShoreBond/Query')) queries.push(request.postData() ?? '');
    });
    await page.getByLabel('交易帳號').selectOption('7654321');
    expect(await page.evaluate(() => sessionStorage.getItem('selectAccount'))).toBe('7654321');
    await expect.poll(() => queries.some((body) => body.includes('O    7654321'))).toBe(true);
  });
});

test.describe('guest', () => {
  const BOND_PAGES = ['marketorder', 'find', 'account', 'marketinfo', 'cart'];

  for (const page of BOND_PAGES) {
    test(`a guest opening /overseas/bond/${page} lands on /overseas with 訪客無權限。`, async ({ page: browser }) => {
      await handoff(browser, USERS.guest, '/overseas');
      await browser.goto(`/overseas/bond/${page}`);
      await expect(browser).toHaveURL('http://localhost:8080/overseas');
      await expect(browser.getByRole('dialog')).toContainText('訪客無權限。');
    });
  }

  for (const path of ['/marginDeposit/info', '/marginDeposit/trans', '/overseas/stock?tab=noAuth', '/overseas/bond?tab=favorites']) {
    test(`a guest opening ${path} lands on /overseas with 訪客無權限，請登入後繼續使用。`, async ({ page }) => {
      await handoff(page, USERS.guest, '/overseas');
      await page.goto(path);
      await expect(page).toHaveURL('http://localhost:8080/overseas');
      await expect(page.getByRole('dialog')).toContainText('訪客無權限，請登入後繼續使用。');
    });
  }

  test('a guest hand-off straight to a blocked page lands on /overseas with the modal', async ({ page }) => {
    await handoff(page, USERS.guest, '/overseas/bond/cart');
    await expect(page).toHaveURL('http://localhost:8080/overseas');
    await expect(page.getByRole('dialog')).toContainText('訪客無權限。');
  });

  test('a guest following a link to a blocked page stays where they were', async ({ page }) => {
    await handoff(page, USERS.guest, '/overseas/bond');
    await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
    await page.getByRole('link', { name: /購物車/ }).click();
    await expect(page.getByRole('dialog')).toContainText('訪客無權限。');
    await expect(page).toHaveURL('http://localhost:8080/overseas/bond');
    // the notice offers the way in (rule SES-10); 取消 stays on the page
    await expect(page.getByRole('dialog').getByRole('button', { name: '前往登入' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '保證金專區' }).click();
    await expect(page.getByRole('dialog')).toContainText('訪客無權限，請登入後繼續使用。');
    await expect(page).toHaveURL('http://localhost:8080/overseas/bond');
    await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
  });

  test('a guest may open the overseas home, the bond landing page and stock', async ({ page }) => {
    await handoff(page, USERS.guest, '/overseas/bond');
    await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
    await page.getByRole('link', { name: '海外股票' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/**
 * Opens 海外債券 from the menu, unless a request the stock page makes by itself
 * (its quotes refresh every 15 s) met the expired session first: then the 提醒
 * modal is already up and covers the menu, which is the same flow.
 */
async function navigateUnlessExpired(page: Page, dialog: Locator): Promise<void> {
  const link = page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '海外債券' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await link.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('session expiry mid-session', () => {
  test('web: the 提醒 modal, then the expired landing, replacing the history entry', async ({ page, request }) => {
    await handoff(page, USERS.web, '/overseas/stock');
    await expect(page.getByRole('heading', { level: 1, name: '海外股票' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expireTokens(request, USERS.web);
    const historyLength = await page.evaluate(() => history.length);
    const dialog = page.getByRole('dialog', { name: '提醒' });
    await navigateUnlessExpired(page, dialog);
    await expect(dialog).toContainText('很抱歉，連線已經失效，請重新執行!');
    await dialog.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL('http://localhost:8080/auth/verify?tab=noAuth');
    await expect(page.getByRole('heading', { name: '連線已失效' })).toBeVisible();
    await expect(page.getByRole('link', { name: '重新登入' })).toHaveAttribute('href', `${SANDBOX}/login`);
    // replaced, not pushed: the bond page's entry became the landing
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    expect(await page.evaluate(() => sessionStorage.getItem('authVerify'))).toBeNull();
  });

  test('a forced StatusCode containing 90 starts the same flow', async ({ page, request }) => {
    await handoff(page, USERS.web, '/overseas/stock');
    await page.waitForLoadState('networkidle');
    await setSwitches(request, { forceStatus: '1902' });
    const dialog = page.getByRole('dialog', { name: '提醒' });
    await navigateUnlessExpired(page, dialog);
    await expect(dialog).toContainText('很抱歉，連線已經失效，請重新執行!');
  });
});
