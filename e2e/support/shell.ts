import { expect, type Page } from '@playwright/test';

/** Counts full loads of the host's document (the first one included): reloads show up here, in-page navigation does not. */
export function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url().startsWith('http://localhost:8080')) loads += 1;
  });
  return () => loads;
}

/** The shell around a failed area is still whole: header, navigation, footer. */
export async function expectShellIntact(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '海外交易選單' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('凱基證券股份有限公司');
}
