import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMarginBalanceRequest, parseMarginBalanceAnswer } from '@shared/margin';
import { postQuery } from 'shared';
import { Decimal } from 'shared/money';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { renderMarginPage } from '../../test/render-margin-page';
import { resetTransferDraft } from '../transfers';
import { endSandboxSession } from '../../test/sandbox-session';

// Each test drives the page through several real sandbox answers; a busy machine needs more than 5 s.
jest.setTimeout(20_000);

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  resetTransferDraft();
  // the margin ledger dated from the real today (not the pinned pricing date), with the test controls on
  sandbox = await installSandboxFetch({ today: undefined, testControls: true });
  await sandbox.signIn('A123456789');
});

afterEach(() => endSandboxSession(sandbox, resetTransferDraft));

async function serverBalance(currency: string) {
  const answer = await postQuery(buildMarginBalanceRequest('1234567'), parseMarginBalanceAnswer, { loading: false });
  return answer.balances.find((entry) => entry.currency === currency);
}

/** POSTs one of the sandbox's margin test controls (`complete`, `expire-quotes`, …). */
async function control(path: string): Promise<void> {
  const answer = await sandbox.fetch(`http://api.test/__sandbox/margin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!answer.ok) throw new Error(`control ${path} failed: ${await answer.text()}`);
}

const isTransfer = (body: QueryBody) => body.FunId === FunId.MarginTransfer;

/** The sandbox takes the next transfer and carries it out, and its answer reaches the page broken (not JSON). */
function breakNextTransferAnswer(): void {
  const behind = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const answer = await behind(input, init);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as QueryBody) : undefined;
    if (body === undefined || !isTransfer(body)) return answer;
    globalThis.fetch = behind;
    return new Response('not json', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

const amountField = () => screen.getByRole('textbox', { name: /金額/ });

describe('the margin transfer page', () => {
  it('takes a pasted 1,000.50 USD deposit through the confirm step, shows it 受理中, then 已完成 on its own', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    expect(screen.getByRole('region', { name: '批次時間' }).textContent).toMatch(/10:30、14:30/);
    await user.click(amountField());
    await user.paste('1,000.50');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    const confirm = await screen.findByRole('region', { name: '確認入金內容' });
    expect(confirm.textContent).toContain('USD 1,000.50');
    expect(confirm.textContent).toContain('手續費');
    expect(confirm.textContent).toMatch(/批次/);
    expect(confirm.textContent).toContain('凱基銀行 台北分行 ****-***-**5678（約定帳戶）');
    await user.click(within(confirm).getByRole('button', { name: '確認送出' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/已受理入金：編號 MT\d+，受理中/);
    const list = screen.getByRole('region', { name: '轉帳狀態' });
    await within(list).findByText('受理中');
    const sent = sandbox.queries(FunId.MarginTransfer);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.Data).toMatchObject({ action: 'deposit', currency: 'USD', amount: '1000.5' });
    expect(sent[0]?.Data['ClientKey']).toMatch(/^[0-9a-f-]{36}$/);

    await control('complete');
    // The list is asked again within 2 s while the page is visible (rule MRG-7).
    expect(await within(list).findByText('已完成', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect((await serverBalance('USD'))?.balance).toBe('42722.65');
  });

  it('refuses bad amounts beside the field, in words, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    const next = () => user.click(screen.getByRole('button', { name: '下一步' }));
    await next();
    expect(screen.getByText('請輸入金額')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveFocus();
    for (const [typed, message] of [
      ['abc', '請輸入數字金額，例如 1,000.50'],
      ['0', '金額必須大於 0'],
      ['-5', '金額不可為負數'],
      ['1.234', 'USD 金額最多 2 位小數'],
      ['100001', '超過今日 USD 轉帳限額，今日尚可轉帳 100,000.00'],
    ] as const) {
      await user.clear(amountField());
      await user.type(amountField(), typed);
      await next();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(amountField()).toHaveValue(typed);
    }
    await user.click(screen.getByRole('radio', { name: '出金' }));
    await user.clear(amountField());
    await user.type(amountField(), '41722.16');
    await next();
    expect(screen.getByText('超過可用餘額（USD 41,722.15）')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '幣別' }), 'JPY');
    await next();
    expect(screen.getByText('JPY 尚未約定銀行帳戶，無法出金')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '幣別' }), 'TWD');
    await user.clear(amountField());
    await user.type(amountField(), '100.5');
    await next();
    expect(screen.getByText('新台幣 出金金額須為整數')).toBeInTheDocument();
    expect(sandbox.queries(FunId.MarginTransfer)).toHaveLength(0);
  });

  it('sends a double-clicked confirm once, and moves the money once', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.click(screen.getByRole('radio', { name: '出金' }));
    await user.type(amountField(), '500');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.dblClick(await screen.findByRole('button', { name: '確認送出' }));
    await screen.findByRole('status');
    const keys = new Set(sandbox.queries(FunId.MarginTransfer).map((body) => body.Data['ClientKey']));
    expect(keys.size).toBe(1);
    expect((await serverBalance('USD'))?.available).toBe('41222.15');
    expect(within(screen.getByRole('region', { name: '轉帳狀態' })).getAllByText('受理中')).toHaveLength(1);
  });

  it('after a broken answer says the outcome is unknown, keeps the transfer, and a second confirm asks first and moves nothing twice (rule ORD-18)', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.click(screen.getByRole('radio', { name: '出金' }));
    await user.type(amountField(), '700');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    // The server takes the transfer, and its answer comes back broken.
    breakNextTransferAnswer();
    await user.click(await screen.findByRole('button', { name: '確認送出' }));
    const unknown = await screen.findByRole('alert');
    expect(unknown).toHaveTextContent('轉帳結果未明');
    expect(unknown).toHaveTextContent('確認結果之前不會再次送出');
    expect(screen.getByRole('region', { name: '確認出金內容' })).toHaveTextContent('USD 700.00');
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText(/已受理出金：編號 MT\d+，受理中/)).toBeInTheDocument();
    expect(sandbox.queries(FunId.MarginTransfer)).toHaveLength(1);
    expect(sandbox.queries(FunId.SubmitStatus)).toHaveLength(1);
    expect((await serverBalance('USD'))?.available).toBe('41022.15');
  });

  it('after a 500 on every retry asks before sending again: never received, the transfer goes with a new key, once (rule ORD-18)', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.type(amountField(), '800');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    // The API client tries a keyed change four times in all, with the same key; every try meets a 500.
    for (let attempt = 0; attempt < 4; attempt += 1) sandbox.answerNext(isTransfer, { status: 500, body: '{"StatusCode":"5000","Message":"系統錯誤"}' });
    await user.click(await screen.findByRole('button', { name: '確認送出' }));
    expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent('轉帳結果未明');
    expect(screen.getByRole('region', { name: '確認入金內容' })).toHaveTextContent('USD 800.00');
    const [first] = new Set(sandbox.queries(FunId.MarginTransfer).map((body) => body.Data['ClientKey']));
    expect(sandbox.queries(FunId.MarginTransfer)).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText(/已受理入金：編號 MT\d+，受理中/)).toBeInTheDocument();
    const keys = sandbox.queries(FunId.MarginTransfer).map((body) => body.Data['ClientKey']);
    expect(keys).toHaveLength(5);
    expect(keys.at(-1)).not.toBe(first);
    const list = screen.getByRole('region', { name: '轉帳狀態' });
    await within(list).findByText('受理中');
    expect(within(list).getAllByRole('row')).toHaveLength(2);
  });

  it('an exchange the server finds past its quote is quoted again, said so once, and sent at the new rate with a new key (rule MRG-5)', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.click(screen.getByRole('radio', { name: '換匯' }));
    await user.type(amountField(), '1000');
    await user.click(screen.getByRole('button', { name: '取得報價' }));
    await screen.findByRole('region', { name: '確認換匯內容' });
    await control('expire-quotes');
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('報價已逾時，已為您重新報價，請確認新匯率後再送出。');
    await waitFor(() => expect(sandbox.queries(FunId.MarginFxQuote)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: '確認送出' })).toBeEnabled());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText(/已受理換匯：編號 MT\d+/)).toBeInTheDocument();
    const sent = sandbox.queries(FunId.MarginTransfer);
    const quotes = sandbox.queries(FunId.MarginFxQuote);
    expect(quotes).toHaveLength(2);
    expect(new Set(sent.map((body) => body.Data['quoteId'])).size).toBe(2);
    expect(new Set(sent.map((body) => body.Data['ClientKey'])).size).toBe(2);
    expect(sandbox.queries(FunId.SubmitStatus)).toHaveLength(0);
  });

  it('quotes an exchange as TWD per unit of the foreign currency both ways, with what is paid, what is received and how long the quote lasts (rule MRG-5)', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.click(screen.getByRole('radio', { name: '換匯' }));
    await user.type(amountField(), '1000');
    await user.click(screen.getByRole('button', { name: '取得報價' }));
    let confirm = await screen.findByRole('region', { name: '確認換匯內容' });
    const price = /USD\/TWD (\d+\.\d{4})（新台幣／每 1 美元）/.exec(confirm.textContent ?? '')?.[1] ?? 'none';
    expect(Number(price)).toBeGreaterThan(30);
    const received = new Decimal(1000).times(price).round(2, 0).toNumber().toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(confirm.textContent).toContain('支付金額（賣出）USD 1,000.00');
    expect(confirm.textContent).toContain(`收到金額（買入）新台幣 ${received}`);
    expect(confirm.textContent).toMatch(/報價有效30 秒，剩餘 (29|30) 秒/);

    // buying USD with TWD is written the same way round: TWD per 1 USD, at the dearer side
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '賣出幣別' }), 'TWD');
    await user.selectOptions(screen.getByRole('combobox', { name: '買入幣別' }), 'USD');
    await user.clear(amountField());
    await user.type(amountField(), '32000');
    await user.click(screen.getByRole('button', { name: '取得報價' }));
    confirm = await screen.findByRole('region', { name: '確認換匯內容' });
    const buyPrice = /USD\/TWD (\d+\.\d{4})（新台幣／每 1 美元）/.exec(confirm.textContent ?? '')?.[1] ?? 'none';
    expect(Number(buyPrice)).toBeGreaterThan(Number(price));
    const bought = new Decimal(32000).div(buyPrice).round(2, 0).toNumber().toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(confirm.textContent).toContain('支付金額（賣出）新台幣 32,000.00');
    expect(confirm.textContent).toContain(`收到金額（買入）USD ${bought}`);
    await user.click(within(confirm).getByRole('button', { name: '確認送出' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`新台幣 32,000.00 → USD ${bought}（USD/TWD ${buyPrice}）`);
  });

  it('counts a 30 s FX quote down from 30 s, never more, even when the quote arrives just before the clock ticks (rule MRG-5)', async () => {
    // The sandbox answers through setImmediate, which stays real; the page's ticking clock and the polls are fake.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.click(screen.getByRole('radio', { name: '換匯' }));
    await user.type(amountField(), '1000');
    // the quote arrives 999 ms after the page's clock last ticked
    jest.setSystemTime(Date.now() + 999);
    await user.click(screen.getByRole('button', { name: '取得報價' }));
    const countdown = await screen.findByTestId('quote-countdown');
    expect(countdown).toHaveTextContent('剩餘 30 秒');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(countdown).toHaveTextContent(/剩餘 (29|30) 秒/);
  });

  it('keeps saying why when the transfers cannot be read, never 查詢中 again, asking once a poll and less and less often (rule ORD-2)', async () => {
    const behind = globalThis.fetch;
    const asked: number[] = [];
    globalThis.fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { FunId?: string }) : undefined;
      if (body?.FunId !== FunId.MarginTransfers) return behind(input, init);
      asked.push(Date.now());
      return new Response('{"StatusCode":"5030","Message":"boom"}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    };
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
    const advance = (ms: number) =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    renderMarginPage('/marginDeposit/trans');
    for (let waited = 0; screen.queryByRole('alert') === null && waited < 5_000; waited += 50) {
      await advance(50);
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
    const started = asked[0] ?? Date.now();
    expect(screen.getByRole('alert')).toHaveTextContent('系統暫時無法回應，請稍後再試。');
    for (let elapsed = 0; elapsed < 30_000; elapsed += 250) {
      await advance(250);
      expect(screen.getByRole('alert')).toHaveTextContent('系統暫時無法回應');
      expect(screen.queryByText('保證金資料查詢中…')).not.toBeInTheDocument();
    }
    await advance(30_000);
    // a minute: polls at 0, 2, 6, 14, 30 s (and 60), one request each
    expect(asked.filter((at) => at - started < 60_000)).toHaveLength(5);
  });

  it('cancels a transfer still 受理中 before its batch', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.click(screen.getByRole('radio', { name: '出金' }));
    await user.type(amountField(), '100');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '確認送出' }));
    const list = screen.getByRole('region', { name: '轉帳狀態' });
    await within(list).findByText('受理中');
    const cancel = within(list).queryByRole('button', { name: /^取消轉帳/ });
    // After 14:30 Taipei (or on a holiday) the batch is tomorrow's: still cancellable. Always cancellable here.
    expect(cancel).not.toBeNull();
    await user.click(cancel as HTMLElement);
    const confirmation = within(list).getByRole('group', { name: /^取消轉帳 MT\d+$/ });
    expect(confirmation).toHaveTextContent(/確定取消出金 MT\d+（USD 100\.00）？/);
    await user.click(within(confirmation).getByRole('button', { name: '確認取消' }));
    expect(await within(list).findByText(/^出金 MT\d+ 已取消。$/)).toBeInTheDocument();
    expect(await within(list).findByText('已取消')).toBeInTheDocument();
    await waitFor(async () => expect((await serverBalance('USD'))?.available).toBe('41722.15'));
  });
});
