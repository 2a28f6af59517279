import { act, render, screen, within } from '@testing-library/react';
import { QueryProvider } from 'shared/internal';
import { RATES, stockHoldings, stockOrders } from '../../../test/account-fixtures';
import { installFakeApi, ok, signIn, type FakeApi } from '../../../test/fake-api';
import { StockAccount } from './stock-account';

/** The stock page's orders and positions while the back end fails (rule ORD-2), on fake timers. */

let api: FakeApi;
const down = { status: 500, body: { StatusCode: '5030', Message: 'boom' } } as const;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  api = installFakeApi({
    KGItwPubFxRates: ok(RATES),
    KGItwInfStockOrderList: ok(stockOrders()),
    KGItwInfStockHoldings: ok(stockHoldings()),
  });
  signIn();
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const asked = (funId: string) => api.funIds().filter((id) => id === funId).length;

function renderAccount() {
  render(
    <QueryProvider>
      <StockAccount />
    </QueryProvider>,
  );
}

describe('the stock orders and positions while the back end fails', () => {
  it('keep saying why the orders cannot be read, never 載入中 again, asking once a poll and less and less often', async () => {
    api.handlers['KGItwInfStockOrderList'] = down;
    renderAccount();
    await advance(100);
    const orders = section('股票委託');
    expect(within(orders).getByRole('alert')).toHaveTextContent('股票委託暫時無法取得：系統暫時無法回應，請稍後再試。');
    // half a minute looked at every 250 ms
    for (let elapsed = 0; elapsed < 30_000; elapsed += 250) {
      await advance(250);
      expect(within(orders).getByRole('alert')).toHaveTextContent('股票委託暫時無法取得');
      expect(within(orders).queryByText('股票委託載入中…')).not.toBeInTheDocument();
    }
    await advance(30_000);
    // a minute: polls at 0, 5, 15 and 35 s, one request each
    expect(asked('KGItwInfStockOrderList')).toBe(4);
    // the positions, read on their own, show meanwhile
    expect(within(section('股票庫存')).getByRole('table')).toHaveTextContent('蘋果（AAPL.US）');
  });

  it('keep the positions shown when a refresh fails, marked as possibly out of date, until a refresh succeeds', async () => {
    renderAccount();
    await advance(100);
    const holdings = section('股票庫存');
    expect(within(holdings).getByRole('table')).toHaveTextContent('蘋果（AAPL.US）');

    api.handlers['KGItwInfStockHoldings'] = down;
    await advance(5_000);
    expect(within(holdings).getByText(/^資料可能不是最新（更新失敗，\d{2}:\d{2}:\d{2} 之資料）$/)).toBeInTheDocument();
    expect(within(holdings).getByRole('button', { name: '重新查詢' })).toBeEnabled();
    expect(within(holdings).getByRole('table')).toHaveTextContent('蘋果（AAPL.US）');

    api.handlers['KGItwInfStockHoldings'] = ok(stockHoldings());
    await advance(10_000);
    expect(within(holdings).queryByText(/資料可能不是最新/)).not.toBeInTheDocument();
    expect(within(holdings).getByRole('table')).toHaveTextContent('蘋果（AAPL.US）');
  });
});
