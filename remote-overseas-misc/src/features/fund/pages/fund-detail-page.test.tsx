import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { buildFundListRequest, parseFundListAnswer, type FundSummary } from '@shared/fund';
import { postQuery } from 'shared';
import { renderOverseasPage } from '../../../test/render-overseas-page';
import { endSandboxSession } from '../../../test/sandbox-session';

let sandbox: SandboxFetch & { restore: () => Promise<void> };
let funds: readonly FundSummary[] = [];

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('VISIT');
  funds = await postQuery(buildFundListRequest(), parseFundListAnswer, { loading: false });
  // the first read builds the sandbox's fund universe, a few seconds under jest on a busy machine
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

describe("a fund's page", () => {
  it('says the NAV history in words for the range chosen, and shows distributions, every fee and the minimum, to a guest too', async () => {
    const fund = funds.find((entry) => entry.distributionFrequency === 'M' && entry.currency === 'USD');
    if (fund === undefined) throw new Error('no monthly USD class');
    const user = userEvent.setup();
    renderOverseasPage(`/overseas/fund/${fund.fundId}`);
    expect(await screen.findByRole('heading', { level: 1, name: fund.name }, { timeout: 8000 })).toBeInTheDocument();
    const summary = screen.getByTestId('nav-summary');
    expect(summary).toHaveTextContent(/^近1年淨值由 [\d,.]+（2024\/07\/01）變動至 [\d,.]+（2025\/06\/30），淨值變動 [+-][\d,.]+%（未含配息）；期間最高 [\d,.]+（\d{4}\/\d{2}\/\d{2}），最低/);
    expect(summary).toHaveTextContent(`變動至 ${fund.nav}`);
    await user.click(screen.getByRole('button', { name: '1個月' }));
    expect(screen.getByRole('button', { name: '1個月' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('nav-summary')).toHaveTextContent(/^近1個月淨值由 [\d,.]+（2025\/05\/30）/);
    expect(screen.getByTestId('location')).toHaveTextContent('range=1M');
    expect(screen.getByRole('img', { name: '近1個月淨值走勢圖，文字摘要如下' })).toBeInTheDocument();

    const distributions = screen.getByRole('table', { name: /^近 3 年配息紀錄（共 36 次）/ });
    expect(within(distributions).getAllByRole('row')).toHaveLength(37);
    for (const fee of ['申購手續費', '經理費', '保管費', '轉換手續費', '贖回手續費']) expect(screen.getByRole('rowheader', { name: fee })).toBeInTheDocument();
    expect(screen.getByText(/^本級別以/)).toHaveTextContent('單筆最低申購 USD 1,000.00');
    expect(screen.getByText(/^配息型：基金定期把收益以現金配發給您/)).toBeInTheDocument();

    // the class's prospectus and 投資人須知, each served at its stable path, in a new tab (rule SHL-15)
    const documents = screen.getByRole('region', { name: '基金文件' });
    const id = encodeURIComponent(fund.fundId);
    expect(within(documents).getByRole('link', { name: /^公開說明書\s?（另開新視窗）$/ })).toHaveAttribute('href', `http://api.test/docs/funds/${id}/prospectus`);
    expect(within(documents).getByRole('link', { name: /^投資人須知\s?（另開新視窗）$/ })).toHaveAttribute('href', `http://api.test/docs/funds/${id}/investor-notice`);
  });

  it('tells an unknown fund apart and offers 重新查詢', async () => {
    renderOverseasPage('/overseas/fund/US0378331005');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('查無此基金：US0378331005。');
    expect(screen.getByRole('button', { name: '重新查詢' })).toBeInTheDocument();
  });
});
