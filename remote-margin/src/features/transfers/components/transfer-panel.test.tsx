import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMarginTransferRequest, buildMarginTransfersRequest, parseMarginTransferAnswer, parseMarginTransfersAnswer } from '@shared/margin';
import { newClientKey, postQuery } from 'shared';
import { resetServerState } from 'shared/internal';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { FunId } from '../../../../../shared/kernel/src/contracts/endpoints';
import { renderMarginPage } from '../../../test/render-margin-page';
import { resetTransferDraft } from '../transfer-draft.store';
import { endSandboxSession } from '../../../test/sandbox-session';

// The transfer page's once-only submit (rules MRG-2, ORD-18) against the sandbox's real handlers: a transfer
// the back end received and accepted, whose answer the page never heard, is made once, whatever the
// customer does next (返回修改 and confirm again, a new 換匯 quote, a reload).

jest.setTimeout(30_000);

const ACCOUNT = '1234567';
const isTransfer = (body: QueryBody) => body.FunId === FunId.MarginTransfer;

let sandbox: SandboxFetch & { restore: () => Promise<void> };

/** The account's transfers as the sandbox holds them, asked directly (not through the page). */
const transfersOnServer = async () => (await postQuery(buildMarginTransfersRequest(ACCOUNT), parseMarginTransfersAnswer, { loading: false })).transfers;
const amountField = () => screen.getByRole('textbox', { name: /金額/ });
const unknownNotice = (noun: string) => screen.findByText(new RegExp(`^${noun}結果未明：`), {}, { timeout: 10_000 });

beforeEach(async () => {
  sessionStorage.clear();
  resetTransferDraft();
  sandbox = await installSandboxFetch({ now: () => Date.UTC(2025, 6, 1, 2, 0, 0) });
  await sandbox.signIn('A123456789');
});

afterEach(() => endSandboxSession(sandbox, resetTransferDraft));

describe('the transfer page sends a transfer once (rules MRG-2, ORD-18)', () => {
  it('a deposit whose answer was lost on every try, then 返回修改 and confirmed again unchanged, is made once and shown accepted', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.type(amountField(), '1000');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const lost = sandbox.loseAnswers(isTransfer);
    await user.click(await screen.findByRole('button', { name: '確認送出' }));

    expect(await unknownNotice('轉帳')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('此筆轉帳可能已被受理。確認結果之前不會再次送出');
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    // what was typed is kept, and so is the question of what became of the transfer
    expect(amountField()).toHaveValue('1000');
    expect(screen.getByRole('alert')).toHaveTextContent('轉帳結果未明');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '確認送出' }));

    const accepted = await screen.findByText(/已受理入金：編號 MT\d+，受理中/, {}, { timeout: 10_000 });
    expect(accepted).toHaveTextContent('USD 1,000.00');
    lost.stop();
    // every try of the page carried the one key; the second confirm asked instead of sending
    expect(new Set(sandbox.queries(FunId.MarginTransfer).map((body) => body.Data['ClientKey'])).size).toBe(1);
    expect(sandbox.queries(FunId.SubmitStatus)).toHaveLength(1);
    const made = await transfersOnServer();
    expect(made.map((transfer) => [transfer.action, transfer.amount])).toEqual([['deposit', '1000']]);
    expect(accepted).toHaveTextContent(made[0]?.transferNo ?? 'none');
    expect(amountField()).toHaveValue('');
    // the page reads the transfers again after an accepted one
    expect(await within(screen.getByRole('region', { name: '轉帳狀態' })).findByText(made[0]?.transferNo ?? 'none')).toBeInTheDocument();
  });

  it('an exchange whose answer was lost, then re-quoted when its quote ran out, is made once on the next 確認送出', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'], advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.click(screen.getByRole('radio', { name: '換匯' }));
    await user.type(amountField(), '1000');
    await user.click(screen.getByRole('button', { name: '取得報價' }));
    const confirm = await screen.findByRole('region', { name: '確認換匯內容' });
    const lost = sandbox.loseAnswers(isTransfer);
    await user.click(within(confirm).getByRole('button', { name: '確認送出' }));
    expect(await unknownNotice('換匯')).toBeInTheDocument();

    // the 30 s quote runs out: the page quotes again, and keeps the unresolved exchange's key
    await act(() => jest.advanceTimersByTimeAsync(31_000));
    expect(await screen.findByText('報價已逾時，已為您重新報價，請確認新匯率後再送出。')).toBeInTheDocument();
    expect(await screen.findByText(/^剩餘 (2\d|30) 秒$/)).toBeInTheDocument();
    expect(sandbox.queries(FunId.MarginFxQuote)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '確認送出' }));

    expect(await screen.findByText(/已受理換匯：編號 MT\d+/, {}, { timeout: 10_000 })).toHaveTextContent('USD 1,000.00 → 新台幣 ');
    lost.stop();
    expect(new Set(sandbox.queries(FunId.MarginTransfer).map((body) => body.Data['ClientKey'])).size).toBe(1);
    expect((await transfersOnServer()).filter((transfer) => transfer.action === 'fx')).toHaveLength(1);
  });

  it('after a reload with a transfer left unresolved, the page asks what became of it and shows it accepted, sending nothing', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.type(amountField(), '1000');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const lost = sandbox.loseAnswers(isTransfer);
    await user.click(await screen.findByRole('button', { name: '確認送出' }));
    expect(await unknownNotice('轉帳')).toBeInTheDocument();
    lost.stop();

    // a reload: the page and its memory go, the tab's session storage stays
    await act(async () => {
      cleanup();
      resetTransferDraft();
      resetServerState();
    });
    const sent = sandbox.queries(FunId.MarginTransfer).length;
    renderMarginPage('/marginDeposit/trans');

    const accepted = await screen.findByText(/已受理入金：編號 MT\d+，受理中/, {}, { timeout: 10_000 });
    expect(accepted).toHaveTextContent('USD 1,000.00');
    expect(accepted).toHaveTextContent('這是先前送出、結果未明的那筆，經確認已受理。');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sandbox.queries(FunId.MarginTransfer)).toHaveLength(sent);
    expect(sandbox.queries(FunId.SubmitStatus)).toHaveLength(1);
    expect((await transfersOnServer()).map((transfer) => transfer.amount)).toEqual(['1000']);
  });

  it('after a refusal the customer corrects the transfer and sends it with a new key', async () => {
    const user = userEvent.setup();
    renderMarginPage('/marginDeposit/trans');
    await screen.findByRole('region', { name: '轉帳' });
    await user.click(screen.getByRole('radio', { name: '出金' }));
    await user.type(amountField(), '500');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    // meanwhile most of the available USD leaves by another channel: the page's 出金 is now too much
    const elsewhere = newClientKey();
    await postQuery(buildMarginTransferRequest({ account: ACCOUNT, ClientKey: elsewhere, action: 'withdrawal', currency: 'USD', amount: '41500' }), parseMarginTransferAnswer, { loading: false });
    await user.click(await screen.findByRole('button', { name: '確認送出' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('轉帳未被接受：可用餘額不足：可用 USD 222.15。');

    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(amountField()).toHaveValue('500');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '100');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '確認送出' }));

    expect(await screen.findByText(/已受理出金：編號 MT\d+，受理中/)).toHaveTextContent('USD 100.00');
    const keys = sandbox.queries(FunId.MarginTransfer)
      .map((body) => body.Data['ClientKey'])
      .filter((key) => key !== elsewhere);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(sandbox.queries(FunId.SubmitStatus)).toHaveLength(0);
  });
});
