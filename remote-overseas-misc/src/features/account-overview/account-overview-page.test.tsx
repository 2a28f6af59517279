import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectAccount } from 'shared/internal';
import { balance, bondHoldings, bondOrders, fundHoldings, fundOrders, RATES, stockHoldings, stockOrders } from '../../test/account-fixtures';
import { failing, installFakeApi, ok, renderMiscPage, signIn, type FakeApi } from '../../test/fake-api';

let api: FakeApi;

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi({
    KGItwPubFxRates: ok(RATES),
    KGItwMarginBalance: (data) => ok(data['account'] === '7654321' ? balance({ TWD: '5000', USD: '10', EUR: '0' }) : balance()),
    KGItwBondHoldings: (data) => ok(bondHoldings(data['account'] === '7654321')),
    KGItwInfFundHoldings: (data) => ok(fundHoldings(data['account'] === '7654321')),
    KGItwBondOrderList: (data) => ok(bondOrders(data['account'] === '7654321')),
    KGItwInfFundOrderList: (data) => ok(fundOrders(data['account'] === '7654321')),
    KGItwInfStockHoldings: (data) => ok(stockHoldings(data['account'] === '7654321')),
    KGItwInfStockOrderList: (data) => ok(stockOrders(data['account'] === '7654321')),
    KGItwMarginTransfers: ok({ terms: [], transfers: [] }),
  });
});

afterEach(() => api.restore());

const region = (name: string) => screen.getByRole('region', { name });

