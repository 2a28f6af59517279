import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { call, putInCart, usdBonds } from './support/bond-cart';
import { phoneProblems, settled } from './support/phone';
import { handoff, tokenOf, USERS } from './support/sandbox';

/**
 * Every route of the product on a phone (issue 31): the web customer in the light theme, the app customer
 * in the dark theme (the app's webview) and the guest on the pages a guest may open. Each page is loaded
 * once at 390 px, then measured at 360, 390 and 430 px: no sideways scroll, every visible button and link
 * at least 44 × 44 px (links inside running text exempt, see support/phone.ts), every row action inside the
 * screen, and axe clean. One test per customer walks every route in one tab (signed in once) and gathers
 * each route's problems into one list, so one run shows them all.
 *
 * PHONE_SHOTS=<dir> saves a full-page screenshot of each route at 390 px there (off by default).
 */

const WIDTHS = [360, 390, 430] as const;
const SHOTS = process.env['PHONE_SHOTS'];

type Who = 'web' | 'app' | 'guest';

interface Customer {
  readonly who: Who;
  readonly idno: string;
  readonly theme: 'light' | 'dark';
  readonly account?: string;
  /** The highest product risk grade the customer may buy. */
  readonly maxGrade: string;
}

const CUSTOMERS: readonly Customer[] = [
  { who: 'web', idno: USERS.web, theme: 'light', account: '1234567', maxGrade: 'RR3' },
  { who: 'app', idno: USERS.app, theme: 'dark', account: '2345678', maxGrade: 'RR5' },
  { who: 'guest', idno: USERS.guest, theme: 'dark', maxGrade: 'RR1' },
];

/** Real ids from the sandbox: a bond that may go in the customer's cart, two funds and a stock. */
interface Fixtures {
  readonly isin: string;
  readonly fundIds: readonly [string, string];
}

interface PhoneRoute {
  /** The file-name part of the route's screenshot. */
  readonly slug: string;
  readonly path: (fixtures: Fixtures) => string;
  /** Who may open it (the guest only where the guard lets a guest in). */
  readonly for: readonly Who[];
  /** What to do after the page has loaded to reach the state measured (a step of a flow). */
  readonly then?: (page: Page) => Promise<void>;
}

const SIGNED_IN: readonly Who[] = ['web', 'app'];
const EVERYONE: readonly Who[] = ['web', 'app', 'guest'];

const toOrderEntry = async (page: Page) => {
  await page.getByRole('button', { name: '前往下單' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '債券下單' })).toBeVisible();
};

const ROUTES: readonly PhoneRoute[] = [
  { slug: 'home', path: () => '/overseas', for: EVERYONE },
  { slug: 'account', path: () => '/overseas/account', for: SIGNED_IN },
  { slug: 'sub-brokerage', path: () => '/overseas/account/sub-brokerage', for: SIGNED_IN },
  { slug: 'stock', path: () => '/overseas/stock?symbol=AAPL.US', for: EVERYONE },
  { slug: 'fund-list', path: () => '/overseas/fund', for: EVERYONE },
  { slug: 'fund-detail', path: (f) => `/overseas/fund/${f.fundIds[0]}`, for: EVERYONE },
  { slug: 'fund-compare', path: (f) => `/overseas/fund/compare?ids=${f.fundIds.join(',')}`, for: EVERYONE },
  { slug: 'fund-subscribe', path: (f) => `/overseas/fund/${f.fundIds[0]}/subscribe`, for: SIGNED_IN },
  { slug: 'fund-redeem', path: (f) => `/overseas/fund/${f.fundIds[0]}/redeem`, for: SIGNED_IN },
  { slug: 'fund-holdings', path: () => '/overseas/fund/holdings', for: SIGNED_IN },
  { slug: 'bond-list', path: () => '/overseas/bond', for: EVERYONE },
  { slug: 'bond-favorites', path: () => '/overseas/bond?tab=favorites', for: SIGNED_IN },
  { slug: 'bond-find', path: () => '/overseas/bond/find', for: SIGNED_IN },
  { slug: 'bond-detail', path: (f) => `/overseas/bond/marketinfo?isin=${f.isin}`, for: SIGNED_IN },
  { slug: 'bond-cart', path: () => '/overseas/bond/cart', for: SIGNED_IN },
  { slug: 'bond-order', path: () => '/overseas/bond/cart', for: SIGNED_IN, then: toOrderEntry },
  {
    slug: 'bond-order-confirm',
    path: () => '/overseas/bond/cart',
    for: SIGNED_IN,
    then: async (page) => {
      await toOrderEntry(page);
      await page.getByRole('button', { name: '下一步：確認委託' }).click();
      await expect(page.getByText(/筆買進委託將送出/)).toBeVisible();
    },
  },
  { slug: 'bond-order-status', path: () => '/overseas/bond/marketorder', for: SIGNED_IN },
  { slug: 'bond-holdings', path: () => '/overseas/bond/account', for: SIGNED_IN },
  { slug: 'margin-info', path: () => '/marginDeposit/info', for: SIGNED_IN },
  { slug: 'margin-trans', path: () => '/marginDeposit/trans', for: SIGNED_IN },
  { slug: 'not-found-overseas', path: () => '/overseas/nothing-here', for: EVERYONE },
  { slug: 'not-found', path: () => '/no/such/page', for: EVERYONE },
  // a page the guest may not open: /overseas with the guard's modal (前往登入, 取消) over it
  {
    slug: 'guest-blocked',
    path: () => '/overseas/bond/cart',
    for: ['guest'],
    then: (page) => expect(page.getByRole('dialog')).toBeVisible(),
  },
  // last: the landing of a lost connection, as its address
  { slug: 'connection-lost', path: () => '/auth/verify?tab=noAuth', for: ['guest'] },
];

