import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSymbolListRequest, parseSymbolListAnswer, SymbolKind, type Bond, type CartItem } from '@shared/bond';
import { postQuery, readAuthVerify } from 'shared';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { resetAccounts, resetLogin, setRuntimeConfig } from 'shared/internal';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { resetModal } from '../../../../shared/kernel/src/stores/modal.store';
import { testIsin } from '../../test/bond-fixtures';
import { renderBondPage } from '../../test/render-bond-page';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from '../../test/sandbox-fetch';
import { resetUnsavedChanges } from '../saved-lists';
import { fetchCart, saveCart } from '../saved-lists/saved-lists-api';
import { resetCartPosition } from './api/cart-position-query';
import { exCouponNotice, exCouponStatus } from '@shared/bond/math';
import { settlementDateAt } from '../bond-detail';
import { pinClock } from '../../test/pin-clock';

/**
 * The cart page against the sandbox's real handlers: what the customer sees, and what the server then
 * holds (read back through the same contract, as a reload would).
 */

const ACCOUNT = '1234567';
let sandbox: SandboxFetch & { restore: () => Promise<void> };
let idno = '';
let quotes: readonly Bond[] = [];

const bondIn = (currency: string) => {
  // one the moderate customer may buy: the back end keeps any other out of the cart (rule ORD-5)
  const bond = quotes.find((candidate) => candidate.issueCurrency === currency && candidate.investorRestriction === 'ALL' && candidate.ProductRiskGrade <= 'RR3');
  if (bond === undefined) throw new Error(`the sandbox offers no ${currency} bond`);
  return bond;
};

/** Saves `items` as the customer's cart on the server, as another tab would. */
async function serverCart(items: readonly CartItem[]): Promise<void> {
  const { version } = await fetchCart(idno, ACCOUNT, { loading: false });
  await saveCart(idno, ACCOUNT, items, version, { loading: false });
}

const held = async () => (await fetchCart(idno, ACCOUNT, { loading: false })).items;
const isCartSave = (body: QueryBody) => body.FunId === FunId.FavoritesSave && body.Data['DataKind'] === '3';
const line = (name: string) => screen.getByRole('article', { name });
const faceOf = (field: HTMLElement) => Number((field as HTMLInputElement).value.replace(/,/g, ''));

beforeEach(async () => {
  sessionStorage.clear();
  resetUnsavedChanges();
  resetCartPosition();
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
  idno = readAuthVerify()?.postData.idno ?? '';
  quotes = await postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), parseSymbolListAnswer, { loading: false });
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

