import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Bond, DataKind, meetsRatingFloor, parseFavoritesAnswer, SymbolKind } from '@shared/bond';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { loadingStore, resetAccounts, resetLogin } from 'shared/internal';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { resetModal } from '../../../../shared/kernel/src/stores/modal.store';
import { renderBondPage } from '../../test/render-bond-page';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from '../../test/sandbox-fetch';
import { resetUnsavedChanges } from '../saved-lists';
import { preloadBondList } from './preload-bond-list';
import { exCouponNotice, exCouponStatus } from '@shared/bond/math';
import { settlementDateAt } from '../bond-detail';
import { pinClock } from '../../test/pin-clock';

// the sandbox's quote list is some 5,000 bonds: longer than the default second to download and lay out in jsdom
configure({ asyncUtilTimeout: 8_000 });

let sandbox: SandboxFetch & { restore: () => Promise<void> };
/** The sandbox's 凱基選 (kind 1) and 債券報價 (kind 2) for the signed-in customer, as it answers them. */
let picks: Bond[];
let quotes: Bond[];

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
  picks = await sandbox.symbolList({ kind: SymbolKind.BrokerPicks });
  quotes = await sandbox.symbolList({ kind: SymbolKind.Quotes });
});

afterEach(async () => {
  await act(async () => {
    resetUnsavedChanges();
    resetLoading();
    resetModal();
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
});

const isSymbolList = (body: QueryBody) => body.FunId === FunId.SymbolMaster;
const symbolRequests = () => sandbox.queries(FunId.SymbolMaster);
const lastSymbolData = () => symbolRequests().at(-1)?.Data ?? {};
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location').textContent ?? '';
const count = (bonds: readonly Bond[]) => bonds.length.toLocaleString('zh-TW');
const pages = (bonds: readonly Bond[]) => Math.ceil(bonds.length / 9);
/** The nth bond (0-based) of a list, failing the test when there is none. */
const nth = (bonds: readonly Bond[], index: number): Bond => {
  const bond = bonds[index];
  if (bond === undefined) throw new Error(`the sandbox answered fewer than ${index + 1} bonds`);
  return bond;
};

describe('bond list', () => {
  it('shows 凱基選 (kind 1) in pages of nine with the pager figures', async () => {
    renderBondPage('/overseas/bond');
    expect(await screen.findByRole('table', { name: `債券列表：凱基選（共 ${count(picks)} 檔）` })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ type: '3', kind: '1', symbolName: '' });
    expect(rows()).toHaveLength(9);
    expect(rows()[0]).toHaveTextContent(nth(picks, 0).bondName);
    expect(screen.getByText(`第 1 / ${pages(picks)} 頁（本頁 9 檔，共 ${count(picks)} 檔）`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '凱基選' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows what a customer decides on for each bond', async () => {
    renderBondPage('/overseas/bond');
    await screen.findByRole('table', { name: `債券列表：凱基選（共 ${count(picks)} 檔）` });
    const bond = nth(picks, 0);
    const row = rows()[0] as HTMLElement;
    expect(row).toHaveTextContent(bond.bondName);
    expect(row).toHaveTextContent(bond.isin);
    expect(row).toHaveTextContent(`${bond.maturityDate.slice(0, 4)}/${bond.maturityDate.slice(4, 6)}/${bond.maturityDate.slice(6, 8)}`);
    expect(row).toHaveTextContent(`${bond.faceValue.toLocaleString('en-US')} ${bond.issueCurrency}`);
    expect(row).toHaveTextContent(bond.creditRating);
    expect(row).toHaveTextContent(/YTM \d+\.\d{3}%/);
    expect(row).toHaveTextContent(/剩餘 \d+\.\d{2} 年/);
  });

  it('says 除息交易中 on a bond whose trade today settles inside its ex-coupon window, with what it means (rule BND-11)', async () => {
    // the page's clock on the sandbox's day, 10:00 Taipei: the settlement date its list's figures are for
    const now = Date.UTC(2025, 6, 1, 2, 0, 0);
    pinClock(now);
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const status = (bond: Bond) => exCouponStatus(bond, settlementDateAt(now, bond.issueCurrency));
      const ex = quotes.find((bond) => status(bond) !== null);
      const window = ex === undefined ? null : status(ex);
      if (ex === undefined || window === null) throw new Error('no bond of the sandbox is inside its window on its day');
      renderBondPage('/overseas/bond');
      await screen.findByRole('table', { name: `債券列表：凱基選（共 ${count(picks)} 檔）` });
      // a bond outside any window says nothing
      const plain = rows().findIndex((_row, index) => status(nth(picks, index)) === null);
      expect(within(rows()[plain] as HTMLElement).queryByText('除息交易中')).toBeNull();
      await user.type(screen.getByRole('searchbox', { name: '搜尋債券' }), ex.isin);
      await user.click(screen.getByRole('button', { name: '搜尋' }));
      expect(await screen.findByText(`搜尋「${ex.isin}」：共 1 檔債券`)).toBeInTheDocument();
      const tag = within(rows()[0] as HTMLElement).getByText('除息交易中');
      expect(tag).toHaveAccessibleDescription(exCouponNotice(window).description);
      expect(tag).toHaveAccessibleDescription(/買方不含 \d{4}\/\d{2}\/\d{2} 之下期配息，應計利息（前手息）為負/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('switches to 債券報價 (kind 2), keeps the tab in the address and starts at page 1', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond?page=2');
    await screen.findByText(new RegExp(`^第 2 / ${pages(picks)} 頁`));
    await user.click(screen.getByRole('tab', { name: '債券報價' }));
    expect(await screen.findByRole('table', { name: `債券列表：債券報價（共 ${count(quotes)} 檔）` })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '2' });
    expect(location()).toBe('/overseas/bond?tab=quotes');
    expect(screen.getByText(`第 1 / ${pages(quotes)} 頁（本頁 9 檔，共 ${count(quotes)} 檔）`)).toBeInTheDocument();
  });

  it('lays out the first page of a long answer while the rest downloads, and shows it as the list once all is in', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond?page=2');
    await screen.findByText(new RegExp(`^第 2 / ${pages(picks)} 頁`));
    expect(rows()[0]).toHaveTextContent(nth(picks, 9).bondName);
    const { release } = sandbox.hold(isSymbolList);
    await user.click(screen.getByRole('tab', { name: '債券報價' }));
    // still downloading: the new answer's first page, busy, no count and no pager yet
    await waitFor(() => expect(rows()[0]).toHaveTextContent(nth(quotes, 0).bondName));
    // the list is busy: its caption says so, and so does the box around the table (aria-busy)
    expect(screen.getByRole('table', { name: '債券列表：債券報價（查詢中…）' })).toBeInTheDocument();
    expect(screen.getByTestId('bond-list')).toHaveAttribute('aria-busy', 'true');
    expect(rows()).toHaveLength(9);
    expect(screen.queryByText(/^第 \d+ \/ \d+ 頁/)).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('table', { name: `債券列表：債券報價（共 ${count(quotes)} 檔）` })).toBeInTheDocument();
    expect(screen.getByTestId('bond-list')).toHaveAttribute('aria-busy', 'false');
    expect(rows()[0]).toHaveTextContent(nth(quotes, 0).bondName);
    expect(screen.getByText(`第 1 / ${pages(quotes)} 頁（本頁 9 檔，共 ${count(quotes)} 檔）`)).toBeInTheDocument();
  });

  it('keeps the previous rows while a long answer downloads when its first page is wrong, then says so', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond');
    await screen.findByRole('table', { name: `債券列表：凱基選（共 ${count(picks)} 檔）` });
    // the quote list with a wrong second bond, downloading
    const broken = quotes.map((bond, index) => (index === 1 ? { ...bond, dYtm: 'high' } : bond));
    sandbox.answerNext(isSymbolList, { body: JSON.stringify({ StatusCode: '0', Data: { datas: broken } }) });
    const { release } = sandbox.hold(isSymbolList);
    await user.click(screen.getByRole('tab', { name: '債券報價' }));
    await screen.findByRole('table', { name: '債券列表：債券報價（查詢中…）' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(rows()[1]).toHaveTextContent(nth(picks, 1).bondName);
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('格式');
  });

  it('pages through the answer and keeps the page in the address', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond?tab=quotes');
    await screen.findByText(`第 1 / ${pages(quotes)} 頁（本頁 9 檔，共 ${count(quotes)} 檔）`);
    await user.click(screen.getByRole('button', { name: '下一頁' }));
    expect(screen.getByText(`第 2 / ${pages(quotes)} 頁（本頁 9 檔，共 ${count(quotes)} 檔）`)).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent(nth(quotes, 9).bondName);
    expect(location()).toBe('/overseas/bond?tab=quotes&page=2');
    await user.click(screen.getByRole('button', { name: '最後一頁' }));
    const last = quotes.length - 9 * (pages(quotes) - 1);
    expect(screen.getByText(`第 ${pages(quotes)} / ${pages(quotes)} 頁（本頁 ${last} 檔，共 ${count(quotes)} 檔）`)).toBeInTheDocument();
    expect(symbolRequests()).toHaveLength(1);
  });

  it('searches with text in symbolName and kind 0, announces the count, and shows 凱基選 again on empty text', async () => {
    const user = userEvent.setup();
    const isin = nth(quotes, 24).isin;
    renderBondPage('/overseas/bond');
    await screen.findByRole('table', { name: `債券列表：凱基選（共 ${count(picks)} 檔）` });
    await user.type(screen.getByRole('searchbox', { name: '搜尋債券' }), isin);
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    expect(await screen.findByText(`搜尋「${isin}」：共 1 檔債券`)).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '0', symbolName: isin });
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '清除搜尋' }));
    // 凱基選 again: its answer of a moment ago, kept by the query cache
    await screen.findByRole('table', { name: `債券列表：凱基選（共 ${count(picks)} 檔）` });
    expect(rows()[0]).toHaveTextContent(nth(picks, 0).bondName);
    expect(symbolRequests().map((request) => request.Data.kind)).toEqual(['1', '0']);
  });

  it('builds the filter arrays from the filter panel', async () => {
    const user = userEvent.setup();
    const zar = quotes.filter((bond) => bond.issueCurrency === 'ZAR');
    renderBondPage('/overseas/bond?tab=quotes');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '篩選條件' }));
    const currency = screen.getByRole('group', { name: '計價幣別' });
    await user.click(within(currency).getByRole('checkbox', { name: '南非幣' }));
    await user.click(screen.getByRole('button', { name: '套用篩選' }));
    expect(await screen.findByRole('table', { name: `債券列表：債券報價（共 ${count(zar)} 檔）` })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '2', issueCurrency: ['ZAR'], dYtm: [], faceValue: [] });
    for (const row of rows()) expect(row).toHaveTextContent('南非幣');
    expect(location()).toBe('/overseas/bond?tab=quotes&f.issueCurrency=ZAR');
    expect(screen.getByRole('button', { name: '篩選條件（已選 1 項）' })).toBeInTheDocument();
  });

  it('asks for a rating floor in the finder vocabulary, keeps it in the address and shows only bonds at or above it (rule BND-20)', async () => {
    const user = userEvent.setup();
    const atLeastA = quotes.filter((bond) => meetsRatingFloor(bond, 'A-'));
    renderBondPage('/overseas/bond?tab=quotes');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '篩選條件' }));
    await user.selectOptions(screen.getByLabelText('最低信評（各信評機構皆須達到）'), 'A-／A3 以上');
    await user.click(screen.getByRole('button', { name: '套用篩選' }));
    expect(await screen.findByRole('table', { name: `債券列表：債券報價（共 ${count(atLeastA)} 檔）` })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '2', ratingFloor: 'A-' });
    for (const row of rows()) expect(row.querySelector('[data-label="信評"]')?.textContent).toMatch(/^(AAA|AA\+|AA|AA-|A\+|A|A-)(S&P|Fitch)$/);
    expect(location()).toBe('/overseas/bond?tab=quotes&f.ratingFloor=A-');
    expect(screen.getByRole('button', { name: '篩選條件（已選 1 項）' })).toBeInTheDocument();
    // and the list leads to the finder
    expect(screen.getByRole('link', { name: '債券搜尋' })).toHaveAttribute('href', '/overseas/bond/find');
  });

  it('shows an empty 自選 without calling the symbol query, then the favourite once starred', async () => {
    const user = userEvent.setup();
    const bond = nth(picks, 1);
    renderBondPage('/overseas/bond?tab=favorites');
    expect(await screen.findByText('您尚未加入自選債券。')).toBeInTheDocument();
    expect(symbolRequests()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '瀏覽凱基選' }));
    await screen.findByRole('table', { name: /凱基選/ });
    await user.click(screen.getByRole('button', { name: `加入自選：${bond.bondName}` }));
    expect(screen.getByRole('button', { name: `移除自選：${bond.bondName}` })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect(parseFavoritesAnswer(await sandbox.savedList('1234567', DataKind.Favorites), DataKind.Favorites).lists[0]?.content.isinList).toEqual([bond.isin]),
    );

    await user.click(screen.getByRole('tab', { name: '自選' }));
    expect(await screen.findByRole('table', { name: /自選（共 1 檔）/ })).toBeInTheDocument();
    expect(lastSymbolData()).toMatchObject({ kind: '0', symbolName: bond.isin });
  });

  it('rolls a star back with a clear message when the save fails', async () => {
    const user = userEvent.setup();
    const bond = nth(picks, 0);
    renderBondPage('/overseas/bond');
    await screen.findByRole('table', { name: `債券列表：凱基選（共 ${count(picks)} 檔）` });
    sandbox.answerNext((body) => body.FunId === FunId.FavoritesSave, { body: JSON.stringify({ StatusCode: '5000', Message: '系統忙碌中。' }) });
    await user.click(screen.getByRole('button', { name: `加入自選：${bond.bondName}` }));
    expect(await screen.findByText(/加入自選未成功，已還原/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `加入自選：${bond.bondName}` })).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds a bond to the cart, and says so when it is already there', async () => {
    const user = userEvent.setup();
    const bond = nth(picks, 2);
    renderBondPage('/overseas/bond');
    await screen.findByRole('table', { name: `債券列表：凱基選（共 ${count(picks)} 檔）` });
    await user.click(screen.getByRole('button', { name: `加入購物車：${bond.bondName}` }));
    expect(await screen.findByText(`已將 ${bond.bondName} 加入購物車。`)).toBeInTheDocument();
    const cart = () => sandbox.savedList('1234567', DataKind.Cart).then((json) => parseFavoritesAnswer(json, DataKind.Cart).lists[0]?.content.carDataList ?? []);
    expect(await cart()).toEqual([expect.objectContaining({ isin: bond.isin, faceValue: bond.faceValue, selectCurrency: bond.issueCurrency })]);
    await user.click(screen.getByRole('button', { name: `加入購物車：${bond.bondName}` }));
    expect(await screen.findByText(`${bond.bondName} 已在購物車中。`)).toBeInTheDocument();
    expect(await cart()).toHaveLength(1);
  });

  it('refuses at its 加入購物車 a bond the customer may not buy, with the reason beside it and announced, and saves nothing (rule ORD-5)', async () => {
    const user = userEvent.setup();
    const professionalOnly = quotes.find((bond) => bond.investorRestriction === 'PI' && bond.issuerCountry !== 'US');
    const fine = quotes.find((bond) => bond.investorRestriction === 'ALL' && bond.ProductRiskGrade === 'RR2');
    if (professionalOnly === undefined || fine === undefined) throw new Error('the sandbox offers no PI or RR2 bond');
    renderBondPage(`/overseas/bond?q=${professionalOnly.isin}`);
    const add = await screen.findByRole('button', { name: `加入購物車：${professionalOnly.bondName}` });
    const reason = '此債券限專業投資人申購，您目前為一般投資人。';
    await waitFor(() => expect(add).toHaveAccessibleDescription(reason));
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(within(rows()[0] ?? document.body).getByText(reason)).toBeVisible();
    await user.click(add);
    // said again in the page's live status line when pressed
    expect((await screen.findByText(`無法將 ${professionalOnly.bondName} 加入購物車：${reason}`)).closest('[role="status"]')).not.toBeNull();
    expect(sandbox.queries(FunId.FavoritesSave)).toHaveLength(0);

    // a bond the customer may buy has no reason and is added
    await user.clear(screen.getByRole('searchbox', { name: '搜尋債券' }));
    await user.type(screen.getByRole('searchbox', { name: '搜尋債券' }), `${fine.isin}{Enter}`);
    const addFine = await screen.findByRole('button', { name: `加入購物車：${fine.bondName}` });
    expect(addFine).not.toHaveAttribute('aria-disabled');
    expect(addFine).not.toHaveAccessibleDescription();
    await user.click(addFine);
    expect(await screen.findByText(`已將 ${fine.bondName} 加入購物車。`)).toBeInTheDocument();
  });

  it('shows a clear message and a retry for a broken answer', async () => {
    const user = userEvent.setup();
    sandbox.answerNext(isSymbolList, { body: '<html>not json</html>' });
    renderBondPage('/overseas/bond');
    expect(await screen.findByRole('alert')).toHaveTextContent(/格式錯誤|回應/);
    await user.click(screen.getByRole('button', { name: '重新查詢' }));
    expect(await screen.findByRole('table', { name: /凱基選/ })).toBeInTheDocument();
  });

  it('asks a visitor without a login to sign in, without calling the API', async () => {
    sessionStorage.clear();
    await act(async () => resetLogin());
    const asked = sandbox.requests.length;
    renderBondPage('/overseas/bond');
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', 'http://login.test');
    expect(sandbox.requests).toHaveLength(asked);
  });

  it('takes the answer its ./preload started instead of asking again', async () => {
    preloadBondList('http://localhost:8080/overseas/bond?tab=quotes');
    await waitFor(() => expect(symbolRequests()).toHaveLength(1));
    renderBondPage('/overseas/bond?tab=quotes');
    expect(await screen.findByRole('table', { name: `債券列表：債券報價（共 ${count(quotes)} 檔）` })).toBeInTheDocument();
    expect(symbolRequests()).toHaveLength(1);
  });

  it('stops waiting and frees the overlay once the customer leaves the page', async () => {
    sandbox.answerNext(isSymbolList, 'never');
    const view = renderBondPage('/overseas/bond');
    await waitFor(() => expect(loadingStore.isLoading).toBe(true));
    expect(loadingStore.loadingText).toBe('債券資料載入中…');
    view.unmount();
    expect(loadingStore.isLoading).toBe(false);
  });
});
