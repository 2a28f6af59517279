import { screen, within } from '@testing-library/react';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { buildCustomerProfileRequest, parseCustomerProfileAnswer, type CustomerProfile } from '@shared/account';
import { postQuery } from 'shared';
import { formatYyyymmdd, parseYyyymmdd, taipeiDate } from 'shared/calendar';
import { FunId } from 'shared/contracts';
import { resetServerState } from 'shared/internal';
import { renderOverseasPage } from '../../test/render-overseas-page';
import { endSandboxSession } from '../../test/sandbox-session';

/** The sub-brokerage account page over the sandbox's real handlers: the sample customers' profiles, changed where a test needs a particular one. */

let sandbox: SandboxFetch & { restore: () => Promise<void> };
const isProfile = (body: QueryBody) => body.FunId === FunId.CustomerProfile;

/** A date `days` from today in Taiwan, `YYYYMMDD`. */
const daysFromToday = (days: number) => formatYyyymmdd(parseYyyymmdd(taipeiDate()) + days);

/** The next profile read answers the signed-in customer's profile as the sandbox holds it, with `changes`. */
async function answerProfile(changes: Partial<CustomerProfile>): Promise<void> {
  const held = await postQuery(buildCustomerProfileRequest(), parseCustomerProfileAnswer, { loading: false });
  sandbox.answerNext(isProfile, { body: JSON.stringify({ StatusCode: '0', Data: { ...held, ...changes } }) });
}

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
});

afterEach(() => endSandboxSession(sandbox));

