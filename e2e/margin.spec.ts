import { expect, test, type Page, type Request } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { call, putInCart, usdBonds } from './support/bond-cart';
import { handoff, marginControl, tokenOf, USERS } from './support/sandbox';

/**
 * The margin deposit pages against the production build and the sandbox: a deposit through its batch
 * to the balance, a withdrawal above available, an FX quote running out, a double click, and axe.
 */

function funIdOf(request: Request): string {
  try {
    return String((request.postDataJSON() as { FunId?: unknown } | null)?.FunId ?? '');
  } catch {
    return '';
  }
}

/** Every Query the page sends with this FunId, with its Data. */
function watchQueries(page: Page, funId: string): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && funIdOf(request) === funId) seen.push((request.postDataJSON() as { Data: Record<string, unknown> }).Data);
  });
  return seen;
}

const amountField = (page: Page) => page.getByRole('textbox', { name: /金額/ });
const usdBalance = (page: Page) => page.getByRole('table', { name: '各幣別保證金餘額' }).getByRole('row', { name: /美元 USD/ }).getByRole('cell').first();

test.beforeEach(async ({ request }) => {
  await marginControl(request, 'reset');
});

test('a USD deposit is 受理中, then 已完成, and the balance rises', async ({ page, request }) => {
  await handoff(page, USERS.web, '/marginDeposit/info');
  await expect(usdBalance(page)).toHaveText('41,722.15');
  await page.getByRole('link', { name: '保證金轉帳' }).click();
  await amountField(page).fill('2,500');
  await page.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('region', { name: '確認入金內容' });
  await expect(confirm).toContainText('USD 2,500.00');
  await expect(confirm).toContainText('批次');
  await confirm.getByRole('button', { name: '確認送出' }).click();
  const list = page.getByRole('region', { name: '轉帳狀態' });
  await expect(list.getByText('受理中')).toBeVisible();
  await marginControl(request, 'advance-batch');
  await expect(list.getByText('處理中')).toBeVisible();
  await marginControl(request, 'complete');
  await expect(list.getByText('已完成')).toBeVisible();
  await page.getByRole('link', { name: '保證金資訊' }).click();
  await expect(usdBalance(page)).toHaveText('44,222.15');
});

test('a 出金 above the available balance is refused beside the field and never sent', async ({ page }) => {
  const sent = watchQueries(page, 'KGItwMarginTransfer');
  await handoff(page, USERS.web, '/marginDeposit/trans');
  await page.getByRole('radio', { name: '出金' }).check();
  await amountField(page).fill('41722.16');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('超過可用餘額（USD 41,722.15）')).toBeVisible();
  await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(amountField(page)).toHaveValue('41722.16');
  expect(sent).toHaveLength(0);
});

test('an FX quote runs out and is quoted again, and is never executed at an expired rate', async ({ page, request }) => {
  const quotes = watchQueries(page, 'KGItwMarginFxQuote');
  const transfers = watchQueries(page, 'KGItwMarginTransfer');
  await page.clock.install();
  await handoff(page, USERS.web, '/marginDeposit/trans');
  await page.getByRole('radio', { name: '換匯' }).check();
  await amountField(page).fill('1,000');
  await page.getByRole('button', { name: '取得報價' }).click();
  const countdown = page.getByTestId('quote-countdown');
  await expect(countdown).toHaveText(/剩餘 (30|29) 秒/);
  // quoted as every page quotes: TWD per 1 USD, with what is paid and what is received (rule MRG-5)
  const confirm = page.getByRole('region', { name: '確認換匯內容' });
  await expect(confirm).toContainText(/成交匯率USD\/TWD \d{2}\.\d{4}（新台幣／每 1 美元）/);
  await expect(confirm).toContainText('支付金額（賣出）USD 1,000.00');
  await expect(confirm).toContainText(/收到金額（買入）新台幣 \d{2},\d{3}\.\d{2}/);
  await expect(confirm).toContainText(/報價有效30 秒，剩餘/);
  // The page's clock runs 31 s on at once: the quote has run out, a new one is asked for.
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('alert')).toHaveText('報價已逾時，已為您重新報價，請確認新匯率後再送出。');
  await expect(countdown).toHaveText(/剩餘 (30|29) 秒/);
  expect(quotes).toHaveLength(2);

  // The server's clock says this quote has expired: the transfer is refused and quoted again, not executed.
  await marginControl(request, 'expire-quotes');
  await page.getByRole('button', { name: '確認送出' }).click();
  await expect.poll(() => quotes.length).toBe(3);
  await expect(countdown).toHaveText(/剩餘 (30|29) 秒/);
  const received = /收到金額（買入）新台幣 ([\d,]+\.\d{2})/.exec((await confirm.textContent()) ?? '')?.[1] ?? '';
  const rate = /成交匯率USD\/TWD (\d+\.\d{4})/.exec((await confirm.textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('button', { name: '確認送出' }).click();
  await expect(page.getByRole('status')).toContainText('已受理換匯');
  expect(transfers.map((data) => data['quoteId'])).toEqual([expect.any(String), expect.any(String)]);
  expect(new Set(transfers.map((data) => data['ClientKey'])).size).toBe(2);
  // the back end's accepted exchange is the one the confirmation showed: the same rate, the same TWD received
  const answer = await call(request, await tokenOf(page), 'KGItwMarginTransfers', { account: '1234567' });
  const fx = (answer.Data['transfers'] as Array<{ action: string; toAmount: string; rate: { price: string } | null }>).filter((transfer) => transfer.action === 'fx').at(-1);
  expect(fx?.rate?.price).toBe(rate);
  expect(Number(fx?.toAmount)).toBe(Number(received.replaceAll(',', '')));
});

test('a double click on 確認送出 moves the money once', async ({ page }) => {
  const transfers = watchQueries(page, 'KGItwMarginTransfer');
  await handoff(page, USERS.web, '/marginDeposit/trans');
  await page.getByRole('radio', { name: '出金' }).check();
  await amountField(page).fill('300');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '確認送出' }).dblclick();
  await expect(page.getByRole('status')).toContainText('已受理出金');
  await expect(page.getByRole('region', { name: '轉帳狀態' }).getByRole('row')).toHaveCount(2);
  expect(new Set(transfers.map((data) => data['ClientKey'])).size).toBe(1);
  await page.getByRole('link', { name: '保證金資訊' }).click();
  await expect(page.getByRole('table', { name: '各幣別保證金餘額' }).getByRole('row', { name: /美元 USD/ })).toContainText('41,422.15');
});

