import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { handoff, USERS } from './support/sandbox';

const list = (page: Page) => page.getByTestId('bond-list');
const firstRow = (page: Page) => list(page).locator('tbody tr').first();
/** The first row whose bond the signed-in customer may buy (the others refuse at 加入購物車, rule ORD-5). */
const firstBuyable = (page: Page) => list(page).locator('tbody tr').filter({ has: page.locator('.bond-row__cart:not([aria-disabled])') }).first();
const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^購物車，/ });

async function readyList(page: Page) {
  await expect(list(page)).toHaveAttribute('data-state', 'ready');
  await expect(list(page)).toHaveAttribute('data-suitability', 'checked');
}

/**
 * The answer to a save of the favourites (our own `KGItwInfFavoritesRSPSave`, DataKind 5) as it reaches
 * the page. A saved favourite shows nothing on the page, so this is what says the change is stored.
 */
function favoritesSaved(page: Page) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/OffShoreBond/Query') || response.request().method() !== 'POST') return false;
    const body = response.request().postDataJSON() as { FunId?: string; Data?: { DataKind?: string } } | null;
    return body?.FunId === 'KGItwInfFavoritesRSPSave' && body.Data?.DataKind === '5';
  });
}

/** Empties the favourites and cart of the signed-in customer's selected account through the product itself. */
async function emptyCartAndFavorites(page: Page) {
  await page.goto('/overseas/bond/cart');
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible();
  await expect(page.getByText(/購物車是空的。|預估應付金額/).first()).toBeVisible();
  const removes = page.getByRole('button', { name: /^自購物車移除：/ });
  const lines = await removes.count();
  for (let left = lines; left > 0; left -= 1) {
    await removes.first().click();
    await expect(removes).toHaveCount(left - 1);
  }
  await expect(page.getByText('購物車是空的。')).toBeVisible();
  // leave only once the last change is stored: leaving the page would cancel a save on its way
  if (lines > 0) await expect(page.getByText('購物車已儲存。')).toBeVisible();
  await page.goto('/overseas/bond?tab=favorites');
  await expect(page.locator('[data-testid="bond-list"][data-state="ready"]')).toBeVisible();
  for (let stars = page.getByRole('button', { name: /^移除自選：/ }); (await stars.count()) > 0; ) {
    const star = page.getByRole('button', { name: (await stars.first().getAttribute('aria-label')) ?? '', exact: true });
    const saved = favoritesSaved(page);
    await star.click();
    // the star goes out at once; the next one is taken only once this removal is stored
    await expect(star).toHaveCount(0);
    await saved;
  }
  await expect(page.getByText('您尚未加入自選債券。')).toBeVisible();
}

