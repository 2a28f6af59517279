import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { KYC_QUESTIONS, buildCustomerProfileRequest, parseCustomerProfileAnswer } from '@shared/account';
import { postQuery } from 'shared';
import { FunId } from 'shared/contracts';
import { renderOverseasPage } from '../../test/render-overseas-page';
import { endSandboxSession } from '../../test/sandbox-session';

/** The renewal page over the sandbox's real handlers; the code "texted" is read where the sandbox announces it. */

let sandbox: SandboxFetch & { restore: () => Promise<void> };
let lastCode = '';
const isSign = (body: QueryBody) => body.FunId === FunId.KycSign;
const profileNow = () => act(async () => postQuery(buildCustomerProfileRequest(), parseCustomerProfileAnswer, { loading: false }));

beforeEach(async () => {
  sessionStorage.clear();
  lastCode = '';
  sandbox = await installSandboxFetch({ announceOtp: (_idno, _purpose, code) => (lastCode = code) });
});

afterEach(() => endSandboxSession(sandbox));

/** Answers every question with its `index`-th choice (0 = a, the most cautious). */
async function answerAll(user: UserEvent, index: number): Promise<void> {
  for (const [number, question] of KYC_QUESTIONS.entries()) {
    const group = screen.getByRole('group', { name: `${number + 1}. ${question.text}` });
    await user.click(within(group).getByRole('radio', { name: question.answers[index] }));
  }
}

/** Opens the page as the expired customer, answers every question with the second choice and goes to the signature. */
async function toSignature(user: UserEvent): Promise<void> {
  await sandbox.signIn('C123456789');
  renderOverseasPage('/overseas/account/kyc');
  expect(await screen.findByTestId('kyc-current', {}, { timeout: 8000 })).toHaveTextContent('目前風險屬性：保守型；評估已於 2025/03/31 到期。');
  await answerAll(user, 1);
  await user.click(screen.getByRole('button', { name: '下一步：查看評估結果' }));
  expect(screen.getByTestId('kyc-risk-type')).toHaveTextContent('穩健型');
  expect(screen.getByText('20 分（10 至 40 分）')).toBeInTheDocument();
  expect(screen.getByText('RR1 至 RR3')).toBeInTheDocument();
}

