import { clearAuthVerify, getRuntimeConfig, resetLogin } from 'shared';
import { browserLocation } from '../navigation/browser-location';

/** Logout (spec 2): clears the stored verification and sends the browser to the external login page. */
export function logout(): void {
  clearAuthVerify();
  resetLogin();
  browserLocation.assign(getRuntimeConfig().loginUrl);
}
