import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { buildCustomerProfileRequest, parseCustomerProfileAnswer } from '@shared/account';
import { buildSymbolListRequest, parseSymbolListAnswer, SymbolKind } from '@shared/bond';
import { buildMarginBalanceRequest, parseMarginBalanceAnswer } from '@shared/margin';
import { formatAmount, postPublicQuery, postQuery } from 'shared';
import { formatYyyymmdd, parseYyyymmdd, taipeiDate } from 'shared/calendar';
import { FunId } from 'shared/contracts';
import { Decimal, type DecimalValue } from 'shared/money';
import { renderOverseasPage } from '../../test/render-overseas-page';
import { buyStock, confirmFunds, NEW_YORK_OPEN, placeBondOrder, subscribeFund } from '../../test/sandbox-account';
import { endSandboxSession } from '../../test/sandbox-session';

/**
 * The overseas home over the sandbox's real handlers: its broker's picks and rates, A123456789's seeded cash
 * and bonds, and the stocks, funds and orders a test places first. The rates move with the sandbox's
 * clock, so figures are checked against each other; the sandbox's next answer stands in where a test
 * needs a failure or a particular answer.
 */

jest.setTimeout(30_000);

const ACCOUNT = '1234567';
let sandbox: SandboxFetch & { restore: () => Promise<void> };
/** The Authorization header of every request the page sent, in order (null without one). */
let authorizations: (string | null)[] = [];

async function startSandbox(switches: { publicCallsNeedToken?: boolean } = {}): Promise<void> {
  sandbox = await installSandboxFetch({ testControls: true, switches: { marketTime: NEW_YORK_OPEN, ...switches } });
  authorizations = [];
  const behind = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    authorizations.push(new Request(input, init).headers.get('authorization'));
    return behind(input, init);
  };
}

