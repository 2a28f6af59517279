import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { handoff, SANDBOX, tokenOf, USERS } from './support/sandbox';

/**
 * Once, and only once (rule ORD-18), on the fund subscription and the stock buy, against the production
 * build and the sandbox: the place call reaches the sandbox and is accepted, but its answer is lost on the
 * first try and on every retry (the route lets the sandbox answer, then resets the page's connection). The
 * page says the outcome is unknown, not failed; confirming again after 返回修改, or a reload, asks the back
 * end what became of the order and shows the accepted one, and no second order is made.
 *
 * Apart from the other specs: everything here runs on A123456789's second account, 7654321, which no other
 * spec orders on; each order is cancelled at the end (its hold released), and the sandbox's pinned market
 * clock is put back after each test, as stock.spec.ts does.
 */

test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** The account these tests order on. */
const ACCOUNT = '7654321';
/** Tuesday 2025-07-01 22:00 Taiwan: New York trades (10:00 EDT). */
const NEW_YORK_OPEN = '2025-07-01T22:00:00+08:00';
const QUERY_URL = `${SANDBOX}/api/OffShoreBond/Query`;

const FUND_PLACE = 'KGItwInfFundOrderPlace';
const STOCK_PLACE = 'KGItwInfStockOrderPlace';

function funIdOf(request: Request): string {
  try {
    return String((request.postDataJSON() as { FunId?: unknown } | null)?.FunId ?? '');
  } catch {
    return '';
  }
}

const isPlaceCall = (request: Request, funId: string) => request.method() === 'POST' && request.url() === QUERY_URL && funIdOf(request) === funId;

/** The place calls the page sends (each try and retry), counted from now. */
function countPlaceCalls(page: Page, funId: string): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (isPlaceCall(request, funId)) sent += 1;
  });
  return () => sent;
}

