import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { buildCustomerProfileRequest, parseCustomerProfileAnswer } from '@shared/account';
import { postQuery } from 'shared';
import { FunId } from 'shared/contracts';
import { renderOverseasPage } from '../../test/render-overseas-page';
import { endSandboxSession } from '../../test/sandbox-session';

/** The W-8BEN page over the sandbox's real handlers; the code "texted" is read where the sandbox announces it. */

let sandbox: SandboxFetch & { restore: () => Promise<void> };
let lastCode = '';

beforeEach(async () => {
  sessionStorage.clear();
  lastCode = '';
  sandbox = await installSandboxFetch({ announceOtp: (_idno, _purpose, code) => (lastCode = code) });
});

afterEach(() => endSandboxSession(sandbox));

describe('the W-8BEN page', () => {
  it('checks the fields as the back end does, names each problem beside its field, then signs with the code and shows the expiry', async () => {
    const user = userEvent.setup();
    await sandbox.signIn('C123456789');
    renderOverseasPage('/overseas/account/w8ben');
    expect(await screen.findByTestId('w8ben-current', {}, { timeout: 8000 })).toHaveTextContent('目前未簽署 W-8BEN。');
    await user.type(screen.getByLabelText('英文姓名（與護照相同）'), '林志強');
    await user.type(screen.getByLabelText('出生日期'), '1980/01/15');
    await user.type(screen.getByLabelText('永久居住地址（英文）'), 'P.O. Box 88');
    await user.type(screen.getByLabelText('城市（英文）'), 'Hsinchu');
    await user.selectOptions(screen.getByLabelText('主張租稅協定優惠'), 'JP');
    await user.click(screen.getByRole('button', { name: '下一步：確認並簽署' }));

    expect(screen.getByRole('alert')).toHaveTextContent('尚有 5 個欄位需要修正。');
    const name = screen.getByLabelText('英文姓名（與護照相同）');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(/請以英文填寫姓名（與護照相同，2 至 70 個字母）/);
    expect(screen.getByLabelText('永久居住地址（英文）')).toHaveAccessibleDescription(/永久居住地址不得為郵政信箱或轉交地址/);
    expect(screen.getByLabelText('居住國稅籍編號')).toHaveAccessibleDescription(/請填寫居住國稅籍編號，或選擇未提供的原因/);
    expect(screen.getByLabelText('主張租稅協定優惠')).toHaveAccessibleDescription(/租稅協定國必須與居住國相同/);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('請勾選聲明事項');

    await user.clear(name);
    await user.type(name, 'LIN CHIH-CHIANG');
    await user.clear(screen.getByLabelText('永久居住地址（英文）'));
    await user.type(screen.getByLabelText('永久居住地址（英文）'), 'No. 1, Sec. 2, Guangfu Rd.');
    await user.type(screen.getByLabelText('居住國稅籍編號'), 'C123456789');
    await user.selectOptions(screen.getByLabelText('主張租稅協定優惠'), '');
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步：確認並簽署' }));

    expect(screen.getByText('簽署後適用之美國扣繳稅率：美國股利 30%；美國發行人之債券利息（符合投資組合利息豁免者）0%。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取得簡訊驗證碼' }));
    await screen.findByText(/^驗證碼已傳送至/);
    await user.type(screen.getByLabelText('簡訊驗證碼'), lastCode);
    await user.click(screen.getByRole('button', { name: '確認簽署' }));
    expect(await screen.findByRole('heading', { name: 'W-8BEN 已完成簽署' }, { timeout: 8000 })).toBeInTheDocument();
    // the sandbox's day is 2025/07/01: valid to the end of the third calendar year after
    expect(screen.getByTestId('w8ben-signed')).toHaveTextContent('2025/07/01 簽署，有效至 2028/12/31。');
    const profile = await act(async () => postQuery(buildCustomerProfileRequest(), parseCustomerProfileAnswer, { loading: false }));
    expect(profile).toMatchObject({ w8benOnFile: true, w8benExpiry: '20281231' });
    expect(sandbox.queries(FunId.W8benSign)).toHaveLength(1);
  }, 40_000);

  it('shows a Japanese resident the treaty rate before signing, and sends nothing without the certification', async () => {
    const user = userEvent.setup();
    await sandbox.signIn('A123456789');
    renderOverseasPage('/overseas/account/w8ben');
    expect(await screen.findByTestId('w8ben-current', {}, { timeout: 8000 })).toHaveTextContent('目前的 W-8BEN 有效至 2028/12/31；重新簽署將取代之。');
    await user.type(screen.getByLabelText('英文姓名（與護照相同）'), 'SATO KENJI');
    await user.selectOptions(screen.getByLabelText('國籍'), 'JP');
    await user.type(screen.getByLabelText('出生日期'), '19700301');
    await user.type(screen.getByLabelText('永久居住地址（英文）'), '1-1 Marunouchi, Chiyoda-ku');
    await user.type(screen.getByLabelText('城市（英文）'), 'Tokyo');
    await user.selectOptions(screen.getByLabelText('居住國'), 'JP');
    await user.selectOptions(screen.getByLabelText('未提供稅籍編號之原因'), 'NOT_REQUIRED');
    await user.selectOptions(screen.getByLabelText('主張租稅協定優惠'), 'JP');
    await user.click(screen.getByRole('button', { name: '下一步：確認並簽署' }));
    expect(screen.getByRole('alert')).toHaveTextContent('尚有 1 個欄位需要修正。');
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '下一步：確認並簽署' }));
    expect(screen.getByText(/美國股利 10%/)).toBeInTheDocument();
    expect(sandbox.queries(FunId.W8benSign)).toHaveLength(0);
  }, 30_000);
});
