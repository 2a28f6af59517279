import { resetServerState, writeAuthVerify } from 'shared/internal';
import { OVERSEAS_PAGE_CODE, overseasPageOf, preloadOverseasPageCode } from './overseas-pages';

function signIn(): void {
  writeAuthVerify({
    token: 'test-token',
    postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' },
    userData: { name: '測試客戶', accounts: [{ account: '1234567', name: '台北' }], isMobile: 'N' },
  });
}

function spyOnEveryPage() {
  return Object.fromEntries(
    (Object.keys(OVERSEAS_PAGE_CODE) as (keyof typeof OVERSEAS_PAGE_CODE)[]).map((page) => [page, jest.spyOn(OVERSEAS_PAGE_CODE, page)]),
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  resetServerState();
});

describe('overseasPageOf', () => {
  it('names the page an address of the overseas area opens, as the router matches it', () => {
    expect(overseasPageOf('/overseas')).toBe('');
    expect(overseasPageOf('/Overseas/')).toBe('');
    expect(overseasPageOf('/overseas/account')).toBe('account');
    expect(overseasPageOf('/overseas/account/sub-brokerage/')).toBe('account/sub-brokerage');
    expect(overseasPageOf('/overseas/stock')).toBe('stock');
    expect(overseasPageOf('/overseas/fund')).toBe('fund');
    expect(overseasPageOf('/overseas/Fund/LU0000000001/subscribe')).toBe('fund');
  });

  it('names none for the bond area inside it and for addresses no page answers', () => {
    expect(overseasPageOf('/overseas/bond')).toBeUndefined();
    expect(overseasPageOf('/overseas/bond/cart')).toBeUndefined();
    expect(overseasPageOf('/overseas/nowhere')).toBeUndefined();
    expect(overseasPageOf('/overseas/fundx')).toBeUndefined();
    expect(overseasPageOf('/marginDeposit/info')).toBeUndefined();
  });
});

describe('preloadOverseasPageCode', () => {
  it("starts the code of the customer's page, and only that page's, the same code the route mounts", async () => {
    signIn();
    const pages = spyOnEveryPage();
    preloadOverseasPageCode('/overseas/account');
    expect(pages['account']).toHaveBeenCalledTimes(1);
    for (const [page, spy] of Object.entries(pages)) if (page !== 'account') expect(spy).not.toHaveBeenCalled();
    await expect(pages['account']?.mock.results[0]?.value).resolves.toBe((await import('../account-overview')).AccountOverviewPage);
  });

  it('starts the home for a visitor without a session, and nothing else for one', () => {
    const pages = spyOnEveryPage();
    preloadOverseasPageCode('/overseas/stock');
    preloadOverseasPageCode('/overseas/fund');
    preloadOverseasPageCode('/overseas/nowhere');
    for (const spy of Object.values(pages)) expect(spy).not.toHaveBeenCalled();
    preloadOverseasPageCode('/overseas');
    expect(pages['']).toHaveBeenCalledTimes(1);
  });
});
