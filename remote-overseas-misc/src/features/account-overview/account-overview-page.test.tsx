import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { buildMarginBalanceRequest, parseMarginBalanceAnswer } from '@shared/margin';
import { formatAmount, postQuery } from 'shared';
import { FunId } from 'shared/contracts';
import { Decimal, type DecimalValue } from 'shared/money';
import { resetAccounts, resetLogin, selectAccount } from 'shared/internal';
import { renderOverseasPage } from '../../test/render-overseas-page';
import { buyStock, confirmFunds, NEW_YORK_OPEN, placeBondOrder, subscribeFund } from '../../test/sandbox-account';
import { endSandboxSession } from '../../test/sandbox-session';

/**
 * The account overview over the sandbox's real handlers: A123456789's seeded cash and bonds, and the stocks,
 * funds and orders a test places first. The rates move with the sandbox's clock, so figures are checked
 * against each other (a total is the sum of its parts); the sandbox's next answer stands in where a test
 * needs a failure or a particular position.
 */

jest.setTimeout(30_000);

const ACCOUNT = '1234567';
let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch({ testControls: true, switches: { marketTime: NEW_YORK_OPEN } });
  await sandbox.signIn('A123456789');
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

const region = (name: string) => screen.getByRole('region', { name });
const funIdIs = (funId: string) => (body: QueryBody) => body.FunId === funId;
/** The sandbox's next `count` answers to `funId` are `body` (a contract-shaped answer), or never come. */
function answerNext(funId: string, body: object | 'never', count = 1): void {
  for (let index = 0; index < count; index += 1) sandbox.answerNext(funIdIs(funId), body === 'never' ? 'never' : { body: JSON.stringify(body) });
}
const failing = (statusCode: string, message: string) => ({ StatusCode: statusCode, Message: message });
const ok = (data: unknown) => ({ StatusCode: '0', Data: data });

/** A figure as the page shows it (`1,234.56`, `+9.63`), exactly. */
const figure = (text: string | null | undefined) => new Decimal((text ?? '').replace(/[^\d.+-]/g, ''));
/** The cells of a row, as text. */
const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '');
/** True when `total` is the sum of `parts` as the page rounds them: each part and the total to the cent, from unrounded amounts. */
function isSumOf(total: DecimalValue, parts: readonly DecimalValue[]): boolean {
  const sum = parts.reduce((acc, part) => acc.plus(part), new Decimal(0));
  return sum.minus(total).abs().lte(new Decimal('0.005').times(parts.length + 1));
}

/** The account holds Apple shares (a market buy filled) and a fund (a subscription confirmed). */
async function holdStockAndFund(): Promise<void> {
  await buyStock(ACCOUNT, 'AAPL.US', 10);
  await subscribeFund(ACCOUNT);
  await confirmFunds(sandbox);
}

