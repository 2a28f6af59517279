import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { handoff, otpOf, resetProfiles, resetSwitches, setSwitches, USERS } from './support/sandbox';
import { countDocumentLoads } from './support/shell';

/** A figure as the page shows it (`1,234.50`, `+1.00`), in cents, exactly. */
function cents(text: string | null): number {
  const clean = (text ?? '').replace(/[,+\s]/g, '');
  expect(clean).toMatch(/^-?\d+\.\d{2}$/);
  const [whole = '0', fraction = '00'] = clean.replace('-', '').split('.');
  return (clean.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction));
}

/** Every failed request of the page: no answer, an HTTP error, or a Query answer whose StatusCode is not 0. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', async (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
    if (!response.url().endsWith('/api/OffShoreBond/Query')) return;
    const body = (await response.json().catch(() => ({}))) as { StatusCode?: string };
    if (body.StatusCode !== '0') failures.push(`${response.request().postData() ?? ''} → ${String(body.StatusCode)}`);
  });
  return failures;
}

/** A decimal as the page shows it (`32.2232`, `1,234`), as an integer count of 10^-digits. */
function scaled(text: string | null, digits: number): bigint {
  const clean = (text ?? '').replace(/[,\s]/g, '');
  expect(clean).toMatch(/^\d+(\.\d+)?$/);
  const [whole = '0', fraction = ''] = clean.split('.');
  expect(fraction.length).toBeLessThanOrEqual(digits);
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}

const cashBlock = (page: Page) => page.getByRole('region', { name: '保證金專戶現金', exact: true });

test.describe('the overseas home', () => {
  test('an anonymous visitor sees what to do, the broker\'s picks and today\'s FX rates, with no failed request and no token', async ({ page }) => {
    const failures = watchFailures(page);
    const queries: Array<{ funId: string; authorised: boolean }> = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/OffShoreBond/Query')) return;
      const body = JSON.parse(request.postData() ?? '{}') as { FunId?: string };
      queries.push({ funId: body.FunId ?? '', authorised: request.headers()['authorization'] !== undefined });
    });
    await page.goto('/overseas');
    await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
    const rates = page.getByRole('region', { name: '今日參考匯率', exact: true });
    await expect(rates.getByRole('row', { name: /美元 USD/ })).toContainText(/\d+\.\d{4}/);
    await expect(rates).toContainText(/匯率時間：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    await expect(page.getByRole('region', { name: '凱基選債券', exact: true }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: '凱基選債券', exact: true })).toContainText(/殖利率 \d+\.\d{3}%/);
    await expect(page.getByRole('region', { name: '海外交易服務', exact: true }).getByRole('link', { name: '海外債券' })).toBeVisible();
    await expect(page.getByRole('link', { name: '前往登入' })).toBeVisible();
    expect(failures).toEqual([]);
    expect(queries.map((query) => query.funId).sort()).toEqual(['KGItwPubFxRates', 'KGItwPubOltsSymbolMaster']);
    expect(queries.every((query) => !query.authorised)).toBe(true);
  });

  test('against a back end that wants the token for every call, an anonymous visitor sees the home without the picks and rates, never the login flow', async ({ page, request }) => {
    await setSwitches(request, { publicCallsNeedToken: true });
    try {
      const refused: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('/api/OffShoreBond/Query')) return;
        const answer = (await response.json()) as { StatusCode?: string };
        if (answer.StatusCode === '9001') refused.push(response.request().postDataJSON().FunId as string);
      });
      await page.goto('/overseas');
      await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();
      await expect.poll(() => [...refused].sort()).toEqual(['KGItwPubFxRates', 'KGItwPubOltsSymbolMaster']);
      await expect(page.getByRole('region', { name: '凱基選債券', exact: true })).toHaveCount(0);
      await expect(page.getByRole('region', { name: '今日參考匯率', exact: true })).toHaveCount(0);
      await expect(page.getByRole('region', { name: '海外交易服務', exact: true }).getByRole('link', { name: '海外債券' })).toBeVisible();
      await expect(page.getByRole('link', { name: '前往登入' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/overseas$/);
    } finally {
      await resetSwitches(request);
    }
  });

  test('the guest sees the same home, with no call for a customer\'s data and no failure', async ({ page }) => {
    const failures = watchFailures(page);
    await handoff(page, USERS.guest, '/overseas');
    await expect(page.getByRole('heading', { name: '您正以訪客身分瀏覽' })).toBeVisible();
    await expect(page.getByRole('region', { name: '今日參考匯率', exact: true }).getByRole('row', { name: /美元 USD/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '凱基選債券', exact: true }).getByRole('listitem')).toHaveCount(4);
    expect(failures).toEqual([]);
  });

  test('with its margin call failing, the home shows no 0.00 total: the total of what is known, the missing part named with 重新查詢', async ({ page }) => {
    await page.route('**/api/OffShoreBond/Query', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { FunId?: string };
      if (body.FunId === 'KGItwMarginBalance') await route.fulfill({ status: 500, contentType: 'application/json', body: '{"StatusCode":"5030","Message":"x"}' });
      else await route.fallback();
    });
    await handoff(page, USERS.web, '/overseas');
    const summary = page.getByRole('region', { name: '帳號 1234567 資產總覽', exact: true });
    const missing = summary.getByRole('alert');
    await expect(missing).toContainText('保證金帳戶資料暫時無法取得，合計未含此部分', { timeout: 15_000 });
    await expect(missing.getByRole('button', { name: '重新查詢' })).toBeVisible();
    await expect(summary.getByTestId('part-cash')).toHaveText('查詢失敗');
    const total = summary.getByTestId('account-total');
    await expect(total).toHaveText(/^[\d,]+\.\d{2}$/);
    await expect(total).not.toHaveText('0.00');
    let known = 0;
    for (const part of ['bond', 'stock', 'fund']) known += cents(await summary.getByTestId(`part-${part}`).textContent());
    expect(cents(await total.textContent())).toBe(known);
  });

  test('a customer sees the selected account\'s assets beside the picks and rates', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas');
    const summary = page.getByRole('region', { name: '帳號 1234567 資產總覽', exact: true });
    await expect(summary.getByTestId('part-cash')).toContainText(/\d/);
    // every product's holdings are read: the total leaves nothing out
    await expect(summary.getByTestId('part-stock')).toContainText(/\d/);
    await expect(summary.getByRole('note')).toHaveCount(0);
    await expect(page.getByTestId('home-working-orders')).toHaveText(/^\d+$/);
    await expect(page.getByRole('region', { name: '今日參考匯率', exact: true }).getByRole('row', { name: /美元 USD/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '快速功能', exact: true }).getByRole('link', { name: '帳務查詢' })).toBeVisible();
  });
});

