import { claimReload } from './reload-guard';

beforeEach(() => sessionStorage.clear());

describe('claimReload', () => {
  it('allows one reload per path per 10 s', () => {
    expect(claimReload('/overseas/bond', 1_000)).toBe(true);
    expect(claimReload('/overseas/bond', 5_000)).toBe(false);
    expect(claimReload('/overseas/bond', 10_999)).toBe(false);
    expect(claimReload('/overseas/bond', 11_000)).toBe(true);
  });

  it('counts each path on its own', () => {
    expect(claimReload('/overseas/bond', 1_000)).toBe(true);
    expect(claimReload('/marginDeposit/info', 1_500)).toBe(true);
  });

  it('survives a broken stored value', () => {
    sessionStorage.setItem('reloadGuard', '[oops');
    expect(claimReload('/overseas', 1_000)).toBe(true);
  });
});
