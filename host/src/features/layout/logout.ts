import { clearAuthVerify, getRuntimeConfig, resetLogin } from 'shared';

/** Logout (spec 2): clears the stored verification and sends the browser to the external login page. */
export function logout(assign: (url: string) => void = (url) => window.location.assign(url)): void {
  clearAuthVerify();
  resetLogin();
  assign(getRuntimeConfig().loginUrl);
}
