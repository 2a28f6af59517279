import { screen, within } from '@testing-library/react';
import { daysFromToday, profile } from '../../test/account-fixtures';
import { failing, installFakeApi, ok, renderMiscPage, signIn, type FakeApi } from '../../test/fake-api';

let api: FakeApi;

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi({ KGItwCustomerProfile: ok(profile()) });
});

afterEach(() => api.restore());

describe('the sub-brokerage account page', () => {
  it('shows the account, its settlement bank accounts by their last 4 digits only, the profile and the agreements', async () => {
    signIn();
    renderMiscPage('/overseas/account/sub-brokerage');
    expect(await screen.findByRole('heading', { level: 3, name: /複委託帳號 1234567/ })).toHaveTextContent('目前選擇的帳號');
    expect(screen.getByText('台北分公司')).toBeInTheDocument();
    expect(screen.getByText('2019/03/15', { selector: 'dd' })).toBeInTheDocument();
    const banks = screen.getByRole('table', { name: '登記之交割銀行帳戶' });
    expect(within(banks).getByRole('row', { name: 'TWD 凱基銀行 台北分行 ****1234' })).toBeInTheDocument();
    expect(within(banks).getByRole('row', { name: 'USD 凱基銀行 台北分行 ****8905' })).toBeInTheDocument();
    expect(banks).not.toHaveTextContent('0012');
    expect(screen.getByText('一般投資人')).toBeInTheDocument();
    expect(screen.getByText('穩健型')).toBeInTheDocument();
    expect(screen.getByText(/^已簽署，有效至 /)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '受託買賣外國有價證券契約 2019/03/15' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the KYC expires within 30 days, and not a day earlier', async () => {
    api.handlers['KGItwCustomerProfile'] = ok(profile({ kycExpiry: daysFromToday(30) }));
    signIn();
    const view = renderMiscPage('/overseas/account/sub-brokerage');
    const warning = await screen.findByText(/您的 KYC 風險屬性評估將於 .*到期/);
    expect(warning).toHaveTextContent('（30 天後）');
    expect(screen.getByText(/請於到期前洽詢您的營業員重新填寫/)).toBeInTheDocument();
    view.unmount();

    api.restore();
    api = installFakeApi({ KGItwCustomerProfile: ok(profile({ kycExpiry: daysFromToday(31) })) });
    signIn();
    renderMiscPage('/overseas/account/sub-brokerage');
    expect(await screen.findByRole('heading', { level: 3, name: /複委託帳號 1234567/ })).toBeInTheDocument();
    expect(screen.queryByText(/到期$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/您的 KYC 風險屬性評估/)).not.toBeInTheDocument();
  });

  it('shows an error with what to do once the KYC has expired, and the missing W-8BEN', async () => {
    api.handlers['KGItwCustomerProfile'] = ok(profile({ kycExpiry: daysFromToday(-1), riskType: 'C', w8benOnFile: false, w8benExpiry: '' }));
    signIn('C123456789', ['1234567']);
    renderMiscPage('/overseas/account/sub-brokerage');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/您的 KYC 風險屬性評估已於 .* 到期/);
    expect(alert).toHaveTextContent('到期後無法申購或買進任何海外商品。請重新填寫「客戶風險屬性評估」：洽詢您的營業員，或攜帶身分證件至任一分公司臨櫃辦理；完成後即可恢復交易。');
    expect(screen.getByTestId('kyc-expiry')).toHaveTextContent(/^已於 .* 到期$/);
    expect(screen.getByText('未簽署（買進美國發行人之債券前須簽署 W-8BEN）')).toBeInTheDocument();
  });

  it('keeps the expiry day itself valid', async () => {
    api.handlers['KGItwCustomerProfile'] = ok(profile({ kycExpiry: daysFromToday(0) }));
    signIn();
    renderMiscPage('/overseas/account/sub-brokerage');
    expect(await screen.findByText(/您的 KYC 風險屬性評估將於 .*（今天）到期/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the profile cannot be read, and shows it loading meanwhile', async () => {
    api.handlers['KGItwCustomerProfile'] = failing('5001', '客戶資料暫時無法取得。');
    signIn();
    renderMiscPage('/overseas/account/sub-brokerage');
    expect(await screen.findAllByText('客戶資料暫時無法取得。')).toHaveLength(2);
    api.restore();
    api = installFakeApi({ KGItwCustomerProfile: 'never' });
    signIn();
    renderMiscPage('/overseas/account/sub-brokerage');
    expect(await screen.findByText('帳戶資料載入中…')).toBeInTheDocument();
  });

  it('says when there are no accounts or agreements', async () => {
    api.handlers['KGItwCustomerProfile'] = ok(profile({ accounts: [], agreements: [] }));
    signIn();
    renderMiscPage('/overseas/account/sub-brokerage');
    expect(await screen.findByText('目前沒有複委託帳戶資料。')).toBeInTheDocument();
    expect(screen.getByText('目前沒有已簽署的約定書。')).toBeInTheDocument();
  });
});
