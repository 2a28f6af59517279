import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccounts, resetLoading, resetLogin, resetModal, resetServerState } from 'shared';
import { createFakeBroker, type FakeBroker } from '../../test/fake-broker';
import { makeBond, testIsin } from '../../test/bond-fixtures';
import { renderBondPage, signIn } from '../../test/render-bond-page';
import { resetUnsavedChanges } from '../saved-lists';
import { resetBondList } from './stores/bond-list.store';

const UNIVERSE = Array.from({ length: 30 }, (_, index) =>
  makeBond(index + 1, index === 2 ? { issueCurrency: 'ZAR', faceValue: 100_000, bondName: '南非公債 3 號' } : {}),
);

let broker: FakeBroker;

beforeEach(() => {
  sessionStorage.clear();
  broker = createFakeBroker(UNIVERSE);
  globalThis.fetch = broker.fetch;
  signIn();
});

afterEach(async () => {
  await act(async () => {
    resetBondList();
    resetUnsavedChanges();
    resetServerState();
    resetLoading();
    resetModal();
    resetLogin();
    resetAccounts();
  });
});

const symbolRequests = () => broker.requests.filter((request) => request.FunId === 'KGItwPubOltsSymbolMaster');
const lastSymbolData = () => symbolRequests().at(-1)?.Data ?? {};
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location').textContent ?? '';

