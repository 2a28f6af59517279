import { setRuntimeConfig, writeAuthVerify } from 'shared/internal';
import { readAuthVerify } from '../../../../shared/kernel/src/session/session-storage';
import { TEST_CONFIG } from '../../test/render-with-providers';
import { browserLocation } from '../navigation/browser-location';
import { logout } from './logout';

describe('logout', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('leaves nothing of the customer in the tab, unsaved cart edits included, and goes to the login page', () => {
    setRuntimeConfig(TEST_CONFIG);
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    writeAuthVerify({ token: 't', postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' }, userData: { name: '', accounts: [], isMobile: 'N' } });
    sessionStorage.setItem('bond.unsavedChanges', '{"cart|A123456789|1234567":{"changes":[],"failure":""}}');

    logout();

    expect(readAuthVerify()).toBeUndefined();
    expect(sessionStorage.getItem('bond.unsavedChanges')).toBeNull();
    expect(sessionStorage).toHaveLength(0);
    expect(assign).toHaveBeenCalledWith(TEST_CONFIG.loginUrl);
  });
});
