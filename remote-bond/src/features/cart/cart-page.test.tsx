import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccounts, resetLoading, resetLogin, resetModal } from 'shared';
import { makeBond, testIsin } from '../../test/bond-fixtures';
import { createFakeBroker, type FakeBroker } from '../../test/fake-broker';
import { renderBondPage, signIn } from '../../test/render-bond-page';
import { resetCartPage } from './stores/cart-page.store';
import { resetCart } from './stores/cart.store';

const USD = makeBond(1, { bondName: '美元公司債', refPriceBuyNumber: 100.0005 });
const ZAR = makeBond(2, { bondName: '南非公債', issueCurrency: 'ZAR', faceValue: 50_000, faceValueIncrement: 10_000, refPriceBuyNumber: 99.9995 });
const JPY = makeBond(3, { bondName: '日圓債', issueCurrency: 'JPY', faceValue: 100_000, faceValueIncrement: 100_000, refPriceBuyNumber: 100 });
const GONE = makeBond(4, { bondName: '已下架債' });

let broker: FakeBroker;

beforeEach(() => {
  sessionStorage.clear();
  broker = createFakeBroker([USD, ZAR, JPY, GONE]);
  broker.carts.set('1234567', [
    { isin: USD.isin, faceValue: 20_000, price: 100 },
    { isin: ZAR.isin, faceValue: 50_000 },
    { isin: JPY.isin },
  ]);
  globalThis.fetch = broker.fetch;
  signIn();
});

afterEach(async () => {
  await act(async () => {
    resetCart();
    resetCartPage();
    resetLoading();
    resetModal();
    resetLogin();
    resetAccounts();
  });
});

const line = (name: string) => screen.getByRole('article', { name }) as HTMLElement;

describe('cart', () => {
  it('re-queries the cart with searchKind and shows each line with its band and raised minimum face value', async () => {
    renderBondPage('/overseas/bond/cart');
    expect(await screen.findByRole('article', { name: '南非公債' })).toBeInTheDocument();
    const requery = broker.requests.find((request) => request.Data['searchKind'] === 'cart');
    expect(requery?.Data).toMatchObject({ kind: '0', symbolName: [USD.isin, ZAR.isin, JPY.isin].join(',') });

    expect(line('美元公司債')).toHaveTextContent('限價範圍90.000 – 110.001');
    expect(line('南非公債')).toHaveTextContent('參考買價99.9995限價範圍90.000 – 109.999');
    expect(line('南非公債')).toHaveTextContent('最低面額100,000 ZAR');
    expect(within(line('南非公債')).getByLabelText('申購面額（ZAR）')).toHaveValue('100,000');
    expect(within(line('日圓債')).getByLabelText('申購面額（JPY）')).toHaveValue('1,000,000');
  });

  it('shows an estimate per line, rounded to the currency, and totals per currency', async () => {
    renderBondPage('/overseas/bond/cart');
    await screen.findByRole('article', { name: '美元公司債' });
    const usd = within(line('美元公司債')).getByLabelText('美元公司債 預估金額');
    expect(usd).toHaveTextContent('預估成交金額20,000.00 USD');
    const jpy = within(line('日圓債')).getByLabelText('日圓債 預估金額');
    expect(jpy).toHaveTextContent('預估成交金額1,000,000 JPY');
    const totals = screen.getByRole('table', { name: '購物車合計（依交割幣別）' });
    expect(within(totals).getAllByRole('row').map((row) => row.querySelector('th')?.textContent)).toEqual(['幣別', 'JPY', 'USD', 'ZAR']);
  });

  it('removes a bond that is no longer offered, says which, and saves the narrowed cart', async () => {
    broker.carts.set('1234567', [{ isin: USD.isin }, { isin: GONE.isin }]);
    broker.withdrawn.add(GONE.isin);
    renderBondPage('/overseas/bond/cart');
    expect(await screen.findByText(`以下債券已不再提供報價，已自購物車移除：${GONE.isin}`)).toBeInTheDocument();
    await waitFor(() => expect(broker.carts.get('1234567')?.map((item) => item.isin)).toEqual([USD.isin]));
    expect(screen.queryByRole('article', { name: '已下架債' })).not.toBeInTheDocument();
  });

  it('refuses a face value below the minimum or off the increment next to the field, and saves a valid one', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/cart');
    const field = within(await screen.findByRole('article', { name: '南非公債' })).getByLabelText('申購面額（ZAR）');
    await user.clear(field);
    await user.type(field, '90000');
    expect(field).toHaveAccessibleDescription('面額不得低於最低面額 100,000');
    await user.clear(field);
    await user.type(field, '105000');
    expect(field).toHaveAccessibleDescription(/10,000/);
    const before = broker.requests.length;
    await user.tab();
    expect(broker.requests.length).toBe(before);

    await user.clear(field);
    await user.type(field, '120,000');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    await waitFor(() => expect(broker.carts.get('1234567')?.find((item) => item.isin === ZAR.isin)?.faceValue).toBe(120_000));
    expect(await screen.findByText('購物車已儲存。')).toBeInTheDocument();
  });

  it('refuses a limit price outside the band', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/cart');
    const field = within(await screen.findByRole('article', { name: '美元公司債' })).getByLabelText('限價（每百元面額）');
    await user.clear(field);
    await user.type(field, '110.002');
    expect(field).toHaveAccessibleDescription('限價須介於 90.000 與 110.001 之間');
    await user.clear(field);
    await user.type(field, '101.25');
    await user.tab();
    await waitFor(() => expect(broker.carts.get('1234567')?.find((item) => item.isin === USD.isin)?.price).toBe(101.25));
  });

  it('keeps what the customer typed when the save fails, and saves it on retry', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/cart');
    const field = within(await screen.findByRole('article', { name: '美元公司債' })).getByLabelText('申購面額（USD）');
    broker.failNextSave('5000');
    await user.clear(field);
    await user.type(field, '30000');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('購物車儲存失敗，您輸入的內容已保留');
    expect(field).toHaveValue('30000');
    await user.click(screen.getByRole('button', { name: '重新儲存' }));
    await waitFor(() => expect(broker.carts.get('1234567')?.find((item) => item.isin === USD.isin)?.faceValue).toBe(30_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a line and saves the cart', async () => {
    const user = userEvent.setup();
    renderBondPage('/overseas/bond/cart');
    await user.click(await screen.findByRole('button', { name: '自購物車移除：日圓債' }));
    expect(screen.queryByRole('article', { name: '日圓債' })).not.toBeInTheDocument();
    await waitFor(() => expect(broker.carts.get('1234567')?.map((item) => item.isin)).toEqual([USD.isin, ZAR.isin]));
  });

  it('shows an empty cart with a way back to the list', async () => {
    broker.carts.delete('1234567');
    renderBondPage('/overseas/bond/cart');
    expect(await screen.findByText('購物車是空的。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '瀏覽債券' })).toHaveAttribute('href', '/overseas/bond');
    expect(testIsin(1)).toBe(USD.isin);
  });
});
