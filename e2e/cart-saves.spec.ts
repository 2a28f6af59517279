import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { handoff, SANDBOX, USERS } from './support/sandbox';

/**
 * Saves and reads of the customer's saved lists on a bad line: a save that is slow on the wire, a save
 * that fails, a read that answers garbage. Each test drives the production build against the sandbox,
 * with the browser's requests intercepted (page.route) where the line misbehaves.
 */

const QUERY_URL = `${SANDBOX}/api/OffShoreBond/Query`;

interface QueryBody {
  FunId?: string;
  Data?: { DataKind?: string };
}

function bodyOf(request: Request): QueryBody {
  try {
    return (request.postDataJSON() as QueryBody | null) ?? {};
  } catch {
    return {};
  }
}

/** The cart's save call (our own contract, DataKind 3). */
const isCartSave = (request: Request) => bodyOf(request).FunId === 'KGItwInfFavoritesRSPSave' && bodyOf(request).Data?.DataKind === '3';
/** The cart's read call (DataKind 3). */
const isCartRead = (request: Request) => bodyOf(request).FunId === 'KGItwInfFavoritesRSPList' && bodyOf(request).Data?.DataKind === '3';
/** The favourites' read call (DataKind 5). */
const isFavoritesRead = (request: Request) => bodyOf(request).FunId === 'KGItwInfFavoritesRSPList' && bodyOf(request).Data?.DataKind === '5';

const lines = (page: Page) => page.getByTestId('cart-lines').getByRole('article');
const saved = (page: Page) => page.getByText('購物車已儲存。');

/** A promise with its resolver outside, to hold an intercepted request until the test lets it go. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Signs in, empties the selected account's cart through the product, puts the first 凱基選 bond in it and
 * opens the cart. Returns that line's face-value field and the two valid face values above its minimum.
 */