describe('the account overview', () => {
  it('shows the cash per currency with its TWD value, a total that is the sum of the rows, and the allocation as a table beside its chart', async () => {
    await holdStockAndFund();
    renderOverseasPage('/overseas/account');
    expect(await screen.findByRole('heading', { level: 1, name: '帳務查詢' })).toBeInTheDocument();
    const cash = region('保證金專戶現金');
    await within(cash).findByRole('row', { name: /^美元 USD / });
    expect(within(cash).getByRole('row', { name: /^美元 USD [\d,]+\.\d{2} [\d,]+\.\d{2} [\d,]+\.\d{2} \d+\.\d{4} [\d,]+\.\d{2}$/ })).toBeInTheDocument();
    expect(within(cash).getByRole('row', { name: /^新台幣 TWD [\d,]+\.\d{2} 0\.00 [\d,]+\.\d{2} — [\d,]+\.\d{2}$/ })).toBeInTheDocument();
    // a currency the account holds none of is left out: pounds have a rate, the account has none
    expect(within(cash).queryByRole('row', { name: /GBP/ })).not.toBeInTheDocument();
    // each row's TWD value is its balance at its rate, to the cent; the total is the sum of the rows
    const rows = within(cash)
      .getAllByRole('row')
      .filter((row) => /^\S+ [A-Z]{3} /.test(row.textContent === null ? '' : cellsOf(row).join(' ')));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const values = rows.map((row) => {
      const [, balance = '', , , rate = '', twd = ''] = cellsOf(row);
      if (rate !== '—') expect(figure(balance).times(figure(rate)).minus(figure(twd)).abs().lte('0.005')).toBe(true);
      return figure(twd);
    });
    expect(isSumOf(figure(within(cash).getByTestId('cash-total').textContent), values)).toBe(true);
    expect(within(cash).getByText(/^匯率時間：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}（參考匯率，實際換匯以成交時報價為準）$/)).toBeInTheDocument();

    const total = region('資產總值');
    const parts = ['part-cash', 'part-bond', 'part-stock', 'part-fund'].map((id) => () => within(total).getByTestId(id).textContent);
    await waitFor(() => expect(parts.every((part) => /\d\.\d{2}$/.test(part() ?? ''))).toBe(true));
    await waitFor(() => expect(within(total).getByTestId('account-total')).toHaveTextContent(/[\d,]+\.\d{2}/));
    expect(isSumOf(figure(within(total).getByTestId('account-total').textContent), parts.map((part) => figure(part())))).toBe(true);
    expect(within(total).queryByRole('note')).not.toBeInTheDocument();
    expect(within(total).getByText(/^外幣依 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 參考匯率換算為新台幣；各項以未四捨五入金額加總後四捨五入至分，合計為各項相加。$/)).toBeInTheDocument();

    const allocation = region('資產配置');
    const byProduct = within(within(allocation).getByRole('table', { name: '依商品別' })).getAllByRole('row');
    expect(byProduct.map((row) => cellsOf(row)[0])).toEqual(['商品', '保證金專戶現金', '債券', '股票', '基金']);
    const accountTotal = figure(within(total).getByTestId('account-total').textContent);
    // the bars start at zero: each is as long as its share of a 0–100 % track, its figure beside it
    const byProductBars = within(allocation).getByRole('img', { name: '依商品別長條圖，數字見旁邊的表格' });
    for (const row of byProduct.slice(1)) {
      const [, value = '', share = ''] = cellsOf(row);
      expect(share).toBe(`${figure(value).div(accountTotal).times(100).round(1, Decimal.roundHalfUp).toFixed(1)}%`);
      expect(within(byProductBars).getAllByText(share)[0]?.parentElement?.querySelector('.kgi-share-bars__bar')).toHaveStyle({ width: share });
    }
    const byCurrency = within(within(allocation).getByRole('table', { name: '依幣別' })).getAllByRole('row').slice(1);
    const currencyValues = byCurrency.map((row) => figure(cellsOf(row)[1]));
    // largest first, and together the whole
    expect(currencyValues.map(String)).toEqual([...currencyValues].sort((a, b) => b.cmp(a)).map(String));
    expect(isSumOf(accountTotal, currencyValues)).toBe(true);
    expect(byCurrency.map((row) => cellsOf(row)[0])).toContain('新台幣');
    expect(await within(region('參考匯率')).findByRole('row', { name: /^美元 USD \d+\.\d{4}$/ })).toBeInTheDocument();
    expect(within(region('參考匯率')).getByText(/^匯率時間：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}。參考匯率僅供參考，實際換匯以成交時報價為準。$/)).toBeInTheDocument();
  });

  it('shows each position of every product in its currency and in TWD, linked to its page', async () => {
    await holdStockAndFund();
    renderOverseasPage('/overseas/account');
    const bonds = await screen.findByRole('region', { name: '債券庫存' });
    await waitFor(() => expect(within(bonds).getAllByRole('link').length).toBeGreaterThan(0));
    const positions = within(within(bonds).getByRole('table')).getAllByRole('row').filter((row) => within(row).queryByRole('link') !== null);
    expect(positions.length).toBe(3);
    for (const row of positions) {
      const link = within(row).getByRole('link');
      const isin = /isin=([A-Z0-9]{12})$/.exec(link.getAttribute('href') ?? '')?.[1] ?? '';
      expect(link).toHaveAttribute('href', `/overseas/bond/marketinfo?isin=${isin}`);
      expect(row).toHaveAccessibleName(new RegExp(`^.+ ${isin}( 除息交易中)? 面額 [\\d,]+ (USD|AUD|EUR) [\\d,]+\\.\\d{2} [+-][\\d,]+\\.\\d{2} \\d+\\.\\d{4} [\\d,]+\\.\\d{2} [+-][\\d,]+\\.\\d{2}$`));
    }
    const funds = region('基金庫存');
    const fundLink = await within(funds).findByRole('link');
    expect(fundLink.getAttribute('href')).toMatch(/^\/overseas\/fund\/[A-Z]{2}[A-Z0-9]{9}\d$/);
    const fundId = fundLink.getAttribute('href')?.slice('/overseas/fund/'.length) ?? '';
    const fundName = (fundLink.textContent ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(within(funds).getByRole('row', { name: new RegExp(`^${fundName} ${fundId} [\\d.]+ 單位 USD [\\d,]+\\.\\d{2} [+-][\\d,]+\\.\\d{2} \\d+\\.\\d{4} [\\d,]+\\.\\d{2} [+-][\\d,]+\\.\\d{2}$`) })).toBeInTheDocument();
    const stocks = region('股票庫存');
    expect(await within(stocks).findByRole('link', { name: '蘋果' })).toHaveAttribute('href', '/overseas/stock?symbol=AAPL.US');
    expect(within(stocks).getByRole('row', { name: /^蘋果 AAPL\.US 10 股 USD [\d,]+\.\d{2} [+-][\d,]+\.\d{2} \d+\.\d{4} [\d,]+\.\d{2} [+-][\d,]+\.\d{2}$/ })).toBeInTheDocument();
    // a gain is red with its sign and a loss green, as on every page (rule SHL-14): the sample bonds hold both
    const gains = within(bonds).getAllByText(/^\+[\d,]+\.\d{2}$/);
    const losses = within(bonds).getAllByText(/^-[\d,]+\.\d{2}$/);
    expect(gains.length).toBeGreaterThan(0);
    expect(losses.length).toBeGreaterThan(0);
    for (const gain of gains) expect(gain).toHaveClass('ui-gain-loss--up');
    for (const loss of losses) expect(loss).toHaveClass('ui-gain-loss--down');
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
      answerNext(FunId.BondHoldings, ok({ asOf: '20261126', positions: [gilt], cashFlows: [{ ...coupon, date: '20261204', exCouponDate: '20261125' }, { ...coupon, date: '20270604', exCouponDate: '20270525' }] }));
      renderOverseasPage('/overseas/account');
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
    const toyota = { symbol: '7203.JP', market: 'JP', code: '7203', name: '豐田汽車', currency: 'JPY', quantity: 100, reservedQuantity: 0, availableQuantity: 100 };
    const priced = { averageCost: '2800', cost: '280000', lastPrice: '2912', marketValue: '291200', unrealised: '11200', priceTime: '2025-07-01T15:00:00+08:00' };
    // Tokyo is shut at the pinned time, so the position is the sandbox's next answer
    answerNext(FunId.StockHoldings, ok({ positions: [{ ...toyota, ...priced }] }));
    renderOverseasPage('/overseas/account');
    const cash = await screen.findByRole('region', { name: '保證金專戶現金' });
    // the sample account holds 1,250,000 yen
    expect(await within(cash).findByRole('row', { name: /^日圓 JPY 1,250,000 0 1,250,000 0\.\d{4} [\d,]+\.\d{2}$/ })).toBeInTheDocument();
    const stocks = region('股票庫存');
    expect(await within(stocks).findByRole('row', { name: /^豐田汽車 7203\.JP 100 股 JPY 291,200 \+11,200 0\.\d{4} [\d,]+\.\d{2} \+[\d,]+\.\d{2}/ })).toBeInTheDocument();
  });

  it("lists the orders of every product newest first, each leading to its product's order page", async () => {
    const stock = await buyStock(ACCOUNT, 'AAPL.US', 5, '1');
    const fund = await subscribeFund(ACCOUNT);
    const bond = await placeBondOrder(ACCOUNT);
    renderOverseasPage('/overseas/account');
    const orders = region('委託總覽');
    await waitFor(() => expect(within(orders).getByTestId('working-orders')).toHaveTextContent('委託中 3 筆'), { timeout: 8_000 });
    const rows = within(orders).getAllByRole('row').slice(1);
    const texts = rows.map((row) => row.textContent ?? '');
    expect(texts).toContainEqual(expect.stringMatching(new RegExp(`^基金${fund.orderNo}.*申購扣款合計 USD 1,015\\.00（含手續費）待確認淨值`)));
    expect(texts).toContainEqual(expect.stringMatching(new RegExp(`^債券${bond.orderNo}.*買進面額 [\\d,]+ USD(委託中|預約)`)));
    expect(texts).toContainEqual(`股票${stock.orderNo}蘋果（AAPL.US）買進5 股委託中2025/07/01 22:00`);
    // newest first
    const times = texts.map((text) => /(\d{4}\/\d{2}\/\d{2} \d{2}:\d{2})$/.exec(text)?.[1] ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(within(orders).getByRole('link', { name: `股票委託 ${stock.orderNo}：蘋果（AAPL.US）` })).toHaveAttribute('href', '/overseas/stock?symbol=AAPL.US');
    expect(within(orders).getByRole('link', { name: `基金委託 ${fund.orderNo}：${fund.fundName}` })).toHaveAttribute('href', '/overseas/fund/holdings');
    expect(within(orders).getByRole('link', { name: new RegExp(`^債券委託 ${bond.orderNo}：`) })).toHaveAttribute('href', '/overseas/bond/marketorder');
  });

  it('keeps a failed fund order read on its own line with 重新查詢 while the bond orders show; the other account has no orders', async () => {
    await placeBondOrder(ACCOUNT);
    answerNext(FunId.FundOrderList, failing('5001', '基金委託暫時無法取得。'));
    renderOverseasPage('/overseas/account');
    const orders = region('委託總覽');
    expect(await within(orders).findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent('基金委託：基金委託暫時無法取得。');
    expect(await within(orders).findAllByRole('link', { name: /^債券委託 / })).toHaveLength(1);
    act(() => selectAccount('7654321'));
    await waitFor(() => expect(screen.getByTestId('account-no')).toHaveTextContent('7654321'));
    expect(await within(await screen.findByRole('region', { name: '委託總覽' })).findByText('此帳號近期沒有委託。')).toBeInTheDocument();
  });

  it('keeps a failing stock order read on its own line with 重新查詢 while it fails, never loading again, asking less and less often (rule ORD-2)', async () => {
    await placeBondOrder(ACCOUNT);
    for (let read = 0; read < 8; read += 1) sandbox.answerNext(funIdIs(FunId.StockOrderList), { status: 500, body: JSON.stringify(failing('5030', 'boom')) });
    // the sandbox answers through setImmediate, which stays real
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const advance = (ms: number) =>
        act(async () => {
          await jest.advanceTimersByTimeAsync(ms);
        });
      renderOverseasPage('/overseas/account');
      // the page and its reads take a few turns of the clock, and of the sandbox, to come in
      for (let waited = 0; waited < 10_000 && within(region('委託總覽')).queryByRole('alert') === null; waited += 50) {
        await advance(50);
        await act(() => new Promise((resolve) => setImmediate(resolve)));
      }
      const orders = region('委託總覽');
      for (let elapsed = 0; elapsed < 60_000; elapsed += 500) {
        expect(within(orders).getByRole('alert')).toHaveTextContent('股票委託：系統暫時無法回應，請稍後再試。');
        await advance(500);
      }
      // the stock page's read, every 5 s: polls at 0, 5, 15 and 35 s (the wait doubling after each failure), one request each
      expect(sandbox.queries(FunId.StockOrderList)).toHaveLength(4);
      for (let waited = 0; waited < 10_000 && within(orders).queryAllByRole('link', { name: /^債券委託 / }).length === 0; waited += 50) {
        await advance(50);
        await act(() => new Promise((resolve) => setImmediate(resolve)));
      }
      expect(within(orders).getAllByRole('link', { name: /^債券委託 / })).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a failed bond read in its block and out of the total', async () => {
    await holdStockAndFund();
    answerNext(FunId.BondHoldings, failing('5001', '債券庫存暫時無法取得。'));
    renderOverseasPage('/overseas/account');
    const bonds = await screen.findByRole('region', { name: '債券庫存' });
    expect(await within(bonds).findByRole('alert')).toHaveTextContent('債券庫存暫時無法取得。');
    const total = region('資產總值');
    await waitFor(() => expect(within(total).getByTestId('account-total')).toHaveTextContent(/[\d,]+\.\d{2}/));
    await waitFor(() => expect(within(total).getByTestId('part-fund')).toHaveTextContent(/\d\.\d{2}$/));
    expect(within(total).getByTestId('part-bond')).toHaveTextContent('查詢失敗');
    // the cash, the stocks and the funds, without the bonds
    const parts = ['part-cash', 'part-stock', 'part-fund'].map((id) => figure(within(total).getByTestId(id).textContent));
    expect(isSumOf(figure(within(total).getByTestId('account-total').textContent), parts)).toBe(true);
    expect(within(total).getByRole('alert')).toHaveTextContent('債券庫存資料暫時無法取得，合計未含此部分（債券庫存暫時無法取得。）');
  });

  it("shows the other account's figures when the header switches accounts, without leaving the page", async () => {
    renderOverseasPage('/overseas/account');
    const first = (await screen.findByTestId('cash-total')).textContent;
    act(() => selectAccount('7654321'));
    await waitFor(() => expect(screen.getByTestId('account-no')).toHaveTextContent('7654321'));
    await waitFor(() => expect(screen.getByTestId('cash-total').textContent).not.toBe(first));
    const total = region('資產總值');
    await waitFor(() => expect(within(total).getByTestId('part-bond')).toHaveTextContent(/\d\.\d{2}$/));
    await waitFor(() => expect(within(total).getByTestId('part-cash')).toHaveTextContent(screen.getByTestId('cash-total').textContent ?? ''));
    const parts = ['part-cash', 'part-bond', 'part-stock', 'part-fund'].map((id) => figure(within(total).getByTestId(id).textContent));
    await waitFor(() => expect(isSumOf(figure(within(total).getByTestId('account-total').textContent), parts)).toBe(true));
    expect(sandbox.queries(FunId.MarginBalance).map((query) => query.Data)).toEqual([{ account: '1234567' }, { account: '7654321' }]);
  });

  it('keeps a failed cash read in its own block, with 重新查詢, while the rates show', async () => {
    answerNext(FunId.MarginBalance, failing('5001', '餘額暫時無法取得。'));
    renderOverseasPage('/overseas/account');
    const cash = await screen.findByRole('region', { name: '保證金專戶現金' });
    expect(await within(cash).findByRole('alert')).toHaveTextContent('餘額暫時無法取得。');
    expect(await within(region('參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
    expect(within(region('資產總值')).getByTestId('part-cash')).toHaveTextContent('查詢失敗');

    // the sandbox answers the next read itself
    await userEvent.click(within(cash).getByRole('button', { name: '重新查詢' }));
    expect(await within(cash).findByTestId('cash-total')).toHaveTextContent(/^[\d,]+\.\d{2}$/);
  });

  it('shows a deposit and an FX still 受理中 beside the cash as money in transit, not in the available balance', async () => {
    const transfer = { toCurrency: '', toAmount: '', rate: null, fee: '0', reason: '', submittedAt: '2025-07-01T09:00:00+08:00', batchDate: '20250701', batchCutoff: '10:30', nextBusinessDay: false };
    answerNext(
      FunId.MarginTransfers,
      ok({
        terms: [],
        transfers: [
          { ...transfer, transferNo: 'MT0002', action: 'fx', currency: 'USD', amount: '100', toCurrency: 'TWD', toAmount: '3200', rate: { base: 'USD', quote: 'TWD', price: '32.0000' }, status: 'accepted', bankAccountMasked: '' },
          { ...transfer, transferNo: 'MT0001', action: 'deposit', currency: 'USD', amount: '500', status: 'processing', bankAccountMasked: '****5678' },
          { ...transfer, transferNo: 'MT0000', action: 'deposit', currency: 'USD', amount: '700', status: 'completed', bankAccountMasked: '****5678' },
        ],
      }),
    );
    const usd = (await postQuery(buildMarginBalanceRequest(ACCOUNT), parseMarginBalanceAnswer, { loading: false })).balances.find((entry) => entry.currency === 'USD');
    if (usd === undefined) throw new Error('no USD in the sample account');
    renderOverseasPage('/overseas/account');
    const cash = await screen.findByRole('region', { name: '保證金專戶現金' });
    const transit = await within(cash).findByRole('group', { name: '處理中款項（未計入可用餘額）' });
    expect(within(transit).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '換匯賣出 USD 100.00（受理中），已圈存',
      '換匯買入 新台幣 3,200.00（受理中），完成後入帳，尚未計入餘額',
      '入金 USD 500.00（處理中），完成後入帳，尚未計入餘額',
    ]);
    // the available balance is the back end's, the money in transit not added to it
    const row = await within(cash).findByRole('row', { name: /^美元 USD / });
    expect(cellsOf(row).slice(1, 4)).toEqual([formatAmount(usd.balance, 'USD'), formatAmount(usd.held, 'USD'), formatAmount(usd.available, 'USD')]);
  });

  it('shows the cash block waiting on its own', async () => {
    answerNext(FunId.MarginBalance, 'never');
    renderOverseasPage('/overseas/account');
    const cash = await screen.findByRole('region', { name: '保證金專戶現金' });
    expect(within(cash).getByRole('status')).toHaveTextContent('現金餘額載入中…');
    expect(await within(region('參考匯率')).findByRole('row', { name: /美元 USD/ })).toBeInTheDocument();
    expect(within(region('資產總值')).getByTestId('part-cash')).toHaveTextContent('載入中');
  });

  it('says when the margin account holds nothing', async () => {
    const held = await postQuery(buildMarginBalanceRequest(ACCOUNT), parseMarginBalanceAnswer, { loading: false });
    answerNext(FunId.MarginBalance, ok({ ...held, balances: held.balances.map((entry) => ({ ...entry, balance: '0', held: '0', available: '0' })), twdTotal: '0' }));
    answerNext(FunId.BondHoldings, ok({ asOf: '20250701', positions: [], cashFlows: [] }));
    renderOverseasPage('/overseas/account');
    expect(await screen.findByText('保證金專戶目前沒有餘額。')).toBeInTheDocument();
    expect(await within(region('股票庫存')).findByText('此帳號目前沒有股票庫存。')).toBeInTheDocument();
    expect(await within(region('資產配置')).findByText('目前沒有可計算配置的資產。')).toBeInTheDocument();
  });

  it('asks the guest and an anonymous visitor nothing', async () => {
    await act(async () => {
      resetLogin();
      resetAccounts();
    });
    await sandbox.signIn('VISIT');
    const view = renderOverseasPage('/overseas/account');
    expect(await screen.findByText('訪客無權限，請登入後繼續使用。')).toBeInTheDocument();
    expect(sandbox.requests).toEqual([]);
    view.unmount();
    await act(async () => {
      resetLogin();
      resetAccounts();
    });
    sessionStorage.clear();
    renderOverseasPage('/overseas/account');
    expect(await screen.findByText('請先登入後再查詢帳務資料。')).toBeInTheDocument();
    expect(sandbox.requests).toEqual([]);
  });
});