describe('bond list', () => {
  it('shows 凱基選 (kind 1) in pages of nine with the pager figures', async () => {
    renderBondPage('/overseas/bond');
    expect(await screen.findByRole('table', { name: /債券列表：凱基選（共 12 檔）/ })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ type: '3', kind: '1', symbolName: '' });
    expect(rows()).toHaveLength(9);
    expect(screen.getByText('第 1 / 2 頁（本頁 9 檔，共 12 檔）')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '凱基選' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows what a customer decides on for each bond', async () => {
    renderBondPage('/overseas/bond');
    await screen.findByRole('table', { name: /凱基選/ });
    const row = rows()[0] as HTMLElement;
    expect(row).toHaveTextContent('測試公司債 1 號');
    expect(row).toHaveTextContent(testIsin(1));
    expect(row).toHaveTextContent('美元');
    expect(row).toHaveTextContent('4.125%');
    expect(row).toHaveTextContent('半年配息');
    expect(row).toHaveTextContent('2034/05/15');
    expect(row).toHaveTextContent('剩餘 8.50 年');
    expect(row).toHaveTextContent('YTM 4.301%');
    expect(row).toHaveTextContent('98.765');
    expect(row).toHaveTextContent('10,000 USD');
    expect(row).toHaveTextContent('A');
  });

  it('switches to 債券報價 (kind 2), keeps the tab in the address and starts at page 1', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond?page=2');
    await screen.findByText('第 2 / 2 頁（本頁 3 檔，共 12 檔）');
    await user.click(screen.getByRole('tab', { name: '債券報價' }));
    expect(await screen.findByRole('table', { name: /債券報價（共 30 檔）/ })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '2' });
    expect(location()).toBe('/overseas/bond?tab=quotes');
    expect(screen.getByText('第 1 / 4 頁（本頁 9 檔，共 30 檔）')).toBeInTheDocument();
  });

  it('lays out the first page of a long answer while the rest downloads, and shows it as the list once all is in', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond?page=2');
    await screen.findByText('第 2 / 2 頁（本頁 3 檔，共 12 檔）');
    expect(rows()[0]).toHaveTextContent('測試公司債 10 號');
    const release = broker.holdNextList();
    await user.click(screen.getByRole('tab', { name: '債券報價' }));
    // still downloading: the new answer's first page, busy, no count and no pager yet
    await waitFor(() => expect(rows()[0]).toHaveTextContent('測試公司債 1 號'));
    const table = screen.getByRole('table', { name: '債券列表：債券報價（查詢中…）' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(rows()).toHaveLength(9);
    expect(screen.queryByText(/^第 \d+ \/ \d+ 頁/)).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('table', { name: '債券列表：債券報價（共 30 檔）' })).toHaveAttribute('aria-busy', 'false');
    expect(rows()[0]).toHaveTextContent('測試公司債 1 號');
    expect(screen.getByText('第 1 / 4 頁（本頁 9 檔，共 30 檔）')).toBeInTheDocument();
  });

  it('keeps the previous rows while a long answer downloads when its first page is wrong, then says so', async () => {
    const user = userEvent.setup();
    // bond 13 is not among the twelve picks, but among the first found for 「測試公司債 1」 (1, 10 to 19)
    const broken = UNIVERSE.map((bond, index) => (index === 12 ? { ...bond, dYtm: 'high' as unknown as number } : bond));
    broker = createFakeBroker(broken);
    globalThis.fetch = broker.fetch;
    renderBondPage('/overseas/bond');
    await screen.findByRole('table', { name: /凱基選（共 12 檔）/ });
    const release = broker.holdNextList();
    await user.type(screen.getByRole('searchbox', { name: '搜尋債券' }), '測試公司債 1');
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    await screen.findByRole('table', { name: '債券列表：搜尋「測試公司債 1」（查詢中…）' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(rows()[1]).toHaveTextContent('測試公司債 2 號');
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('格式');
  });

  it('pages through the answer and keeps the page in the address', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond?tab=quotes');
    await screen.findByText('第 1 / 4 頁（本頁 9 檔，共 30 檔）');
    await user.click(screen.getByRole('button', { name: '下一頁' }));
    expect(screen.getByText('第 2 / 4 頁（本頁 9 檔，共 30 檔）')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('測試公司債 10 號');
    expect(location()).toBe('/overseas/bond?tab=quotes&page=2');
    await user.click(screen.getByRole('button', { name: '最後一頁' }));
    expect(screen.getByText('第 4 / 4 頁（本頁 3 檔，共 30 檔）')).toBeInTheDocument();
    expect(symbolRequests()).toHaveLength(1);
  });

  it('searches with text in symbolName and kind 0, announces the count, and goes back to kind 1 on empty text', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: '搜尋債券' }), testIsin(25));
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    expect(await screen.findByText(`搜尋「${testIsin(25)}」：共 1 檔債券`)).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '0', symbolName: testIsin(25) });
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '清除搜尋' }));
    await screen.findByRole('table', { name: /凱基選/ });
    expect(lastSymbolData()).toMatchObject({ kind: '1', symbolName: '' });
  });

  it('builds the filter arrays from the filter panel', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond?tab=quotes');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '篩選條件' }));
    const currency = screen.getByRole('group', { name: '計價幣別' });
    await user.click(within(currency).getByRole('checkbox', { name: '南非幣' }));
    await user.click(screen.getByRole('button', { name: '套用篩選' }));
    expect(await screen.findByRole('table', { name: /共 1 檔/ })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '2', issueCurrency: ['ZAR'], dYtm: [], faceValue: [] });
    expect(location()).toBe('/overseas/bond?tab=quotes&f.issueCurrency=ZAR');
    expect(screen.getByRole('button', { name: '篩選條件（已選 1 項）' })).toBeInTheDocument();
  });

  it('shows an empty 自選 without calling the symbol query, then the favourite once starred', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond?tab=favorites');
    expect(await screen.findByText('您尚未加入自選債券。')).toBeInTheDocument();
    expect(symbolRequests()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '瀏覽凱基選' }));
    await screen.findByRole('table', { name: /凱基選/ });
    const star = screen.getByRole('button', { name: '加入自選：測試公司債 2 號' });
    await user.click(star);
    expect(screen.getByRole('button', { name: '移除自選：測試公司債 2 號' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(broker.favorites.get('1234567')).toEqual([testIsin(2)]));

    await user.click(screen.getByRole('tab', { name: '自選' }));
    expect(await screen.findByRole('table', { name: /自選（共 1 檔）/ })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '0', symbolName: testIsin(2) });
  });

  it('rolls a star back with a clear message when the save fails', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond');
    await screen.findByRole('table');
    broker.failNextSave('5000');
    await user.click(screen.getByRole('button', { name: '加入自選：測試公司債 1 號' }));
    expect(await screen.findByText(/加入自選未成功，已還原/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '加入自選：測試公司債 1 號' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds a bond to the cart with its minimum face value, and says so when it is already there', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '加入購物車：南非公債 3 號' }));
    expect(await screen.findByText('已將 南非公債 3 號 加入購物車。')).toBeInTheDocument();
    expect(broker.carts.get('1234567')).toEqual([{ isin: testIsin(3), faceValue: 100_000, price: 98.765, selectCurrency: 'ZAR' }]);
    await user.click(screen.getByRole('button', { name: '加入購物車：南非公債 3 號' }));
    expect(await screen.findByText('南非公債 3 號 已在購物車中。')).toBeInTheDocument();
    expect(broker.carts.get('1234567')).toHaveLength(1);
  });

  it('shows a clear message and a retry for a broken answer', async () => {
    const user = userEvent.setup();
    broker.breakNextList();
    renderBondPage('/overseas/bond');
    expect(await screen.findByRole('alert')).toHaveTextContent(/格式錯誤|回應/);
    await user.click(screen.getByRole('button', { name: '重新查詢' }));
    expect(await screen.findByRole('table', { name: /凱基選/ })).toBeInTheDocument();
  });

  it('asks a visitor without a login to sign in, without calling the API', async () => {
    sessionStorage.clear();
    await act(async () => resetLogin());
    renderBondPage('/overseas/bond');
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', 'http://login.test');
    expect(broker.fetch).not.toHaveBeenCalled();
  });
});
