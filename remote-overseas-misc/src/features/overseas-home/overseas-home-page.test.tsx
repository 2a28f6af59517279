import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balance, bondHoldings, bondOrders, daysFromToday, fundHoldings, fundOrders, picks, profile, RATES, stockHoldings, stockOrders } from '../../test/account-fixtures';
import { failing, installFakeApi, ok, renderMiscPage, signIn, type FakeApi } from '../../test/fake-api';

let api: FakeApi;

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi({
    KGItwPubFxRates: ok(RATES),
    KGItwPubOltsSymbolMaster: ok({ datas: picks(6) }),
    KGItwCustomerProfile: ok(profile()),
    KGItwMarginBalance: ok(balance()),
    KGItwBondHoldings: ok(bondHoldings()),
    KGItwInfFundHoldings: ok(fundHoldings()),
    KGItwBondOrderList: ok(bondOrders()),
    KGItwInfFundOrderList: ok(fundOrders()),
    KGItwInfStockHoldings: ok(stockHoldings()),
    KGItwInfStockOrderList: ok(stockOrders()),
  });
});

afterEach(() => api.restore());

const region = (name: string) => screen.getByRole('region', { name });

describe('the overseas home for an anonymous visitor', () => {
  it('shows the services, four of the broker\'s picks, today\'s rates with their time and the way in, asking only the public calls without a token', async () => {
    renderMiscPage('/overseas');
    expect(await screen.findByRole('heading', { level: 1, name: '海外交易' })).toBeInTheDocument();
    expect(within(region('海外交易服務')).getByRole('link', { name: '海外債券' })).toHaveAttribute('href', '/overseas/bond');
    expect(within(region('海外交易服務')).getByRole('link', { name: '保證金專區' })).toHaveAttribute('href', '/marginDeposit/info');
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', 'http://login.test');

    const rates = region('今日參考匯率');
    expect(await within(rates).findByRole('row', { name: '美元 USD 32.1234' })).toBeInTheDocument();
    expect(within(rates).getByText('匯率時間：2025/07/01 10:00。參考匯率僅供參考，實際換匯以成交時報價為準。')).toBeInTheDocument();
    const teaser = region('凱基選債券');
    expect(await within(teaser).findAllByRole('listitem')).toHaveLength(4);
    expect(within(teaser).getByText('測試債券 2')).toBeInTheDocument();
    expect(within(teaser).getByText('5.123%')).toBeInTheDocument();
    expect(within(teaser).getByText('幣別 AUD')).toBeInTheDocument();
    // an anonymous visitor may not open a bond's detail: the list of picks is where the link goes
    expect(within(teaser).queryByRole('link', { name: '測試債券 1' })).not.toBeInTheDocument();

    expect(api.funIds().sort()).toEqual(['KGItwPubFxRates', 'KGItwPubOltsSymbolMaster']);
    expect(api.sent.every((query) => query.authorization === null)).toBe(true);
  });

  it('says 除息交易中 on a pick whose trade today settles inside its ex-coupon window (rule BND-11)', async () => {
    // 2026-11-26 10:00 Taipei: a gilt bought now settles on 11-27, ex-dividend since 11-25
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 26, 2, 0, 0), doNotFake: ['nextTick', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] });
    try {
      const [first, second] = picks(2) as Record<string, unknown>[];
      const gilt = { ...first, bondName: '英國公債 2030/06/04 4.75%', issueCurrency: 'GBP', faceRate: 4.75, dayCount: 'ACT/ACT', issueDate: '20091204', maturityDate: '20300604', exCouponDays: 7, exCouponBusinessDays: true };
      api.handlers['KGItwPubOltsSymbolMaster'] = ok({ datas: [gilt, second] });
      renderMiscPage('/overseas');
      const teaser = region('凱基選債券');
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
    api.handlers['KGItwPubFxRates'] = failing('5001', '匯率資料暫時無法取得。');
    renderMiscPage('/overseas');
    const rates = region('今日參考匯率');
    expect(await within(rates).findByRole('alert')).toHaveTextContent('匯率資料暫時無法取得。');
    expect(await within(region('凱基選債券')).findAllByRole('listitem')).toHaveLength(4);

    api.handlers['KGItwPubFxRates'] = ok(RATES);
    await userEvent.click(within(rates).getByRole('button', { name: '重新查詢' }));
    expect(await within(rates).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
  });

  it('shows each block\'s own waiting while its answer has not come, and the others meanwhile', async () => {
    api.handlers['KGItwPubOltsSymbolMaster'] = 'never';
    renderMiscPage('/overseas');
    expect(within(region('凱基選債券')).getByRole('status')).toHaveTextContent('凱基選載入中…');
    expect(await within(region('今日參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
    expect(within(region('凱基選債券')).getByRole('status')).toHaveTextContent('凱基選載入中…');
  });

  it('says so when there are no picks or no rates', async () => {
    api.handlers['KGItwPubOltsSymbolMaster'] = ok({ datas: [] });
    api.handlers['KGItwPubFxRates'] = ok({ rates: [] });
    renderMiscPage('/overseas');
    expect(await within(region('凱基選債券')).findByText('目前沒有凱基選債券。')).toBeInTheDocument();
    expect(await within(region('今日參考匯率')).findByText('目前沒有參考匯率。')).toBeInTheDocument();
  });
});

describe('the overseas home for the guest', () => {
  it('shows the home without the picks and the rates when the back end wants a token for them, never the login flow (rule API-11)', async () => {
    api.handlers['KGItwPubFxRates'] = failing('9001', '請先登入。');
    api.handlers['KGItwPubOltsSymbolMaster'] = failing('9001', '請先登入。');
    renderMiscPage('/overseas');
    expect(await screen.findByRole('heading', { level: 1, name: '海外交易' })).toBeInTheDocument();
    await waitFor(() => expect(api.funIds().sort()).toEqual(['KGItwPubFxRates', 'KGItwPubOltsSymbolMaster']));
    await waitFor(() => expect(screen.queryByRole('region', { name: '凱基選債券' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('region', { name: '今日參考匯率' })).not.toBeInTheDocument());
    expect(within(region('海外交易服務')).getByRole('link', { name: '海外債券' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往登入' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks nothing of a customer\'s and offers the login', async () => {
    signIn('visit', []);
    renderMiscPage('/overseas');
    expect(screen.getByRole('heading', { name: '您正以訪客身分瀏覽' })).toBeInTheDocument();
    expect(await within(region('今日參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
    expect(await within(region('凱基選債券')).findAllByRole('listitem')).toHaveLength(4);
    expect(api.funIds().sort()).toEqual(['KGItwPubFxRates', 'KGItwPubOltsSymbolMaster']);
  });
});

describe('the overseas home for a customer', () => {
  it('sums the selected account\'s cash and names what the total leaves out, with shortcuts and the picks linked to their detail', async () => {
    signIn();
    renderMiscPage('/overseas');
    const summary = region('帳號 1234567 資產總覽');
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent('522,374.90'));
    expect(within(summary).getByTestId('part-cash')).toHaveTextContent('133,898.40');
    expect(within(summary).getByTestId('part-bond')).toHaveTextContent('319,627.83');
    expect(within(summary).getByTestId('part-fund')).toHaveTextContent('4,601.87');
    expect(within(summary).getByTestId('part-stock')).toHaveTextContent('64,246.80');
    expect(within(summary).queryByRole('note')).not.toBeInTheDocument();
    // working: the bond list's counts (1 working + 1 pre-order, one of them on another page), the stock buy and the fund order waiting for its NAV
    await waitFor(() => expect(within(region('委託中訂單')).getByTestId('home-working-orders')).toHaveTextContent('4'));
    expect(within(region('委託中訂單')).queryByText(/合計未含/)).not.toBeInTheDocument();
    expect(within(region('委託中訂單')).getByRole('link', { name: '查看全部委託' })).toHaveAttribute('href', '/overseas/account');
    expect(within(region('委託中訂單')).getByRole('link', { name: '債券委託查詢' })).toHaveAttribute('href', '/overseas/bond/marketorder');
    // the one bond is a zero coupon maturing in 2030
    expect(within(region('近期配息與還本')).getByText('未來一年內沒有配息或還本。')).toBeInTheDocument();
    expect(within(region('快速功能')).getByRole('link', { name: '帳務查詢' })).toHaveAttribute('href', '/overseas/account');
    expect(await within(region('凱基選債券')).findByRole('link', { name: '測試債券 1' })).toHaveAttribute('href', '/overseas/bond/marketinfo?isin=US0378331005');
    expect(api.sent.find((query) => query.funId === 'KGItwMarginBalance')?.data).toEqual({ account: '1234567' });
    // no warning while the KYC is valid for long
    expect(screen.queryByText(/KYC 風險屬性評估/)).not.toBeInTheDocument();
  });

  it('counts the working orders of the products that answer, and names a product whose orders failed with 重新查詢', async () => {
    api.handlers['KGItwInfFundOrderList'] = failing('5001', '基金委託暫時無法取得。');
    signIn();
    renderMiscPage('/overseas');
    const orders = region('委託中訂單');
    await waitFor(() => expect(within(orders).getByTestId('home-working-orders')).toHaveTextContent('3'));
    expect(await within(orders).findByRole('alert')).toHaveTextContent('基金委託：基金委託暫時無法取得。');
    expect(within(orders).getByText('合計未含：基金（暫時無法取得）')).toBeInTheDocument();
    api.handlers['KGItwInfFundOrderList'] = ok(fundOrders());
    await userEvent.click(within(orders).getByRole('button', { name: '重新查詢' }));
    await waitFor(() => expect(within(orders).getByTestId('home-working-orders')).toHaveTextContent('4'));
    // the rest of the home did not wait for the orders
    expect(within(region('帳號 1234567 資產總覽')).getByTestId('account-total')).toHaveTextContent('522,374.90');
  });

  it('lists the next coupons and redemptions the back end says the account is paid, earliest first', async () => {
    const holdings = bondHoldings() as { positions: Array<Record<string, unknown>> };
    const base = holdings.positions[0] ?? {};
    const payment = { issueCurrency: 'USD', cpnFreq: 2, nominal: '10000', coupon: '0', redemption: '0', exCouponDate: null };
    api.handlers['KGItwBondHoldings'] = ok({
      asOf: '20250701',
      positions: [
        { ...base, isin: 'US5949181045', bondName: '半年配息債', faceRate: 5, cpnFreq: 2, maturityDate: daysFromToday(400) },
        { ...base, bondName: '即將到期零息債', maturityDate: daysFromToday(20) },
      ],
      cashFlows: [
        { ...payment, isin: 'US0378331005', bondName: '即將到期零息債', cpnFreq: 0, date: daysFromToday(20), redemption: '10000' },
        // a short first period pays for its days only (rule BND-12)
        { ...payment, isin: 'US5949181045', bondName: '半年配息債', date: daysFromToday(35), coupon: '230.66' },
        // sold after its record date: the coupon is still the account's (rule BND-11)
        { ...payment, isin: 'GB00B24FF097', bondName: '英國公債 2030', issueCurrency: 'GBP', date: daysFromToday(8), coupon: '237.5', exCouponDate: daysFromToday(-1) },
        { ...payment, isin: 'US5949181045', bondName: '半年配息債', date: daysFromToday(216), coupon: '250' },
      ],
    });
    signIn();
    renderMiscPage('/overseas');
    const flows = await screen.findByRole('region', { name: '近期配息與還本' });
    const items = await within(flows).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/英國公債 2030.*配息GBP 237.50/);
    expect(items[1]).toHaveTextContent(/即將到期零息債.*還本USD 10,000.00/);
    expect(items[2]).toHaveTextContent(/半年配息債.*配息USD 230.66/);
  });

  it('warns when the KYC expires within 30 days', async () => {
    api.handlers['KGItwCustomerProfile'] = ok(profile({ kycExpiry: daysFromToday(30) }));
    signIn();
    renderMiscPage('/overseas');
    expect(await screen.findByText(/您的 KYC 風險屬性評估將於 .*（30 天後）到期/)).toBeInTheDocument();
  });

  it('shows a failed cash read in the summary without holding up the rates', async () => {
    api.handlers['KGItwMarginBalance'] = failing('5001', '餘額暫時無法取得。');
    signIn();
    renderMiscPage('/overseas');
    const summary = region('帳號 1234567 資產總覽');
    await waitFor(() => expect(within(summary).getByTestId('part-cash')).toHaveTextContent('查詢失敗'));
    expect(await within(region('今日參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
  });

  it('shows a placeholder, never 0.00, while the figures load', async () => {
    api.handlers['KGItwMarginBalance'] = 'never';
    api.handlers['KGItwBondHoldings'] = 'never';
    signIn();
    renderMiscPage('/overseas');
    const summary = region('帳號 1234567 資產總覽');
    const total = within(summary).getByTestId('account-total');
    expect(total).toHaveTextContent('計算中…');
    // the stocks and funds answer meanwhile: still no total until every part is in
    await waitFor(() => expect(within(summary).getByTestId('part-fund')).not.toHaveTextContent('載入中'));
    expect(total).toHaveTextContent('計算中…');
    expect(total).not.toHaveTextContent('0.00');
  });

  it('after a failed cash read shows the total of what is known, names the missing part and reads it again on 重新查詢', async () => {
    api.handlers['KGItwMarginBalance'] = failing('5001', '餘額暫時無法取得。');
    signIn();
    renderMiscPage('/overseas');
    const summary = region('帳號 1234567 資產總覽');
    // 319,627.83 bonds + 64,246.80 stocks + 4,601.87 funds, without the cash
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent('388,476.50'));
    const missing = within(summary).getByRole('alert');
    expect(missing).toHaveTextContent('保證金帳戶資料暫時無法取得，合計未含此部分（餘額暫時無法取得。）');

    api.handlers['KGItwMarginBalance'] = ok(balance());
    await userEvent.click(within(missing).getByRole('button', { name: '重新查詢' }));
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent('522,374.90'));
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when every part failed instead of a total', async () => {
    for (const funId of ['KGItwMarginBalance', 'KGItwBondHoldings', 'KGItwInfStockHoldings', 'KGItwInfFundHoldings']) api.handlers[funId] = failing('5001', '暫時無法取得。');
    signIn();
    renderMiscPage('/overseas');
    const summary = region('帳號 1234567 資產總覽');
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent('無法計算'));
    expect(within(summary).getAllByRole('alert')).toHaveLength(4);
    expect(within(summary).getByText('各項資料皆暫時無法取得，目前無法計算合計。')).toBeInTheDocument();
  });

  it('names the missing rates, with 重新查詢, instead of a total without the foreign assets', async () => {
    api.handlers['KGItwPubFxRates'] = failing('5001', '匯率資料暫時無法取得。');
    signIn();
    renderMiscPage('/overseas');
    const summary = region('帳號 1234567 資產總覽');
    // only the NT dollars are known: 100,000.00 of cash
    await waitFor(() => expect(within(summary).getByTestId('account-total')).toHaveTextContent('100,000.00'));
    expect(within(summary).getByRole('alert')).toHaveTextContent('參考匯率暫時無法取得，外幣資產無法換算，合計未含外幣部分（匯率資料暫時無法取得。）');
  });
});
