import { clearAuthVerify, resetAccounts, resetLogin, resetServerState } from 'shared/internal';
import { getRuntimeConfig } from 'shared';
import { browserLocation } from '../navigation/browser-location';

/** Logout (rule SES-7): clears the stored verification and the customer's data, and sends the browser to the external login page. */
export function logout(): void {
  clearAuthVerify();
  resetServerState();
  resetLogin();
  resetAccounts();
  browserLocation.assign(getRuntimeConfig().loginUrl);
}
