import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryProvider } from 'shared/internal';
import { fundHoldings } from '../../../test/account-fixtures';
import { installFakeApi, ok, signIn, type FakeApi } from '../../../test/fake-api';
import { FundPositions } from './fund-positions';

/** 我的基金's orders and holdings while the back end fails (rule ORD-2), on fake timers. */

let api: FakeApi;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  api = installFakeApi({
    KGItwInfFundHoldings: ok(fundHoldings()),
    KGItwInfFundOrderList: { status: 500, body: { StatusCode: '5030', Message: 'boom' } },
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

it('keeps saying why the fund orders cannot be read, asking once every 15, then 30 s, while the holdings show', async () => {
  render(
    <QueryProvider>
      <MemoryRouter>
        <FundPositions idno="A123456789" account="1234567" />
      </MemoryRouter>
    </QueryProvider>,
  );
  await advance(100);
  const [orders] = screen.getAllByRole('region', { name: '基金委託' });
  if (orders === undefined) throw new Error('no orders section');
  for (let elapsed = 0; elapsed < 60_000; elapsed += 500) {
    expect(within(orders).getByRole('alert')).toHaveTextContent('系統暫時無法回應，請稍後再試。重新查詢');
    expect(within(orders).queryByText('委託資料載入中…')).not.toBeInTheDocument();
    await advance(500);
  }
  expect(api.funIds().filter((id) => id === 'KGItwInfFundOrderList')).toHaveLength(3);
  expect(screen.getByRole('table', { name: '基金庫存（帳號 1234567）' })).toBeInTheDocument();
});
