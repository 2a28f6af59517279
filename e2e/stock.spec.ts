import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { call } from './support/bond-cart';
import { handoff, SANDBOX, tokenOf, USERS } from './support/sandbox';

/**
 * The overseas stock page against the sandbox: search, quote, watchlist saved on the server, the order
 * ticket's checks. The sandbox's market clock is pinned per test (switch marketTime) so markets are open
 * or closed on purpose, never by the hour the test happens to run.
 */

test.describe.configure({ mode: 'serial' });

/** Tuesday 2025-07-01 22:00 Taiwan: New York trades (10:00 EDT). */
const NEW_YORK_OPEN = '2025-07-01T22:00:00+08:00';
/** Wednesday 2025-07-02 10:00 Taiwan: Hong Kong trades. */
const HONG_KONG_OPEN = '2025-07-02T10:00:00+08:00';
/** Saturday 2025-07-05 10:00 Taiwan: every market shut. */
const WEEKEND = '2025-07-05T10:00:00+08:00';

async function setMarketTime(request: APIRequestContext, marketTime: string | null): Promise<void> {
  const response = await request.post(`${SANDBOX}/__sandbox/config`, { data: { marketTime }, headers: { 'content-type': 'application/json' } });
  expect(response.ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await setMarketTime(request, null);
});

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: '代號或名稱' }).fill(text);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
}

const watchlist = (page: Page) => page.getByRole('complementary', { name: '自選股清單' });

const QUERY_URL = `${SANDBOX}/api/OffShoreBond/Query`;
const funIdOf = (request: Request): string => {
  try {
    return (request.postDataJSON() as { FunId?: string } | null)?.FunId ?? '';
  } catch {
    return '';
  }
};
const isStockPlace = (request: Request) => request.url() === QUERY_URL && funIdOf(request) === 'KGItwInfStockOrderPlace';

/** Empties the selected account's watchlist through the page (the sandbox keeps it across tests). */
async function emptyWatchlist(page: Page): Promise<void> {
  await expect(watchlist(page).getByText(/您尚未加入自選股|移除/).first()).toBeVisible();
  for (let remove = watchlist(page).getByRole('button', { name: /^自選股移除 / }); (await remove.count()) > 0; ) {
    const before = await remove.count();
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
  }
}

test('finds AAPL and Tencent, adds both to the watchlist, and finds them there after a reload', async ({ page, request }) => {
  await setMarketTime(request, NEW_YORK_OPEN);
  await handoff(page, USERS.web, '/overseas/stock');
  await emptyWatchlist(page);

  await search(page, 'AAPL');
  await page.getByRole('button', { name: /AAPL\s*蘋果/ }).click();
  const quote = page.getByRole('region', { name: /蘋果/ });
  await expect(quote.getByText('交易中', { exact: true })).toBeVisible();
  await expect(quote.getByText(/延遲 15 分鐘報價，資料時間 07\/01 21:45（台北時間）/)).toBeVisible();
  await expect(page.getByText(/今日自 2025\/07\/01 21:30/)).toBeVisible();
  await page.getByRole('button', { name: /加入自選：蘋果/ }).click();
  await expect(page.getByRole('button', { name: /已加入自選：蘋果/ })).toBeVisible();

  await search(page, '騰訊');
  await page.getByRole('button', { name: /0700\s*騰訊控股/ }).click();
  await expect(page.getByRole('region', { name: /騰訊控股/ }).getByText('每手 100 股', { exact: false })).toBeVisible();
  const saved = page.waitForResponse((response) => response.request().postData()?.includes('KGItwInfStockWatchlistSave') === true);
  await page.getByRole('button', { name: /加入自選：騰訊控股/ }).click();
  await expect(watchlist(page).getByRole('button', { name: /^騰訊控股 0700/ })).toBeVisible();
  await saved;

  await page.reload();
  await expect(watchlist(page).getByRole('button', { name: /^蘋果 AAPL/ })).toBeVisible();
  await expect(watchlist(page).getByRole('button', { name: /^騰訊控股 0700/ })).toBeVisible();
  await expect(watchlist(page).getByRole('listitem')).toHaveCount(2);
});

test('refuses a Hong Kong limit buy off the board lot, and a price off the tick, beside the field', async ({ page, request }) => {
  await setMarketTime(request, HONG_KONG_OPEN);
  await handoff(page, USERS.web, '/overseas/stock?symbol=0700.HK');
  const ticket = page.getByRole('region', { name: /下單：騰訊控股/ });
  await ticket.getByLabel('股數').fill('150');
  await ticket.getByLabel('限價（HKD）').fill('300.1');
  await expect(ticket.getByText('股數須為 100 的倍數（可輸入 100 或 200）', { exact: false })).toBeVisible();
  await expect(ticket.getByText('此價位的跳動單位為 0.2', { exact: false })).toBeVisible();
  await ticket.getByRole('button', { name: '預覽委託' }).click();
  await expect(ticket.getByRole('status')).toHaveText('委託內容有誤，請依欄位旁的說明修正。');
  // what was typed stays
  await expect(ticket.getByLabel('股數')).toHaveValue('150');
  await ticket.getByLabel('股數').fill('200');
  await ticket.getByLabel('限價（HKD）').fill('300.2');
  await expect(ticket.getByText('股數須為 100 的倍數', { exact: false })).toHaveCount(0);
  await expect(ticket.getByText('預估應付')).toBeVisible();
});

