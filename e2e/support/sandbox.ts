import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The sandbox broker API the product runs against in the tests. */
export const SANDBOX = 'http://localhost:8090';

/** Sample customers of the sandbox. */
export const USERS = { web: 'A123456789', app: 'B223456789', kycExpired: 'C123456789', guest: 'VISIT' } as const;

/** Signs in as `user` the way the app or a partner site does: a hand-off to /auth/verify, then to `target`. */
export async function handoff(page: Page, user: string, target = '/overseas'): Promise<void> {
  await page.goto(`${SANDBOX}/login/handoff?user=${encodeURIComponent(user)}&target=${encodeURIComponent(target)}`);
  await expect(page).not.toHaveURL(/\/auth\/verify/);
}

/** The bearer token the page holds in session storage. */
export async function tokenOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => sessionStorage.getItem('authVerify'));
  const token = raw === null ? '' : (JSON.parse(raw) as { token: string }).token;
  expect(token.length).toBeGreaterThan(10);
  return token;
}

/**
 * POSTs JSON to one of the sandbox's /__sandbox/ test controls, which are off unless the sandbox was
 * started for tests (SANDBOX_TEST_CONTROLS=1, as playwright.config.ts starts it).
 */
async function control(request: APIRequestContext, path: string, data: object): Promise<void> {
  const response = await request.post(`${SANDBOX}/__sandbox/${path}`, { data, headers: { 'content-type': 'application/json' } });
  if (response.status() === 404) {
    throw new Error(`the sandbox's test controls are off: a sandbox started without SANDBOX_TEST_CONTROLS=1 is on ${SANDBOX} (stop it, or start it with SANDBOX_TEST_CONTROLS=1)`);
  }
  expect(response.ok()).toBe(true);
}

/** Sets the sandbox's test switches (latency, failure rate, forced StatusCode). */
export async function setSwitches(
  request: APIRequestContext,
  switches: { latencyMs?: number; failureRate?: number; forceStatus?: string | null; publicCallsNeedToken?: boolean; extraBondFields?: Readonly<Record<string, string>> },
): Promise<void> {
  await control(request, 'config', switches);
}

/** Turns every switch off. */
export async function resetSwitches(request: APIRequestContext): Promise<void> {
  await setSwitches(request, { latencyMs: 0, failureRate: 0, forceStatus: null, publicCallsNeedToken: false, extraBondFields: {} });
}

/**
 * Puts these lines in the account's cart as it was saved before the customer's profile changed: the save
 * call refuses a bond the customer may not buy (rule ORD-5), order entry must still refuse one found there.
 */
export async function putInCartSavedEarlier(request: APIRequestContext, account: string, carDataList: { isin: string; faceValue: number; price: number }[]): Promise<void> {
  await control(request, 'carts', { account, carDataList });
}

/** Expires the sessions of one customer (or all) mid-test. */
export async function expireTokens(request: APIRequestContext, idno?: string): Promise<void> {
  await control(request, 'expire-tokens', idno === undefined ? {} : { idno });
}

/**
 * Drives the margin transfers (POST /__sandbox/margin/<path>): `reset` (the seeded books again), `complete`,
 * `return`, `advance-batch`, `expire-quotes`; so tests never wait for a batch or a quote's 30 s.
 */
export async function marginControl(request: APIRequestContext, path: 'reset' | 'complete' | 'return' | 'advance-batch' | 'expire-quotes', data: object = {}): Promise<void> {
  await control(request, `margin/${path}`, data);
}

/**
 * The one-time password the sandbox last "texted" the customer for a form (GET /__sandbox/otp, rule KYC-4):
 * what the customer would read on the phone.
 */
export async function otpOf(request: APIRequestContext, idno: string, purpose: 'KYC' | 'W8BEN' = 'KYC'): Promise<string> {
  const response = await request.get(`${SANDBOX}/__sandbox/otp?idno=${encodeURIComponent(idno)}&purpose=${purpose}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: string };
  expect(body.code).toMatch(/^\d{6}$/);
  return body.code;
}

/** Forgets what the customers signed online (KYC, W-8BEN): the sample profiles again, C123456789's KYC expired. */
export async function resetProfiles(request: APIRequestContext): Promise<void> {
  await control(request, 'profiles/reset', {});
}
