import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { handoff, SANDBOX, USERS } from './support/sandbox';

/**
 * A back end that never answers must not lock the product: the shell's header and navigation stay
 * usable over the loading overlay, and a query gives up after its time budget with a clear message and
 * 重新查詢, instead of an overlay that stays for minutes.
 */

const QUERY_URL = `${SANDBOX}/api/OffShoreBond/Query`;

function isSymbolQuery(request: Request): boolean {
  try {
    return (request.postDataJSON() as { FunId?: string } | null)?.FunId === 'KGItwPubOltsSymbolMaster';
  } catch {
    return false;
  }
}

/** Makes every symbol query hang (no answer, ever) until the returned function lets them through again. */
async function hangSymbolQueries(page: Page): Promise<{ hung: () => number; release: () => Promise<void> }> {
  let hung = 0;
  let holding = true;
  const handler = async (route: Route) => {
    if (!holding || !isSymbolQuery(route.request())) return route.fallback();
    hung += 1;
    // never fulfilled: the request stays open until the page gives up on it
    return undefined;
  };
  await page.route(QUERY_URL, handler);
  return {
    hung: () => hung,
    release: async () => {
      holding = false;
    },
  };
}

const overlay = (page: Page) => page.getByRole('status').filter({ hasText: '債券資料載入中…' });
const nav = (page: Page) => page.getByRole('navigation', { name: '海外交易選單' });

test.describe('a query that never answers', () => {
  test('leaves the navigation and the header usable while the overlay is up', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas');
    await hangSymbolQueries(page);
    await nav(page).getByRole('link', { name: '海外債券' }).click();
    await expect(overlay(page)).toBeVisible();

    // the header's cart button and the navigation take clicks over the overlay
    await page.getByRole('banner').getByRole('link', { name: /^購物車，/ }).click({ trial: true, timeout: 3_000 });
    await nav(page).getByRole('link', { name: '海外股票' }).click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/overseas\/stock$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
  });

  test('gives up within its time budget with a clear message and 重新查詢, which asks again', async ({ page }) => {
    test.setTimeout(60_000);
    await handoff(page, USERS.web, '/overseas');
    const line = await hangSymbolQueries(page);
    const started = Date.now();
    await nav(page).getByRole('link', { name: '海外債券' }).click();
    await expect(overlay(page)).toBeVisible();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('逾時', { timeout: 25_000 });
    const heldMs = Date.now() - started;
    test.info().annotations.push({ type: 'hung query held the page (ms)', description: String(heldMs) });
    expect(heldMs).toBeLessThan(20_000);
    await expect(overlay(page)).toHaveCount(0);
    expect(line.hung()).toBeGreaterThanOrEqual(1);

    await line.release();
    await alert.getByRole('button', { name: '重新查詢' }).click();
    await expect(page.getByTestId('bond-list')).toHaveAttribute('data-state', 'ready');
  });
});
