import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type SandboxFetch } from 'sandbox/test-fetch';
import { buildFundListRequest, buildFundSubscribeRequest, parseFundListAnswer, parseFundOrderAnswer, type FundOrder } from '@shared/fund';
import { newClientKey, postQuery } from 'shared';
import { renderOverseasPage } from '../../../test/render-overseas-page';
import { endSandboxSession } from '../../../test/sandbox-session';

let sandbox: SandboxFetch & { restore: () => Promise<void> };
let order: FundOrder;

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
  // the first read builds the sandbox's fund universe, a few seconds under jest on a busy machine
  const funds = await postQuery(buildFundListRequest(), parseFundListAnswer, { loading: false });
  const fund = funds.find((entry) => entry.riskGrade === 'RR2' && entry.currency === 'USD' && !entry.professionalOnly);
  if (fund === undefined) throw new Error('no RR2 USD fund');
  order = await postQuery(buildFundSubscribeRequest('1234567', fund.fundId, '1000', newClientKey()), parseFundOrderAnswer, { loading: false });
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

const cancels = () => sandbox.queries('KGItwInfFundOrderCancel');

describe('my funds: cancelling a waiting order (rule FND-9)', () => {
  it('cancels after a confirm, once for a double click, and shows the order 已取消', async () => {
    const user = userEvent.setup();
    renderOverseasPage('/overseas/fund/holdings');
    await user.click(await screen.findByRole('button', { name: `取消委託 ${order.orderNo}` }, { timeout: 8000 }));
    const confirm = screen.getByRole('group', { name: `取消委託 ${order.orderNo}` });
    expect(confirm).toHaveTextContent(`確定取消委託 ${order.orderNo}「${order.fundName}」申購？`);
    await user.dblClick(within(confirm).getByRole('button', { name: '確認取消' }));
    expect(await screen.findByText(`委託 ${order.orderNo} 已取消，圈存款項已釋回保證金專戶。`)).toBeInTheDocument();
    expect(cancels()).toHaveLength(1);
    expect(cancels()[0]?.Data).toMatchObject({ account: '1234567', orderNo: order.orderNo, ClientKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const row = await screen.findByRole('row', { name: new RegExp(`${order.orderNo}.*已取消`) });
    expect(within(row).queryByRole('button', { name: /取消委託/ })).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when the cancel fails, and retries with the same client key', async () => {
    const user = userEvent.setup();
    renderOverseasPage('/overseas/fund/holdings');
    await user.click(await screen.findByRole('button', { name: `取消委託 ${order.orderNo}` }, { timeout: 8000 }));
    sandbox.answerNext((body) => body.FunId === 'KGItwInfFundOrderCancel', { status: 200, body: '{"StatusCode":"5000","Message":"系統忙碌中。"}' });
    await user.click(screen.getByRole('button', { name: '確認取消' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('取消未成功：系統忙碌中。');
    await user.click(screen.getByRole('button', { name: '確認取消' }));
    expect(await screen.findByText(`委託 ${order.orderNo} 已取消，圈存款項已釋回保證金專戶。`)).toBeInTheDocument();
    const keys = cancels().map((query) => query.Data['ClientKey']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });
});
