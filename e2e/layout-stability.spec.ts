import { expect, test } from '@playwright/test';
import { handoff, USERS } from './support/sandbox';

/**
 * Nothing moves while a page of blocks loads (rule PRF-2): the cumulative layout shift over the whole load
 * (the shell, the remote's page, then each block's answer) stays at most 0.02, on a phone-sized viewport
 * where a growing block pushes the others off the screen. `pnpm bench` reports the same figure under its
 * throttled conditions; this test keeps a regression from reaching main.
 */

const PAGES = [
  { path: '/overseas', ready: '委託中訂單' },
  { path: '/overseas/account', ready: '委託總覽' },
  { path: '/marginDeposit/info', ready: '保證金餘額' },
] as const;

for (const { path, ready } of PAGES) {
  test(`nothing moves while ${path} loads (CLS ≤ 0.02)`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await handoff(page, USERS.web, path);
    await expect(page.getByRole('heading', { level: 2, name: ready })).toBeVisible();
    // every block has answered once the network is quiet
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/載入中|查詢中/)).toHaveCount(0);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect({ total: Number(total.toFixed(4)) <= 0.02, shifts }).toEqual({ total: true, shifts });
  });
}
