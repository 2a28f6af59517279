import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/deploy';
import { handoff, USERS } from './support/sandbox';

// What a deployment serves is what these tests run under: the production Content-Security-Policy,
// sent by `pnpm serve` as by nginx (`deploy/<app>/nginx.conf`).

test('every area runs under the enforced production CSP without a single violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/overseas');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' http://localhost:8081 http://localhost:8082 http://localhost:8083");
  expect(policy).not.toContain('unsafe-eval');
  expect(response?.headers()['content-security-policy-report-only']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: '海外交易' })).toBeVisible();

  await handoff(page, USERS.web, '/overseas/bond');
  await expect(page.getByRole('heading', { level: 1, name: '海外債券' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '海外交易選單' });
  await page.getByRole('banner').getByRole('link', { name: /購物車/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible();
  for (const [link, heading] of [
    ['海外股票', '海外股票'],
    ['海外基金', '海外基金'],
    ['帳務查詢', '帳務查詢'],
    ['保證金專區', '保證金資訊'],
  ] as const) {
    await menu.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('link', { name: '保證金轉帳' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '保證金轉帳' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();

  expect(violations()).toEqual([]);

  // The policy is enforced, not merely sent: a script of another origin or an inline one does not run,
  // and the watcher above sees it (so its empty list means something).
  const ran = await page.evaluate(async () => {
    const injected = () => (window as unknown as { injected?: string }).injected ?? 'blocked';
    // a script of another origin ends in `load` when it ran, `error` when the policy stopped it
    const foreign = await new Promise<string>((resolve) => {
      const script = document.createElement('script');
      script.src = 'http://localhost:8090/injected.js';
      script.addEventListener('load', () => resolve(injected()));
      script.addEventListener('error', () => resolve('blocked'));
      document.head.append(script);
    });
    // an inline script runs as it is inserted, if at all
    const script = document.createElement('script');
    script.textContent = 'window.injected = "ran"';
    document.head.append(script);
    return { foreign, inline: injected() };
  });
  expect(ran).toEqual({ foreign: 'blocked', inline: 'blocked' });
  await expect.poll(() => violations().map((violation) => violation.directive).filter((directive) => directive.startsWith('script-src')).length).toBeGreaterThanOrEqual(2);
});
