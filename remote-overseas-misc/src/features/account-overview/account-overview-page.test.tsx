import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectAccount } from 'shared/internal';
import { balance, RATES } from '../../test/account-fixtures';
import { failing, installFakeApi, ok, renderMiscPage, signIn, type FakeApi } from '../../test/fake-api';

let api: FakeApi;

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi({
    KGItwPubFxRates: ok(RATES),
    KGItwMarginBalance: (data) => ok(data['account'] === '7654321' ? balance({ TWD: '5000', USD: '10', EUR: '0' }) : balance()),
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
    expect(within(total).getByTestId('account-total')).toHaveTextContent('133,898.40');
    expect(within(total).getByRole('note')).toHaveTextContent('合計未含：債券（尚未開放查詢）、股票（尚未開放查詢）、基金（尚未開放查詢）。');

    const allocation = region('資產配置');
    expect(within(allocation).getByRole('img', { name: '依商品別長條圖，數字見旁邊的表格' })).toBeInTheDocument();
    expect(within(allocation).getByRole('table', { name: '依商品別' })).toHaveTextContent('保證金專戶現金133,898.40100.0%');
    const byCurrency = within(allocation).getByRole('table', { name: '依幣別' });
    expect(within(byCurrency).getAllByRole('row').map((row) => row.textContent)).toEqual([
      '幣別折合新台幣占比',
      'TWD100,000.0074.7%',
      'USD32,123.4024.0%',
      'EUR1,775.001.3%',
    ]);
    expect(await within(region('參考匯率')).findByRole('row', { name: '美元 USD 32.1234' })).toBeInTheDocument();
    expect(within(region('參考匯率')).getByText('匯率時間：2025/07/01 10:00。參考匯率僅供參考，實際換匯以成交時報價為準。')).toBeInTheDocument();
  });

  it('says in each product\'s block that its holdings cannot be shown yet, never a figure', async () => {
    signIn();
    renderMiscPage('/overseas/account');
    expect(await screen.findByRole('heading', { level: 2, name: '債券庫存' })).toBeInTheDocument();
    expect(within(region('債券庫存')).getByText('債券庫存查詢即將開放，目前尚無法在此顯示您的債券部位。')).toBeInTheDocument();
    expect(within(region('股票庫存')).getByText('股票庫存查詢即將開放，目前尚無法在此顯示您的股票部位。')).toBeInTheDocument();
    expect(within(region('基金庫存')).getByText('基金庫存查詢即將開放，目前尚無法在此顯示您的基金部位。')).toBeInTheDocument();
  });

  it('shows the other account\'s figures when the header switches accounts, without leaving the page', async () => {
    signIn();
    renderMiscPage('/overseas/account');
    expect(await screen.findByTestId('cash-total')).toHaveTextContent('133,898.40');
    act(() => selectAccount('7654321'));
    await waitFor(() => expect(screen.getByTestId('account-no')).toHaveTextContent('7654321'));
    await waitFor(() => expect(screen.getByTestId('cash-total')).toHaveTextContent('5,321.23'));
    expect(screen.getByTestId('account-total')).toHaveTextContent('5,321.23');
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
    signIn();
    renderMiscPage('/overseas/account');
    expect(await screen.findByText('保證金專戶目前沒有餘額。')).toBeInTheDocument();
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
