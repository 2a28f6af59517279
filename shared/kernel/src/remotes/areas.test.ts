import { guestBlockKey, matchArea, pathInArea, REMOTE_AREAS, remoteForPath, showsCartButton } from './areas';

describe('remoteForPath', () => {
  it.each([
    ['/overseas/bond/cart', 'remote_bond'],
    ['/overseas/bond', 'remote_bond'],
    ['/OVERSEAS/Bond/', 'remote_bond'],
    ['/overseas/bond/new-page-of-the-bond-team', 'remote_bond'],
    ['/overseas/bondx', 'remote_overseas_misc'],
    ['/overseas/stock?tab=x', 'remote_overseas_misc'],
    ['/overseas#top', 'remote_overseas_misc'],
    ['/marginDeposit/trans', 'remote_margin'],
    ['/margindeposit', 'remote_margin'],
    ['/auth/verify', undefined],
    ['/', undefined],
    ['/overseasx', undefined],
  ])('%s is served by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});

describe('matchArea', () => {
  it('gives the segments below the base path, in lower case', () => {
    expect(matchArea('/overseas/bond/Cart/?x=1')?.below).toEqual(['cart']);
    expect(matchArea('/overseas/account/sub-brokerage')?.below).toEqual(['account', 'sub-brokerage']);
    expect(matchArea('/overseas/bond')?.below).toEqual([]);
  });

  it('has one row per remote, each with its routes among the first-paint modules', () => {
    expect(new Set(REMOTE_AREAS.map((area) => area.remote)).size).toBe(REMOTE_AREAS.length);
    for (const area of REMOTE_AREAS) expect(area.firstPaint).toContain('./routes');
  });
});

describe('pathInArea', () => {
  it('tells whether an address is in a remote area', () => {
    expect(pathInArea('/overseas/bond/find', 'remote_bond')).toBe(true);
    expect(pathInArea('/overseas/stock', 'remote_bond')).toBe(false);
  });

  it('with a page, tells whether the address is exactly that page', () => {
    expect(pathInArea('/overseas/bond', 'remote_bond', '')).toBe(true);
    expect(pathInArea('/Overseas/Bond/?tab=quotes', 'remote_bond', '')).toBe(true);
    expect(pathInArea('/overseas/bond/cart', 'remote_bond', '')).toBe(false);
    expect(pathInArea('/overseas/bond/cart/', 'remote_bond', 'cart')).toBe(true);
    expect(pathInArea('/overseas/bond/cart/x', 'remote_bond', 'cart')).toBe(false);
  });
});

describe('showsCartButton', () => {
  it.each([
    ['/overseas/bond', true],
    ['/overseas/bond/find', true],
    ['/overseas/bond/cart', false],
    ['/OVERSEAS/BOND/CART/', false],
    ['/overseas', false],
    ['/overseas/stock', false],
    ['/marginDeposit/info', false],
  ])('on %s: %s', (path, shown) => {
    expect(showsCartButton(path)).toBe(shown);
  });
});

describe('guestBlockKey', () => {
  it('names the message of the area that blocks the page', () => {
    expect(guestBlockKey('/overseas/bond/cart', '')).toBe('guestBond');
    expect(guestBlockKey('/overseas/bond/cart/x', '?tab=favorites')).toBe('guestBond');
    expect(guestBlockKey('/overseas/bond', '?tab=favorites')).toBe('guestLogin');
    expect(guestBlockKey('/marginDeposit/trans', '')).toBe('guestLogin');
  });

  it('lets a guest open the pages no row blocks', () => {
    expect(guestBlockKey('/overseas/bond/order', '')).toBeNull();
    expect(guestBlockKey('/overseas/account', '')).toBeNull();
    expect(guestBlockKey('/auth/verify', '?tab=noAuth')).toBeNull();
    expect(guestBlockKey('/marginDeposit', '')).toBeNull();
  });
});
