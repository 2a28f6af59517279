import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from 'sandbox/test-fetch';
import { buildWatchlistSave, parseWatchlistAnswer } from '@shared/stock';
import { postQuery } from 'shared';
import { FunId } from 'shared/contracts';
import { QueryProvider } from 'shared/internal';
import { resetWatchlistStore } from '../watchlist/watchlist.store';
import { StockPage } from './stock-page';
import { endSandboxSession } from '../../../test/sandbox-session';

/** The stock page over the sandbox's real handlers, behind the real API client, the market clock pinned. */

// the chart draws on a canvas jsdom does not have; its text summary is what these tests read
jest.mock('shared/chart', () => ({ LineChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

jest.setTimeout(15_000);

let sandbox: SandboxFetch & { restore: () => Promise<void> };
const isWatchlistSave = (body: QueryBody) => body.FunId === FunId.StockWatchlistSave;

beforeEach(async () => {
  sessionStorage.clear();
  resetWatchlistStore();
  sandbox = await installSandboxFetch({ switches: { marketTime: '2025-07-01T22:00:00+08:00' } });
  await sandbox.signIn('A123456789');
  // the first sandbox of the run prices the bond universe before it answers
}, 30_000);

afterEach(() => endSandboxSession(sandbox));

function renderPage(path = '/overseas/stock') {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/overseas/stock" element={<StockPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('the stock page', () => {
  it('finds AAPL by its Chinese name and shows its delayed quote, the market open and the chart in words', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox', { name: '代號或名稱' }), '蘋果');
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    await user.click(await screen.findByRole('button', { name: /AAPL\s*蘋果/ }));
    const quote = await screen.findByRole('region', { name: /^蘋果 AAPL/ });
    expect(within(quote).getByText('交易中')).toBeVisible();
    expect(within(quote).getByText(/延遲 15 分鐘報價，資料時間 07\/01 21:45（台北時間）/)).toBeVisible();
    // the change carries its sign and the colour of its direction, as every gain and loss does (rule SHL-14)
    expect(within(quote).getByText(/^[+-][\d,.]+（[+-][\d.]+%）$/)).toHaveClass(/^ui-gain-loss--(up|down)$/);
    expect(await screen.findByText(/今日自 2025\/07\/01 21:30 的 .* USD，(上漲|下跌)/)).toBeVisible();
  });

  it('says so when nothing matches, and asks for text before searching', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    expect(screen.getByText('請輸入股票代號或名稱。')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: '代號或名稱' }), 'qqqqqq');
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    expect(await screen.findByText('找不到符合「qqqqqq」的股票。')).toBeVisible();
  });

  it('adds a stock to the watchlist at once and keeps it once the server has stored it', async () => {
    const user = userEvent.setup();
    renderPage('/overseas/stock?symbol=0700.HK');
    await user.click(await screen.findByRole('button', { name: '加入自選：騰訊控股' }));
    const list = screen.getByRole('complementary', { name: '自選股清單' });
    expect(await within(list).findByRole('button', { name: /^騰訊控股 0700/ })).toBeVisible();
    await waitFor(() => expect(sandbox.queries(FunId.StockWatchlistSave)).toHaveLength(1));
    expect(screen.getByRole('button', { name: '已加入自選：騰訊控股' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes the star back and says why when the save fails', async () => {
    const user = userEvent.setup();
    renderPage('/overseas/stock?symbol=AAPL.US');
    const add = await screen.findByRole('button', { name: '加入自選：蘋果' });
    sandbox.answerNext(isWatchlistSave, { body: JSON.stringify({ StatusCode: '5000', Message: '系統忙碌中。' }) });
    await user.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent('加入自選股未成功，已還原。系統忙碌中。');
    expect(await screen.findByRole('button', { name: '加入自選：蘋果' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('complementary', { name: '自選股清單' })).getByText(/您尚未加入自選股/)).toBeVisible();
  });

  it('applies the change again to the list another device saved in between', async () => {
    const user = userEvent.setup();
    renderPage('/overseas/stock?symbol=AAPL.US');
    const add = await screen.findByRole('button', { name: '加入自選：蘋果' });
    // another device saves 0700.HK after this page read the list
    await postQuery(buildWatchlistSave('1234567', ['0700.HK'], 0), parseWatchlistAnswer, { loading: false });
    await user.click(add);
    const list = screen.getByRole('complementary', { name: '自選股清單' });
    expect(await within(list).findByRole('button', { name: /^騰訊控股 0700/ })).toBeVisible();
    expect(within(list).getByRole('button', { name: /^蘋果 AAPL/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an off-lot Hong Kong quantity beside the field and keeps what was typed; no market order while the market is shut', async () => {
    const user = userEvent.setup();
    renderPage('/overseas/stock?symbol=0700.HK');
    const ticket = await screen.findByRole('region', { name: /下單：騰訊控股/ });
    await user.type(within(ticket).getByLabelText('股數'), '150');
    expect(within(ticket).getByText(/股數須為 100 的倍數（可輸入 100 或 200）/)).toBeVisible();
    expect(within(ticket).getByLabelText('股數')).toHaveValue('150');
    expect(within(ticket).getByRole('radio', { name: '市價' })).toBeDisabled();
    expect(within(ticket).getByText('市場目前非交易時段，市價單無法委託，請改用限價單。')).toBeVisible();
  });

  it('tells a customer whose KYC has expired that they cannot buy, and why', async () => {
    await sandbox.signIn('C123456789');
    renderPage('/overseas/stock?symbol=0700.HK');
    const ticket = await screen.findByRole('region', { name: /下單：騰訊控股/ });
    expect(await within(ticket).findByRole('alert')).toHaveTextContent(/您目前無法買進此股票：.*風險屬性評估（KYC）已於 2025\/03\/31 到期/);
  });
});
