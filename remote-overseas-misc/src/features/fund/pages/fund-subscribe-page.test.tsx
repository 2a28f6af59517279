import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { buildFundListRequest, buildFundOrderListRequest, parseFundListAnswer, parseFundOrderListAnswer, type FundSummary } from '@shared/fund';
import { postQuery } from 'shared';
import { renderOverseasPage } from '../../../test/render-overseas-page';
import { endSandboxSession } from '../../../test/sandbox-session';

let sandbox: SandboxFetch & { restore: () => Promise<void> };
let funds: readonly FundSummary[] = [];

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
  funds = await postQuery(buildFundListRequest(), parseFundListAnswer, { loading: false });
  // the first read builds the sandbox's fund universe, a few seconds under jest on a busy machine
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

function fundWhere(test: (fund: FundSummary) => boolean): FundSummary {
  const fund = funds.find(test);
  if (fund === undefined) throw new Error('no such fund');
  return fund;
}

const orders = () => sandbox.queries('KGItwInfFundOrderPlace');
const isPlace = (body: QueryBody) => body.FunId === 'KGItwInfFundOrderPlace';
/** The orders the sandbox made for one fund, asked directly (not through the page; inside act, since the page's own reads may answer meanwhile). */
const ordersMade = (fundId: string) => act(async () => (await postQuery(buildFundOrderListRequest('1234567'), parseFundOrderListAnswer, { loading: false })).filter((order) => order.fundId === fundId));