describe('the cart page', () => {
  it('re-queries the cart with searchKind and shows each line with its band, raised minimum face value and totals per currency', async () => {
    const [usd, zar, jpy] = [bondIn('USD'), bondIn('ZAR'), bondIn('JPY')];
    await serverCart([{ isin: usd.isin, faceValue: usd.faceValue, price: 100 }, { isin: zar.isin }, { isin: jpy.isin }]);
    renderBondPage('/overseas/bond/cart');

    expect(await screen.findByRole('article', { name: zar.bondName })).toBeInTheDocument();
    expect(screen.getByText(`交易帳號：${ACCOUNT}`)).toBeInTheDocument();
    const requery = sandbox.queries(FunId.SymbolMaster).find((body) => body.Data['searchKind'] === 'cart');
    expect(requery?.Data).toMatchObject({ kind: '0', symbolName: [usd.isin, zar.isin, jpy.isin].join(',') });

    const [low, high] = (within(line(usd.bondName)).getByText(/ – /).textContent ?? '').split(' – ').map(Number);
    expect(low).toBeLessThan(usd.refPriceBuyNumber);
    expect(high).toBeGreaterThan(usd.refPriceBuyNumber);
    expect(faceOf(within(line(zar.bondName)).getByLabelText('申購面額（ZAR）'))).toBeGreaterThanOrEqual(100_000);
    expect(faceOf(within(line(jpy.bondName)).getByLabelText('申購面額（JPY）'))).toBeGreaterThanOrEqual(1_000_000);
    const totals = screen.getByRole('table', { name: '購物車合計（依交割幣別）' });
    expect(within(totals).getAllByRole('row').map((row) => row.querySelector('th')?.textContent)).toEqual(['幣別', 'JPY', 'USD', 'ZAR']);
  });

  it('says 除息交易中 on a line whose settlement date is inside the bond\u2019s ex-coupon window, and charges it negative accrued interest (rule BND-11)', async () => {
    // the page's clock on the sandbox's day, 10:00 Taipei
    const now = Date.UTC(2025, 6, 1, 2, 0, 0);
    pinClock(now);
    try {
      const status = (bond: Bond) => exCouponStatus(bond, settlementDateAt(now, bond.issueCurrency));
      const ex = quotes.find((bond) => status(bond) !== null && bond.investorRestriction === 'ALL');
      const plain = bondIn('USD');
      const window = ex === undefined ? null : status(ex);
      if (ex === undefined || window === null) throw new Error('no bond inside its window on the sandbox day');
      await serverCart([{ isin: ex.isin }, { isin: plain.isin }]);
      renderBondPage('/overseas/bond/cart');
      const exLine = await screen.findByRole('article', { name: ex.bondName });
      expect(within(exLine).getByText('除息交易中')).toHaveAccessibleDescription(exCouponNotice(window).description);
      expect(within(exLine).getByText(/^前手息（-\d+ 天，至交割日/)).toBeInTheDocument();
      expect(within(line(plain.bondName)).queryByText('除息交易中')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes out a bond no longer offered, says which, and saves the narrowed cart', async () => {
    const usd = bondIn('USD');
    const gone = testIsin(999_999);
    await serverCart([{ isin: usd.isin }, { isin: gone }]);
    renderBondPage('/overseas/bond/cart');
    expect(await screen.findByText(`以下債券已不再提供報價，已自購物車移除：${gone}`)).toBeInTheDocument();
    await waitFor(async () => expect((await held()).map((item) => item.isin)).toEqual([usd.isin]));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('refuses a face value off the rules next to the field, and says saved only once the server holds a valid one', async () => {
    const user = userEvent.setup();
    const zar = bondIn('ZAR');
    await serverCart([{ isin: zar.isin }]);
    renderBondPage('/overseas/bond/cart');
    const field = within(await screen.findByRole('article', { name: zar.bondName })).getByLabelText('申購面額（ZAR）');
    const minimum = faceOf(field);
    await user.clear(field);
    await user.type(field, String(minimum - 10_000));
    expect(field).toHaveAccessibleDescription(/面額不得低於最低面額/);
    const saves = sandbox.queries(FunId.FavoritesSave).length;
    await user.tab();
    expect(sandbox.queries(FunId.FavoritesSave)).toHaveLength(saves);

    await user.clear(field);
    await user.type(field, String(minimum * 2));
    await user.tab();
    expect(await screen.findByText('購物車已儲存。')).toBeInTheDocument();
    expect((await held())[0]?.faceValue).toBe(minimum * 2);
  });

  it('sends two quick edits in order even when the first save is slow: the server keeps the last', async () => {
    const user = userEvent.setup();
    const usd = bondIn('USD');
    await serverCart([{ isin: usd.isin }]);
    // the first save waits on the wire until released
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const inner = globalThis.fetch;
    let saves = 0;
    globalThis.fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as QueryBody) : null;
      if (body !== null && isCartSave(body)) {
        saves += 1;
        if (saves === 1) await slow;
      }
      return inner(input, init);
    };
    renderBondPage('/overseas/bond/cart');
    const field = within(await screen.findByRole('article', { name: usd.bondName })).getByLabelText('申購面額（USD）');
    const minimum = faceOf(field);
    await user.clear(field);
    await user.type(field, String(minimum * 2));
    await user.tab();
    await user.clear(field);
    await user.type(field, String(minimum * 3));
    await user.tab();
    expect(screen.getByText('儲存中…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('購物車已儲存。')).toBeInTheDocument();
    globalThis.fetch = inner;
    expect((await held())[0]?.faceValue).toBe(minimum * 3);
  });

  it('applies the edit again when another tab saved the cart in between, keeping both', async () => {
    const user = userEvent.setup();
    const [usd, jpy] = [bondIn('USD'), bondIn('JPY')];
    await serverCart([{ isin: usd.isin }]);
    renderBondPage('/overseas/bond/cart');
    const field = within(await screen.findByRole('article', { name: usd.bondName })).getByLabelText('申購面額（USD）');
    const minimum = faceOf(field);
    await serverCart([{ isin: usd.isin }, { isin: jpy.isin }]); // another tab adds a bond
    await user.clear(field);
    await user.type(field, String(minimum * 2));
    await user.tab();
    expect(await screen.findByText('購物車已儲存。')).toBeInTheDocument();
    expect(await held()).toEqual([expect.objectContaining({ isin: usd.isin, faceValue: minimum * 2 }), { isin: jpy.isin }]);
  });

  it('keeps a failed edit across leaving the page, and saves it on 重新儲存', async () => {
    const user = userEvent.setup();
    const usd = bondIn('USD');
    await serverCart([{ isin: usd.isin }]);
    const view = renderBondPage('/overseas/bond/cart');
    const field = within(await screen.findByRole('article', { name: usd.bondName })).getByLabelText('申購面額（USD）');
    const minimum = faceOf(field);
    sandbox.answerNext(isCartSave, { status: 200, body: JSON.stringify({ StatusCode: '5000', Message: '系統忙碌中。' }) });
    await user.clear(field);
    await user.type(field, String(minimum * 2));
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('購物車儲存失敗，您輸入的內容已保留，尚未儲存。系統忙碌中。');
    expect(screen.queryByText('購物車已儲存。')).not.toBeInTheDocument();

    view.unmount(); // the customer leaves the cart…
    renderBondPage('/overseas/bond/cart'); // …and comes back
    const again = within(await screen.findByRole('article', { name: usd.bondName })).getByLabelText('申購面額（USD）');
    expect(again).toHaveValue((minimum * 2).toLocaleString('en-US'));
    expect(screen.getByRole('alert')).toHaveTextContent('尚未儲存');
    expect((await held())[0]?.faceValue).toBeUndefined();

    await user.click(screen.getByRole('button', { name: '重新儲存' }));
    expect(await screen.findByText('購物車已儲存。')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await held())[0]?.faceValue).toBe(minimum * 2);
  });

  it('shows the server’s cart again when the customer discards the unsaved edit', async () => {
    const user = userEvent.setup();
    const usd = bondIn('USD');
    await serverCart([{ isin: usd.isin }]);
    renderBondPage('/overseas/bond/cart');
    const field = within(await screen.findByRole('article', { name: usd.bondName })).getByLabelText('申購面額（USD）');
    const before = (field as HTMLInputElement).value;
    sandbox.answerNext(isCartSave, { status: 200, body: JSON.stringify({ StatusCode: '5000', Message: '系統忙碌中。' }) });
    await user.clear(field);
    await user.type(field, '999000');
    await user.tab();
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: '捨棄變更' }));
    expect(within(line(usd.bondName)).getByLabelText('申購面額（USD）')).toHaveValue(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so with 重新查詢 when the cart read answers garbage, then shows the cart', async () => {
    const user = userEvent.setup();
    sandbox.answerNext((body) => body.FunId === FunId.FavoritesList, { status: 200, body: '<html>Service Unavailable</html>' });
    renderBondPage('/overseas/bond/cart');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('系統回應格式錯誤');
    expect(screen.queryByText('購物車載入中…')).not.toBeInTheDocument();
    expect(screen.getByText(`交易帳號：${ACCOUNT}`)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '重新查詢' }));
    expect(await screen.findByText('購物車是空的。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '瀏覽債券' })).toHaveAttribute('href', '/overseas/bond');
  });
});
