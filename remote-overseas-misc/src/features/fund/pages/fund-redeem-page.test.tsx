import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { buildFundListRequest, buildFundOrderListRequest, buildFundSubscribeRequest, parseFundListAnswer, parseFundOrderAnswer, parseFundOrderListAnswer, type FundSummary } from '@shared/fund';
import { newClientKey, postQuery } from 'shared';
import { renderOverseasPage } from '../../../test/render-overseas-page';
import { endSandboxSession } from '../../../test/sandbox-session';

let sandbox: SandboxFetch & { restore: () => Promise<void> };
let fund: FundSummary;

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch({ testControls: true });
  await sandbox.signIn('A123456789');
  const funds = await postQuery(buildFundListRequest(), parseFundListAnswer, { loading: false });
  const found = funds.find((entry) => entry.riskGrade === 'RR2' && entry.currency === 'USD');
  if (found === undefined) throw new Error('no RR2 USD fund');
  fund = found;
  // a confirmed holding to redeem: subscribed through the contract, confirmed by the sandbox's test control
  await postQuery(buildFundSubscribeRequest('1234567', fund.fundId, '2000', newClientKey()), parseFundOrderAnswer, { loading: false });
  await sandbox.fetch('http://api.test/__sandbox/funds/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

describe('the redemption page', () => {
  it('refuses more units than may be redeemed beside the field, then redeems them all: 待確認淨值 and nothing left to redeem', async () => {
    const user = userEvent.setup();
    renderOverseasPage(`/overseas/fund/${fund.fundId}/redeem`);
    const units = await screen.findByLabelText('贖回單位數', {}, { timeout: 8000 });
    const held = /可贖回 ([\d,.]+) 單位/.exec(screen.getByText(/^持有/).textContent ?? '')?.[1] ?? '';
    await user.type(units, '100000');
    await user.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(units).toHaveAccessibleDescription(`贖回單位數不可超過可贖回單位數 ${held}。`);
    await user.click(screen.getByRole('button', { name: '全部贖回' }));
    expect(units).toHaveValue(held.replace(/,/g, ''));
    expect(units).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: '下一步：確認' }));
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByText('待確認淨值')).toBeInTheDocument();
    expect(sandbox.queries('KGItwInfFundOrderPlace').at(-1)?.Data).toMatchObject({ side: 'RED', units: held.replace(/,/g, '') });

    renderOverseasPage(`/overseas/fund/${fund.fundId}/redeem`);
    expect(await screen.findByText('此基金的單位數都已在贖回中，目前沒有可贖回的單位數。')).toBeInTheDocument();
  }, 30_000);

  it('says a redemption whose answer was lost is unknown, not failed, and confirming again after 返回修改 makes no second one (rule ORD-18)', async () => {
    const user = userEvent.setup();
    renderOverseasPage(`/overseas/fund/${fund.fundId}/redeem`);
    await user.type(await screen.findByLabelText('贖回單位數', {}, { timeout: 8000 }), '10');
    await user.click(screen.getByRole('button', { name: '下一步：確認' }));
    // lost on the first try and on each retry: the sandbox takes the redemption, the page never hears it
    const lost = sandbox.loseAnswers((body) => body.FunId === 'KGItwInfFundOrderPlace');
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('委託結果未明');
    expect(screen.queryByText(/委託未成功/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(screen.getByLabelText('贖回單位數')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: '下一步：確認' }));
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    const result = await screen.findByTestId('order-result', {}, { timeout: 10_000 });
    lost.stop();
    const redemptions = await act(async () => (await postQuery(buildFundOrderListRequest('1234567'), parseFundOrderListAnswer, { loading: false })).filter((order) => order.side === 'RED'));
    expect(redemptions).toHaveLength(1);
    expect(within(result).getByText(redemptions[0]?.orderNo ?? '?')).toBeInTheDocument();
    expect(within(result).getByText('10.0000')).toBeInTheDocument();
  }, 40_000);
});