/** From now on every answer to a place call is lost: the sandbox receives and carries out the call, the page never hears it. */
async function loseAnswers(page: Page, funId: string): Promise<void> {
  await page.route(QUERY_URL, async (route) => {
    if (isPlaceCall(route.request(), funId)) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
}

async function setMarketTime(request: APIRequestContext, marketTime: string | null): Promise<void> {
  const response = await request.post(`${SANDBOX}/__sandbox/config`, { data: { marketTime }, headers: { 'content-type': 'application/json' } });
  expect(response.ok()).toBe(true);
}

/** The account's orders of one kind as the sandbox keeps them, asked directly with the page's token. */
async function ordersOnSandbox(page: Page, request: APIRequestContext, funId: 'KGItwInfFundOrderList' | 'KGItwInfStockOrderList'): Promise<Array<{ orderNo: string }>> {
  const response = await request.post(QUERY_URL, {
    data: { FunId: funId, Data: { account: ACCOUNT } },
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(page)}` },
  });
  const body = (await response.json()) as { StatusCode: string; Data: { orders: Array<{ orderNo: string }> } };
  expect(body.StatusCode).toBe('0');
  return body.Data.orders;
}

/** Signs in and selects the account these tests order on. */
async function signInOnAccount(page: Page, target: string): Promise<void> {
  await handoff(page, USERS.web, target);
  await page.getByLabel('交易帳號').selectOption(ACCOUNT);
  await expect(page.getByLabel('交易帳號')).toHaveValue(ACCOUNT);
}

/** Opens the subscription page of the first RR2 USD fund any customer may buy; returns its address. */
async function openSubscription(page: Page): Promise<string> {
  await page.goto('/overseas/fund?risk=RR2&cur=USD');
  const row = page.getByTestId('fund-list').locator('tbody tr').filter({ hasNotText: '限專業投資人' }).first();
  await row.getByRole('link').click();
  await page.getByRole('link', { name: '申購', exact: true }).click();
  await expect(page.getByLabel('申購金額（USD）')).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The unknown outcome, in shared's words, and never 「委託未成功」. */
async function expectUnknown(page: Page): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: '委託結果未明' })).toContainText('確認結果之前不會再次送出', { timeout: 20_000 });
  await expect(page.getByText(/委託未成功/)).toHaveCount(0);
}

async function cancelFundOrder(page: Page, orderNo: string): Promise<void> {
  await page.goto('/overseas/fund/holdings');
  await page.getByRole('button', { name: `取消委託 ${orderNo}` }).click();
  await page.getByRole('group', { name: `取消委託 ${orderNo}` }).getByRole('button', { name: '確認取消' }).click();
  await expect(page.getByText(`委託 ${orderNo} 已取消，圈存款項已釋回保證金專戶。`)).toBeVisible();
}

async function cancelStockOrder(page: Page, orderNo: string): Promise<void> {
  await page.getByRole('button', { name: `取消委託 ${orderNo}` }).click();
  await page.getByRole('group', { name: `取消委託 ${orderNo}` }).getByRole('button', { name: '確認取消' }).click();
  await expect(page.getByText(`委託 ${orderNo} 已取消。`)).toBeVisible();
}

test.describe('fund subscription', () => {
  test('answer lost on every try, then 返回修改 and confirm again: one order, shown accepted', async ({ page, request }) => {
    await signInOnAccount(page, '/overseas/fund');
    await openSubscription(page);
    const before = (await ordersOnSandbox(page, request, 'KGItwInfFundOrderList')).length;
    await page.getByLabel('申購金額（USD）').fill('1000');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    await loseAnswers(page, FUND_PLACE);
    await page.getByRole('button', { name: '確認送出' }).click();
    await expectUnknown(page);

    // the answers are still lost: whatever were sent now would never be heard either
    await page.getByRole('button', { name: '返回修改' }).click();
    await expect(page.getByLabel('申購金額（USD）')).toHaveValue('1000');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    await page.getByRole('button', { name: '確認送出' }).click();
    const result = page.getByTestId('order-result');
    await expect(result).toContainText('委託已受理', { timeout: 15_000 });
    const orderNo = (await result.locator('dd').first().textContent()) ?? '';
    await page.unroute(QUERY_URL);

    const after = await ordersOnSandbox(page, request, 'KGItwInfFundOrderList');
    expect(after).toHaveLength(before + 1);
    expect(after.map((order) => order.orderNo)).toContain(orderNo);
    await cancelFundOrder(page, orderNo);
  });

  test('answer lost on every try, then a reload: the page asks, shows the accepted order, and sends nothing', async ({ page, request }) => {
    await signInOnAccount(page, '/overseas/fund');
    const address = await openSubscription(page);
    const before = (await ordersOnSandbox(page, request, 'KGItwInfFundOrderList')).length;
    await page.getByLabel('申購金額（USD）').fill('1000');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    await loseAnswers(page, FUND_PLACE);
    await page.getByRole('button', { name: '確認送出' }).click();
    await expectUnknown(page);

    const placeCalls = countPlaceCalls(page, FUND_PLACE);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    const result = page.getByTestId('order-result');
    await expect(result).toContainText('委託已受理', { timeout: 15_000 });
    expect(placeCalls()).toBe(0);
    const orderNo = (await result.locator('dd').first().textContent()) ?? '';
    await page.unroute(QUERY_URL);

    const after = await ordersOnSandbox(page, request, 'KGItwInfFundOrderList');
    expect(after).toHaveLength(before + 1);
    expect(after.map((order) => order.orderNo)).toContain(orderNo);
    await cancelFundOrder(page, orderNo);
  });
});

test.describe('stock buy', () => {
  test.beforeEach(async ({ request }) => {
    await setMarketTime(request, NEW_YORK_OPEN);
  });

  test.afterEach(async ({ request }) => {
    await setMarketTime(request, null);
  });

  /** A limit buy far below the market (3 AAPL at USD 1): it stays 委託中, so one order is one order. */
  async function confirmBuy(page: Page): Promise<void> {
    const ticket = page.getByRole('region', { name: /下單：蘋果/ });
    await ticket.getByLabel('股數').fill('3');
    await ticket.getByLabel('限價（USD）').fill('1');
    await ticket.getByRole('button', { name: '預覽委託' }).click();
    await expect(page.getByRole('region', { name: '確認委託' })).toBeVisible();
  }

  const orderNoOf = async (page: Page) => /委託書號 (S\d{12})/.exec((await page.getByTestId('stock-order-result').textContent()) ?? '')?.[1] ?? '';

  test('answer lost on every try, then 返回修改 and confirm again: one order, shown accepted', async ({ page, request }) => {
    await signInOnAccount(page, '/overseas/stock?symbol=AAPL.US');
    const before = (await ordersOnSandbox(page, request, 'KGItwInfStockOrderList')).length;
    await confirmBuy(page);
    await loseAnswers(page, STOCK_PLACE);
    await page.getByRole('region', { name: '確認委託' }).getByRole('button', { name: '確認送出' }).click();
    await expectUnknown(page);

    // the answers are still lost: whatever were sent now would never be heard either
    await page.getByRole('button', { name: '返回修改' }).click();
    const ticket = page.getByRole('region', { name: /下單：蘋果/ });
    await expect(ticket.getByLabel('股數')).toHaveValue('3');
    await expect(ticket.getByLabel('限價（USD）')).toHaveValue('1');
    await ticket.getByRole('button', { name: '預覽委託' }).click();
    await page.getByRole('region', { name: '確認委託' }).getByRole('button', { name: '確認送出' }).click();
    await expect(page.getByTestId('stock-order-result')).toContainText('狀態「委託中」', { timeout: 15_000 });
    const orderNo = await orderNoOf(page);
    await page.unroute(QUERY_URL);

    const after = await ordersOnSandbox(page, request, 'KGItwInfStockOrderList');
    expect(after).toHaveLength(before + 1);
    expect(after.map((order) => order.orderNo)).toContain(orderNo);
    await cancelStockOrder(page, orderNo);
  });

  test('answer lost on every try, then a reload: the page asks, shows the accepted order, and sends nothing', async ({ page, request }) => {
    await signInOnAccount(page, '/overseas/stock?symbol=AAPL.US');
    const before = (await ordersOnSandbox(page, request, 'KGItwInfStockOrderList')).length;
    await confirmBuy(page);
    await loseAnswers(page, STOCK_PLACE);
    await page.getByRole('region', { name: '確認委託' }).getByRole('button', { name: '確認送出' }).click();
    await expectUnknown(page);

    const placeCalls = countPlaceCalls(page, STOCK_PLACE);
    await page.reload();
    await expect(page.getByTestId('stock-order-result')).toContainText('狀態「委託中」', { timeout: 15_000 });
    expect(placeCalls()).toBe(0);
    const orderNo = await orderNoOf(page);
    await page.unroute(QUERY_URL);

    const after = await ordersOnSandbox(page, request, 'KGItwInfStockOrderList');
    expect(after).toHaveLength(before + 1);
    expect(after.map((order) => order.orderNo)).toContain(orderNo);
    await cancelStockOrder(page, orderNo);
  });
});
