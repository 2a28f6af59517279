import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { handoff, SANDBOX, USERS } from './support/sandbox';

/**
 * A live list whose back end keeps failing (rule ORD-2): on the bond order status page, with every read
 * answering HTTP 500, the failure shows once and stays, with 重新查詢, instead of flipping between
 * 載入中 and the error; and the page asks the failing back end a few times a minute, not dozens.
 */

const QUERY_URL = `${SANDBOX}/api/OffShoreBond/Query`;
const ORDER_LIST = 'KGItwBondOrderList';

function funIdOf(request: Request): string {
  try {
    return String((request.postDataJSON() as { FunId?: unknown } | null)?.FunId ?? '');
  } catch {
    return '';
  }
}

/** Answers every Query with HTTP 500 (the sandbox's own failure answer) while `failing` says so; counts the order-list requests. */
async function failEveryRead(page: Page): Promise<{ orderLists: () => number; stop: () => void }> {
  let orderLists = 0;
  let failing = true;
  await page.route(QUERY_URL, (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    if (funIdOf(request) === ORDER_LIST) orderLists += 1;
    if (!failing) return route.fallback();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ StatusCode: '5030', Message: 'boom' }),
    });
  });
  return { orderLists: () => orderLists, stop: () => (failing = false) };
}

type Shown = 'error' | 'loading' | 'other';

/** Records, every 100 ms in the page itself, whether the order area shows the failure, the waiting line or anything else. */
async function startSampling(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: string[] = [];
    (window as unknown as { __samples: string[] }).__samples = samples;
    setInterval(() => {
      const main = document.querySelector('.order-page') ?? document.body;
      const alert = [...main.querySelectorAll('[role="alert"]')].find((element) => element.textContent?.includes('重新查詢'));
      samples.push(alert !== undefined ? 'error' : main.textContent?.includes('載入中') === true ? 'loading' : 'other');
    }, 100);
  });
}

async function samples(page: Page): Promise<Shown[]> {
  return page.evaluate(() => (window as unknown as { __samples: Shown[] }).__samples.slice());
}

test('bond order status with every read failing: the error stays, and the page asks a few times a minute', async ({ page }) => {
  test.setTimeout(150_000);
  await handoff(page, USERS.web, '/overseas');
  const line = await failEveryRead(page);
  await page.goto('/overseas/bond/marketorder');
  await expect(page.getByRole('heading', { name: '債券委託查詢', level: 1 })).toBeVisible();
  const opened = Date.now();
  const before = line.orderLists();
  await startSampling(page);

  // a minute of a failing back end, watched throughout
  await page.waitForTimeout(60_000);
  const perMinute = ((line.orderLists() - before) * 60_000) / (Date.now() - opened);
  const shown = await samples(page);
  const firstError = shown.indexOf('error');
  const window30 = shown.slice(0, 300);
  const share = (what: Shown) => Math.round((window30.filter((sample) => sample === what).length * 100) / Math.max(1, window30.length));
  const flips = shown.slice(Math.max(0, firstError)).filter((sample, index, all) => index > 0 && sample !== all[index - 1]).length;
  const figures = `order-list requests per minute: ${perMinute.toFixed(1)}; first 30 s: error ${share('error')} %, loading ${share('loading')} %; first error after ${firstError * 100} ms; changes after it: ${flips}`;
  test.info().annotations.push({ type: 'failing back end', description: figures });
  console.log(figures);

  expect(firstError).toBeGreaterThanOrEqual(0);
  expect(firstError).toBeLessThan(50);
  expect(flips).toBe(0);
  expect(perMinute).toBeLessThanOrEqual(10);
  await expect(page.getByRole('alert')).toContainText('重新查詢');

  // the back end recovers: 重新查詢 brings the list, and the failure goes
  line.stop();
  await page.getByRole('alert').getByRole('button', { name: '重新查詢' }).click();
  await expect(page.getByRole('list', { name: '各狀態筆數' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