/** Picks the ids the detail pages need, and puts one bond the customer may buy in the cart (restored after). */
async function prepare(request: APIRequestContext, page: Page, customer: Customer): Promise<{ fixtures: Fixtures; restore: () => Promise<void> }> {
  await handoff(page, customer.idno, '/overseas');
  const token = await tokenOf(page);
  const bonds = await usdBonds(request, token);
  const bond = bonds.find((candidate) => candidate.ProductRiskGrade <= customer.maxGrade && (customer.who === 'app' || candidate.investorRestriction === 'ALL'));
  if (bond === undefined) throw new Error(`no USD bond ${customer.idno} may buy`);
  const funds = (await call(request, token, 'KGItwPubFundList', {})).Data['funds'] as { fundId: string; professionalOnly: boolean }[];
  const [first, second] = funds.filter((fund) => !fund.professionalOnly);
  if (first === undefined || second === undefined) throw new Error('fewer than two funds open to all');
  const fixtures: Fixtures = { isin: bond.isin, fundIds: [first.fundId, second.fundId] };
  const account = customer.account;
  if (account === undefined) return { fixtures, restore: async () => {} };

  const base = { LOGID: customer.idno, CustID: customer.idno, DataKind: '3', CarList: [{ Account: `O    ${account}` }] };
  const saved = (await call(request, token, 'KGItwInfFavoritesRSPList', base)).Data;
  const before = (JSON.parse(String((saved['CarList'] as { DataContent?: string }[] | undefined)?.[0]?.DataContent ?? '{}')) as { carDataList?: { isin: string; faceValue: number; price: number }[] }).carDataList ?? [];
  await putInCart(request, token, customer.idno, account, [{ isin: bond.isin, faceValue: 10_000, price: bond.refPriceBuyNumber }]);
  return { fixtures, restore: () => putInCart(request, token, customer.idno, account, before) };
}

/** Waits until the page has its heading and its data: nothing says 載入中 or 查詢中, the network is quiet. */
async function untilSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/載入中|查詢中/)).toHaveCount(0);
  await expect(page.locator('.ui-loading, .ui-page-loading, [aria-busy="true"]')).toHaveCount(0);
  // a page that polls may never be quiet for long: half a second of quiet, or go on after 3 s
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** `360/390 px: problem` for each problem, the widths it was seen at merged. */
function merged(found: ReadonlyMap<string, readonly number[]>): string[] {
  return [...found].map(([problem, widths]) => `${widths.join('/')} px: ${problem}`);
}

/** Loads one route (at 390 px) and lists what a phone customer would trip over there at each width. */
async function problemsOf(page: Page, route: PhoneRoute, fixtures: Fixtures, customer: Customer): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(route.path(fixtures));
  await untilSettled(page);
  await route.then?.(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', customer.theme);

  const found = new Map<string, number[]>();
  // measured at 390 px first, the width it was loaded at, where the screenshot and axe run
  for (const width of [390, ...WIDTHS.filter((other) => other !== 390)]) {
    await page.setViewportSize({ width, height: 844 });
    await settled(page);
    if (width === 390 && SHOTS !== undefined) await page.screenshot({ path: join(SHOTS, `${route.slug}-${customer.who}.png`), fullPage: true });
    for (const problem of await phoneProblems(page, width)) found.set(problem, [...(found.get(problem) ?? []), width].sort((a, b) => a - b));
    if (width === 390) {
      for (const violation of await seriousViolations(page)) found.set(`axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.slice(0, 3).join(', ')}`, [390]);
    }
  }
  return merged(found);
}

test.use({ viewport: { width: 390, height: 844 } });

for (const customer of CUSTOMERS) {
  test(`on a phone, ${customer.idno} (${customer.theme}): every route fits 360–430 px, 44 px targets, row actions in view, axe clean`, async ({ page, request }) => {
    const routes = ROUTES.filter((candidate) => candidate.for.includes(customer.who));
    test.setTimeout(20_000 + routes.length * 8_000);
    if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
    await page.addInitScript((theme) => sessionStorage.setItem('theme', theme), customer.theme);
    const { fixtures, restore } = await prepare(request, page, customer);
    // every route is measured before anything fails, so one run shows them all
    const report: Record<string, string[]> = {};
    try {
      for (const route of routes) {
        report[route.slug] = await problemsOf(page, route, fixtures, customer).catch((error: unknown) => [`not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]);
      }
    } finally {
      await restore();
    }
    if (SHOTS !== undefined) writeFileSync(join(SHOTS, `report-${customer.who}.json`), `${JSON.stringify(report, null, 2)}\n`);
    expect(Object.fromEntries(Object.entries(report).filter(([, problems]) => problems.length > 0))).toEqual({});
  });
}
