import { guestBlockMessage } from './guest-guard';

describe('guestBlockMessage', () => {
  it.each(['marketorder', 'find', 'account', 'marketinfo', 'cart', 'ladder'])('blocks the bond page %s with 訪客無權限。', (page) => {
    expect(guestBlockMessage(`/overseas/bond/${page}`, '')).toBe('訪客無權限。');
    expect(guestBlockMessage(`/overseas/bond/${page.toUpperCase()}/`, '')).toBe('訪客無權限。');
  });

  it.each(['noAuth', 'favorites', 'NOAUTH'])('blocks any overseas page with tab=%s, asking to log in', (tab) => {
    for (const path of ['/overseas', '/overseas/stock', '/overseas/bond', '/overseas/fund']) {
      expect(guestBlockMessage(path, `?tab=${tab}`)).toBe('訪客無權限，請登入後繼續使用。');
    }
  });

  it.each(['/marginDeposit/info', '/marginDeposit/trans', '/margindeposit/info/'])('blocks %s, asking to log in', (path) => {
    expect(guestBlockMessage(path, '')).toBe('訪客無權限，請登入後繼續使用。');
  });

  it.each([
    ['/overseas', ''],
    ['/overseas/bond', ''],
    ['/overseas/bond', '?tab=quotes'],
    ['/overseas/bond/order', ''],
    ['/overseas/stock', ''],
    ['/overseas/account', ''],
    ['/auth/verify', '?tab=noAuth'],
  ])('lets a guest open %s%s', (path, search) => {
    expect(guestBlockMessage(path, search)).toBeNull();
  });
});