describe('the sub-brokerage account page', () => {
  it('shows the account, its settlement bank accounts by their last 4 digits only, the profile and the agreements', async () => {
    await sandbox.signIn('A123456789');
    renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findByRole('heading', { level: 3, name: /複委託帳號 1234567/ })).toHaveTextContent('目前選擇的帳號');
    expect(screen.getByText('台北分公司')).toBeInTheDocument();
    expect(screen.getByText('2019/03/15', { selector: 'dd' })).toBeInTheDocument();
    const [banks] = screen.getAllByRole('table', { name: '登記之交割銀行帳戶' });
    if (banks === undefined) throw new Error('no bank accounts');
    expect(within(banks).getByRole('row', { name: 'TWD 凱基銀行 台北分行 ****1234' })).toBeInTheDocument();
    expect(within(banks).getByRole('row', { name: 'USD 凱基銀行 台北分行 ****5678' })).toBeInTheDocument();
    expect(screen.getByText('一般投資人')).toBeInTheDocument();
    expect(screen.getByText('穩健型')).toBeInTheDocument();
    expect(screen.getByText(/^已簽署，有效至 /)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '受託買賣外國有價證券契約 2019/03/15' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only the last 4 digits of a whole bank account number that slipped through', async () => {
    await sandbox.signIn('A123456789');
    const held = await postQuery(buildCustomerProfileRequest(), parseCustomerProfileAnswer, { loading: false });
    const [first, ...others] = held.accounts;
    if (first === undefined) throw new Error('no account');
    const whole = { ...first, settlementAccounts: [{ currency: 'USD', bankName: '凱基銀行 台北分行', bankAccountMasked: '0012-345-678905' }] };
    await answerProfile({ accounts: [whole, ...others] });
    renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findByRole('heading', { level: 3, name: /複委託帳號 1234567/ })).toBeInTheDocument();
    const [banks] = screen.getAllByRole('table', { name: '登記之交割銀行帳戶' });
    if (banks === undefined) throw new Error('no bank accounts');
    expect(within(banks).getByRole('row', { name: 'USD 凱基銀行 台北分行 ****8905' })).toBeInTheDocument();
    expect(banks).not.toHaveTextContent('0012');
  });

  it('warns when the KYC expires within 30 days, and not a day earlier', async () => {
    await sandbox.signIn('A123456789');
    await answerProfile({ kycExpiry: daysFromToday(30) });
    const view = renderOverseasPage('/overseas/account/sub-brokerage');
    const warning = await screen.findByText(/您的 KYC 風險屬性評估將於 .*到期/);
    expect(warning).toHaveTextContent('（30 天後）');
    expect(screen.getByText(/請於到期前重新填寫「客戶風險屬性評估」/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '線上重新評估 KYC' })).toHaveAttribute('href', '/overseas/account/kyc');
    view.unmount();

    resetServerState();
    await answerProfile({ kycExpiry: daysFromToday(31) });
    renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findByRole('heading', { level: 3, name: /複委託帳號 1234567/ })).toBeInTheDocument();
    expect(screen.queryByText(/到期$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/您的 KYC 風險屬性評估/)).not.toBeInTheDocument();
  });

  it('shows an error with what to do once the KYC has expired, and the missing W-8BEN', async () => {
    // the sandbox's customer whose KYC ran out on 2025/03/31 and who has no W-8BEN
    await sandbox.signIn('C123456789');
    renderOverseasPage('/overseas/account/sub-brokerage');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('您的 KYC 風險屬性評估已於 2025/03/31 到期');
    expect(alert).toHaveTextContent('到期後無法申購或買進任何海外商品。請重新填寫「客戶風險屬性評估」，線上填寫約 3 分鐘，以簡訊驗證碼簽署後即可恢復交易。');
    expect(within(alert).getByRole('link', { name: '線上重新評估 KYC' })).toHaveAttribute('href', '/overseas/account/kyc');
    expect(screen.getByTestId('kyc-expiry')).toHaveTextContent(/^已於 2025\/03\/31 到期$/);
    expect(screen.getByTestId('w8ben-state')).toHaveTextContent('未簽署（買進美國發行人之債券前須簽署 W-8BEN）');
    expect(screen.getByRole('link', { name: '線上簽署 W-8BEN' })).toHaveAttribute('href', '/overseas/account/w8ben');
  });

  it('shows the W-8BEN\'s expiry, and offers to sign it again once it has run out', async () => {
    await sandbox.signIn('A123456789');
    const view = renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findByTestId('w8ben-state')).toHaveTextContent('已簽署，有效至 2028/12/31');
    expect(screen.getByRole('link', { name: '更新 W-8BEN' })).toHaveAttribute('href', '/overseas/account/w8ben');
    view.unmount();

    resetServerState();
    await answerProfile({ w8benExpiry: daysFromToday(-1) });
    renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findByTestId('w8ben-state')).toHaveTextContent(/^已於 \d{4}\/\d{2}\/\d{2} 到期，請重新簽署$/);
    expect(screen.getByRole('link', { name: '線上簽署 W-8BEN' })).toBeInTheDocument();
  });

  it('keeps the expiry day itself valid', async () => {
    await sandbox.signIn('A123456789');
    await answerProfile({ kycExpiry: daysFromToday(0) });
    renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findByText(/您的 KYC 風險屬性評估將於 .*（今天）到期/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the profile cannot be read, and shows it loading meanwhile', async () => {
    await sandbox.signIn('A123456789');
    sandbox.answerNext(isProfile, { body: JSON.stringify({ StatusCode: '5001', Message: '客戶資料暫時無法取得。' }) });
    const view = renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findAllByText('客戶資料暫時無法取得。')).toHaveLength(2);
    view.unmount();

    resetServerState();
    sandbox.answerNext(isProfile, 'never');
    renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findByText('帳戶資料載入中…')).toBeInTheDocument();
  });

  it('says when there are no accounts or agreements', async () => {
    await sandbox.signIn('A123456789');
    await answerProfile({ accounts: [], agreements: [] });
    renderOverseasPage('/overseas/account/sub-brokerage');
    expect(await screen.findByText('目前沒有複委託帳戶資料。')).toBeInTheDocument();
    expect(screen.getByText('目前沒有已簽署的約定書。')).toBeInTheDocument();
  });
});