async function cartWithOneBond(page: Page) {
  await handoff(page, USERS.web, '/overseas/bond/cart');
  await expect(page.getByText(/購物車是空的。|預估應付金額/).first()).toBeVisible();
  for (let remove = page.getByRole('button', { name: /^自購物車移除：/ }); (await remove.count()) > 0; ) {
    await remove.first().click();
  }
  await expect(page.getByText('購物車是空的。')).toBeVisible();
  await page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '海外債券' }).click();
  await expect(page.getByTestId('bond-list')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('bond-list')).toHaveAttribute('data-suitability', 'checked');
  // a bond the customer may buy: the others refuse at the button (rule ORD-5)
  const add = page.locator('.bond-row__cart:not([aria-disabled])').first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^加入購物車：/, '');
  await add.click();
  await expect(page.getByText(`已將 ${name} 加入購物車。`)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /^購物車，/ }).click();
  await expect(lines(page)).toHaveCount(1);
  const line = lines(page).first();
  const fact = async (label: string) =>
    Number(((await line.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd').textContent()) ?? '').replace(/[^\d]/g, ''));
  const minimum = await fact('最低面額');
  const increment = await fact('申購單位');
  const face = line.getByLabel(/^申購面額/);
  const original = await face.inputValue();
  return { face, original, first: minimum + increment, second: minimum + 2 * increment };
}

const grouped = (value: number) => value.toLocaleString('en-US');

test.describe('cart saves', () => {
  test('two quick edits, the first save slow on the wire: the server keeps the last, and the page says saved only for it', async ({ page }) => {
    const { face, first, second } = await cartWithOneBond(page);

    const firstSave = deferred();
    const firstSent = deferred();
    const secondSent = deferred();
    let saves = 0;
    await page.route(QUERY_URL, async (route: Route) => {
      if (!isCartSave(route.request())) return route.fallback();
      saves += 1;
      if (saves === 1) {
        firstSent.resolve();
        await firstSave.promise; // the first save is slow on the wire
      } else if (saves === 2) {
        secondSent.resolve();
      }
      return route.continue();
    });

    await face.fill(String(first));
    await face.blur();
    await firstSent.promise;
    await face.fill(String(second));
    await face.blur();
    // A page that sends the second save at once does so within milliseconds; one that waits for the
    // first save's answer never does while it is held. One second is the window given to it.
    await Promise.race([secondSent.promise, new Promise((done) => setTimeout(done, 1_000))]);
    await expect(saved(page)).toHaveCount(0);
    firstSave.resolve();

    await expect(saved(page)).toBeVisible();
    await expect(face).toHaveValue(String(second));
    await page.unroute(QUERY_URL);
    await page.reload();
    await expect(lines(page).first().getByLabel(/^申購面額/)).toHaveValue(grouped(second));
  });

  test('a failed save keeps the typed value across leaving the cart and a reload, until it is saved', async ({ page }) => {
    const { face, first } = await cartWithOneBond(page);
    let failing = true;
    await page.route(QUERY_URL, (route) =>
      failing && isCartSave(route.request())
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ StatusCode: '5000', Message: '系統忙碌中。' }) })
        : route.fallback(),
    );
    await face.fill(String(first));
    await face.blur();
    await expect(page.getByRole('alert')).toContainText('購物車儲存失敗，您輸入的內容已保留');

    // leave the cart inside the product and come back
    await page.getByRole('navigation', { name: '海外交易選單' }).getByRole('link', { name: '海外債券' }).click();
    await expect(page.getByTestId('bond-list')).toHaveAttribute('data-state', 'ready');
    await page.getByRole('banner').getByRole('link', { name: /^購物車，/ }).click();
    await expect(lines(page).first().getByLabel(/^申購面額/)).toHaveValue(grouped(first));
    await expect(page.getByRole('alert')).toContainText('尚未儲存');

    // a reload of the page is the same session
    await page.reload();
    await expect(lines(page).first().getByLabel(/^申購面額/)).toHaveValue(grouped(first));
    await expect(page.getByRole('alert')).toContainText('尚未儲存');

    failing = false;
    await page.getByRole('button', { name: '重新儲存' }).click();
    await expect(saved(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(lines(page).first().getByLabel(/^申購面額/)).toHaveValue(grouped(first));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('unsaved edits can be discarded: the cart shows what the server holds again', async ({ page }) => {
    const { face, original, first } = await cartWithOneBond(page);
    await page.route(QUERY_URL, (route) =>
      isCartSave(route.request())
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ StatusCode: '5000', Message: '系統忙碌中。' }) })
        : route.fallback(),
    );
    await face.fill(String(first));
    await face.blur();
    await expect(page.getByRole('alert')).toContainText('購物車儲存失敗，您輸入的內容已保留');
    await page.reload();
    await expect(lines(page).first().getByLabel(/^申購面額/)).toHaveValue(grouped(first));

    await page.getByRole('button', { name: '捨棄變更' }).click();
    await expect(lines(page).first().getByLabel(/^申購面額/)).toHaveValue(original);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(lines(page).first().getByLabel(/^申購面額/)).toHaveValue(original);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

/** Broken answers to a read, as a failing back end or a proxy in between sends them. */
const BROKEN_ANSWERS = {
  '500': { status: 500, contentType: 'application/json', body: JSON.stringify({ StatusCode: '5000', Message: '系統忙碌中。' }) },
  'a malformed body': { status: 200, contentType: 'application/json', body: JSON.stringify({ StatusCode: '0', Data: { CarList: 'none' } }) },
  'an empty body': { status: 200, contentType: 'application/json', body: '' },
  HTML: { status: 200, contentType: 'text/html', body: '<!doctype html><html><body><h1>Service Unavailable</h1></body></html>' },
} as const;

test.describe('a read that answers garbage', () => {
  for (const [kind, answer] of Object.entries(BROKEN_ANSWERS)) {
    test(`the cart read answering ${kind}: an error with a retry, the account shown, then the cart`, async ({ page }) => {
      await handoff(page, USERS.web, '/overseas/bond');
      let broken = true;
      await page.route(QUERY_URL, (route) => (broken && isCartRead(route.request()) ? route.fulfill(answer) : route.fallback()));
      await page.goto('/overseas/bond/cart');
      const alert = page.getByRole('alert');
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('購物車載入中…')).toHaveCount(0);
      await expect(page.getByText(/^交易帳號：\d+$/)).toBeVisible();
      broken = false;
      await alert.getByRole('button', { name: '重新查詢' }).click();
      await expect(page.getByText(/購物車是空的。|預估應付金額/).first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('the favourites read answering 500: the 自選 tab shows an error with a retry, not an empty list', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/bond');
    let broken = true;
    await page.route(QUERY_URL, (route) => (broken && isFavoritesRead(route.request()) ? route.fulfill(BROKEN_ANSWERS['500']) : route.fallback()));
    await page.goto('/overseas/bond?tab=favorites');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('您尚未加入自選債券。')).toHaveCount(0);
    broken = false;
    await alert.getByRole('button', { name: '重新查詢' }).click();
    await expect(page.getByTestId('bond-list')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