describe('the KYC renewal page', () => {
  it('scores the answers, signs them with the code the sandbox texted, and the profile everyone reads has the new risk type and expiry', async () => {
    const user = userEvent.setup();
    await toSignature(user);
    await user.click(screen.getByRole('button', { name: '取得簡訊驗證碼' }));
    expect(await screen.findByText(/^驗證碼已傳送至 09\*\*-\*\*\*-789，請於 \d{2}:\d{2} 前輸入。$/)).toBeInTheDocument();
    const reads = sandbox.queries(FunId.CustomerProfile).length;
    await user.type(screen.getByLabelText('簡訊驗證碼'), lastCode);
    await user.click(screen.getByRole('button', { name: '確認簽署' }));
    expect(await screen.findByRole('heading', { name: '風險屬性評估已完成簽署' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('2027/06/30（2025/07/01 簽署）')).toBeInTheDocument();
    // the profile's reads were invalidated: the page asked again, without being told to
    await waitFor(() => expect(sandbox.queries(FunId.CustomerProfile).length).toBeGreaterThan(reads));
    expect(await profileNow()).toMatchObject({ riskType: 'M', kycExpiry: '20270630' });
    expect(screen.getByRole('link', { name: '前往基金' })).toHaveAttribute('href', '/overseas/fund');
  }, 30_000);

  it('says a wrong code is wrong, in zh-TW with the tries left, and keeps the answers; the right code then signs', async () => {
    const user = userEvent.setup();
    await toSignature(user);
    await user.click(screen.getByRole('button', { name: '取得簡訊驗證碼' }));
    await screen.findByText(/^驗證碼已傳送至/);
    const wrong = lastCode === '000000' ? '111111' : '000000';
    await user.type(screen.getByLabelText('簡訊驗證碼'), wrong);
    await user.click(screen.getByRole('button', { name: '確認簽署' }));
    expect(await screen.findByText('簽署未被接受：簡訊驗證碼錯誤，請再確認（尚可輸入 4 次）。', {}, { timeout: 8000 })).toBeInTheDocument();
    expect((await profileNow()).kycExpiry).toBe('20250331');
    // nothing lost: back to the questions, every answer still chosen
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    for (const [number, question] of KYC_QUESTIONS.entries()) {
      expect(within(screen.getByRole('group', { name: `${number + 1}. ${question.text}` })).getByRole('radio', { name: question.answers[1] })).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: '下一步：查看評估結果' }));
    await user.click(screen.getByRole('button', { name: '取得簡訊驗證碼' }));
    await screen.findByText(/^驗證碼已傳送至/);
    await user.type(screen.getByLabelText('簡訊驗證碼'), lastCode);
    await user.click(screen.getByRole('button', { name: '確認簽署' }));
    expect(await screen.findByRole('heading', { name: '風險屬性評估已完成簽署' }, { timeout: 8000 })).toBeInTheDocument();
  }, 30_000);

  it('signs once for a double click, with one client key', async () => {
    const user = userEvent.setup();
    await toSignature(user);
    await user.click(screen.getByRole('button', { name: '取得簡訊驗證碼' }));
    await screen.findByText(/^驗證碼已傳送至/);
    await user.type(screen.getByLabelText('簡訊驗證碼'), lastCode);
    await user.dblClick(screen.getByRole('button', { name: '確認簽署' }));
    expect(await screen.findByRole('heading', { name: '風險屬性評估已完成簽署' }, { timeout: 8000 })).toBeInTheDocument();
    expect(sandbox.queries(FunId.KycSign)).toHaveLength(1);
  }, 30_000);

  it('when the answer is lost, says the outcome is unknown and asks about it rather than signing again', async () => {
    const user = userEvent.setup();
    await toSignature(user);
    await user.click(screen.getByRole('button', { name: '取得簡訊驗證碼' }));
    await screen.findByText(/^驗證碼已傳送至/);
    await user.type(screen.getByLabelText('簡訊驗證碼'), lastCode);
    const lost = sandbox.loseAnswers(isSign);
    await user.click(screen.getByRole('button', { name: '確認簽署' }));
    const notice = await screen.findByText(/^簽署結果未明/, {}, { timeout: 15_000 });
    expect(notice.parentElement).toHaveTextContent('確認結果之前不會再次送出');
    lost.stop();
    await user.click(screen.getByRole('button', { name: '確認簽署結果' }));
    expect(await screen.findByRole('heading', { name: '風險屬性評估已完成簽署' }, { timeout: 8000 })).toBeInTheDocument();
    expect(new Set(sandbox.queries(FunId.KycSign).map((body) => body.Data['ClientKey'])).size).toBe(1);
    expect(sandbox.queries(FunId.SubmitStatus)).toHaveLength(1);
  }, 40_000);

  it('names the questions left unanswered and moves the focus to the first', async () => {
    const user = userEvent.setup();
    await sandbox.signIn('C123456789');
    renderOverseasPage('/overseas/account/kyc');
    await screen.findByTestId('kyc-current', {}, { timeout: 8000 });
    const first = KYC_QUESTIONS[0];
    if (first === undefined) throw new Error('no question');
    await user.click(screen.getByRole('radio', { name: first.answers[3] }));
    await user.click(screen.getByRole('button', { name: '下一步：查看評估結果' }));
    expect(screen.getByRole('alert')).toHaveTextContent('尚有 9 題未作答：第 2、3、4、5、6、7、8、9、10 題。');
    const second = KYC_QUESTIONS[1];
    expect(within(screen.getByRole('group', { name: `2. ${second?.text ?? ''}` })).getAllByRole('radio')[0]).toHaveFocus();
    expect(sandbox.queries(FunId.OtpSend)).toHaveLength(0);
  }, 20_000);

  it('asks for the code before signing, and sends nothing without one', async () => {
    const user = userEvent.setup();
    await toSignature(user);
    await user.click(screen.getByRole('button', { name: '確認簽署' }));
    expect(screen.getByRole('alert')).toHaveTextContent('請先按「取得簡訊驗證碼」，再輸入收到的驗證碼。');
    expect(sandbox.queries(FunId.KycSign)).toHaveLength(0);
  }, 20_000);

  it('shows the profile\'s failure with 重新查詢, and asks a visitor to sign in', async () => {
    await sandbox.signIn('C123456789');
    sandbox.answerNext((body) => body.FunId === FunId.CustomerProfile, { status: 200, body: JSON.stringify({ StatusCode: '5000' }) });
    const page = renderOverseasPage('/overseas/account/kyc');
    expect(await screen.findByRole('button', { name: '重新查詢' }, { timeout: 8000 })).toBeInTheDocument();
    page.unmount();
    await sandbox.signIn('VISIT');
    renderOverseasPage('/overseas/account/kyc');
    expect(await screen.findByText('訪客無權限，請登入後繼續使用。')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  }, 20_000);
});
