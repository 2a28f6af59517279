import { buildMarginTransferRequest, buildMarginTransfersRequest, parseMarginTransferAnswer, parseMarginTransfersAnswer } from '@shared/margin';
import { postQuery } from 'shared';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { readUnresolvedSubmit, resolveUnresolvedSubmit, submitOnce, type SubmitTarget } from '../../../../shared/kernel/src/submit/unresolved-submit';

// shared's submit module (rule ORD-18) against the sandbox's real handlers, with margin deposits as the change

const ACCOUNT = '1234567';
const target: SubmitTarget = { idno: 'A123456789', account: ACCOUNT, scope: 'margin-transfer', kind: 'MARGIN_TRANSFER' };
const deposit = (amount: string) => (clientKey: string) => buildMarginTransferRequest({ account: ACCOUNT, ClientKey: clientKey, action: 'deposit', currency: 'USD', amount });
const isTransfer = (body: QueryBody) => body.FunId === FunId.MarginTransfer;
const isStatus = (body: QueryBody) => body.FunId === FunId.SubmitStatus;

let sandbox: SandboxFetch & { restore: () => Promise<void> };
const transfers = async () => (await postQuery(buildMarginTransfersRequest(ACCOUNT), parseMarginTransfersAnswer, { loading: false })).transfers;

jest.setTimeout(20_000);

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch({ now: () => Date.UTC(2025, 6, 1, 2, 0, 0) });
  await sandbox.signIn('A123456789');
});

afterEach(async () => {
  await sandbox.restore();
});

describe('once, and only once (rule ORD-18)', () => {
  it('sends a change once and keeps nothing after its answer', async () => {
    const outcome = await submitOnce(target, deposit('1000'), parseMarginTransferAnswer);
    expect(outcome).toMatchObject({ state: 'accepted', result: { amount: '1000', status: 'accepted' } });
    expect(readUnresolvedSubmit(target)).toBeUndefined();
    expect(sandbox.queries(FunId.SubmitStatus)).toHaveLength(0);
  });

  it('after an answer lost on every try, a changed request is not sent: the first one, accepted, is the outcome', async () => {
    const lost = sandbox.loseAnswers(isTransfer);
    const first = await submitOnce(target, deposit('1000'), parseMarginTransferAnswer);
    lost.stop();
    expect(first.state).toBe('unknown');
    expect(readUnresolvedSubmit(target)).toBeDefined();
    // the customer went back, changed the amount and confirmed again
    const again = await submitOnce(target, deposit('2500'), parseMarginTransferAnswer);
    expect(again).toMatchObject({ state: 'accepted', result: { amount: '1000' } });
    expect((await transfers()).map((transfer) => transfer.amount)).toEqual(['1000']);
    expect(sandbox.queries(FunId.MarginTransfer).filter((body) => body.Data['amount'] === '2500')).toHaveLength(0);
    expect(readUnresolvedSubmit(target)).toBeUndefined();
  });

  it('a submit the back end never received is voided and the next one is sent with a new key', async () => {
    const failing = { status: 503, body: JSON.stringify({ StatusCode: '5000', Message: 'down' }) };
    for (let i = 0; i < 4; i += 1) sandbox.answerNext(isTransfer, failing);
    const first = await submitOnce(target, deposit('1000'), parseMarginTransferAnswer);
    expect(first.state).toBe('unknown');
    const firstKey = readUnresolvedSubmit(target)?.clientKey;

    const again = await submitOnce(target, deposit('1200'), parseMarginTransferAnswer);
    expect(again).toMatchObject({ state: 'accepted', result: { amount: '1200' } });
    const keys = sandbox.queries(FunId.MarginTransfer).map((body) => body.Data['ClientKey']);
    expect(keys.at(-1)).not.toBe(firstKey);
    expect((await transfers()).map((transfer) => transfer.amount)).toEqual(['1200']);
    // a late copy of the first can no longer be carried out
    const late = await postQuery(deposit('1000')(String(firstKey)), parseMarginTransferAnswer, { loading: false }).catch((error: unknown) => error);
    expect(late).toMatchObject({ kind: 'business', statusCode: '4093' });
  });

  it('while the back end cannot be asked, the key stays and nothing is sent', async () => {
    const lost = sandbox.loseAnswers(isTransfer);
    await submitOnce(target, deposit('1000'), parseMarginTransferAnswer);
    lost.stop();
    const asking = sandbox.loseAnswers(isStatus);
    const sentBefore = sandbox.queries(FunId.MarginTransfer).length;
    const again = await submitOnce(target, deposit('1000'), parseMarginTransferAnswer);
    expect(again.state).toBe('unknown');
    expect(sandbox.queries(FunId.MarginTransfer)).toHaveLength(sentBefore);
    expect(readUnresolvedSubmit(target)).toBeDefined();
    asking.stop();
    expect(await resolveUnresolvedSubmit(target, parseMarginTransferAnswer)).toMatchObject({ state: 'accepted', result: { amount: '1000' } });
  });

  it('a fault of the server, even as StatusCode 5010 with HTTP 200, is unknown, not a refusal: the key is kept and asked about', async () => {
    sandbox.answerNext(isTransfer, { status: 200, body: JSON.stringify({ StatusCode: '5010', Message: '債券委託系統暫時無法處理您的要求。' }) });
    const first = await submitOnce(target, deposit('1000'), parseMarginTransferAnswer);
    expect(first.state).toBe('unknown');
    expect(readUnresolvedSubmit(target)).toBeDefined();
    expect(await resolveUnresolvedSubmit(target, parseMarginTransferAnswer)).toEqual({ state: 'notReceived' });
  });

  it('a refusal is an answer: nothing kept, the reason given', async () => {
    const outcome = await submitOnce(target, deposit('99999999'), parseMarginTransferAnswer);
    expect(outcome.state).toBe('refused');
    expect(outcome.state === 'refused' && outcome.error.message).toMatch(/限額|上限|超過/);
    expect(readUnresolvedSubmit(target)).toBeUndefined();
  });

  it('keeps unresolved submits apart per account and page', async () => {
    const lost = sandbox.loseAnswers(isTransfer);
    await submitOnce(target, deposit('1000'), parseMarginTransferAnswer);
    lost.stop();
    expect(readUnresolvedSubmit({ ...target, scope: 'other-page' })).toBeUndefined();
    expect(readUnresolvedSubmit({ ...target, account: '7654321' })).toBeUndefined();
    expect(await resolveUnresolvedSubmit({ ...target, scope: 'other-page' }, parseMarginTransferAnswer)).toBeUndefined();
  });
});
