import { resetServerState } from 'shared/internal';
import { signIn } from '../../test/render-bond-page';
import { BOND_PAGE_CODE, bondPageOf, preloadBondPageCode } from './bond-pages';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  resetServerState();
});

describe('bondPageOf', () => {
  it('names the page an address of the bond area opens, as the router matches it', () => {
    expect(bondPageOf('/overseas/bond')).toBe('');
    expect(bondPageOf('/overseas/bond/')).toBe('');
    expect(bondPageOf('/Overseas/Bond/Cart/')).toBe('cart');
    expect(bondPageOf('/overseas/bond/order')).toBe('order');
    expect(bondPageOf('/overseas/bond/marketinfo')).toBe('marketinfo');
  });

  it('names none for addresses no bond page answers', () => {
    expect(bondPageOf('/overseas/bond/nowhere')).toBeUndefined();
    expect(bondPageOf('/overseas/bond/cart/extra')).toBeUndefined();
    expect(bondPageOf('/overseas/stock')).toBeUndefined();
    expect(bondPageOf('/overseas/bondx')).toBeUndefined();
  });
});

describe('preloadBondPageCode', () => {
  it("starts the code of the customer's page, and only that page's", async () => {
    signIn();
    const order = jest.spyOn(BOND_PAGE_CODE, 'order');
    const list = jest.spyOn(BOND_PAGE_CODE, '');
    preloadBondPageCode('/overseas/bond/order');
    expect(order).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
    // the same code the route mounts
    await expect(order.mock.results[0]?.value).resolves.toBe((await import('../orders/order-page')).OrderPage);
  });

  it('starts nothing for a visitor without a session, or on an address no page answers', () => {
    const calls = Object.keys(BOND_PAGE_CODE).map((page) => jest.spyOn(BOND_PAGE_CODE, page as keyof typeof BOND_PAGE_CODE));
    preloadBondPageCode('/overseas/bond/order');
    signIn();
    preloadBondPageCode('/overseas/bond/nowhere');
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });
});
