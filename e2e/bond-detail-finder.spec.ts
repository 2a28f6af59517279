import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { handoff, USERS } from './support/sandbox';

const list = (page: Page) => page.getByTestId('bond-list');
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const fact = (scope: ReturnType<typeof card>, term: string) => scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
const results = (page: Page) => page.locator('.finder-results');
const liveCount = async (page: Page) => Number(((await page.locator('.finder-count').textContent()) ?? '').replace(/[^\d]/g, ''));

test.describe('bond detail', () => {
  test.beforeEach(async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/bond?tab=quotes');
  });

  test('from the list: open a bond, type a price and read the yield, change the nominal and read the cash flows, add it to the cart', async ({ page }) => {
    await expect(list(page)).toHaveAttribute('data-state', 'ready');
    await expect(list(page)).toHaveAttribute('data-suitability', 'checked');
    // a bond the customer may buy, so it goes into the cart at the end (rule ORD-5)
    const link = list(page).locator('tbody tr').filter({ has: page.locator('.bond-row__cart:not([aria-disabled])') }).first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/overseas\/bond\/marketinfo\?isin=[A-Z]{2}[A-Z0-9]{9}\d$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(card(page, '債券條件')).toContainText('商品風險等級');
    // the day's quote, published at 08:00 Taipei (rule BND-17)
    await expect(fact(card(page, '參考報價'), '報價時間')).toHaveText(/^\d{4}\/\d{2}\/\d{2} 08:00$/);

    const calculator = card(page, '價格與殖利率試算');
    await calculator.getByLabel('價格（每 100 面額，除息）').fill('95.5');
    await expect(fact(calculator, '試算價格')).toHaveText('95.500');
    await expect(fact(calculator, '試算 YTM')).toHaveText(/^-?\d+\.\d{4}%$/);
    const at955 = Number(((await fact(calculator, '試算 YTM').textContent()) ?? '').replace('%', ''));
    await calculator.getByLabel('價格（每 100 面額，除息）').fill('101');
    await expect.poll(async () => Number(((await fact(calculator, '試算 YTM').textContent()) ?? '').replace('%', ''))).toBeLessThan(at955);

    const flows = card(page, '預估現金流量');
    const nominal = flows.getByLabel(/^申購面額/);
    const minimum = Number((await nominal.inputValue()).replace(/,/g, ''));
    const total = flows.locator('tfoot td').first();
    const before = Number(((await total.textContent()) ?? '').replace(/[^\d.]/g, ''));
    await nominal.fill(String(minimum * 2));
    await expect.poll(async () => Number(((await total.textContent()) ?? '').replace(/[^\d.]/g, ''))).toBeCloseTo(before * 2, 0);
    await expect(flows.getByRole('img', { name: /^每期配息金額/ })).toBeVisible();

    await page.getByRole('button', { name: '加入購物車' }).click();
    await expect(page.getByRole('status').filter({ hasText: /加入購物車。|已在購物車中。/ })).toBeVisible();
    await page.goto('/overseas/bond/cart');
    await expect(page.getByTestId('cart-lines').getByRole('article', { name })).toBeVisible();
  });

  test('the history switches period by keyboard and says the period in words', async ({ page }) => {
    await expect(list(page)).toHaveAttribute('data-state', 'ready');
    await list(page).locator('tbody tr').first().getByRole('link').click();
    const history = card(page, '價格與殖利率走勢');
    await expect(history.getByRole('img', { name: '價格走勢，1 年' })).toBeVisible();
    await history.getByRole('button', { name: '6M' }).focus();
    await page.keyboard.press('Enter');
    await expect(history.getByRole('button', { name: '6M' })).toHaveAttribute('aria-pressed', 'true');
    await expect(history.getByText(/^6 個月（.*）價格：最高 [\d.]+，最低 [\d.]+，變動 [+-]?[\d.]+。$/)).toBeVisible();
  });
});