test('the transfer list is asked every 2 s while the page is visible and not at all while it is hidden', async ({ page }) => {
  const polls = watchQueries(page, 'KGItwMarginTransfers');
  await page.clock.install();
  await handoff(page, USERS.web, '/marginDeposit/trans');
  await expect(page.getByRole('region', { name: '轉帳狀態' })).toBeVisible();
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, hidden);

  const visibleStart = polls.length;
  await page.clock.runFor(6_100);
  await expect.poll(() => polls.length - visibleStart).toBeGreaterThanOrEqual(3);

  await setHidden(true);
  await page.clock.runFor(100);
  const hiddenStart = polls.length;
  await page.clock.runFor(20_000);
  expect(polls.length).toBe(hiddenStart);

  await setHidden(false);
  await page.clock.runFor(2_100);
  await expect.poll(() => polls.length).toBeGreaterThan(hiddenStart);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the margin pages have no serious or critical accessibility violation on a desktop (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
    await handoff(page, USERS.web, '/marginDeposit/info');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('table', { name: '異動明細，新的在前' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '保證金轉帳' }).click();
    await amountField(page).fill('abc');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('請輸入數字金額，例如 1,000.50')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await amountField(page).fill('10');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('region', { name: '確認入金內容' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a USD deposit becomes the buying power the bond order page checks (rules MRG-9, ORD-8)', async ({ page, request }) => {
  await handoff(page, USERS.web, '/overseas/bond');
  const token = await tokenOf(page);
  const bond = (await usdBonds(request, token)).find((candidate) => candidate.ProductRiskGrade <= 'RR3' && candidate.investorRestriction === 'ALL');
  if (bond === undefined) throw new Error('no USD bond a moderate customer may buy');
  // a face value whose clean amount alone is above the USD 41,722.15 available, in the bond's steps
  const steps = Math.ceil((45_000 / (bond.refPriceBuyNumber / 100) - bond.faceValue) / bond.faceValueIncrement);
  const faceValue = bond.faceValue + Math.max(steps, 0) * bond.faceValueIncrement;
  await putInCart(request, token, USERS.web, '1234567', [{ isin: bond.isin, faceValue, price: bond.refPriceBuyNumber }]);

  const toOrder = async () => {
    await page.goto('/overseas/bond/cart');
    await page.getByRole('button', { name: '前往下單' }).click();
    await expect(page.getByRole('heading', { name: '債券下單', level: 1 })).toBeVisible();
  };
  await toOrder();
  const line = page.getByRole('article', { name: bond.bondName });
  const refusal = line.getByText(/交割款項不足，此筆不會送出/);
  await expect(refusal).toBeVisible();
  const shortfall = Number((/尚差 (?:[A-Z]{3} )?([\d,]+(?:\.\d+)?)/.exec((await refusal.textContent()) ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));
  expect(shortfall).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '下一步：確認委託' })).toBeDisabled();

  await page.goto('/marginDeposit/trans');
  await amountField(page).fill(String(Math.ceil(shortfall) + 100));
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('region', { name: '確認入金內容' }).getByRole('button', { name: '確認送出' }).click();
  const list = page.getByRole('region', { name: '轉帳狀態' });
  await expect(list.getByText('受理中')).toBeVisible();
  await marginControl(request, 'advance-batch');
  await marginControl(request, 'complete');
  await expect(list.getByText('已完成')).toBeVisible();

  await toOrder();
  await expect(line.getByText(/交割款項不足/)).toHaveCount(0);
  await expect(line.getByText(/預估應付金額/)).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步：確認委託' })).toBeEnabled();
});
