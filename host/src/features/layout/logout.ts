import { clearAuthVerify, getRuntimeConfig, resetAccounts, resetLogin } from 'shared';
import { browserLocation } from '../navigation/browser-location';

/** Logout (spec 2): clears the stored verification and sends the browser to the external login page. */
export function logout(): void {
  clearAuthVerify();
  resetLogin();
  resetAccounts();
  browserLocation.assign(getRuntimeConfig().loginUrl);
}