test.describe('bond finder', () => {
  test('pick a grid cell, show only what a moderate customer may buy, reload and find the same search', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/bond/find');
    await expect(page.locator('.finder-count')).toHaveText(/符合條件：[\d,]+ 檔/);
    const cell = page.getByRole('button', { name: /^5–10 年、BBB 以下：最高殖利率/ });
    await cell.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await cell.click();
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/term=r3&rating=hy/);
    // the address follows the tap; the page stays where the customer is (no jump to the top)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(results(page).locator('tbody tr').first()).toContainText('RR5');

    await page.getByRole('checkbox', { name: '只顯示我可以申購的' }).click();
    await expect(page.getByRole('checkbox', { name: '只顯示我可以申購的' })).toBeChecked();
    await expect(page.getByText(/穩健型・一般投資人/)).toBeVisible();
    // RR5 (high yield) leaves; what stays in the column is split-rated investment grade the customer may buy
    await expect(results(page).locator('tbody tr', { hasText: 'RR5' })).toHaveCount(0);
    await expect(page).toHaveURL(/suitable=1/);

    await page.getByRole('button', { name: /^3–5 年、A：最高殖利率/ }).click();
    await expect(page.getByRole('button', { name: /^3–5 年、A：最高殖利率/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/term=r2&rating=a/);
    const count = await liveCount(page);
    expect(count).toBeGreaterThan(0);
    // the list follows the count a render later, busy until then (rule BND-9): then it is the count's bonds
    await expect(page.locator('.finder-list')).toHaveAttribute('aria-busy', 'false');
    await expect(results(page).locator('tbody tr')).toHaveCount(Math.min(count, 20));
    await expect(results(page)).not.toContainText('RR5');
    const address = page.url();

    await page.reload();
    await expect(page.locator('.finder-count')).toHaveText(`符合條件：${count.toLocaleString('en-US')} 檔`);
    expect(page.url()).toBe(address);
    await expect(page.getByRole('checkbox', { name: '只顯示我可以申購的' })).toBeChecked();
    await expect(page.getByRole('button', { name: /^3–5 年、A：最高殖利率/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page)).not.toContainText('RR5');
  });
});

test('one search: USD, A- or better, 3–7 years, within TWD 500,000, then 加入購物車 from a result, and the cart shows it', async ({ page }) => {
  await handoff(page, USERS.web, '/overseas/bond/find');
  await expect(page.locator('.finder-count')).toHaveText(/符合條件：[\d,]+ 檔/);
  await page.getByRole('checkbox', { name: '美元' }).check();
  await page.getByLabel('剩餘年數起').fill('3');
  await page.getByLabel('剩餘年數迄').fill('7');
  await page.getByLabel('最低信評（各信評機構皆須達到）').selectOption('A-');
  await page.getByLabel('預算內（新台幣）').fill('500000');
  await expect(page).toHaveURL(/\?cur=USD&yfrom=3&yto=7&floor=A-&budget=500000$/);
  // the grid's rows are the range's years
  await expect(page.getByRole('table', { name: /^殖利率矩陣/ }).getByRole('rowheader')).toHaveText(['3–4 年', '4–5 年', '5–6 年', '6–7 年']);
  expect(await liveCount(page)).toBeGreaterThan(0);
  const rows = results(page).locator('tbody tr');
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const text = (label: string) => tr.querySelector(`[data-label="${label}"]`)?.textContent ?? '';
      return { currency: text('幣別'), rating: text('信評'), years: Number(/剩餘 ([\d.]+) 年/.exec(text('到期日'))?.[1]), cost: Number(text('最低總成本').replace(/[^\d.]/g, '')) };
    }),
  );
  expect(shown.length).toBeGreaterThan(0);
  const investmentA = ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-'];
  for (const row of shown) {
    expect(row.currency).toBe('USD');
    for (const rating of row.rating.split(' / ')) expect(investmentA).toContain(rating);
    expect(row.years).toBeGreaterThanOrEqual(3);
    expect(row.years).toBeLessThanOrEqual(7);
    expect(row.cost).toBeLessThanOrEqual(500_000);
  }
  // a result the customer may buy goes to the cart from its row
  const row = rows.filter({ has: page.locator('.add-to-cart:not([aria-disabled])') }).first();
  const name = (await row.getByRole('link').first().textContent()) ?? '';
  await row.getByRole('button', { name: `加入購物車：${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /加入購物車。|已在購物車中。/ })).toBeVisible();
  await page.getByRole('navigation', { name: '債券相關頁面' }).getByRole('link', { name: '購物車' }).click();
  await expect(page.getByTestId('cart-lines').getByRole('article', { name })).toBeVisible();
});

test.describe('accessibility of the bond detail and the finder', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280] as const) {
      test(`no serious or critical violation (${theme}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
        await handoff(page, USERS.web, '/overseas/bond/find?call=callable');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('.finder-count')).toHaveText(/符合條件：[\d,]+ 檔/);
        // the whole answer: the list under the grid follows the count a render later (rule BND-9)
        await expect(page.locator('.finder-list')).toHaveAttribute('aria-busy', 'false');
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        await results(page).getByRole('link').first().click();
        await expect(card(page, '提前買回條款')).toBeVisible();
        await expect(card(page, '價格與殖利率走勢').getByText(/1 年（/)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  }
});

test('a guest cannot open the bond detail or the finder', async ({ page }) => {
  await handoff(page, USERS.guest, '/overseas/bond');
  await page.goto('/overseas/bond/find');
  await expect(page).toHaveURL(/\/overseas$/);
  await expect(page.getByRole('dialog')).toContainText('訪客無權限。');
});