describe('the subscription page', () => {
  it('refuses an amount below the minimum beside the field and sends nothing', async () => {
    const fund = fundWhere((entry) => entry.riskGrade === 'RR3' && entry.currency === 'USD' && !entry.professionalOnly);
    const user = userEvent.setup();
    renderOverseasPage(`/overseas/fund/${fund.fundId}/subscribe`);
    const amount = await screen.findByLabelText('申購金額（USD）', {}, { timeout: 8000 });
    await user.type(amount, '999.99');
    await user.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(amount).toHaveAccessibleDescription(/單筆最低申購金額為 USD 1,000.00。/);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: '確認申購' })).not.toBeInTheDocument();
    expect(orders()).toHaveLength(0);
  });

  it('tells a moderate customer why an RR5 fund is not for them, before any order', async () => {
    const fund = fundWhere((entry) => entry.riskGrade === 'RR5');
    renderOverseasPage(`/overseas/fund/${fund.fundId}/subscribe`);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('此商品風險等級為 RR5，高於您的風險屬性（穩健型）可承受的 RR3。');
    expect(screen.getByRole('button', { name: '下一步：確認' })).toBeDisabled();
  });

  it('shows the total cost, confirms, sends one order with a client key, and shows it 待確認淨值', async () => {
    const fund = fundWhere((entry) => entry.riskGrade === 'RR3' && entry.currency === 'USD' && !entry.professionalOnly && entry.frontLoad !== '0.00');
    const user = userEvent.setup();
    renderOverseasPage(`/overseas/fund/${fund.fundId}/subscribe`);
    await user.type(await screen.findByLabelText('申購金額（USD）', {}, { timeout: 8000 }), '1000');
    expect(screen.getByTestId('cost-line')).toHaveTextContent(/^申購金額 USD 1,000.00＋申購手續費 \d+\.\d{2}% USD \d+\.\d{2}＝扣款合計 USD 1,0\d\d\.\d{2}（約新台幣 [\d,]+ 元/);
    await user.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(screen.getByRole('heading', { name: '確認申購' })).toBeInTheDocument();
    const dates = screen.getByTestId('order-dates').textContent ?? '';
    const send = screen.getByRole('button', { name: '確認送出' });
    await user.dblClick(send);
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByText('待確認淨值')).toBeInTheDocument();
    // the confirmation said when it trades, from the same rule the back end stamped the order with (FND-7, FND-9)
    const [, tradeDate, navDate] = /交易日(\d{4}\/\d{2}\/\d{2})淨值日(\d{4}\/\d{2}\/\d{2})/.exec(result.textContent ?? '') ?? [];
    expect(dates).toContain(`交易日 ${tradeDate}`);
    expect(dates).toContain(`以 ${navDate} 淨值計算`);
    expect(orders()).toHaveLength(1);
    expect(orders()[0]?.Data).toMatchObject({ account: '1234567', fundId: fund.fundId, side: 'SUB', amount: '1000.00', ClientKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('keeps what was typed when the order is refused, and the corrected order goes with a new client key (rule ORD-18)', async () => {
    const fund = fundWhere((entry) => entry.riskGrade === 'RR2' && entry.currency === 'USD' && !entry.professionalOnly);
    const user = userEvent.setup();
    renderOverseasPage(`/overseas/fund/${fund.fundId}/subscribe`);
    await user.type(await screen.findByLabelText('申購金額（USD）', {}, { timeout: 8000 }), '1500');
    await user.click(screen.getByRole('button', { name: '下一步：確認' }));
    sandbox.answerNext(isPlace, { status: 200, body: '{"StatusCode":"4220","Message":"基金公司暫停受理申購。"}' });
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('委託未被接受：基金公司暫停受理申購。');
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    const amount = screen.getByLabelText('申購金額（USD）');
    expect(amount).toHaveValue('1500');
    await user.clear(amount);
    await user.type(amount, '1600');
    await user.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '確認送出' }));
    await screen.findByTestId('order-result');
    const [first, second] = orders();
    expect(second?.Data).toMatchObject({ amount: '1600.00' });
    expect(second?.Data['ClientKey']).not.toBe(first?.Data['ClientKey']);
    expect(await ordersMade(fund.fundId)).toHaveLength(1);
  });

  it('refuses everything to a customer whose KYC has expired, and tells a guest the page is not for guests', async () => {
    const fund = fundWhere((entry) => entry.riskGrade === 'RR1');
    await sandbox.signIn('C123456789');
    const kyc = renderOverseasPage(`/overseas/fund/${fund.fundId}/subscribe`);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('您的風險屬性評估（KYC）已於 2025/03/31 到期，請重新填寫評估後再下單。');
    expect(screen.getByLabelText(`申購金額（${fund.currency}）`)).toBeDisabled();
    kyc.unmount();
    await sandbox.signIn('VISIT');
    renderOverseasPage(`/overseas/fund/${fund.fundId}/subscribe`);
    expect(await screen.findByRole('alert')).toHaveTextContent('訪客無權限，請登入後繼續使用。');
    // and is offered the way in (rule SES-10)
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', 'http://login.test');
    expect(orders()).toHaveLength(0);
  });

  describe('an order whose answer was lost (rule ORD-18)', () => {
    // the answer is lost on the first try and on each of the API client's retries: the sandbox takes the order, the page never hears it
    async function confirmWithAnswerLost(amountText: string) {
      const fund = fundWhere((entry) => entry.riskGrade === 'RR2' && entry.currency === 'USD' && !entry.professionalOnly);
      const user = userEvent.setup();
      const page = renderOverseasPage(`/overseas/fund/${fund.fundId}/subscribe`);
      await user.type(await screen.findByLabelText('申購金額（USD）', {}, { timeout: 8000 }), amountText);
      await user.click(screen.getByRole('button', { name: '下一步：確認' }));
      const lost = sandbox.loseAnswers(isPlace);
      await user.click(screen.getByRole('button', { name: '確認送出' }));
      const notice = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(notice).toHaveTextContent('委託結果未明');
      expect(notice).toHaveTextContent('確認結果之前不會再次送出');
      expect(screen.queryByText(/委託未成功/)).not.toBeInTheDocument();
      expect(await ordersMade(fund.fundId)).toHaveLength(1);
      return { fund, user, page, lost };
    }

    it('says the outcome is unknown, not failed, and 返回修改 then confirming again makes no second order: the accepted one is shown', async () => {
      const { fund, user, lost } = await confirmWithAnswerLost('1500');
      // answers still lost: whatever is sent now is never heard either
      await user.click(screen.getByRole('button', { name: '返回修改' }));
      expect(screen.getByLabelText('申購金額（USD）')).toHaveValue('1500');
      expect(screen.getByRole('alert')).toHaveTextContent('委託結果未明');
      await user.click(screen.getByRole('button', { name: '下一步：確認' }));
      await user.click(screen.getByRole('button', { name: '確認送出' }));
      const result = await screen.findByTestId('order-result', {}, { timeout: 10_000 });
      lost.stop();
      const made = await ordersMade(fund.fundId);
      expect(made).toHaveLength(1);
      expect(within(result).getByText(made[0]?.orderNo ?? '?')).toBeInTheDocument();
      expect(within(result).getByText('待確認淨值')).toBeInTheDocument();
      expect(screen.queryByText(/委託未成功/)).not.toBeInTheDocument();
      // one key for every try of the one order; the page asked what became of it instead of sending another
      expect(new Set(orders().map((body) => body.Data['ClientKey'])).size).toBe(1);
      expect(sandbox.queries('KGItwSubmitStatus')).toHaveLength(1);
    }, 40_000);

    it('after a reload, asks what became of it and shows the accepted order without sending it again', async () => {
      const { fund, page, lost } = await confirmWithAnswerLost('1500');
      page.unmount();
      lost.stop();
      const sent = orders().length;
      renderOverseasPage(`/overseas/fund/${fund.fundId}/subscribe`);
      const result = await screen.findByTestId('order-result', {}, { timeout: 10_000 });
      const made = await ordersMade(fund.fundId);
      expect(made).toHaveLength(1);
      expect(within(result).getByText(made[0]?.orderNo ?? '?')).toBeInTheDocument();
      expect(orders()).toHaveLength(sent);
      expect(sandbox.queries('KGItwSubmitStatus')).toHaveLength(1);
    }, 40_000);
  });
});