beforeEach(async () => {
  sessionStorage.clear();
  await startSandbox();
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

const region = (name: string) => screen.getByRole('region', { name });
const funIdIs = (funId: string) => (body: QueryBody) => body.FunId === funId;
/** The sandbox's next answer to `funId` is `body` (a contract-shaped answer), or never comes. */
function answerNext(funId: string, body: object | 'never'): void {
  sandbox.answerNext(funIdIs(funId), body === 'never' ? 'never' : { body: JSON.stringify(body) });
}
const failing = (statusCode: string, message: string) => ({ StatusCode: statusCode, Message: message });
const ok = (data: unknown) => ({ StatusCode: '0', Data: data });
/** The FunIds the page asked, sorted. */
const funIds = () => sandbox.requests.map((request) => (request.body as Partial<QueryBody> | undefined)?.FunId ?? request.path).sort();

/** A date `days` from today in Taiwan, `YYYYMMDD`. */
const daysFromToday = (days: number) => formatYyyymmdd(parseYyyymmdd(taipeiDate()) + days);
/** A figure as the page shows it (`1,234.56`), exactly. */
const figure = (text: string | null | undefined) => new Decimal((text ?? '').replace(/[^\d.+-]/g, ''));
/** True when `total` is the sum of `parts` as the page rounds them: each part and the total to the cent, from unrounded amounts. */
function isSumOf(total: DecimalValue, parts: readonly DecimalValue[]): boolean {
  const sum = parts.reduce((acc, part) => acc.plus(part), new Decimal(0));
  return sum.minus(total).abs().lte(new Decimal('0.005').times(parts.length + 1));
}
const PARTS = ['part-cash', 'part-bond', 'part-fund', 'part-stock'] as const;
const partOf = (summary: HTMLElement, id: string) => figure(within(summary).getByTestId(id).textContent);
const totalOf = (summary: HTMLElement) => figure(within(summary).getByTestId('account-total').textContent);

/** A zero-coupon USD bond maturing in 2030 (nothing paid within a year), as the bond holdings answer it. */
const ZERO_COUPON = {
  isin: 'US0378331005',
  bondName: '測試零息債 2030',
  issueCurrency: 'USD',
  nominal: '10000',
  reservedNominal: '0',
  averageCost: '98',
  settlementDate: '20250101',
  faceValueIncrement: 1000,
  bidPrice: '99.5',
  faceRate: 0,
  cpnFreq: 0,
  dayCount: '30/360',
  issueDate: '20200115',
  maturityDate: '20300115',
};

/** The account holds Apple shares and a fund, and has a working stock buy, a fund subscription waiting for its NAV and a working bond buy. */
async function holdAndOrder(): Promise<void> {
  await buyStock(ACCOUNT, 'AAPL.US', 10);
  await subscribeFund(ACCOUNT);
  await confirmFunds(sandbox);
  await buyStock(ACCOUNT, 'AAPL.US', 5, '1');
  await subscribeFund(ACCOUNT);
  await placeBondOrder(ACCOUNT);
}

describe('the overseas home for an anonymous visitor', () => {
  it("shows the services, four of the broker's picks, today's rates with their time and the way in, asking only the public calls without a token", async () => {
    renderOverseasPage('/overseas');
    expect(await screen.findByRole('heading', { level: 1, name: '海外交易' })).toBeInTheDocument();
    expect(within(region('海外交易服務')).getByRole('link', { name: '海外債券' })).toHaveAttribute('href', '/overseas/bond');
    expect(within(region('海外交易服務')).getByRole('link', { name: '保證金專區' })).toHaveAttribute('href', '/marginDeposit/info');
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', 'http://login.test');

    const rates = region('今日參考匯率');
    expect(await within(rates).findByRole('row', { name: /^美元 USD \d+\.\d{4}$/ })).toBeInTheDocument();
    expect(within(rates).getByText(/^匯率時間：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}。參考匯率僅供參考，實際換匯以成交時報價為準。$/)).toBeInTheDocument();
    const teaser = region('凱基選債券');
    const items = await within(teaser).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(item).toHaveTextContent(/\d+\.\d{3}%/);
      expect(item).toHaveTextContent(/幣別 [A-Z]{3}/);
    }
    // an anonymous visitor may not open a bond's detail: the list of picks is where the link goes
    for (const item of items) expect(within(item).queryByRole('link')).not.toBeInTheDocument();

    expect(funIds()).toEqual([FunId.FxRates, FunId.SymbolMaster].sort());
    expect(authorizations).toHaveLength(2);
    expect(authorizations.every((header) => header === null)).toBe(true);
  });

  it('says 除息交易中 on a pick whose trade today settles inside its ex-coupon window (rule BND-11)', async () => {
    const [first, second] = await postPublicQuery(buildSymbolListRequest({ kind: SymbolKind.BrokerPicks }), parseSymbolListAnswer, { loading: false });
    if (first === undefined || second === undefined) throw new Error('fewer than two picks');
    // 2026-11-26 10:00 Taipei: a gilt bought now settles on 11-27, ex-dividend since 11-25
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 26, 2, 0, 0), doNotFake: ['nextTick', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] });
    try {
      const gilt = { ...first, bondName: '英國公債 2030/06/04 4.75%', issueCurrency: 'GBP', faceRate: 4.75, cpnFreq: 2, dayCount: 'ACT/ACT', issueDate: '20091204', maturityDate: '20300604', exCouponDays: 7, exCouponBusinessDays: true };
      const plain = { ...second, exCouponDays: 0 };
      answerNext(FunId.SymbolMaster, ok({ datas: [gilt, plain] }));
      renderOverseasPage('/overseas');
      const teaser = await screen.findByRole('region', { name: '凱基選債券' });
      const items = await within(teaser).findAllByRole('listitem');
      expect(within(items[0] as HTMLElement).getByText('除息交易中')).toHaveAccessibleDescription(
        '自 2026/11/25 交割起除息：買方不含 2026/12/04 之下期配息，應計利息（前手息）為負；賣方仍領取該期配息。',
      );
      expect(within(items[1] as HTMLElement).queryByText('除息交易中')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the picks when the rates fail, and reads the rates again on 重新查詢', async () => {
    answerNext(FunId.FxRates, failing('5001', '匯率資料暫時無法取得。'));
    renderOverseasPage('/overseas');
    const rates = await screen.findByRole('region', { name: '今日參考匯率' });
    expect(await within(rates).findByRole('alert')).toHaveTextContent('匯率資料暫時無法取得。');
    expect(await within(region('凱基選債券')).findAllByRole('listitem')).toHaveLength(4);

    // the sandbox answers the next read itself
    await userEvent.click(within(rates).getByRole('button', { name: '重新查詢' }));
    expect(await within(rates).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
  });

  it("shows each block's own waiting while its answer has not come, and the others meanwhile", async () => {
    answerNext(FunId.SymbolMaster, 'never');
    renderOverseasPage('/overseas');
    expect(within(await screen.findByRole('region', { name: '凱基選債券' })).getByRole('status')).toHaveTextContent('凱基選載入中…');
    expect(await within(region('今日參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
    expect(within(region('凱基選債券')).getByRole('status')).toHaveTextContent('凱基選載入中…');
  });

  it('says so when there are no picks or no rates', async () => {
    answerNext(FunId.SymbolMaster, ok({ datas: [] }));
    answerNext(FunId.FxRates, ok({ rates: [] }));
    renderOverseasPage('/overseas');
    expect(await within(region('凱基選債券')).findByText('目前沒有凱基選債券。')).toBeInTheDocument();
    expect(await within(region('今日參考匯率')).findByText('目前沒有參考匯率。')).toBeInTheDocument();
  });
});

describe('the overseas home for the guest', () => {
  it('shows the home without the picks and the rates when the back end wants a token for them, never the login flow (rule API-11)', async () => {
    // the broker's contract as the spec writes it: the sandbox's switch
    await sandbox.restore();
    await startSandbox({ publicCallsNeedToken: true });
    renderOverseasPage('/overseas');
    expect(await screen.findByRole('heading', { level: 1, name: '海外交易' })).toBeInTheDocument();
    await waitFor(() => expect(funIds()).toEqual([FunId.FxRates, FunId.SymbolMaster].sort()));
    await waitFor(() => expect(screen.queryByRole('region', { name: '凱基選債券' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('region', { name: '今日參考匯率' })).not.toBeInTheDocument());
    expect(within(region('海外交易服務')).getByRole('link', { name: '海外債券' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往登入' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("asks nothing of a customer's and offers the login", async () => {
    await sandbox.signIn('visit');
    renderOverseasPage('/overseas');
    expect(screen.getByRole('heading', { name: '您正以訪客身分瀏覽' })).toBeInTheDocument();
    expect(await within(region('今日參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
    expect(await within(region('凱基選債券')).findAllByRole('listitem')).toHaveLength(4);
    expect(funIds()).toEqual([FunId.FxRates, FunId.SymbolMaster].sort());
  });
});

describe('the overseas home for a customer', () => {
  it("sums the selected account's cash and names what the total leaves out, with shortcuts and the picks linked to their detail", async () => {
    await sandbox.signIn('A123456789');
    await holdAndOrder();
    answerNext(FunId.BondHoldings, ok({ asOf: '20250701', positions: [ZERO_COUPON], cashFlows: [] }));
    renderOverseasPage('/overseas');
    const summary = await screen.findByRole('region', { name: '帳號 1234567 資產總覽' });
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent(/^[\d,]+\.\d{2}$/), { timeout: 8_000 });
    for (const part of PARTS) expect(within(summary).getByTestId(part)).toHaveTextContent(/[\d,]+\.\d{2}$/);
    expect(partOf(summary, 'part-stock').gt(0)).toBe(true);
    expect(partOf(summary, 'part-fund').gt(0)).toBe(true);
    expect(isSumOf(totalOf(summary), PARTS.map((part) => partOf(summary, part)))).toBe(true);
    expect(within(summary).queryByRole('note')).not.toBeInTheDocument();
    // working: the stock buy under the market, the fund order waiting for its NAV and the bond buy
    await waitFor(() => expect(within(region('委託中訂單')).getByTestId('home-working-orders')).toHaveTextContent('3'));
    expect(within(region('委託中訂單')).queryByText(/合計未含/)).not.toBeInTheDocument();
    expect(within(region('委託中訂單')).getByRole('link', { name: '查看全部委託' })).toHaveAttribute('href', '/overseas/account');
    expect(within(region('委託中訂單')).getByRole('link', { name: '債券委託查詢' })).toHaveAttribute('href', '/overseas/bond/marketorder');
    // the one bond is a zero coupon maturing in 2030
    expect(within(region('近期配息與還本')).getByText('未來一年內沒有配息或還本。')).toBeInTheDocument();
    expect(within(region('快速功能')).getByRole('link', { name: '帳務查詢' })).toHaveAttribute('href', '/overseas/account');
    const [pick] = await postQuery(buildSymbolListRequest({ kind: SymbolKind.BrokerPicks }), parseSymbolListAnswer, { loading: false });
    if (pick === undefined) throw new Error('no picks');
    expect(await within(region('凱基選債券')).findByRole('link', { name: pick.bondName })).toHaveAttribute('href', `/overseas/bond/marketinfo?isin=${pick.isin}`);
    expect(sandbox.queries(FunId.MarginBalance)[0]?.Data).toEqual({ account: ACCOUNT });
    // no warning while the KYC is valid for long
    expect(screen.queryByText(/KYC 風險屬性評估/)).not.toBeInTheDocument();
  });

  it('counts the working orders of the products that answer, and names a product whose orders failed with 重新查詢', async () => {
    await sandbox.signIn('A123456789');
    await holdAndOrder();
    answerNext(FunId.FundOrderList, failing('5001', '基金委託暫時無法取得。'));
    renderOverseasPage('/overseas');
    const orders = await screen.findByRole('region', { name: '委託中訂單' });
    await waitFor(() => expect(within(orders).getByTestId('home-working-orders')).toHaveTextContent('2'), { timeout: 8_000 });
    expect(await within(orders).findByRole('alert')).toHaveTextContent('基金委託：基金委託暫時無法取得。');
    expect(within(orders).getByText('合計未含：基金（暫時無法取得）')).toBeInTheDocument();
    // the sandbox answers the next read itself
    await userEvent.click(within(orders).getByRole('button', { name: '重新查詢' }));
    await waitFor(() => expect(within(orders).getByTestId('home-working-orders')).toHaveTextContent('3'));
    // the rest of the home did not wait for the orders
    expect(within(region('帳號 1234567 資產總覽')).getByTestId('account-total')).toHaveTextContent(/^[\d,]+\.\d{2}$/);
  });

  it('lists the next coupons and redemptions the back end says the account is paid, earliest first', async () => {
    await sandbox.signIn('A123456789');
    const payment = { issueCurrency: 'USD', cpnFreq: 2, nominal: '10000', coupon: '0', redemption: '0', exCouponDate: null };
    answerNext(
      FunId.BondHoldings,
      ok({
        asOf: '20250701',
        positions: [
          { ...ZERO_COUPON, isin: 'US5949181045', bondName: '半年配息債', faceRate: 5, cpnFreq: 2, maturityDate: daysFromToday(400) },
          { ...ZERO_COUPON, bondName: '即將到期零息債', maturityDate: daysFromToday(20) },
        ],
        cashFlows: [
          { ...payment, isin: 'US0378331005', bondName: '即將到期零息債', cpnFreq: 0, date: daysFromToday(20), redemption: '10000' },
          // a short first period pays for its days only (rule BND-12)
          { ...payment, isin: 'US5949181045', bondName: '半年配息債', date: daysFromToday(35), coupon: '230.66' },
          // sold after its record date: the coupon is still the account's (rule BND-11)
          { ...payment, isin: 'GB00B24FF097', bondName: '英國公債 2030', issueCurrency: 'GBP', date: daysFromToday(8), coupon: '237.5', exCouponDate: daysFromToday(-1) },
          { ...payment, isin: 'US5949181045', bondName: '半年配息債', date: daysFromToday(216), coupon: '250' },
        ],
      }),
    );
    renderOverseasPage('/overseas');
    const flows = await screen.findByRole('region', { name: '近期配息與還本' });
    const items = await within(flows).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/英國公債 2030.*配息GBP 237.50/);
    expect(items[1]).toHaveTextContent(/即將到期零息債.*還本USD 10,000.00/);
    expect(items[2]).toHaveTextContent(/半年配息債.*配息USD 230.66/);
  });

  it('tells the customer whose KYC has expired, and links to the renewal online', async () => {
    await sandbox.signIn('C123456789');
    renderOverseasPage('/overseas');
    const alert = await screen.findByText('您的 KYC 風險屬性評估已於 2025/03/31 到期');
    const notice = alert.closest('[role="alert"]');
    if (!(notice instanceof HTMLElement)) throw new Error('no alert');
    expect(within(notice).getByRole('link', { name: '線上重新評估 KYC' })).toHaveAttribute('href', '/overseas/account/kyc');
  });

  it('warns when the KYC expires within 30 days', async () => {
    await sandbox.signIn('A123456789');
    const held = await postQuery(buildCustomerProfileRequest(), parseCustomerProfileAnswer, { loading: false });
    answerNext(FunId.CustomerProfile, ok({ ...held, kycExpiry: daysFromToday(30) }));
    renderOverseasPage('/overseas');
    expect(await screen.findByText(/您的 KYC 風險屬性評估將於 .*（30 天後）到期/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '線上重新評估 KYC' })).toHaveAttribute('href', '/overseas/account/kyc');
  });

  it('shows a failed cash read in the summary without holding up the rates', async () => {
    await sandbox.signIn('A123456789');
    answerNext(FunId.MarginBalance, failing('5001', '餘額暫時無法取得。'));
    renderOverseasPage('/overseas');
    const summary = await screen.findByRole('region', { name: '帳號 1234567 資產總覽' });
    await waitFor(() => expect(within(summary).getByTestId('part-cash')).toHaveTextContent('查詢失敗'));
    expect(await within(region('今日參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
  });

  it('shows a placeholder, never 0.00, while the figures load', async () => {
    await sandbox.signIn('A123456789');
    answerNext(FunId.MarginBalance, 'never');
    answerNext(FunId.BondHoldings, 'never');
    renderOverseasPage('/overseas');
    const summary = await screen.findByRole('region', { name: '帳號 1234567 資產總覽' });
    const total = within(summary).getByTestId('account-total');
    expect(total).toHaveTextContent('計算中…');
    // the stocks and funds answer meanwhile: still no total until every part is in
    await waitFor(() => expect(within(summary).getByTestId('part-fund')).not.toHaveTextContent('載入中'));
    expect(total).toHaveTextContent('計算中…');
    expect(total).not.toHaveTextContent('0.00');
  });

  it('after a failed cash read shows the total of what is known, names the missing part and reads it again on 重新查詢', async () => {
    await sandbox.signIn('A123456789');
    await holdAndOrder();
    answerNext(FunId.MarginBalance, failing('5001', '餘額暫時無法取得。'));
    renderOverseasPage('/overseas');
    const summary = await screen.findByRole('region', { name: '帳號 1234567 資產總覽' });
    // the bonds, the stocks and the funds, without the cash
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent(/^[\d,]+\.\d{2}$/), { timeout: 8_000 });
    await waitFor(() => expect(within(summary).getByTestId('part-fund')).toHaveTextContent(/[\d,]+\.\d{2}$/));
    expect(isSumOf(totalOf(summary), ['part-bond', 'part-fund', 'part-stock'].map((part) => partOf(summary, part)))).toBe(true);
    const missing = within(summary).getByRole('alert');
    expect(missing).toHaveTextContent('保證金帳戶資料暫時無法取得，合計未含此部分（餘額暫時無法取得。）');

    // the sandbox answers the next read itself
    await userEvent.click(within(missing).getByRole('button', { name: '重新查詢' }));
    await waitFor(() => expect(within(summary).getByTestId('part-cash')).toHaveTextContent(/[\d,]+\.\d{2}$/));
    await waitFor(() => expect(isSumOf(totalOf(summary), PARTS.map((part) => partOf(summary, part)))).toBe(true));
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when every part failed instead of a total', async () => {
    await sandbox.signIn('A123456789');
    for (const funId of [FunId.MarginBalance, FunId.BondHoldings, FunId.StockHoldings, FunId.FundHoldings]) answerNext(funId, failing('5001', '暫時無法取得。'));
    renderOverseasPage('/overseas');
    const summary = await screen.findByRole('region', { name: '帳號 1234567 資產總覽' });
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent('無法計算'));
    expect(within(summary).getAllByRole('alert')).toHaveLength(4);
    expect(within(summary).getByText('各項資料皆暫時無法取得，目前無法計算合計。')).toBeInTheDocument();
  });

  it('names the missing rates, with 重新查詢, instead of a total without the foreign assets', async () => {
    await sandbox.signIn('A123456789');
    const twd = (await postQuery(buildMarginBalanceRequest(ACCOUNT), parseMarginBalanceAnswer, { loading: false })).balances.find((entry) => entry.currency === 'TWD');
    if (twd === undefined) throw new Error('no NT dollars in the sample account');
    answerNext(FunId.FxRates, failing('5001', '匯率資料暫時無法取得。'));
    renderOverseasPage('/overseas');
    const summary = await screen.findByRole('region', { name: '帳號 1234567 資產總覽' });
    // only the NT dollars are known: the account's TWD cash
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent(formatAmount(twd.balance, 'TWD')));
    expect(within(summary).getByRole('alert')).toHaveTextContent('參考匯率暫時無法取得，外幣資產無法換算，合計未含外幣部分（匯率資料暫時無法取得。）');
  });
});