test.describe('the account overview', () => {
  test('its cash total is the exact sum rounded once, and its total the sum of the parts shown', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/account');
    const cash = cashBlock(page);
    await expect(cash.getByTestId('cash-total')).toBeVisible();
    const rows = cash.locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    // Σ balance × rate exactly (balance to its minor unit, rate to 4 decimals: units of 10^-6), then half-up to cents
    let exact = 0n;
    for (let index = 0; index < count; index += 1) {
      const cells = rows.nth(index).locator('td');
      const rateText = (await cells.nth(3).textContent()) ?? '';
      const rate = rateText === '—' ? 10_000n : scaled(rateText, 4);
      exact += scaled(await cells.nth(0).textContent(), 2) * rate;
    }
    const cashCents = Number((exact + 5_000n) / 10_000n);
    expect(cents(await cash.getByTestId('cash-total').textContent())).toBe(cashCents);

    const total = page.getByRole('region', { name: '資產總值', exact: true });
    await expect(total.getByTestId('account-total')).toHaveText(/^[\d,]+\.\d{2}$/);
    expect(cents(await total.getByTestId('part-cash').textContent())).toBe(cashCents);
    let parts = 0;
    for (const part of ['cash', 'bond', 'stock', 'fund']) parts += cents(await total.getByTestId(`part-${part}`).textContent());
    expect(cents(await total.getByTestId('account-total').textContent())).toBe(parts);
  });

  test('the bonds in TWD are the same figure on the holdings page and the overview, from the same rates', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/bond/account');
    const holdingsTotal = page.getByTestId('holdings-twd-total');
    await expect(holdingsTotal).toHaveText(/^[\d,]+\.\d{2}/);
    const ratesNote = page.getByText(/^新台幣金額依 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 參考匯率換算/);
    const time = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/.exec((await ratesNote.textContent()) ?? '')?.[0];
    const bonds = (await holdingsTotal.textContent())?.replace(/[^\d,.]/g, '');
    // the header's 帳務查詢: the same page, the same query client, the same read of the rates
    await page.getByRole('link', { name: '帳務查詢' }).first().click();
    const total = page.getByRole('region', { name: '資產總值', exact: true });
    await expect(total.getByTestId('part-bond')).toHaveText(bonds ?? '');
    await expect(total).toContainText(`外幣依 ${time ?? ''} 參考匯率換算為新台幣`);
    await expect(page.getByRole('region', { name: '債券庫存', exact: true }).getByTestId('holdings-total')).toHaveText(bonds ?? '');
  });

  test('switching the account in the header shows the other account\'s figures without a page load', async ({ page }) => {
    const loads = countDocumentLoads(page);
    await handoff(page, USERS.web, '/overseas/account');
    await expect(page.getByTestId('account-no')).toHaveText('1234567');
    const first = await cashBlock(page).getByTestId('cash-total').textContent();
    const loadsBefore = loads();
    await page.getByLabel('交易帳號').selectOption('7654321');
    await expect(page.getByTestId('account-no')).toHaveText('7654321');
    await expect(cashBlock(page).getByTestId('cash-total')).not.toHaveText(first ?? '');
    await expect(cashBlock(page).getByTestId('cash-total')).toHaveText(/\d/);
    expect(loads()).toBe(loadsBefore);
  });

  test('a failed cash read shows its own message and leaves the other blocks working', async ({ page }) => {
    await page.route('**/api/OffShoreBond/Query', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { FunId?: string };
      if (body.FunId === 'KGItwMarginBalance') await route.fulfill({ status: 500, contentType: 'application/json', body: '{"StatusCode":"5030","Message":"x"}' });
      else await route.fallback();
    });
    await handoff(page, USERS.web, '/overseas/account');
    await expect(cashBlock(page).getByRole('alert')).toContainText('重新查詢', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: '參考匯率', exact: true }).getByRole('row', { name: /美元 USD/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '資產總值', exact: true }).getByRole('alert')).toContainText('保證金帳戶資料暫時無法取得，合計未含此部分');
  });
});