describe('the account overview', () => {
  it('shows the cash per currency with its TWD value, a total that is the sum of the rows, and the allocation as a table beside its chart', async () => {
    signIn();
    renderMiscPage('/overseas/account');
    expect(await screen.findByRole('heading', { level: 1, name: '帳務查詢' })).toBeInTheDocument();
    const cash = region('保證金專戶現金');
    expect(await within(cash).findByRole('row', { name: '美元 USD 1,000.00 0.00 1,000.00 32.1234 32,123.40' })).toBeInTheDocument();
    expect(within(cash).getByRole('row', { name: '歐元 EUR 50.00 0.00 50.00 35.5000 1,775.00' })).toBeInTheDocument();
    expect(within(cash).getByRole('row', { name: '新台幣 TWD 100,000.00 0.00 100,000.00 — 100,000.00' })).toBeInTheDocument();
    // a currency the account holds none of is left out
    expect(within(cash).queryByRole('row', { name: /JPY/ })).not.toBeInTheDocument();
    expect(within(cash).getByTestId('cash-total')).toHaveTextContent('133,898.40');
    expect(within(cash).getByText('匯率時間：2025/07/01 10:00（參考匯率，實際換匯以成交時報價為準）')).toBeInTheDocument();

    const total = region('資產總值');
    // 133,898.40 cash + 319,627.83 bonds + 64,246.80 stocks + 4,601.87 funds
    await waitFor(() => expect(within(total).getByTestId('account-total')).toHaveTextContent('522,374.90'));
    expect(within(total).queryByRole('note')).not.toBeInTheDocument();
    expect(within(total).getByText('外幣依 2025/07/01 10:00 參考匯率換算為新台幣；各項以未四捨五入金額加總後四捨五入至分，合計為各項相加。')).toBeInTheDocument();

    const allocation = region('資產配置');
    // the bars start at zero: each is as long as its share of a 0–100 % track, its figure beside it
    const byProductBars = within(allocation).getByRole('img', { name: '依商品別長條圖，數字見旁邊的表格' });
    expect(within(byProductBars).getByText('61.2%').parentElement?.querySelector('.kgi-share-bars__bar')).toHaveStyle({ width: '61.2%' });
    expect(within(byProductBars).getByText('25.6%').parentElement?.querySelector('.kgi-share-bars__bar')).toHaveStyle({ width: '25.6%' });
    expect(within(within(allocation).getByRole('table', { name: '依商品別' })).getAllByRole('row').map((row) => row.textContent)).toEqual([
      '商品折合新台幣占比',
      '保證金專戶現金133,898.4025.6%',
      '債券319,627.8361.2%',
      '股票64,246.8012.3%',
      '基金4,601.870.9%',
    ]);
    const byCurrency = within(allocation).getByRole('table', { name: '依幣別' });
    expect(within(byCurrency).getAllByRole('row').map((row) => row.textContent)).toEqual([
      '幣別折合新台幣占比',
      'USD415,998.0379.6%',
      '新台幣100,000.0019.1%',
      'EUR6,376.871.2%',
    ]);
    expect(await within(region('參考匯率')).findByRole('row', { name: '美元 USD 32.1234' })).toBeInTheDocument();
    expect(within(region('參考匯率')).getByText('匯率時間：2025/07/01 10:00。參考匯率僅供參考，實際換匯以成交時報價為準。')).toBeInTheDocument();
  });

  it('shows each position of every product in its currency and in TWD, linked to its page', async () => {
    signIn();
    renderMiscPage('/overseas/account');
    const bonds = await screen.findByRole('region', { name: '債券庫存' });
    expect(await within(bonds).findByRole('link', { name: '測試零息債 2030' })).toHaveAttribute('href', '/overseas/bond/marketinfo?isin=US0378331005');
    expect(within(bonds).getByRole('row', { name: /測試零息債 2030 US0378331005 面額 10,000 USD 9,950.00 \+150.00 32.1234 319,627.83 \+4,818.51/ })).toBeInTheDocument();
    const funds = region('基金庫存');
    expect(await within(funds).findByRole('link', { name: '測試歐元基金' })).toHaveAttribute('href', '/overseas/fund/US5949181045');
    expect(within(funds).getByRole('row', { name: /測試歐元基金 US5949181045 12.3456 單位 EUR 129.63 \+9.63 35.5000 4,601.87 \+341.87/ })).toBeInTheDocument();
    const stocks = region('股票庫存');
    expect(await within(stocks).findByRole('link', { name: '蘋果' })).toHaveAttribute('href', '/overseas/stock?symbol=AAPL.US');
    expect(within(stocks).getByRole('row', { name: /蘋果 AAPL\.US 10 股 USD 2,000.00 \+100.00 32.1234 64,246.80 \+3,212.34/ })).toBeInTheDocument();
    // a gain is red with its sign, as on every page (rule SHL-14)
    expect(within(within(stocks).getByRole('cell', { name: '+3,212.34' })).getByText('+3,212.34')).toHaveClass('ui-gain-loss--up');
  });

  it('says when a bond trades ex-coupon and values it with the coupon its holder is still paid (rule BND-11)', async () => {
    // 2026-11-26 10:00 Taipei: a gilt sold now settles on 11-27, inside its window (ex-dividend since 11-25)
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 26, 2, 0, 0), doNotFake: ['nextTick', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] });
    try {
      const gilt = {
        isin: 'GB00B24FF097',
        bondName: '英國公債 2030/06/04 4.75%',
        issueCurrency: 'GBP',
        nominal: '100000',
        reservedNominal: '0',
        averageCost: '100',
        settlementDate: '20260601',
        faceValueIncrement: 1000,
        bidPrice: '101',
        faceRate: 4.75,
        cpnFreq: 2,
        dayCount: 'ACT/ACT',
        issueDate: '20091204',
        maturityDate: '20300604',
        exCouponDays: 7,
        exCouponBusinessDays: true,
      };
      const coupon = { isin: gilt.isin, bondName: gilt.bondName, issueCurrency: 'GBP', cpnFreq: 2, nominal: '100000', coupon: '2375', redemption: '0' };
      api.handlers['KGItwBondHoldings'] = ok({
        asOf: '20261126',
        positions: [gilt],
        cashFlows: [
          { ...coupon, date: '20261204', exCouponDate: '20261125' },
          { ...coupon, date: '20270604', exCouponDate: '20270525' },
        ],
      });
      signIn();
      renderMiscPage('/overseas/account');
      const bonds = await screen.findByRole('region', { name: '債券庫存' });
      // 101,000 at the bid, accrued −8 of 183 days (−103.83), and the 2,375 coupon of 12-04 still the holder's
      expect(await within(bonds).findByRole('row', { name: /英國公債 2030\/06\/04 4\.75% GB00B24FF097 除息交易中 面額 100,000 GBP 103,271\.17 \+1,000\.00/ })).toBeInTheDocument();
      expect(within(bonds).getByText('除息交易中')).toHaveAccessibleDescription(
        '自 2026/11/25 交割起除息：買方不含 2026/12/04 之下期配息，應計利息（前手息）為負；賣方仍領取該期配息。',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows yen in whole yen, in the cash and in a position, and NT dollars in cents', async () => {
    api.handlers['KGItwMarginBalance'] = ok(balance({ JPY: '2989644' }));
    api.handlers['KGItwPubFxRates'] = ok({ rates: [...RATES.rates, { currency: 'JPY', rate: '0.2100', time: '2025-07-01T10:00:00+08:00' }] });
    const toyota = { symbol: '7203.JP', market: 'JP', code: '7203', name: '豐田汽車', currency: 'JPY', quantity: 100, reservedQuantity: 0, availableQuantity: 100 };
    const priced = { averageCost: '2800', cost: '280000', lastPrice: '2912', marketValue: '291200', unrealised: '11200', priceTime: '2025-07-01T15:00:00+08:00' };
    api.handlers['KGItwInfStockHoldings'] = ok({ positions: [{ ...toyota, ...priced }] });
    signIn();
    renderMiscPage('/overseas/account');
    const cash = await screen.findByRole('region', { name: '保證金專戶現金' });
    expect(await within(cash).findByRole('row', { name: '日圓 JPY 2,989,644 0 2,989,644 0.2100 627,825.24' })).toBeInTheDocument();
    const stocks = region('股票庫存');
    expect(await within(stocks).findByRole('row', { name: /^豐田汽車 7203\.JP 100 股 JPY 291,200 \+11,200 0\.2100 61,152\.00 \+2,352\.00/ })).toBeInTheDocument();
  });

  it('lists the orders of every product newest first, each leading to its product\'s order page', async () => {
    signIn();
    renderMiscPage('/overseas/account');
    const orders = region('委託總覽');
    await within(orders).findByTestId('working-orders');
    const rows = within(orders).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '基金F250701000001測試歐元基金申購扣款合計 EUR 1,015.00（含手續費）待確認淨值2025/07/01 10:10',
      '債券B250701000002測試債券 1買進面額 10,000 USD委託中2025/07/01 10:05',
      '債券B250701000001測試債券 1買進面額 10,000 USD全部成交2025/07/01 09:30',
      '股票S250701000001蘋果（AAPL.US）買進5 股委託中2025/07/01 09:00',
    ]);
    expect(within(orders).getByRole('link', { name: '股票委託 S250701000001：蘋果（AAPL.US）' })).toHaveAttribute('href', '/overseas/stock?symbol=AAPL.US');
    expect(within(orders).getByRole('link', { name: '基金委託 F250701000001：測試歐元基金' })).toHaveAttribute('href', '/overseas/fund/holdings');
    expect(within(orders).getByRole('link', { name: '債券委託 B250701000002：測試債券 1' })).toHaveAttribute('href', '/overseas/bond/marketorder');
    expect(within(orders).getByTestId('working-orders')).toHaveTextContent('委託中 4 筆');
  });

  it('keeps a failed fund order read on its own line with 重新查詢 while the bond orders show; the other account has no orders', async () => {
    api.handlers['KGItwInfFundOrderList'] = failing('5001', '基金委託暫時無法取得。');
    signIn();
    renderMiscPage('/overseas/account');
    const orders = region('委託總覽');
    expect(await within(orders).findByRole('alert')).toHaveTextContent('基金委託：基金委託暫時無法取得。');
    expect(within(orders).getAllByRole('link', { name: /^債券委託 / })).toHaveLength(2);
    act(() => selectAccount('7654321'));
    await waitFor(() => expect(screen.getByTestId('account-no')).toHaveTextContent('7654321'));
    expect(await within(await screen.findByRole('region', { name: '委託總覽' })).findByText('此帳號近期沒有委託。')).toBeInTheDocument();
  });

  it('keeps a failing stock order read on its own line with 重新查詢 while it fails, never loading again, asking less and less often (rule ORD-2)', async () => {
    jest.useFakeTimers();
    const advance = (ms: number) =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    api.handlers['KGItwInfStockOrderList'] = { status: 500, body: { StatusCode: '5030', Message: 'boom' } };
    signIn();
    renderMiscPage('/overseas/account');
    // the page and its reads take a few turns of the clock to come in
    for (let turn = 0; turn < 10; turn += 1) await advance(100);
    const orders = region('委託總覽');
    for (let elapsed = 0; elapsed < 60_000; elapsed += 500) {
      expect(within(orders).getByRole('alert')).toHaveTextContent('股票委託：系統暫時無法回應，請稍後再試。');
      await advance(500);
    }
    // the stock page's read, every 5 s: polls at 0, 5, 15 and 35 s (the wait doubling after each failure), one request each
    expect(api.funIds().filter((funId) => funId === 'KGItwInfStockOrderList')).toHaveLength(4);
    expect(within(orders).getAllByRole('link', { name: /^債券委託 / })).toHaveLength(2);
  });

  it('keeps a failed bond read in its block and out of the total', async () => {
    api.handlers['KGItwBondHoldings'] = failing('5001', '債券庫存暫時無法取得。');
    signIn();
    renderMiscPage('/overseas/account');
    const bonds = await screen.findByRole('region', { name: '債券庫存' });
    expect(await within(bonds).findByRole('alert')).toHaveTextContent('債券庫存暫時無法取得。');
    await waitFor(() => expect(within(region('資產總值')).getByTestId('account-total')).toHaveTextContent('202,747.07'));
    expect(within(region('資產總值')).getByRole('alert')).toHaveTextContent('債券庫存資料暫時無法取得，合計未含此部分（債券庫存暫時無法取得。）');
  });

  it('shows the other account\'s figures when the header switches accounts, without leaving the page', async () => {
    signIn();
    renderMiscPage('/overseas/account');
    expect(await screen.findByTestId('cash-total')).toHaveTextContent('133,898.40');
    act(() => selectAccount('7654321'));
    await waitFor(() => expect(screen.getByTestId('account-no')).toHaveTextContent('7654321'));
    await waitFor(() => expect(screen.getByTestId('cash-total')).toHaveTextContent('5,321.23'));
    await waitFor(() => expect(screen.getByTestId('account-total')).toHaveTextContent('5,321.23'));
    expect(api.sent.filter((query) => query.funId === 'KGItwMarginBalance').map((query) => query.data)).toEqual([{ account: '1234567' }, { account: '7654321' }]);
  });

  it('keeps a failed cash read in its own block, with 重新查詢, while the rates show', async () => {
    api.handlers['KGItwMarginBalance'] = failing('5001', '餘額暫時無法取得。');
    signIn();
    renderMiscPage('/overseas/account');
    const cash = await screen.findByRole('region', { name: '保證金專戶現金' });
    expect(await within(cash).findByRole('alert')).toHaveTextContent('餘額暫時無法取得。');
    expect(await within(region('參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
    expect(within(region('資產總值')).getByTestId('part-cash')).toHaveTextContent('查詢失敗');

    api.handlers['KGItwMarginBalance'] = ok(balance());
    await userEvent.click(within(cash).getByRole('button', { name: '重新查詢' }));
    expect(await within(cash).findByTestId('cash-total')).toHaveTextContent('133,898.40');
  });

  it('shows a deposit and an FX still 受理中 beside the cash as money in transit, not in the available balance', async () => {
    const transfer = { toCurrency: '', toAmount: '', rate: null, fee: '0', reason: '', submittedAt: '2025-07-01T09:00:00+08:00', batchDate: '20250701', batchCutoff: '10:30', nextBusinessDay: false };
    api.handlers['KGItwMarginTransfers'] = ok({
      terms: [],
      transfers: [
        { ...transfer, transferNo: 'MT0002', action: 'fx', currency: 'USD', amount: '100', toCurrency: 'TWD', toAmount: '3200', rate: { base: 'USD', quote: 'TWD', price: '32.0000' }, status: 'accepted', bankAccountMasked: '' },
        { ...transfer, transferNo: 'MT0001', action: 'deposit', currency: 'USD', amount: '500', status: 'processing', bankAccountMasked: '****5678' },
        { ...transfer, transferNo: 'MT0000', action: 'deposit', currency: 'USD', amount: '700', status: 'completed', bankAccountMasked: '****5678' },
      ],
    });
    signIn();
    renderMiscPage('/overseas/account');
    const cash = await screen.findByRole('region', { name: '保證金專戶現金' });
    const transit = await within(cash).findByRole('group', { name: '處理中款項（未計入可用餘額）' });
    expect(within(transit).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '換匯賣出 USD 100.00（受理中），已圈存',
      '換匯買入 新台幣 3,200.00（受理中），完成後入帳，尚未計入餘額',
      '入金 USD 500.00（處理中），完成後入帳，尚未計入餘額',
    ]);
    // the available balance is the back end's, the money in transit not added to it
    expect(await within(cash).findByRole('row', { name: '美元 USD 1,000.00 0.00 1,000.00 32.1234 32,123.40' })).toBeInTheDocument();
  });

  it('shows the cash block waiting on its own', async () => {
    api.handlers['KGItwMarginBalance'] = 'never';
    signIn();
    renderMiscPage('/overseas/account');
    const cash = await screen.findByRole('region', { name: '保證金專戶現金' });
    expect(within(cash).getByRole('status')).toHaveTextContent('現金餘額載入中…');
    expect(await within(region('參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
    expect(within(region('資產總值')).getByTestId('part-cash')).toHaveTextContent('載入中');
  });

  it('says when the margin account holds nothing', async () => {
    api.handlers['KGItwMarginBalance'] = ok(balance({ TWD: '0', USD: '0', EUR: '0' }));
    api.handlers['KGItwBondHoldings'] = ok(bondHoldings(true));
    api.handlers['KGItwInfFundHoldings'] = ok(fundHoldings(true));
    api.handlers['KGItwInfStockHoldings'] = ok(stockHoldings(true));
    signIn();
    renderMiscPage('/overseas/account');
    expect(await screen.findByText('保證金專戶目前沒有餘額。')).toBeInTheDocument();
    expect(await within(region('股票庫存')).findByText('此帳號目前沒有股票庫存。')).toBeInTheDocument();
    expect(await within(region('資產配置')).findByText('目前沒有可計算配置的資產。')).toBeInTheDocument();
  });

  it('asks the guest and an anonymous visitor nothing', async () => {
    signIn('VISIT', []);
    const view = renderMiscPage('/overseas/account');
    expect(await screen.findByText('訪客無權限，請登入後繼續使用。')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    view.unmount();
    api.restore();
    renderMiscPage('/overseas/account');
    expect(await screen.findByText('請先登入後再查詢帳務資料。')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });
});