test.describe('bond list and cart', () => {
  test.beforeEach(async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/bond');
    await emptyCartAndFavorites(page);
  });

  test('find a bond by ISIN, favourite it, see it in 自選', async ({ page }) => {
    await page.goto('/overseas/bond?tab=quotes');
    await readyList(page);
    await expect(list(page)).toContainText(/債券報價（共 [\d,]+ 檔）/);
    const isin = (await firstRow(page).locator('.bond-row__isin').textContent()) ?? '';
    expect(isin).toMatch(/^[A-Z]{2}[A-Z0-9]{9}\d$/);

    await page.getByRole('searchbox', { name: '搜尋債券' }).fill(isin);
    await page.getByRole('button', { name: '搜尋', exact: true }).click();
    await expect(page.getByText(`搜尋「${isin}」：共 1 檔債券`)).toBeAttached();
    await expect(list(page).locator('tbody tr')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`q=${isin}`));

    const name = (await firstRow(page).locator('.bond-row__title').textContent()) ?? '';
    await page.getByRole('button', { name: `加入自選：${name}` }).click();
    await expect(page.getByRole('button', { name: `移除自選：${name}` })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: '清除搜尋' }).click();
    await page.getByRole('tab', { name: '自選' }).click();
    await readyList(page);
    await expect(list(page).locator('tbody tr')).toHaveCount(1);
    await expect(list(page)).toContainText(isin);
    await page.reload();
    await readyList(page);
    await expect(list(page)).toContainText(isin);
  });

  test('add a ZAR and a JPY bond, see the badge, the bands and raised face values, change a line and find it saved', async ({ page }) => {
    for (const currency of ['南非幣', '日圓']) {
      await page.goto('/overseas/bond?tab=quotes');
      await readyList(page);
      await page.getByRole('button', { name: /^篩選條件/ }).click();
      await page.getByRole('group', { name: '計價幣別' }).getByRole('checkbox', { name: currency }).check();
      await page.getByRole('button', { name: '套用篩選' }).click();
      await expect(page).toHaveURL(/f\.issueCurrency=/);
      await expect(firstRow(page)).toContainText(currency);
      await readyList(page);
      const name = (await firstBuyable(page).locator('.bond-row__title').textContent()) ?? '';
      await page.getByRole('button', { name: `加入購物車：${name}` }).click();
      await expect(page.getByText(`已將 ${name} 加入購物車。`)).toBeVisible();
    }
    await expect(cartButton(page)).toHaveAccessibleName('購物車，2 項');

    await cartButton(page).click();
    await expect(page).toHaveURL(/\/overseas\/bond\/cart$/);
    await expect(cartButton(page)).toHaveCount(0);
    const lines = page.getByTestId('cart-lines').getByRole('article');
    await expect(lines).toHaveCount(2);
    const zar = lines.filter({ hasText: '交割幣別ZAR' });
    const jpy = lines.filter({ hasText: '交割幣別JPY' });
    await expect(zar.getByLabel('申購面額（ZAR）')).toHaveValue(/^\d{1,3}(,\d{3})+$/);
    expect(Number((await zar.getByLabel('申購面額（ZAR）').inputValue()).replace(/,/g, ''))).toBeGreaterThanOrEqual(100_000);
    expect(Number((await jpy.getByLabel('申購面額（JPY）').inputValue()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1_000_000);
    await expect(zar).toContainText(/限價範圍\d+\.\d{3} – \d+\.\d{3}/);
    await expect(page.getByRole('table', { name: '購物車合計（依交割幣別）' })).toContainText('JPY');

    const fact = async (label: string) => Number(((await jpy.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd').textContent()) ?? '').replace(/[^\d]/g, ''));
    const minimum = await fact('最低面額');
    const increment = await fact('申購單位');
    const face = jpy.getByLabel('申購面額（JPY）');
    await face.fill('500000');
    await expect(face).toHaveAccessibleDescription(/面額不得低於最低面額/);
    const chosen = minimum + increment;
    await face.fill(String(chosen));
    await face.blur();
    await expect(page.getByText('購物車已儲存。')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('cart-lines').getByRole('article').filter({ hasText: '交割幣別JPY' }).getByLabel('申購面額（JPY）')).toHaveValue(
      chosen.toLocaleString('en-US'),
    );
  });

  test('a five-year TWD ladder goes into the cart in one tap, and the cart totals what the ladder totals (rules BND-18, BND-19)', async ({ page }) => {
    /** Each settlement currency's 預估應付金額 in a totals table, as the customer reads it. */
    const totalsIn = (caption: string) =>
      page
        .getByRole('table', { name: caption })
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => `${row.querySelector('th')?.textContent ?? ''} ${row.querySelector('td[data-label="預估應付金額"]')?.textContent ?? ''}`));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/overseas/bond');
    await page.getByRole('link', { name: '債券階梯（新台幣）' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '債券階梯（新台幣）' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '各階債券' })).toBeVisible({ timeout: 20_000 });
    const rungs = page.getByTestId('ladder-rung');
    await expect(rungs).toHaveCount(5);
    await expect(page.locator('[data-testid="ladder-rung"][data-status="ok"]')).toHaveCount(5);
    // usable on a phone: nothing wider than the screen, and clean for axe
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    // a swap by keyboard on the third rung's list, and the ladder is worked out again
    const third = rungs.nth(2).getByRole('combobox', { name: '第 3 年的債券' });
    const before = await third.inputValue();
    await third.focus();
    await page.keyboard.press('ArrowDown');
    await expect(third).not.toHaveValue(before);
    await expect(rungs.nth(2)).toContainText(await third.inputValue());
    const ladder = await totalsIn('階梯合計（依交割幣別）');
    expect(ladder.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: '全部加入購物車' }).click();
    await expect(page.getByText('已將階梯的 5 檔債券加入購物車。')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('購物車，5 項');
    await page.getByRole('link', { name: '前往購物車' }).click();
    await expect(page.getByTestId('cart-lines').getByRole('article')).toHaveCount(5);
    expect(await totalsIn('購物車合計（依交割幣別）')).toEqual(ladder);

    // the other theme, also clean for axe
    await page.evaluate(() => sessionStorage.setItem('theme', 'dark'));
    await page.goto('/overseas/bond/ladder');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 2, name: '各階債券' })).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the bond list and the cart have no serious or critical accessibility violation (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
      await page.goto('/overseas/bond?tab=quotes');
      await readyList(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^篩選條件/ }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await readyList(page);
      const name = (await firstBuyable(page).locator('.bond-row__title').textContent()) ?? '';
      await page.getByRole('button', { name: `加入購物車：${name}` }).click();
      await cartButton(page).click();
      await expect(page.getByTestId('cart-lines').getByRole('article')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the tabs are operable by keyboard', async ({ page }) => {
    await page.goto('/overseas/bond');
    await readyList(page);
    await page.getByRole('tab', { name: '凱基選' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '債券報價' })).toBeFocused();
    await expect(page.getByRole('tab', { name: '債券報價' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=quotes/);
    await readyList(page);
    await expect(list(page)).toContainText('債券報價');
  });
});