test.describe('the sub-brokerage account', () => {
  test('shows the accounts, the settlement bank accounts by their last 4 digits, and the profile', async ({ page }) => {
    await handoff(page, USERS.web, '/overseas/account/sub-brokerage');
    await expect(page.getByRole('heading', { level: 3, name: /複委託帳號 1234567/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /複委託帳號 7654321/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /TWD 凱基銀行 台北分行 \*\*\*\*1234/ })).toBeVisible();
    await expect(page.getByText('一般投資人')).toBeVisible();
    await expect(page.getByText('穩健型')).toBeVisible();
    await expect(page.getByRole('row', { name: /受託買賣外國有價證券契約 2019\/03\/15/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('tells the customer whose KYC has expired that it has, and what to do', async ({ page }) => {
    await handoff(page, USERS.kycExpired, '/overseas/account/sub-brokerage');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('您的 KYC 風險屬性評估已於 2025/03/31 到期');
    await expect(alert).toContainText('請重新填寫「客戶風險屬性評估」');
  });
});

test.describe('KYC renewal online (rules KYC-1 to KYC-5)', () => {
  test.afterEach(async ({ request }) => resetProfiles(request));

  test('the expired-KYC customer is refused a subscription, renews from the home\'s notice on a phone with the texted code, and then subscribes', async ({ page, request }) => {
    await resetProfiles(request);
    await handoff(page, USERS.kycExpired, '/overseas/fund?risk=RR2&cur=USD');
    const row = page.getByTestId('fund-list').locator('tbody tr').filter({ hasNotText: '限專業投資人' }).first();
    await row.getByRole('link').click();
    await page.getByRole('link', { name: '申購', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('您的風險屬性評估（KYC）已於 2025/03/31 到期');
    await expect(page.getByRole('button', { name: '下一步：確認' })).toBeDisabled();
    const subscribe = new URL(page.url()).pathname;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/overseas');
    await page.getByRole('alert').filter({ hasText: 'KYC 風險屬性評估已於' }).getByRole('link', { name: '線上重新評估 KYC' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'KYC 風險屬性評估' })).toBeVisible();
    const questions = page.getByRole('group', { name: /^\d+\. / });
    await expect(questions).toHaveCount(10);
    for (let index = 0; index < 10; index += 1) await questions.nth(index).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: '下一步：查看評估結果' }).click();
    await expect(page.getByTestId('kyc-risk-type')).toHaveText('穩健型');
    await page.getByRole('button', { name: '取得簡訊驗證碼' }).click();
    await expect(page.getByText(/^驗證碼已傳送至 09\*\*-\*\*\*-789/)).toBeVisible();
    await page.getByLabel('簡訊驗證碼', { exact: true }).fill(await otpOf(request, USERS.kycExpired));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: '確認簽署' }).click();
    await expect(page.getByRole('heading', { name: '風險屬性評估已完成簽署' })).toBeVisible();

    // in the same page, without a reload: the home reads the renewed profile
    await page.getByRole('link', { name: '回海外首頁' }).click();
    await expect(page.getByTestId('home-working-orders')).toBeVisible();
    await expect(page.getByText(/KYC 風險屬性評估已於/)).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(subscribe);
    await page.getByLabel('申購金額（USD）').fill('1000');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    await page.getByRole('button', { name: '確認送出' }).click();
    await expect(page.getByTestId('order-result')).toContainText('委託已受理');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the home, the account overview, the sub-brokerage, KYC and W-8BEN pages have no serious or critical accessibility violation (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => sessionStorage.setItem('theme', value), theme);
    await page.goto('/overseas');
    await expect(page.getByRole('region', { name: '今日參考匯率', exact: true }).getByRole('row', { name: /美元 USD/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await seriousViolations(page)).toEqual([]);
    await handoff(page, USERS.web, '/overseas/account');
    await expect(cashBlock(page).getByTestId('cash-total')).toBeVisible();
    await expect(page.getByRole('table', { name: '依幣別' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await handoff(page, USERS.kycExpired, '/overseas/account/sub-brokerage');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // the self-service pages, each with its form open
    await page.getByRole('alert').getByRole('link', { name: '線上重新評估 KYC' }).click();
    await expect(page.getByRole('radio')).toHaveCount(40);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/overseas/account/w8ben');
    await expect(page.getByLabel('英文姓名（與護照相同）')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
