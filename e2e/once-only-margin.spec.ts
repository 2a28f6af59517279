import { expect, test, type APIRequestContext, type Page, type Request, type Route } from '@playwright/test';
import { call } from './support/bond-cart';
import { handoff, tokenOf, USERS } from './support/sandbox';

/**
 * Once, and only once, on the margin transfer page (rules MRG-2, ORD-18), against the production build and
 * the sandbox: a deposit the sandbox receives and accepts, whose answer the page never hears (the
 * connection drops on every try), is made once, whether the customer goes back and confirms again or
 * reloads the page.
 *
 * Kept apart from the other specs, which may run beside it against the same sandbox: it works on the
 * customer's second account (7654321), which no other spec moves money on, never resets the sandbox (that
 * would wipe the others' transfers), counts only its own transfers by an amount of its own, and cancels
 * them at the end, so a later test control that completes every open transfer moves nothing here.
 */

const ACCOUNT = '7654321';

interface Transfer {
  transferNo: string;
  action: string;
  amount: string;
  status: string;
}

function funIdOf(request: Request): string {
  try {
    return String((request.postDataJSON() as { FunId?: unknown } | null)?.FunId ?? '');
  } catch {
    return '';
  }
}

const isTransferCall = (request: Request) => request.method() === 'POST' && funIdOf(request) === 'KGItwMarginTransfer';

/** Every Query the page sends with this FunId, with its Data. */
function watchQueries(page: Page, funId: string): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && funIdOf(request) === funId) seen.push((request.postDataJSON() as { Data: Record<string, unknown> }).Data);
  });
  return seen;
}

/** The sandbox receives and carries out every transfer call, and the page never hears its answer. */
async function loseTransferAnswers(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/api/OffShoreBond/Query';
  const handler = async (route: Route) => {
    if (isTransferCall(route.request())) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  };
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** An amount no other run or spec uses, so that this test counts only its own transfers. */
function ownAmount(): { sent: string; shown: string } {
  const cents = 10_000 + Math.floor(Math.random() * 89_999);
  const sent = (cents / 100).toFixed(2);
  return { sent, shown: `USD ${sent}` };
}

/** The account's transfers of this amount, as the sandbox holds them. */
async function transfersOf(request: APIRequestContext, token: string, amount: string): Promise<Transfer[]> {
  const answer = await call(request, token, 'KGItwMarginTransfers', { account: ACCOUNT });
  expect(answer.StatusCode).toBe('0');
  return (answer.Data['transfers'] as Transfer[]).filter((transfer) => Number(transfer.amount) === Number(amount));
}

/** What the running test made: its customer's token and its own amount, to cancel after it, passed or not. */
let made: { token: string; amount: string } | null = null;

test.afterEach(async ({ request }) => {
  if (made === null) return;
  const { token, amount } = made;
  made = null;
  // a transfer past its cut-off can no longer be cancelled; that one is left as it is
  for (const transfer of await transfersOf(request, token, amount)) {
    if (transfer.status === 'accepted') await call(request, token, 'KGItwMarginTransferCancel', { account: ACCOUNT, transferNo: transfer.transferNo, ClientKey: crypto.randomUUID() });
  }
});

const amountField = (page: Page) => page.getByRole('textbox', { name: /金額/ });

/** Signs in and opens the transfer page on the second account. */
async function openTransferPage(page: Page): Promise<string> {
  await handoff(page, USERS.web, '/marginDeposit/trans');
  await page.getByLabel('交易帳號').selectOption(ACCOUNT);
  await expect(page.getByText(`交易帳號：${ACCOUNT}`)).toBeVisible();
  await expect(page.getByRole('region', { name: '轉帳', exact: true })).toBeVisible();
  return tokenOf(page);
}

test('a deposit whose answer is lost on every try, then 返回修改 and confirmed again, is made once', async ({ page, request }) => {
  const sent = watchQueries(page, 'KGItwMarginTransfer');
  const asked = watchQueries(page, 'KGItwSubmitStatus');
  const token = await openTransferPage(page);
  const amount = ownAmount();
  made = { token, amount: amount.sent };
  await amountField(page).fill(amount.sent);
  await page.getByRole('button', { name: '下一步' }).click();
  await loseTransferAnswers(page);
  await page.getByRole('region', { name: '確認入金內容' }).getByRole('button', { name: '確認送出' }).click();

  await expect(page.getByRole('alert')).toContainText('轉帳結果未明', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('確認結果之前不會再次送出');
  await page.getByRole('button', { name: '返回修改' }).click();
  await expect(amountField(page)).toHaveValue(amount.sent);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('region', { name: '確認入金內容' }).getByRole('button', { name: '確認送出' }).click();

  const accepted = page.getByRole('status').filter({ hasText: '已受理入金' });
  await expect(accepted).toContainText(amount.shown);
  const onServer = await transfersOf(request, token, amount.sent);
  expect(onServer).toHaveLength(1);
  await expect(accepted).toContainText(onServer[0]?.transferNo ?? 'none');
  // every try carried the one key, and the second confirm asked what became of it instead of sending
  expect(sent.length).toBeGreaterThanOrEqual(1);
  expect(new Set(sent.map((data) => data['ClientKey'])).size).toBe(1);
  expect(asked).toHaveLength(1);
});

test('after a reload with a deposit left unresolved, the page asks what became of it and shows it accepted, sending nothing', async ({ page, request }) => {
  const sent = watchQueries(page, 'KGItwMarginTransfer');
  const asked = watchQueries(page, 'KGItwSubmitStatus');
  const token = await openTransferPage(page);
  const amount = ownAmount();
  made = { token, amount: amount.sent };
  await amountField(page).fill(amount.sent);
  await page.getByRole('button', { name: '下一步' }).click();
  const stopLosing = await loseTransferAnswers(page);
  await page.getByRole('region', { name: '確認入金內容' }).getByRole('button', { name: '確認送出' }).click();
  await expect(page.getByRole('alert')).toContainText('轉帳結果未明', { timeout: 15_000 });
  await stopLosing();

  const sentBefore = sent.length;
  await page.reload();
  const accepted = page.getByRole('status').filter({ hasText: '已受理入金' });
  await expect(accepted).toContainText(amount.shown);
  await expect(accepted).toContainText('這是先前送出、結果未明的那筆，經確認已受理。');
  await expect(page.getByText(`交易帳號：${ACCOUNT}`)).toBeVisible();
  expect(sent).toHaveLength(sentBefore);
  expect(asked).toHaveLength(1);
  const onServer = await transfersOf(request, token, amount.sent);
  expect(onServer).toHaveLength(1);
  await expect(page.getByRole('region', { name: '轉帳狀態' }).getByRole('row', { name: new RegExp(onServer[0]?.transferNo ?? 'none') })).toBeVisible();
});