test('offers no market order while the market is shut', async ({ page, request }) => {
  await setMarketTime(request, WEEKEND);
  await handoff(page, USERS.web, '/overseas/stock?symbol=AAPL.US');
  const ticket = page.getByRole('region', { name: /下單：蘋果/ });
  await expect(page.getByRole('region', { name: /蘋果/ }).first().getByText('休市')).toBeVisible();
  await expect(ticket.getByRole('radio', { name: '市價' })).toBeDisabled();
  await expect(ticket.getByText('市場目前非交易時段，市價單無法委託，請改用限價單。')).toBeVisible();
});

test('a market buy sent with a double click places one order, fills, and shows in the stock holdings and the account overview', async ({ page, request }) => {
  await setMarketTime(request, NEW_YORK_OPEN);
  await handoff(page, USERS.web, '/overseas/stock?symbol=AAPL.US');
  const places: Request[] = [];
  page.on('request', (sent) => {
    if (isStockPlace(sent)) places.push(sent);
  });
  const ticket = page.getByRole('region', { name: /下單：蘋果/ });
  await ticket.getByRole('radio', { name: '市價' }).check();
  await ticket.getByLabel('股數').fill('2');
  await expect(ticket.getByText('預估應付')).toBeVisible();
  await ticket.getByRole('button', { name: '預覽委託' }).click();
  const confirm = page.getByRole('region', { name: '確認委託' });
  await confirm.getByRole('button', { name: '確認送出' }).dblclick();
  const result = page.getByTestId('stock-order-result');
  await expect(result).toContainText('狀態「全部成交」');
  const orderNo = /委託書號 (S\d{12})/.exec((await result.textContent()) ?? '')?.[1] ?? '';
  expect(places).toHaveLength(1);
  await expect(page.getByTestId('stock-orders').getByRole('row', { name: new RegExp(`^${orderNo} .*全部成交`) })).toBeVisible();
  await expect(page.getByTestId('stock-holdings').getByRole('row', { name: /^蘋果（AAPL\.US）/ })).toBeVisible();

  await page.goto('/overseas/account');
  await expect(page.getByRole('region', { name: '股票庫存' }).getByRole('link', { name: '蘋果' })).toHaveAttribute('href', '/overseas/stock?symbol=AAPL.US');
  await expect(page.getByRole('region', { name: '委託總覽' }).getByRole('row', { name: new RegExp(`${orderNo}.*全部成交`) })).toBeVisible();
  await expect(page.getByRole('region', { name: '資產總值' }).getByRole('note')).toHaveCount(0);
});

test('an API 500 during submit is unknown, not failed, and loses nothing typed; the second try asks first, then places one working order, which is then cancelled', async ({ page, request }) => {
  await setMarketTime(request, NEW_YORK_OPEN);
  await handoff(page, USERS.web, '/overseas/stock?symbol=AAPL.US');
  const ticket = page.getByRole('region', { name: /下單：蘋果/ });
  await ticket.getByLabel('股數').fill('3');
  await ticket.getByLabel('限價（USD）').fill('1');
  await ticket.getByRole('button', { name: '預覽委託' }).click();
  await page.route(QUERY_URL, (route) =>
    isStockPlace(route.request()) ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"StatusCode":"5000","Message":"系統錯誤"}' }) : route.continue(),
  );
  const confirm = page.getByRole('region', { name: '確認委託' });
  await confirm.getByRole('button', { name: '確認送出' }).click();
  // a 5xx on every try says nothing of what the back end did: unknown, not failed (rule ORD-18)
  await expect(confirm.getByRole('alert')).toContainText('委託結果未明', { timeout: 10_000 });
  await confirm.getByRole('button', { name: '返回修改' }).click();
  await expect(ticket.getByLabel('股數')).toHaveValue('3');
  await expect(ticket.getByLabel('限價（USD）')).toHaveValue('1');
  await page.unroute(QUERY_URL);
  await ticket.getByRole('button', { name: '預覽委託' }).click();
  const payTerm = '預估應付（成交金額＋手續費＋市場規費）';
  const payable = (await confirm.locator('div', { has: page.getByText(payTerm, { exact: true }) }).locator('dd').first().textContent()) ?? '';
  await confirm.getByRole('button', { name: '確認送出' }).click();
  const result = page.getByTestId('stock-order-result');
  await expect(result).toContainText('狀態「委託中」');
  const orderNo = /委託書號 (S\d{12})/.exec((await result.textContent()) ?? '')?.[1] ?? '';
  // the back end holds what the confirmation said the customer pays (rule STK-5)
  const listed = await call(request, await tokenOf(page), 'KGItwInfStockOrderList', { account: '1234567' });
  const held = (listed.Data['orders'] as Array<{ orderNo: string; settlementAmount: string }>).find((order) => order.orderNo === orderNo);
  expect(Number(held?.settlementAmount)).toBe(Number(payable.replace(/[^\d.]/g, '')));
  await page.getByRole('button', { name: `取消委託 ${orderNo}` }).click();
  await page.getByRole('group', { name: `取消委託 ${orderNo}` }).getByRole('button', { name: '確認取消' }).click();
  await expect(page.getByText(`委託 ${orderNo} 已取消。`)).toBeVisible();
  await expect(page.getByTestId('stock-orders').getByRole('row', { name: new RegExp(`^${orderNo} `) })).toContainText('已取消');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the stock page has no serious or critical accessibility violation (${theme})`, async ({ page, request }) => {
    await setMarketTime(request, NEW_YORK_OPEN);
    await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
    await handoff(page, USERS.web, '/overseas/stock?symbol=AAPL.US');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByText(/今日自/)).toBeVisible();
    await page.getByRole('region', { name: /下單：蘋果/ }).getByLabel('股數').fill('3');
    await expect(page.getByText('預估應付')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await search(page, '豐田');
    await expect(page.getByRole('button', { name: /7203\s*豐田汽車/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