test('a guest sees the bond list without favourite or cart buttons', async ({ page }) => {
  await handoff(page, USERS.guest, '/overseas/bond');
  await readyList(page);
  await expect(list(page).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^加入自選：/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^加入購物車：/ })).toHaveCount(0);
  // the guest has a way in: 登入 in the header, and 前往登入 on a page closed to guests (rule SES-10)
  await expect(page.getByRole('banner').getByRole('link', { name: '登入' })).toBeVisible();
  await page.goto('/overseas/bond/cart');
  const notice = page.getByRole('dialog');
  await expect(notice).toContainText('訪客無權限。');
  await expect(notice.getByRole('button', { name: '前往登入' })).toBeVisible();
});

test('a bond inside its ex-coupon window says 除息交易中 in the list, with what it means', async ({ page }) => {
  await handoff(page, USERS.web, '/overseas/bond');
  await readyList(page);
  // the quote list's accrued interest is negative exactly for a trade settling ex-coupon (rule BND-11)
  const quotes = page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/OffShoreBond/Query') || response.request().method() !== 'POST') return false;
    const body = response.request().postDataJSON() as { FunId?: string; Data?: { kind?: string } } | null;
    return body?.FunId === 'KGItwPubOltsSymbolMaster' && body.Data?.kind === '2';
  });
  await page.getByRole('tab', { name: '債券報價' }).click();
  const answer = (await (await quotes).json()) as { Data: { datas: { isin: string; accruedInterest: number }[] } };
  const ex = answer.Data.datas.find((bond) => bond.accruedInterest < 0);
  test.skip(ex === undefined, 'no offered bond is inside its ex-coupon window today');
  await readyList(page);
  await page.getByRole('searchbox', { name: '搜尋債券' }).fill(ex?.isin ?? '');
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(list(page).locator('tbody tr')).toHaveCount(1);
  const tag = firstRow(page).getByText('除息交易中', { exact: true });
  await expect(tag).toBeVisible();
  await expect(tag).toHaveAccessibleDescription(/^自 \d{4}\/\d{2}\/\d{2} 交割起除息：買方不含 \d{4}\/\d{2}\/\d{2} 之下期配息，應計利息（前手息）為負；賣方仍領取該期配息。$/);
});

test('a phone-width screen shows at least three bonds a screen as cards, each with the figures that decide and its actions in reach (rules LST-8, SHL-16)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await handoff(page, USERS.web, '/overseas/bond');
  await readyList(page);
  const row = firstBuyable(page);
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  for (const label of ['幣別', '票面利率', '到期日', '殖利率', '參考買價', '最低面額']) await expect(row.locator(`td[data-label="${label}"]`)).toBeVisible();
  for (const action of [row.getByRole('button', { name: /^加入購物車：/ }), row.getByRole('button', { name: /^(加入|移除)自選：/ })]) {
    const box = await action.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const screen = await page.evaluate(() => {
    const rows = [...document.querySelectorAll('[data-testid="bond-list"] tbody tr')];
    const cards = rows.map((card) => card.getBoundingClientRect());
    const shell = (document.querySelector('header')?.getBoundingClientRect().height ?? 0) + (document.querySelector('nav')?.getBoundingClientRect().height ?? 0);
    const [first, , third] = cards;
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      threeCards: first !== undefined && third !== undefined ? third.bottom - first.top : Infinity,
      below: window.innerHeight - shell,
      // every card of the page laid out with its bond, none a placeholder of a guessed size waiting to be painted
      placeholders: rows.filter((card) => getComputedStyle(card).contentVisibility === 'auto').length,
    };
  });
  expect(screen.overflow).toBeLessThanOrEqual(0);
  expect(screen.threeCards).toBeLessThanOrEqual(screen.below);
  expect(screen.placeholders).toBe(0);
});

test('a long answer shows its first page, busy, while the rest downloads, then the whole list', async ({ page }) => {
  await handoff(page, USERS.web, '/overseas/bond');
  await readyList(page);
  const pick = (await firstRow(page).locator('.bond-row__isin').textContent()) ?? '';
  // a slow line: the 債券報價 answer (about 330 KB compressed) takes a second or two to arrive
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 150_000, uploadThroughput: 150_000 });
  await page.getByRole('tab', { name: '債券報價' }).click();
  const view = () =>
    page.evaluate(() => {
      const table = document.querySelector('[data-testid="bond-list"]');
      return {
        state: table?.getAttribute('data-state') ?? '',
        busy: table?.getAttribute('aria-busy') ?? '',
        caption: table?.querySelector('caption')?.textContent ?? '',
        first: table?.querySelector('tbody tr .bond-row__isin')?.textContent ?? '',
        rows: table?.querySelectorAll('tbody tr').length ?? 0,
        pager: document.querySelector('.bond-pager') !== null,
      };
    });
  await expect
    .poll(async () => {
      const shown = await view();
      return shown.state === 'loading' && shown.first !== pick && shown.first !== '';
    })
    .toBe(true);
  expect(await view()).toMatchObject({ busy: 'true', caption: '債券列表：債券報價（查詢中…）', rows: 9, pager: false });
  await readyList(page);
  await expect(list(page)).toContainText(/債券報價（共 [\d,]{5,} 檔）/);
  await expect(page.getByRole('navigation', { name: '分頁' })).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});
