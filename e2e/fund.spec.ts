import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { SANDBOX, handoff, USERS } from './support/sandbox';

const list = (page: Page) => page.getByTestId('fund-list');
const rows = (page: Page) => list(page).locator('tbody tr');

/** Opens the list at `query` and waits for its rows. */
async function openList(page: Page, query = '') {
  await page.goto(`/overseas/fund${query}`);
  await expect(rows(page).first()).toBeVisible();
}

/** The first fund on the list at `query` that any customer may buy (not professional-only): its name and page. */
async function firstOpenFund(page: Page, query: string): Promise<string> {
  await openList(page, query);
  const row = rows(page).filter({ hasNotText: '限專業投資人' }).first();
  const name = (await row.getByRole('link').textContent()) ?? '';
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test.describe('overseas funds', () => {
  test.beforeEach(async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/fund');
  });

  test('filter USD bond funds with distributions, then compare two side by side', async ({ page }) => {
    await openList(page);
    // a tick goes to the address first (React Router applies it in a transition): click, then wait for it
    for (const name of ['債券型', '美元 USD', '只看配息型']) {
      await page.getByRole('checkbox', { name }).click();
      await expect(page.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(page).toHaveURL(/\/overseas\/fund\?type=BD&cur=USD&dis=1$/);
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      await expect(rows(page).nth(index)).toContainText('債券型');
      await expect(rows(page).nth(index)).toContainText('美元 USD');
      await expect(rows(page).nth(index)).toContainText('配息型（');
    }
    await page.reload();
    await expect(page.getByRole('checkbox', { name: '只看配息型' })).toBeChecked();

    const names = [(await rows(page).nth(0).getByRole('link').textContent()) ?? '', (await rows(page).nth(1).getByRole('link').textContent()) ?? ''];
    for (const name of names) {
      await page.getByRole('checkbox', { name: `加入比較：${name}` }).click();
      await expect(page.getByRole('checkbox', { name: `加入比較：${name}` })).toBeChecked();
    }
    await page.getByRole('link', { name: '比較 2 檔基金' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '基金比較' })).toBeVisible();
    const table = page.getByTestId('fund-compare');
    await expect(table.getByRole('columnheader')).toHaveText(['項目', ...names]);
    await expect(table.getByRole('row', { name: /^近1年報酬/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^最近一次配息/ })).toContainText('年化');
    // the growth chart above the table, and the page axe clean with it (light; the phone's spec checks dark)
    await expect(page.getByRole('img', { name: /^近3年淨值成長比較圖/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('search by an English name typed full-width, with a filter, kept in the address; no match says so and 清除搜尋 keeps the filter', async ({ page }) => {
    await openList(page, '?type=BD');
    const search = page.getByRole('searchbox', { name: '搜尋基金' });
    // the full-width ｋｅｎｔ, an ideographic space and ｂｏｎｄ, as a zh-TW keyboard in full-width mode types them
    await search.fill('ｋｅｎｔ\u3000ｂｏｎｄ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/overseas\/fund\?q=%EF%BD%8B%EF%BD%85%EF%BD%8E%EF%BD%94.*&type=BD$/);
    await expect(page.getByRole('status').filter({ hasText: '符合條件的基金共' })).not.toHaveText('符合條件的基金共 0 檔');
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(rows(page).nth(index)).toContainText('肯特全球投資');
      await expect(rows(page).nth(index)).toContainText(/Kent Global Investors .*Bond Fund/);
      await expect(rows(page).nth(index)).toContainText('債券型');
    }
    await search.fill('不存在的基金');
    await search.press('Enter');
    await expect(page.getByText('找不到符合「不存在的基金」的基金（已同時套用篩選條件）。請確認名稱、ISIN 或基金公司，或清除搜尋。')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.fund-empty').getByRole('button', { name: '清除搜尋' }).click();
    await expect(page).toHaveURL(/\/overseas\/fund\?type=BD$/);
    await expect(rows(page).first()).toBeVisible();
    await expect(search).toHaveValue('');
  });

  test('on a phone each fund is a card with its compare box in reach, and two compared funds stand side by side, row by row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const withinScreen = async (box: { x: number; width: number } | null) => {
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    };
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await openList(page);
    expect(await fits()).toBe(true);
    const names: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const name = (await rows(page).nth(index).getByRole('link').textContent()) ?? '';
      const box = page.getByRole('checkbox', { name: `加入比較：${name}` });
      await withinScreen(await box.boundingBox());
      await box.click();
      await expect(box).toBeChecked();
      names.push(name);
    }
    await page.getByRole('link', { name: '比較 2 檔基金' }).click();
    const table = page.getByTestId('fund-compare');
    await expect(table.getByRole('columnheader')).toHaveText(['項目', ...names]);
    for (const name of names) await withinScreen(await table.getByRole('columnheader', { name }).boundingBox());
    // the same row of both funds on one line, both in view
    const cells = table.getByRole('row', { name: /^近1年報酬/ }).getByRole('cell');
    await expect(cells).toHaveCount(2);
    const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    await withinScreen(first);
    await withinScreen(second);
    expect(first?.y).toBe(second?.y);
    expect(await fits()).toBe(true);
  });

  test('a fund page shows its NAV history in words, distributions, every fee and the minimum', async ({ page }) => {
    await firstOpenFund(page, '?type=BD&cur=USD&dis=1');
    await expect(page.getByTestId('nav-summary')).toContainText(/^近1年淨值由 [\d,.]+（\d{4}\/\d{2}\/\d{2}）變動至/);
    await page.getByRole('button', { name: '3年' }).click();
    await expect(page.getByRole('button', { name: '3年' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('nav-summary')).toContainText('近3年淨值由');
    await expect(page.getByRole('img', { name: /淨值走勢圖/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /配息紀錄/ })).toBeVisible();
    for (const fee of ['申購手續費', '經理費', '保管費', '轉換手續費', '贖回手續費']) await expect(page.getByRole('rowheader', { name: fee, exact: true })).toBeVisible();
    await expect(page.getByText('單筆最低申購 USD 1,000.00')).toBeVisible();
    await expect(page.getByText(/^配息型：基金定期把收益以現金配發給您/)).toBeVisible();
  });

  test('below the minimum is refused, and a moderate customer is refused an RR5 fund', async ({ page }) => {
    await firstOpenFund(page, '?risk=RR3&cur=USD');
    await page.getByRole('link', { name: '申購', exact: true }).click();
    const amount = page.getByLabel('申購金額（USD）');
    await amount.fill('999');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    await expect(page.getByText('單筆最低申購金額為 USD 1,000.00。')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: '確認申購' })).toHaveCount(0);

    await firstOpenFund(page, '?risk=RR5&cur=USD');
    await page.getByRole('link', { name: '申購', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('此商品風險等級為 RR5，高於您的風險屬性（穩健型）可承受的 RR3。');
    await expect(page.getByRole('button', { name: '下一步：確認' })).toBeDisabled();
  });

  test('subscribe to an RR3 fund: 待確認淨值, then confirmed with units in holdings', async ({ page, request }) => {
    const name = await firstOpenFund(page, '?risk=RR3&cur=USD');
    await page.getByRole('link', { name: '申購', exact: true }).click();
    await page.getByLabel('申購金額（USD）').fill('1000');
    await expect(page.getByTestId('cost-line')).toContainText('扣款合計 USD 1,0');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    await page.getByRole('button', { name: '確認送出' }).click();
    const result = page.getByTestId('order-result');
    await expect(result).toContainText('委託已受理');
    await expect(result).toContainText('待確認淨值');
    const orderNo = (await result.locator('dd').first().textContent()) ?? '';

    await page.getByRole('link', { name: '查看我的基金（庫存與委託）' }).click();
    const orders = page.getByTestId('fund-orders');
    await expect(orders.getByRole('row', { name: new RegExp(`^${orderNo}`) })).toContainText('待確認淨值');

    const confirmed = await request.post(`${SANDBOX}/__sandbox/funds/confirm`, { data: {}, headers: { 'content-type': 'application/json' } });
    expect(confirmed.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('fund-orders').getByRole('row', { name: new RegExp(`^${orderNo}`) })).toContainText('已確認');
    const holding = page.getByTestId('fund-holdings').getByRole('row', { name: new RegExp(`^${name.replace(/[()（）]/g, '.')}`) });
    await expect(holding).toContainText(/\d+\.\d{4}/);
  });

  test('a subscription shows with the other orders and in the home\'s working count, and is cancelled before its cut-off', async ({ page }) => {
    await firstOpenFund(page, '?risk=RR2&cur=USD');
    await page.getByRole('link', { name: '申購', exact: true }).click();
    await page.getByLabel('申購金額（USD）').fill('1000');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    // the confirmation says when it trades, before anything is sent
    await expect(page.getByTestId('order-dates')).toContainText(/交易日 \d{4}\/\d{2}\/\d{2}.*以 \d{4}\/\d{2}\/\d{2} 淨值計算/);
    await page.getByRole('button', { name: '確認送出' }).click();
    const result = page.getByTestId('order-result');
    await expect(result).toContainText('待確認淨值');
    const orderNo = (await result.locator('dd').first().textContent()) ?? '';

    await page.goto('/overseas/account');
    const overview = page.getByRole('region', { name: '委託總覽' });
    await expect(overview.getByRole('row', { name: new RegExp(`${orderNo}.*待確認淨值`) })).toBeVisible();
    await page.goto('/overseas');
    await expect(page.getByTestId('home-working-orders')).toHaveText(/^[1-9]\d*$/);
    const before = Number(await page.getByTestId('home-working-orders').textContent());

    await page.goto('/overseas/fund/holdings');
    await page.getByRole('button', { name: `取消委託 ${orderNo}` }).click();
    await page.getByRole('group', { name: `取消委託 ${orderNo}` }).getByRole('button', { name: '確認取消' }).click();
    await expect(page.getByText(`委託 ${orderNo} 已取消，圈存款項已釋回保證金專戶。`)).toBeVisible();
    await expect(page.getByTestId('fund-orders').getByRole('row', { name: new RegExp(`^${orderNo}`) })).toContainText('已取消');
    await page.goto('/overseas');
    await expect(page.getByTestId('home-working-orders')).toHaveText(String(before - 1));
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280] as const) {
      test(`the fund pages have no serious or critical accessibility violation (${theme}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
        await openList(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousViolations(page)).toEqual([]);
        await firstOpenFund(page, '?type=BD&dis=1&risk=RR3');
        await expect(page.getByTestId('nav-summary')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('link', { name: '申購', exact: true }).click();
        await page.getByLabel(/^申購金額/).fill('1');
        await page.getByRole('button', { name: '下一步：確認' }).click();
        await expect(page.locator('.fund-form__error')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto('/overseas/fund/holdings');
        await expect(page.getByRole('heading', { level: 1, name: '我的基金' })).toBeVisible();
        await expect(page.getByText(/目前沒有基金|基金庫存/).first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        if (width === 390) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
      });
    }
  }
});
